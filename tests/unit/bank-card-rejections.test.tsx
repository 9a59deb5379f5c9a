import { onTestFinished } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { REJECTION_CODES } from '../../src/api/contracts/rejections';
import { curpCheckDigit } from '../../src/domain/validation/mx-identifiers';
import { BANKS } from '../../src/domain/options/banks';
import { PATHS } from '../../src/domain/paths';
import { MOCK_ERRORS, mockErrorMessage } from '../../src/mocks/handlers/mock-errors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';

// The bank account step decides by the backend's rejection CODE (REJECTION_CODES), never by its message
// text: each handled rejection shows under its field in the borrower's language.

const runtime = installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 35 } });

const VALIDATE = '/store/bank-card/validate';
const SAVE = '/store/user-bank-card';
const CLABE = '002010077777777771'; // a valid BANAMEX CLABE
// A backend text the screen must not rely on (nor show when it knows the code).
const BACKEND_TEXT = 'Texto del backend que la pantalla no interpreta';

type Language = 'es' | 'en';
const COPY = {
  es: {
    submit: 'Enviar',
    confirm: /^Confirma la CLABE/,
    number: /CLABE interbancaria/,
    holder: /Nombre del titular/,
    curp: /CURP del titular/,
    fix: 'Revisa los campos marcados en rojo',
  },
  en: {
    submit: 'Submit',
    confirm: /^Confirm the CLABE/,
    number: /^CLABE \(18 digits\)/,
    holder: /Account holder/,
    curp: /Holder’s CURP/,
    fix: 'Check the fields marked in red',
  },
} as const;

const borrowerFile = () => applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!);

/**
 * Opens the step with the holder, bank and account type restored from the draft, then types the CLABE (the
 * full number never rests in the draft: issue 30); only the confirmation is left to type.
 */
async function openWithCard(language: Language, overrides: { holderName?: string; curp?: string } = {}) {
  const info = borrowerFile().basicInfo!;
  const storedValues = createStoredValues(createMemoryStorage());
  storedValues.set('drafts', {
    addBankCard: {
      holderName: overrides.holderName ?? `${info.firstName} ${info.lastName}`,
      curp: overrides.curp ?? info.nationalId ?? '',
      cardType: 'clabe',
      bankCode: BANKS.find((b) => b.name === 'BANAMEX')!.code,
    },
  });
  const view = await renderApp(PATHS.addBankCard, {
    language,
    storedValues,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 35 },
  });
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'es' ? 'Cuenta bancaria' : 'Bank account',
  });
  await view.user.type(screen.getByLabelText(COPY[language].number), CLABE);
  return view;
}

async function send(user: Awaited<ReturnType<typeof openWithCard>>['user'], language: Language) {
  await user.type(screen.getByLabelText(COPY[language].confirm), CLABE);
  await user.click(screen.getByRole('button', { name: COPY[language].submit }));
}

function requestsTo(path: string) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === path) seen.push(t.path);
  });
  onTestFinished(off);
  return seen;
}

/** The field's error: it is marked invalid and its description is the text. */
async function expectFieldError(label: RegExp, text: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
}

