import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { installMockServer } from '../../src/mocks/server';
import { mxDate } from '../../src/mocks/world/time';
import { currentPath, renderApp } from './render-app';

// Decision 0038: the two ad refreshes a day (spec section 9) are the borrower's, not the phone's stored adTimes,
// which a logout clears (one borrower at a time). The backend counts them, so a new login does not reset them.

const runtime = installMockServer();

const BORROWER = '5512345678';
const REFRESH = 'Ver otra promoción';
const LIMIT_REACHED = 'Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.';
const ADS = [
  'Paga a tiempo y evita cargos por atraso',
  'Consulta tu préstamo desde la app Cuota',
  'Atención al cliente de 9:00 a 18:00',
];

function go(path: string) {
  act(() => {
    window.location.hash = path;
  });
}

const adShown = (title: string) => screen.findByRole('heading', { level: 2, name: title });

/** Logs in through the login screen with the code the mock world sent by SMS. */
async function logIn(user: UserEvent, mobile: string) {
  go('/user/login');
  await user.type(await screen.findByLabelText(/Número de celular/), mobile);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(new RegExp(`Te enviamos un código por SMS al ${mobile}`));
  await user.type(screen.getByLabelText(/Código de verificación/), runtime.world.lastSms(mobile)!.code);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(currentPath()).not.toBe('/user/login'));
}

/** Logs out from settings, as the borrower does. */
async function logOut(user: UserEvent) {
  go('/user_center/settings');
  await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
}

/** The borrower in the mock world, with a session token of theirs. */
function borrowerSession() {
  runtime.world.addUser({ mobile: BORROWER });
  return { mobile: BORROWER, token: runtime.world.issueToken(BORROWER), progress: 5 };
}

// A logout and a login through their screens: more than the default time on a busy machine.
const SLOW = 45_000;

test(
  'a borrower who had the day’s two new ads still has none after logging out and in again',
  async () => {
    const { user, storedValues } = await renderApp('/advert', { session: borrowerSession() });
    expect(await adShown(ADS[0]!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REFRESH }));
    expect(await adShown(ADS[1]!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REFRESH }));
    expect(await adShown(ADS[2]!)).toBeInTheDocument();
    expect(await screen.findByText(LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REFRESH })).toBeDisabled();

    // Logging out clears the borrower's stored values, the ad counts among them.
    await logOut(user);
    expect(storedValues.get('token')).toBeNull();
    expect(storedValues.get('adTimes')).toEqual({
      counters: {},
      todayRefreshTimes: 0,
      lastRefreshTime: null,
    });

    // The same borrower again, the same day: the backend remembers the two.
    await logIn(user, BORROWER);
    go('/advert');
    expect(await adShown(ADS[0]!)).toBeInTheDocument();
    expect(await screen.findByText(LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REFRESH })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  SLOW,
);

test('a refresh the backend refuses by its code turns the button off with the daily-limit words, no error', async () => {
  const { user } = await renderApp('/advert', { session: borrowerSession() });
  expect(await adShown(ADS[0]!)).toBeInTheDocument();
  expect(screen.getByText('Puedes ver otras promociones 2 veces más hoy.')).toBeInTheDocument();

  // Meanwhile the borrower had the day's two on another phone: only the backend knows.
  runtime.world.updateUser(BORROWER, { adRefreshes: { day: mxDate(runtime.world.now()), count: 2 } });
  const calls: string[] = [];
  const off = runtime.onTraffic((traffic) => {
    if (traffic.path === '/store/package/get-ad-page') calls.push(traffic.path);
  });
  await user.click(screen.getByRole('button', { name: REFRESH }));
  expect(await screen.findByText(LIMIT_REACHED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: REFRESH })).toBeDisabled();
  expect(screen.getByRole('heading', { level: 2, name: ADS[0] })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls).toHaveLength(1);
  off();
});
