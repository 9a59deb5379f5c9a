import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { installMockServer } from '../mocks/server';
import { currentPath, renderApp } from '../../tests/unit/render-app';

installMockServer();

/** The tab bar (outside any screen) throws while this is on. */
const fault = vi.hoisted(() => ({ tabBarThrows: false }));
vi.mock('./shell/tab-bar', async (importOriginal) => {
  const real = await importOriginal<{ TabBar: ComponentType }>();
  const { createElement } = await import('react');
  return {
    ...real,
    TabBar: () => {
      if (fault.tabBarThrows) throw new Error('The tab bar broke');
      return createElement(real.TabBar);
    },
  };
});

beforeEach(() => {
  fault.tabBarThrows = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

test.each([
  ['es', 'Reintentar', 'Ir al inicio', 'Mi cuenta'],
  ['en', 'Try again', 'Go to home', 'Me'],
] as const)(
  '%s: an error in the frame outside any screen shows the message with a retry, never a blank page',
  async (language, retry, home, meTitle) => {
    fault.tabBarThrows = true;
    const { user } = await renderApp('/me', { language });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: home })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[cuota] The app frame failed'),
      expect.anything(),
      expect.anything(),
    );
    // The fault is gone: "try again" renders the whole app again.
    fault.tabBarThrows = false;
    await user.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByRole('heading', { level: 1, name: meTitle })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

test('"Ir al inicio" from the frame error goes home', async () => {
  fault.tabBarThrows = true;
  const { user } = await renderApp('/me');
  await screen.findByRole('alert');
  fault.tabBarThrows = false;
  await user.click(screen.getByRole('button', { name: 'Ir al inicio' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
});
