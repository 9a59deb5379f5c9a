import { act, Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { MockInstance } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ROOT_ERROR_HANDLERS } from './root';
import { RouteErrorBoundary } from './route-error-boundary';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function Broken(): ReactNode {
  throw new Error('broken on purpose');
}

class PlainBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

let consoleError: MockInstance<typeof console.error>;
let container: HTMLElement;
let root: Root;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  setLanguage('es');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container, ROOT_ERROR_HANDLERS);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

const messages = () => consoleError.mock.calls.map(([first]) => String(first));

test('an error no boundary caught is logged with the app prefix', async () => {
  // Outside act(), as in the page (act() would throw the error instead of reporting it).
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  root.render(<Broken />);
  await vi.waitFor(() => expect(messages()).toContain('[cuota] An error no boundary caught'));
});

test('an error another boundary caught is logged with the app prefix', () => {
  act(() =>
    root.render(
      <PlainBoundary>
        <Broken />
      </PlainBoundary>,
    ),
  );
  expect(container).toHaveTextContent('caught');
  expect(messages()).toContain('[cuota] An error caught by a boundary');
});

test('an error the route boundary caught is logged once, by the boundary, with the route', () => {
  act(() =>
    root.render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="a" where="/somewhere">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    ),
  );
  expect(container.querySelector('[role="alert"]')).toHaveTextContent('No pudimos mostrar esta pantalla.');
  expect(messages().filter((message) => message.startsWith('[cuota]'))).toEqual([
    '[cuota] The screen at /somewhere failed',
  ]);
});
