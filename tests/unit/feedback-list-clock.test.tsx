import { screen } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { formatDateTime } from '../../src/features/feedback/feedback-format';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';

/**
 * The feedback list's "Creada" (a request's date) and "Actualizado" (when the list was loaded) are on one
 * clock: the backend's. With the world's clock far from the computer's (as in the simulator after
 * advancing it), "Actualizado" must not show the computer's time.
 */

const DAY = 86_400_000;
// Whole minutes, 400 days ahead of this computer: no formatted date can coincide with the computer's.
const WORLD_START = Math.floor((Date.now() + 400 * DAY) / 60_000) * 60_000;
const runtime = installMockServer({ preset: 'registered-borrower', clock: { start: WORLD_START } });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 60 };

test.each(['es', 'en'] as const)('created and updated both read the world clock (%s)', async (language) => {
  const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
  runtime.world.feedback.create({ userId: borrower.userId, type: 3, description: 'Duda sobre mi pago' });
  const createdAt = runtime.world.now();
  runtime.clock.advance({ hours: 2 });
  const loadedAt = runtime.world.now();

  await renderApp(PATHS.feedbackList, { session, language });
  const labels =
    language === 'es'
      ? { created: 'Creada el', updated: 'Actualizado:' }
      : { created: 'Created on', updated: 'Updated:' };
  expect(
    await screen.findByText(`${labels.created} ${formatDateTime(createdAt, language)}`),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(`${labels.updated} ${formatDateTime(loadedAt, language)}`),
  ).toBeInTheDocument();
  // Nothing on the list shows the computer's date.
  const computerDay = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'America/Mexico_City',
  }).format(Date.now());
  expect(document.body.textContent).not.toContain(computerDay);
});
