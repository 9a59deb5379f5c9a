import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { openStepAsBorrower, validPersonalDraft } from './step-kit';

/**
 * Decision 0061, one borrower at a time on a shared phone: A is half-way through the personal information step
 * when B logs in through the native app. When the page shows again the form is B's: A's typing, held in the
 * form's React state, is gone, and B's keystrokes do not write A's data into the drafts.
 */

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });
const B = '5533334444';

function showPage() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test("the step form drops A's typing when B logs in natively, and B's typing writes only B's", async () => {
  const draftA = validPersonalDraft(runtime);
  const { user, app, storedValues } = await openStepAsBorrower(
    PATHS.personalInfomation,
    'personalInfomation',
    { es: 'Información personal', en: 'Personal information' },
    { draft: draftA },
  );
  expect(screen.getByLabelText(/Primer nombre/)).toHaveValue(draftA.firstName);

  // On the native side, B logs in; the native app writes B's token, and the WebView shows again.
  if (!runtime.world.findUser(B)) runtime.world.addUser({ mobile: B });
  const tokenB = `Bearer ${runtime.world.issueToken(B)}`;
  storedValues.set('token', { Authorization: tokenB });
  act(() => showPage());
  expect(app.store.getState().session.token).toBe(tokenB);

  await waitFor(() => expect(screen.getByLabelText(/Primer nombre/)).toHaveValue(''));
  expect(screen.getByLabelText(/CURP/)).toHaveValue('');
  await user.type(screen.getByLabelText(/Primer nombre/), 'Beto');
  await waitFor(() =>
    expect(storedValues.get('drafts').personalInfomation).toMatchObject({ firstName: 'Beto' }),
  );
  const stored = JSON.stringify(storedValues.get('drafts'));
  expect(stored).not.toContain(draftA.nationalId);
  expect(stored).not.toContain(draftA.lastName);
});
