import { screen } from '@testing-library/react';
import { BANKS } from '../../src/domain/options/banks';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { renderApp } from './render-app';

// Issue 30: the bank step's draft keeps what the borrower typed, but never the full card or CLABE number nor its
// confirmation (cuota:drafts is readable by anyone holding the phone).

installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 35 } });

const CLABE = '002010077777777771';

test('leaving the bank step keeps its choices in the draft, not the CLABE or its confirmation', async () => {
  const storage = createMemoryStorage();
  const storedValues = createStoredValues(storage);
  // A CLABE account of BANAMEX chosen earlier (the draft keeps the choices).
  storedValues.set('drafts', {
    addBankCard: { cardType: 'clabe', bankCode: BANKS.find((b) => b.name === 'BANAMEX')!.code },
  });
  const view = await renderApp(PATHS.addBankCard, {
    storedValues,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 35 },
  });
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  await view.user.type(screen.getByLabelText(/CLABE interbancaria/), CLABE);
  await view.user.type(screen.getByLabelText(/^Confirma la CLABE/), CLABE);
  // Leaving the step writes the draft at once.
  view.unmount();
  const draft = storedValues.get('drafts').addBankCard ?? {};
  // The other choices stay (the account type and bank).
  expect(draft).toMatchObject({ cardType: 'clabe' });
  expect(draft).not.toHaveProperty('number');
  expect(draft).not.toHaveProperty('confirmation');
  expect(storage.getItem('cuota:drafts') ?? '').not.toMatch(/\d{16,18}|0020\s?1007/);
});
