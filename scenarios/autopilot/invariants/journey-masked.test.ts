import { describe, expect, test, vi } from 'vitest';
import * as mask from '../../journey/mask';
import { journeyMasked, personalValues } from './journey-masked';
import { goodObservation } from './observation';

// The journey masker, with a switch that makes it forget every key (as a broken masker would).
vi.mock('../../journey/mask', async (importOriginal) => {
  const actual = await importOriginal<typeof mask>();
  return { ...actual, canonJson: vi.fn(actual.canonJson) };
});

const state = {
  session: { userInfo: { userId: 'u1', mobile: '5512345678' } },
  application: { curp: 'GOMA900101MDFRRN09', realName: 'Guadalupe Hernández' },
};

describe('journey-masked', () => {
  test('collects personal values by key, leaving masked and short ones', () => {
    expect([
      ...personalValues({
        mobile: '5512345678',
        curp: 'x',
        cardNo: '41**********1234',
        nested: [{ email: 'ana@example.mx' }],
      }),
    ]).toEqual(['5512345678', 'ana@example.mx']);
  });

  test('passes events whose personal values the masker hides', () => {
    const events = [
      { type: 'session/userInfoLoaded', at: 1, userInfo: { userId: 'u1', mobile: '5512345678' } },
    ];
    expect(journeyMasked.check(goodObservation({ state, events }))).toBeNull();
  });

  test('catches a personal value the masker leaves in the journey (a free-text field)', () => {
    // The masker's pattern pass hides the CURP and the phone in free text, not a name it does not know.
    const events = [
      {
        type: 'feedback/created',
        at: 1,
        feedbackId: 'f1',
        summary: 'Soy Guadalupe Hernández, CURP GOMA900101MDFRRN09',
      },
    ];
    const v = journeyMasked.check(goodObservation({ state, events }));
    expect(v?.message).toMatch(
      /feedback\/created still holds a personal value \(19 characters, starting "Gu"\)/,
    );
    const curpOnly = [
      { type: 'feedback/created', at: 1, feedbackId: 'f1', summary: 'mi CURP es GOMA900101MDFRRN09' },
    ];
    expect(journeyMasked.check(goodObservation({ state, events: curpOnly }))).toBeNull();
  });

  // What the document's OCR read (identity/documentRecognized): the names the journey-leak mutant lets through.
  const recognized = {
    type: 'identity/documentRecognized',
    at: 1,
    identity: {
      curp: 'ZACA730406HMSMRR63',
      firstName: 'Arturo',
      middleName: 'Benito',
      lastName: 'Zamora Cruz',
      birthday: '1973-04-06',
      gender: 1,
    },
  };

  test('finds names by its own list of keys: first, middle, last and mother’s names, the holder, the national id', () => {
    const values = personalValues({
      ...recognized,
      contact: {
        motherLastName: 'Hernández',
        secondLastName: 'Villalobos',
        holderName: 'Arturo Zamora',
        nationalId: 'ZACA730406HMSMRR63',
      },
    });
    expect([...values]).toEqual(
      expect.arrayContaining([
        'Arturo',
        'Benito',
        'Zamora Cruz',
        'Hernández',
        'Villalobos',
        'Arturo Zamora',
        'ZACA730406HMSMRR63',
        '1973-04-06',
      ]),
    );
  });

  test('passes the OCR reading as the journey masker masks it, and catches it when the masker lets the names through', () => {
    expect(journeyMasked.check(goodObservation({ state: {}, events: [recognized] }))).toBeNull();
    const actual = vi.mocked(mask.canonJson).getMockImplementation()!;
    // A masker that does not know the name keys (the journey-leak mutant): as if they were called anything else.
    const unknownKeys = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/"(first|middle|last)Name":/g, '"$1":')) as unknown;
    vi.mocked(mask.canonJson).mockImplementation((value, masked) => actual(unknownKeys(value), masked));
    try {
      const v = journeyMasked.check(goodObservation({ state: {}, events: [recognized] }));
      expect(v?.message).toMatch(/identity\/documentRecognized still holds a personal value/);
    } finally {
      vi.mocked(mask.canonJson).mockImplementation(actual);
    }
  });
});
