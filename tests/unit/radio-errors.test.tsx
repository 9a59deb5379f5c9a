import { render, screen, waitFor, within } from '@testing-library/react';
import { RadioGroupField } from '../../src/components/ui/radio-group-field';
import { firstInvalidControl } from '../../src/features/application/use-step-form';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';
import { openStepAsBorrower, validPersonalDraft } from './step-kit';

// Decision 0074: a radio group's error is on each of its radios (aria-invalid, aria-describedby), since a screen
// reader (TalkBack) reads the radio it lands on and not the <fieldset> around it; a failed attempt on the long
// step forms moves to the group's checked radio, else its first.
const runtime = installMockServer();

const radiosOf = (group: string | RegExp) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('radio');

function expectInRed(radios: HTMLElement[], message: string) {
  expect(radios.length).toBeGreaterThan(1);
  for (const radio of radios) {
    expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(radio).toHaveAccessibleDescription(message);
  }
}

test('the field puts its error on every radio, and nothing when there is no error', () => {
  const options = [
    { value: 'a', label: 'Uno' },
    { value: 'b', label: 'Dos' },
  ];
  const props = { label: 'Elige', value: '', options, onChange: () => undefined };
  const view = render(<RadioGroupField {...props} error="Elige una opción" />);
  expectInRed(radiosOf('Elige'), 'Elige una opción');
  view.rerender(<RadioGroupField {...props} />);
  for (const radio of radiosOf('Elige')) {
    expect(radio).not.toHaveAttribute('aria-invalid');
    expect(radio).not.toHaveAttribute('aria-describedby');
  }
});

describe('personal information: gender', () => {
  const openWithoutGender = (language: 'es' | 'en') => {
    runtime.reset({ preset: 'registered-borrower', presetOptions: { progress: 20 } });
    return openStepAsBorrower(
      PATHS.personalInfomation,
      'personalInfomation',
      { es: 'Información personal', en: 'Personal information' },
      { draft: { ...validPersonalDraft(runtime), gender: '' }, language },
    );
  };

  test.each([
    ['es', 'Siguiente', 'Sexo', 'Por favor, ingresa o selecciona este dato'],
    ['en', 'Next', 'Gender', 'Please enter or select this field'],
  ] as const)(
    '%s: a missing gender is on each radio, and the attempt moves to the first',
    async (language, next, group, message) => {
      const { user } = await openWithoutGender(language);
      await user.click(screen.getByRole('button', { name: next }));
      const radios = await within(screen.getByRole('group', { name: group })).findAllByRole('radio');
      expectInRed(radios, message);
      const [first, second] = radios as [HTMLElement, HTMLElement];
      expect(first).toHaveFocus();
      await user.click(second);
      for (const radio of radiosOf(group)) expect(radio).not.toHaveAttribute('aria-invalid');
    },
  );
});

test('loan questions 1 and 3: each unanswered one is on its radios', async () => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 5 } });
  const { user } = await renderApp('/auth/loan_question', {
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 5 },
  });
  await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
  expectInRed(radiosOf(/seis meses/), 'Primero responde esta pregunta');
  expectInRed(radiosOf(/debes en total/), 'Primero responde esta pregunta');
  // The attempt moves to the first question in red, as on the long step forms.
  await waitFor(() => expect(radiosOf(/seis meses/)[0]).toHaveFocus());
});

test('bank account: the account type is on its radios', async () => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
  const { user } = await renderApp('/bank_account/add_bankcard', {
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 35 },
    language: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: 'Bank account' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expectInRed(
    await within(screen.getByRole('group', { name: /Account type/ })).findAllByRole('radio'),
    'Please enter or select this field',
  );
  // The attempt moves to the first field in red, as on the long step forms.
  const first = document.querySelector('form [aria-invalid="true"]');
  await waitFor(() => expect(first).toHaveFocus());
});

test.each([
  [
    'es',
    'Tarjeta de débito',
    'Generar referencia de pago',
    'Canal de pago',
    'Este canal de pago no está disponible. Elige otro.',
  ],
  [
    'en',
    'Debit card',
    'Get payment reference',
    'Payment channel',
    'This payment channel is not available. Please choose another.',
  ],
] as const)(
  '%s: an unavailable payment channel is on each channel radio',
  async (language, card, submit, group, message) => {
    runtime.reset({ preset: 'overdue', seed: 7 });
    const { user } = await renderApp('/repay/cashier', {
      session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 },
      language,
    });
    await user.click(await screen.findByRole('radio', { name: card }));
    await user.click(screen.getByRole('button', { name: submit }));
    await screen.findByText(message);
    expectInRed(radiosOf(group), message);
  },
);

describe('the move to the first field in red', () => {
  function form(html: string) {
    const element = document.createElement('form');
    element.innerHTML = html;
    document.body.append(element);
    onTestFinished(() => element.remove());
    return element;
  }
  const group = (checked: string) =>
    ['a', 'b', 'c']
      .map(
        (v) =>
          `<input type="radio" name="g" value="${v}" aria-invalid="true"${v === checked ? ' checked' : ''}>`,
      )
      .join('');

  test('lands on the checked radio of a group in red', () => {
    const f = form(`<input name="ok">${group('b')}<input name="later" aria-invalid="true">`);
    expect(firstInvalidControl(f)).toBe(f.querySelector('[value="b"]'));
  });

  test('lands on the first radio of a group with none checked, and on a field in red before it', () => {
    expect(firstInvalidControl(form(group('')))).toHaveAttribute('value', 'a');
    const f = form(`<input name="first" aria-invalid="true">${group('c')}`);
    expect(firstInvalidControl(f)).toHaveAttribute('name', 'first');
  });
});
