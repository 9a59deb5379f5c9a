import { defineScenario } from '../scenario.schemas';

/** A finished application whose quota review said no: home explains, and no loan can be asked for. */
export default defineScenario({
  id: 'quota-rejected',
  title: 'Quota rejected: the borrower is told, and cannot borrow',
  flow: 'application',
  preset: 'quota-rejected',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/' },
    { expectText: 'Por ahora no podemos ofrecerte un cupo' },
    { expectText: '/Podrás volver a solicitar/' },
    { expectText: { text: 'Solicitar préstamo', absent: true } },
    { expectNoEvent: { type: 'quota/granted' } },
  ],
});
