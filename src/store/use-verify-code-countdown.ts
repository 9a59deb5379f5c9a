import { useEffect, useState } from 'react';
import { selectVerifyCodeCountdown } from '../domain/session/session.selectors';
import { useStore } from './use-app-state';

/**
 * Seconds before another SMS code for `purpose` may be requested (spec section 9: 60 s); ticks once a
 * second and survives a reload, since the send time is in the event log.
 */
export function useVerifyCodeCountdown(purpose: 'login' | 'deleteUser'): number {
  const store = useStore();
  const read = () => {
    const state = store.getState();
    return state.session.verifyCode?.purpose === purpose ? selectVerifyCodeCountdown(state, Date.now()) : 0;
  };
  const [seconds, setSeconds] = useState(read);
  useEffect(() => {
    const update = () => setSeconds(read());
    const unsubscribe = store.subscribe(update);
    const timer = setInterval(update, 1000);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only closes over store and purpose
  }, [store, purpose]);
  return seconds;
}
