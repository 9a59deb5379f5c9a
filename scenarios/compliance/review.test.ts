import { describe, expect, it } from 'vitest';
import { PATHS } from '#contracts/paths';
import { es } from '#contracts/texts';
import { CITATIONS } from './citations';
import { CHECKLIST, CHECKS, checkInputOf, reviewJourney } from './review';
import {
  CARATULA_LINES,
  LOW_FEE_PRODUCT,
  SPEC_PRODUCT,
  borrowJourney,
  catShownJourney,
  deepFreeze,
  detailsScreen,
  overdueDetail,
  permissionCall,
  textScreen,
} from './review-fixtures';
import type { JourneyRecorder } from '../journey/recorder';

/** A journey that reaches every item: offer, loan, screens, permissions, privacy, logout, overdue, claims. */
function everyItemJourney() {
  return borrowJourney(LOW_FEE_PRODUCT, {
    build: (r: JourneyRecorder) => {
      r.record('screen', detailsScreen('CAT 12.0% sin IVA', '12'));
      r.record(
        'screen',
        textScreen(
          es.titles.faq,
          [
            'Interés ordinario de hasta 36% anual. Préstamos rápidos.',
            'Penalización del 2% diario sobre el monto.',
            '¡Felicidades! El 90% de las solicitudes como la tuya son aprobadas.',
            ...CARATULA_LINES,
          ],
          1_768_492_800_200,
        ),
      );
      r.record('bridge-call', permissionCall('w1', 'camera', false));
      r.record('bridge-call', permissionCall('w2', 'contacts', true));
      r.record('route', { path: PATHS.personalInfomation });
      r.record('request', { method: 'POST', path: '/store/user-basic-info/save', payload: {} });
      r.record('event', { type: 'repayment/detailLoaded', detail: overdueDetail(120, 3393), at: 1 });
      r.record('event', { type: 'session/loggedOut', at: 2 });
      r.record('response', { path: '/store/order/last', code: 100103, data: null });
      r.record('event', { type: 'config/uploadEnableLoaded', flags: { contact: true }, at: 3 });
    },
    confirm: true,
  });
}

describe('compliance review', () => {
  it('runs the eight checks of compliance.md, then the four claim checks, as items 1 to 12 with their titles', () => {
    expect(CHECKS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const review = reviewJourney(borrowJourney(LOW_FEE_PRODUCT));
    expect(review.items.map((i) => [i.id, i.title])).toEqual(CHECKLIST.map((title, i) => [i + 1, title]));
    expect(Object.keys(review.items[0]!)).toEqual([
      'id',
      'title',
      'status',
      'seq',
      'explanation',
      'citation',
    ]);
    expect(review.items.slice(8).map((i) => i.title)).toEqual([
      expect.stringMatching(/statistic or promise .* declared source/),
      expect.stringMatching(/per day or per month .* yearly equivalent/),
      expect.stringMatching(/headline rate or cost claim .* real cost/),
      expect.stringMatching(/carátula .* SIPRES .* RECA .* CONDUSEF/),
    ]);
  });

  it('cites a rule of the one citation table on every item and every finding', () => {
    const review = reviewJourney(everyItemJourney());
    const table: readonly string[] = Object.values(CITATIONS);
    expect(review.items).toHaveLength(12);
    for (const item of review.items) expect(table, `item ${item.id}`).toContain(item.citation);
    // Findings of the checks, of the upload flags and of the unverifiable claims.
    expect(review.findings.length).toBeGreaterThanOrEqual(6);
    for (const finding of review.findings) expect(table, finding.title).toContain(finding.citation);
    expect(new Set(review.findings.map((f) => f.citation)).size).toBeGreaterThanOrEqual(4);
    const tampered = structuredClone(everyItemJourney());
    (tampered.entries[6]!.data as { profile: { receivedAmount: number } }).profile.receivedAmount = 9999;
    expect(reviewJourney(tampered).findings[0]).toMatchObject({
      title: 'TAMPERED JOURNEY',
      citation: CITATIONS.journeyIntegrity,
    });
  });

  it("fails item 3 for the spec's maximum terms: net disbursed -156.97 and an 18% tax", () => {
    const review = reviewJourney(borrowJourney(SPEC_PRODUCT));
    const three = review.items[2]!;
    expect(three.status).toBe('fail');
    expect(three.explanation).toContain('-156.97');
    expect(three.explanation).toContain('18%');
    expect(three.seq).toBe(6);
    // No CAT exists for a loan that pays out nothing, and the app shows none.
    expect(review.cat.status).toBe('notComputable');
    expect(review.cat.flows?.net).toBe(-156.97);
    expect(review.items[0]!.status).toBe('notReached');
    expect(review.summary.fail).toBeGreaterThanOrEqual(1);
  });

  it('passes a valid low-fee loan confirmed after its full cost was shown', () => {
    const review = reviewJourney(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(review.items.slice(0, 4).map((i) => i.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(review.cat.status).toBe('match');
    expect(review.integrity.ok).toBe(true);
  });

  it('puts the findings a check raises among the review’s, critical first', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => r.record('bridge-call', permissionCall('w9', 'contacts', true)),
    });
    const review = reviewJourney(file);
    expect(review.items[4]!.status).toBe('fail');
    expect(review.findings[0]).toMatchObject({
      severity: 'critical',
      seq: 7,
      title: 'Requested the contacts permission',
    });
    expect(review.summary.critical).toBe(1);
  });

  it('notes a tampered journey as a critical finding', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, { confirm: true });
    const tampered = structuredClone(file);
    (tampered.entries[6]!.data as { profile: { receivedAmount: number } }).profile.receivedAmount = 9999;
    const review = reviewJourney(tampered);
    expect(review.integrity.ok).toBe(false);
    expect(review.findings[0]).toMatchObject({ severity: 'critical', title: 'TAMPERED JOURNEY', seq: 6 });
    expect(reviewJourney(file).findings.some((f) => f.title === 'TAMPERED JOURNEY')).toBe(false);
  });

  it('reads the claims of recorded screens: the CAT and the tax rate shown', () => {
    const file = catShownJourney();
    const review = reviewJourney(file);
    expect(review.cat.shown).toMatchObject({ percent: 12, source: 'screen' });
    expect(review.items[1]!.status).toBe('fail');
    const shownTax = review.claims.find((c) => c.topic === 'taxRate' && c.source === 'screen');
    expect(shownTax).toMatchObject({ value: 0.16, route: PATHS.productDetails });
  });

  it('never changes its input: every check runs on a deep-frozen journey and input', () => {
    const file = everyItemJourney();
    const expected = reviewJourney(structuredClone(file));
    const frozenFile = deepFreeze(structuredClone(file));
    expect(reviewJourney(frozenFile)).toEqual(expected);

    const input = deepFreeze(checkInputOf(structuredClone(file)));
    const outcomes = CHECKS.map((check) => check.run(input));
    expect(outcomes.map((o) => o.status)).toEqual(expected.items.map((i) => i.status));
    expect(outcomes.every((o) => o.status !== 'notReached')).toBe(true);
  });
});