/** A CURP with a valid check digit that is not the borrower's (another differentiator, position 17). */
function anotherValidCurp(curp: string): string {
  const differentiator = curp[16]!;
  const other = /\d/.test(differentiator)
    ? String((Number(differentiator) + 1) % 10)
    : differentiator === 'A'
      ? 'B'
      : 'A';
  const first17 = `${curp.slice(0, 16)}${other}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

describe('the bank check rejection shows under the card number field, in the borrower language', () => {
  const CASES = [
    {
      how: `/store/bank-card/validate answers ${REJECTION_CODES.bankMismatch}`,
      arm: () => runtime.faults.once(VALIDATE, fault.error(REJECTION_CODES.bankMismatch, BACKEND_TEXT)),
      text: {
        es: 'La cuenta no coincide con el banco elegido',
        en: 'The account does not match the chosen bank',
      },
      saved: 0,
    },
    {
      how: '/store/bank-card/validate answers valid: false, reason invalidNumber',
      arm: () =>
        runtime.faults.once(VALIDATE, fault.error(0, 'ok', { valid: false, reason: 'invalidNumber' })),
      text: {
        es: 'El banco no reconoce ese número de cuenta',
        en: 'The bank does not recognise that account number',
      },
      saved: 0,
    },
    {
      how: `/store/user-bank-card answers ${REJECTION_CODES.invalidNumber}`,
      arm: () => runtime.faults.once(SAVE, fault.error(REJECTION_CODES.invalidNumber, BACKEND_TEXT)),
      text: {
        es: 'El banco no reconoce ese número de cuenta',
        en: 'The bank does not recognise that account number',
      },
      saved: 1,
    },
  ];

  for (const language of ['es', 'en'] as const) {
    test.each(CASES)(`${language}: $how`, async ({ arm, text, saved }) => {
      const { user } = await openWithCard(language);
      const saves = requestsTo(SAVE);
      arm();
      await send(user, language);
      await expectFieldError(COPY[language].number, text[language]);
      // The form says why it was not sent; the backend's text (not what decided) is not shown.
      expect(screen.getByText(COPY[language].fix)).toBeInTheDocument();
      expect(screen.queryByText(BACKEND_TEXT)).not.toBeInTheDocument();
      // Only the number field is marked; the borrower stays on the step with what they typed.
      expect(screen.getByLabelText(COPY[language].holder)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(COPY[language].confirm)).not.toHaveValue('');
      expect(currentPath()).toBe(PATHS.addBankCard);
      expect(saves).toHaveLength(saved);
    });
  }
});

describe('the other rejections of the bank account step, each under its own field', () => {
  test(`an account not in the borrower name (the mock world's ${MOCK_ERRORS.CARD_HOLDER_MISMATCH.code}) marks the holder`, async () => {
    const { user } = await openWithCard('es', { holderName: 'Otra Persona Distinta' });
    await send(user, 'es');
    await expectFieldError(COPY.es.holder, 'El titular de la cuenta no coincide con tu nombre');
    expect(screen.getByLabelText(COPY.es.number)).not.toHaveAttribute('aria-invalid');
    // The mock world's own text is not what the screen shows: it picked the copy by the code.
    expect(screen.queryByText(mockErrorMessage('CARD_HOLDER_MISMATCH', 'es'))).not.toBeInTheDocument();
  });

  test(`a CURP that is not the one on the document (the mock world's ${MOCK_ERRORS.CURP_MISMATCH.code}) marks the CURP, in English`, async () => {
    const own = borrowerFile().identity.curp;
    const { user } = await openWithCard('en', { curp: anotherValidCurp(own) });
    await send(user, 'en');
    await expectFieldError(COPY.en.curp, 'The CURP does not match the one on your ID');
    expect(screen.getByText(COPY.en.fix)).toBeInTheDocument();
  });

  test(`a CURP the backend finds not valid (${REJECTION_CODES.invalidCurp}) marks the CURP`, async () => {
    const { user } = await openWithCard('es');
    runtime.faults.once(SAVE, fault.error(REJECTION_CODES.invalidCurp, BACKEND_TEXT));
    await send(user, 'es');
    await expectFieldError(COPY.es.curp, 'La CURP no es válida, revísala');
  });

  test('a rejection the screen does not handle shows the backend message and marks no field', async () => {
    const { user } = await openWithCard('es');
    const text = mockErrorMessage('STEP_ALREADY_DONE', 'es');
    runtime.faults.once(SAVE, fault.error(MOCK_ERRORS.STEP_ALREADY_DONE.code, text));
    await send(user, 'es');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(COPY.es.fix)).not.toBeInTheDocument();
    for (const label of [COPY.es.holder, COPY.es.curp, COPY.es.number]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });
});
