import { act, render, screen } from '@testing-library/react';
import type { AppState } from '../domain/state';
import { createStore } from './store';
import { manualEffect, settle } from './testing/manual-effect';
import { StoreContext } from './use-app-state';
import { useLoad } from './use-load';

/**
 * Decision 0061: a load a session's end stopped came to nothing; a screen still showing (the one whose own
 * intent ended the session, moving on) is not told of a result, nor shown a failure that never happened.
 */
test("a load stopped by the session's end neither reports nor shows a result", async () => {
  const store = createStore<unknown>({ deps: {}, clock: () => 1 });
  store.dispatch({ type: 'session/loggedIn', mobile: '5511112222', token: 'Bearer a', via: 'web' });
  const { effect, runs } = manualEffect();
  const onLoaded = vi.fn();
  function Screen() {
    const { state } = useLoad(effect, 'o1', {
      key: 'o1',
      select: (app: AppState) => (app.orders.ids.length > 0 ? app.orders.ids.length : null),
      onLoaded,
    });
    return <p>{state.status}</p>;
  }
  render(
    <StoreContext.Provider value={store}>
      <Screen />
    </StoreContext.Provider>,
  );
  expect(runs).toHaveLength(1);
  await settle(() => void store.dispatch({ type: 'session/loggedOut', reason: 'native' }));
  await act(async () => {
    await Promise.resolve();
  });
  expect(onLoaded).not.toHaveBeenCalled();
  expect(screen.getByText('loading')).toBeInTheDocument();
});
