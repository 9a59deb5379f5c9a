import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { call, EMPLOYEE_INFO } from '../../src/mocks/handlers/application-test-kit';
import { MOCK_ERRORS } from '../../src/mocks/handlers/mock-errors';
import { installMockServer } from '../../src/mocks/server';
import { currentPath } from './render-app';
import { EMPLOYEE_DRAFT, openStepAsBorrower, requestsTo } from './step-kit';

// Spec sections 2 and 5: every applicant has a monthly income, and it has its own invalid messages. The
// work step and the mock world decide with one rule (checkMonthlyIncome, decision 0029).

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 25 } });

const WORDS = {
  es: {
    heading: 'Información laboral',
    income: /Ingreso mensual/,
    next: 'Siguiente',
    required: 'Indica tu ingreso mensual',
    option: '$5,000 - $10,000',
  },
  en: {
    heading: 'Work information',
    income: /Monthly income/,
    next: 'Next',
    required: 'Tell us your monthly income',
    option: '$5,000 - $10,000',
  },
} as const;

const { monthlySalary: _, ...WITHOUT_INCOME } = EMPLOYEE_DRAFT;

describe.each(['es', 'en'] as const)('the work step in %s', (language) => {
  const words = WORDS[language];

  test('submitted with no monthly income, the income picker says so and nothing is sent', async () => {
    const sent = requestsTo(runtime, '/store/additional-info/save');
    const { user } = await openStepAsBorrower(
      PATHS.additionalInfomation,
      'additionalInfomation',
      {
        es: WORDS.es.heading,
        en: WORDS.en.heading,
      },
      { draft: WITHOUT_INCOME, language },
    );

    await user.click(screen.getByRole('button', { name: words.next }));

    const income = screen.getByRole('button', { name: words.income });
    await waitFor(() => expect(income).toHaveAttribute('aria-invalid', 'true'));
    expect(income).toHaveAccessibleDescription(words.required);
    expect(screen.getByText(words.required)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Choosing an income clears the message and the step goes on.
    await user.click(income);
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: words.option }));
    expect(screen.queryByText(words.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.next }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
    expect(sent).toEqual([expect.objectContaining({ monthlySalary: '5000-10000' })]);
  });
});

test('the mock world refuses a blank income as missing and an unknown one as not in the list', async () => {
  expect(await call('/store/additional-info/save', { ...EMPLOYEE_INFO, monthlySalary: '  ' })).toMatchObject({
    code: MOCK_ERRORS.EMPLOYMENT_FIELD_REQUIRED.code,
    msg: expect.stringContaining('monthlySalary'),
  });
  expect(
    await call('/store/additional-info/save', { ...EMPLOYEE_INFO, monthlySalary: '7500' }),
  ).toMatchObject({
    code: MOCK_ERRORS.INVALID_OPTION.code,
    msg: expect.stringContaining('monthlySalary'),
  });
  expect((await call('/store/additional-info/save', EMPLOYEE_INFO)).code).toBe(0);
});
