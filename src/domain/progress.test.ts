import {
  PROGRESS,
  APPLICATION_STEPS,
  PROGRESS_SCREENS,
  isProgressCode,
  navigateByProgress,
  nextStepAt,
  screenForProgress,
  stepsCompletedAt,
  type Screen,
} from './progress';

function recordNavigation(code: number, query: Record<string, string>) {
  const calls: Array<[Screen, Record<string, string>]> = [];
  const result = navigateByProgress(code, query, (screen, q) => calls.push([screen, q]));
  return { result, calls };
}

const TABLE: Array<[name: string, code: number, screen: Screen | null]> = [
  ['loanQuestion', 5, 'loanQuestion'],
  ['idCardAuthentication', 10, 'idCardAuthentication'],
  ['idCardFacial', 15, 'idCardFacial'],
  ['personalInfomation', 20, 'personalInfomation'],
  ['additionalInfomation', 25, 'additionalInfomation'],
  ['emergencyContact', 30, 'emergencyContact'],
  ['addBankCard', 35, 'addBankCard'],
  ['userInfoFinish', 40, 'home'],
  ['waitForCreateStoreOrder', 42, 'home'],
  ['WAIT_SUBMIT', 43, 'home'],
  ['APPLYING', 45, 'review'],
  ['REPAYING', 50, 'repayDetail'],
  ['OVERDUE', 55, 'repayDetail'],
  ['FINISHED', 60, 'home'],
  ['DISBURSING', 65, 'lending'],
  ['CANCELLED', 70, null],
  ['REJECTED', 75, null],
  ['PAY_FAILURED', 80, null],
];

describe('progress codes', () => {
  test('the table covers every code of spec section 4 with its value', () => {
    expect(Object.entries(PROGRESS).map(([name, code]) => [name, code])).toEqual(
      TABLE.map(([name, code]) => [name, code]),
    );
  });

  test.each(TABLE)('%s (%i) opens %s', (_name, code, screen) => {
    expect(isProgressCode(code)).toBe(true);
    expect(screenForProgress(code)).toBe(screen);
    const { result, calls } = recordNavigation(code, { orderId: 'o1' });
    if (screen === null) {
      expect(result).toBe(false);
      expect(calls).toEqual([]);
    } else {
      expect(result).toBe(true);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe(screen);
    }
  });

  test('two codes, REPAYING and OVERDUE, open repayDetail', () => {
    const codes = TABLE.filter(([, , screen]) => screen === 'repayDetail').map(([, code]) => code);
    expect(codes).toEqual([50, 55]);
  });

  test('every screen is reachable from some code', () => {
    const reached = new Set(TABLE.map(([, , screen]) => screen));
    for (const screen of PROGRESS_SCREENS) expect(reached.has(screen)).toBe(true);
  });

  test('the helper opens the eleven screens of spec section 2, and no other', () => {
    // The seven steps (pinned in their order below), then the four screens of a loan's states.
    expect([...PROGRESS_SCREENS].sort()).toEqual(
      [...APPLICATION_STEPS, 'home', 'review', 'repayDetail', 'lending'].sort(),
    );
  });

  test('the application steps, in the order of their codes', () => {
    expect(APPLICATION_STEPS).toEqual([
      'loanQuestion',
      'idCardAuthentication',
      'idCardFacial',
      'personalInfomation',
      'additionalInfomation',
      'emergencyContact',
      'addBankCard',
    ]);
    for (const step of APPLICATION_STEPS) expect(screenForProgress(PROGRESS[step])).toBe(step);
  });

  test.each([0, 7, 99, -1, NaN, 5.5, Infinity])(
    'unknown code %s does not navigate and answers false',
    (code) => {
      expect(isProgressCode(code)).toBe(false);
      expect(screenForProgress(code)).toBeNull();
      const { result, calls } = recordNavigation(code, { a: 'b' });
      expect(result).toBe(false);
      expect(calls).toEqual([]);
    },
  );
});

describe('query rules', () => {
  test('home gets an empty query whatever was passed', () => {
    expect(recordNavigation(PROGRESS.FINISHED, { orderId: 'o1', from: 'x' }).calls).toEqual([['home', {}]]);
    expect(recordNavigation(PROGRESS.userInfoFinish, { a: '1' }).calls).toEqual([['home', {}]]);
  });

  test('review gets the query passed along', () => {
    expect(recordNavigation(PROGRESS.APPLYING, { orderId: 'o1' }).calls).toEqual([
      ['review', { orderId: 'o1' }],
    ]);
  });

  test('review gets at least an empty query', () => {
    expect(recordNavigation(PROGRESS.APPLYING, {}).calls).toEqual([['review', {}]]);
    const calls: unknown[] = [];
    // A JavaScript caller may omit the query; review still gets an object.
    navigateByProgress(PROGRESS.APPLYING, undefined as unknown as Record<string, string>, (s, q) =>
      calls.push([s, q]),
    );
    expect(calls).toEqual([['review', {}]]);
  });

  test('other screens get the query passed along as a copy', () => {
    const query = { orderId: 'o9' };
    const { calls } = recordNavigation(PROGRESS.REPAYING, query);
    expect(calls).toEqual([['repayDetail', { orderId: 'o9' }]]);
    expect(calls[0]?.[1]).not.toBe(query);
    expect(recordNavigation(PROGRESS.addBankCard, { back: '1' }).calls).toEqual([
      ['addBankCard', { back: '1' }],
    ]);
  });
});

describe('steps and progress', () => {
  test('a step code means that step is next: lower steps are complete', () => {
    expect(stepsCompletedAt(PROGRESS.loanQuestion)).toEqual([]);
    expect(stepsCompletedAt(PROGRESS.idCardFacial)).toEqual(['loanQuestion', 'idCardAuthentication']);
    expect(nextStepAt(PROGRESS.idCardFacial)).toBe('idCardFacial');
  });

  test('from userInfoFinish on, every step is complete and none is next', () => {
    expect(stepsCompletedAt(PROGRESS.userInfoFinish)).toHaveLength(7);
    expect(stepsCompletedAt(PROGRESS.REJECTED)).toHaveLength(7);
    expect(nextStepAt(PROGRESS.userInfoFinish)).toBeNull();
  });

  test('an unknown code has no next step', () => {
    expect(nextStepAt(7)).toBeNull();
    expect(stepsCompletedAt(NaN)).toEqual([]);
  });
});
