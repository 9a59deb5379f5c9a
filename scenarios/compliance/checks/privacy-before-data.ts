import { PATHS } from '#contracts/paths';
import { routeAt } from '../facts';
import { PRIVACY_LINK_TEXTS, ROUTES_LINKING_PRIVACY } from '../texts-registry';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/** Endpoints whose request carries the borrower's personal data. */
export const PERSONAL_DATA_PATHS: readonly string[] = [
  '/security/login',
  '/security/getVerifyCode',
  '/security/existsByMobile',
  '/store/user-basic-info/save',
  '/store/additional-info/save',
  '/store/user-emergency-contact/save',
  '/store/user-bank-card',
  '/store/bank-card/validate',
  '/store/certificate/ocr',
  '/store/face-image-save',
  '/store/v2/face-image-save',
  '/store/liveness/detection',
  '/user/upload/curp/front',
  '/user/upload/curp/back',
  '/user/saveFaceImage',
];

/** Item 6: the privacy notice was opened, or linked on screen, before personal data first left the app. */
export const privacyBeforeData: ReviewCheck = {
  id: 6,
  title: 'The privacy notice was reachable before the first personal data was sent',
  citation: CITATIONS.privacyNotice,
  run({ facts }) {
    const first = facts.requests.find((r) => PERSONAL_DATA_PATHS.includes(r.path));
    if (!first)
      return { status: 'notReached', seq: null, explanation: 'No personal data was sent in this journey.' };
    const visited = facts.routes.find((r) => r.route === PATHS.privacyPolicy && r.seq < first.seq);
    if (visited)
      return {
        status: 'pass',
        seq: first.seq,
        explanation: `The privacy notice was opened at step ${visited.seq}, before personal data was first sent (${first.path}, step ${first.seq}).`,
      };
    const link = facts.screens.find(
      (s) =>
        (s.seq <= first.seq || facts.screens.find((n) => n.seq > first.seq) === s) &&
        s.lines.some((l) => l.link && PRIVACY_LINK_TEXTS.some((t) => l.text.includes(t))),
    );
    if (link)
      return {
        status: 'pass',
        seq: first.seq,
        explanation: `A link to the privacy notice was on screen (step ${link.seq}) when personal data was first sent (${first.path}, step ${first.seq}).`,
      };
    const route = routeAt(facts, first.seq);
    if (facts.screens.length === 0 && route && ROUTES_LINKING_PRIVACY.has(route))
      return {
        status: 'pass',
        seq: first.seq,
        explanation: `Personal data was first sent from ${route} (step ${first.seq}), a screen that links the privacy notice (texts registry; no screen record).`,
      };
    return {
      status: 'fail',
      seq: first.seq,
      explanation: `Personal data was first sent (${first.path}, step ${first.seq}) ${route ? `from ${route} ` : ''}with no privacy notice opened or linked before.`,
    };
  },
};
