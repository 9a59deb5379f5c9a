import { describe, expect, test } from 'vitest';
import { journeyMasked, personalValues } from './journey-masked';
import { goodObservation } from './observation';

const state = {
  session: { userInfo: { userId: 'u1', mobile: '5512345678' } },
  application: { curp: 'GOMA900101MDFRRN09', realName: 'Guadalupe Hernández' },
};

describe('journey-masked', () => {
  test('collects personal values by key, leaving masked and short ones', () => {
    expect([...personalValues({ mobile: '5512345678', curp: 'x', cardNo: '41**********1234', nested: [{ email: 'ana@example.mx' }] })]).toEqual([
      '5512345678',
      'ana@example.mx',
    ]);
  });

  test('passes events whose personal values the masker hides', () => {
    const events = [{ type: 'session/userInfoLoaded', at: 1, userInfo: { userId: 'u1', mobile: '5512345678' } }];
    expect(journeyMasked.check(goodObservation({ state, events }))).toBeNull();
  });

  test('catches a personal value the masker leaves in the journey (a free-text field)', () => {
    // The masker's pattern pass hides the CURP and the phone in free text, not a name it does not know.
    const events = [{ type: 'feedback/created', at: 1, feedbackId: 'f1', summary: 'Soy Guadalupe Hernández, CURP GOMA900101MDFRRN09' }];
    const v = journeyMasked.check(goodObservation({ state, events }));
    expect(v?.message).toMatch(/feedback\/created still holds a personal value \(19 characters, starting "Gu"\)/);
    const curpOnly = [{ type: 'feedback/created', at: 1, feedbackId: 'f1', summary: 'mi CURP es GOMA900101MDFRRN09' }];
    expect(journeyMasked.check(goodObservation({ state, events: curpOnly }))).toBeNull();
  });
});
