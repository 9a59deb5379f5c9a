import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../../src/app/shell/app-layout';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

// Decision 0076 (accessibility audit): a screen change said nothing to a screen reader. The page's title stayed
// "Cuota" and focus stayed on the tapped element, removed with the old screen, where TalkBack kept reading.
// On each screen change the title names the new screen and focus goes to its heading; not on the first screen,
// not when only the query changes; focus that the new screen puts somewhere itself stays there.
installMockServer();

beforeEach(() => {
  document.title = 'Cuota';
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

test('the first screen leaves the title and focus as the page loaded them', async () => {
  await renderApp(PATHS.me);
  expect(await heading('Mi cuenta')).not.toHaveFocus();
  expect(document.title).toBe('Cuota');
});

test('a redirect on the first load is part of the first load', async () => {
  await renderApp('/user_center');
  expect(await heading('Configuración')).not.toHaveFocus();
  expect(currentPath()).toBe(PATHS.settings);
  expect(document.title).toBe('Cuota');
});

test('Me → Configuración: the title names the screen and focus is on its heading', async () => {
  const { user } = await renderApp(PATHS.me);
  await user.click(await screen.findByRole('link', { name: 'Configuración' }));
  const title = await heading('Configuración');
  await waitFor(() => expect(title).toHaveFocus());
  expect(title).toHaveAttribute('tabindex', '-1');
  expect(document.title).toBe('Configuración · Cuota');

  // Back with the arrow: Me's heading, and home's title is the app's name alone.
  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toHaveFocus());
  expect(document.title).toBe('Mi cuenta · Cuota');
  await user.click(screen.getByRole('link', { name: 'Inicio' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Cuota' })).toHaveFocus());
  expect(document.title).toBe('Cuota');
});

test('in English, the title is English', async () => {
  const { user } = await renderApp(PATHS.me, { language: 'en' });
  await user.click(await screen.findByRole('link', { name: 'Settings' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus());
  expect(document.title).toBe('Settings · Cuota');
});

test('a change of language on the language screen renames the page in the new language; focus stays', async () => {
  const { user } = await renderApp(PATHS.settings);
  await user.click(await screen.findByRole('link', { name: /Idioma/ }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Idioma' })).toHaveFocus());
  expect(document.title).toBe('Idioma · Cuota');
  const english = screen.getByRole('radio', { name: 'English' });
  await user.click(english);
  await screen.findByRole('heading', { level: 1, name: 'Language' });
  await waitFor(() => expect(document.title).toBe('Language · Cuota'));
  expect(english).toHaveFocus();
});

test('a change of the query alone on the same screen moves nothing', async () => {
  const { user } = await renderApp(PATHS.me);
  await user.click(await screen.findByRole('link', { name: 'Configuración' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toHaveFocus());
  const back = screen.getByRole('button', { name: 'Atrás' });
  back.focus();
  document.title = 'left as it was';
  // The router has the new location once the page has told it (hashchange comes after its popstate).
  await act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('hashchange', () => resolve(), { once: true });
        window.location.hash = `${PATHS.settings}?from=me`;
      }),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
  expect(back).toHaveFocus();
  expect(document.title).toBe('left as it was');
});

/** A screen that puts focus on its own field as it mounts: in a layout effect, or in an effect. */
function FieldScreen({ late }: { late: boolean }) {
  useEffect(() => {
    if (late) document.getElementById('own-field')?.focus();
  }, [late]);
  return (
    <section>
      <h1>Con campo</h1>
      <label htmlFor="own-field">Nombre</label>
      <input id="own-field" autoFocus={!late} />
    </section>
  );
}

function renderFrame() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route
            path="/start"
            element={
              <nav>
                <Link to="/field-now">campo al montar</Link> <Link to="/field-later">campo después</Link>{' '}
                <Link to="/plain">sin título</Link>
              </nav>
            }
          />
          <Route path="/field-now" element={<FieldScreen late={false} />} />
          <Route path="/field-later" element={<FieldScreen late />} />
          <Route path="/plain" element={<p>Sin encabezado</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

test.each([
  ['field-now', 'campo al montar'],
  ['field-later', 'campo después'],
])('a screen that focuses its own field (%s) keeps that focus', async (_, link) => {
  const user = renderFrame();
  await user.click(screen.getByRole('link', { name: link }));
  await screen.findByRole('heading', { level: 1, name: 'Con campo' });
  expect(screen.getByLabelText('Nombre')).toHaveFocus();
  expect(document.title).toBe('Con campo · Cuota');
});

test('a screen without a heading: focus on the main landmark, the title is the app name', async () => {
  const user = renderFrame();
  document.title = 'before';
  await user.click(screen.getByRole('link', { name: 'sin título' }));
  await screen.findByText('Sin encabezado');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(document.title).toBe('Cuota');
});
