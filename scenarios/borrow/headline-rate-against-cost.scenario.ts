import { defineScenario } from '../scenario.schemas';

/**
 * Issue 33, checklist item 11: the landing page's headline rate, then the loan the borrower is offered. The
 * release review holds the headline against the CAT of that loan, and the carátula is on the details screen.
 */
export default defineScenario({
  id: 'headline-rate-against-cost',
  title: "The landing page's headline rate, then the cost of the loan the borrower is offered",
  flow: 'borrow',
  preset: 'quota-granted',
  steps: [
    { note: 'An advertised landing page: the ordinary rate with the representative CAT beside it.' },
    { goto: '/yx1' },
    { expectText: '/Interés ordinario de hasta .* anual/' },
    { expectText: '/CAT .* sin IVA/' },
    { note: 'The borrower logs in and asks for a loan: its details show its own CAT and the carátula.' },
    { run: 'loginThroughApp' },
    { goto: '/borrow/to_borrow' },
    { run: 'chooseLoan' },
    { expectText: '/SIPRES/' },
    { expectText: '/RECA/' },
    { expectText: '/CONDUSEF/' },
  ],
});
