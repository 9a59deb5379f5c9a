import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApplicationStep } from '../../domain/events';
import { SCREEN_PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import type { EffectDeps } from '../../store/effect-deps';
import type { Failure } from '../../store/failure';
import { useStore } from '../../store/use-app-state';
import { submitStep, type StepSubmission } from './application.effects';

/**
 * Submits a step once (a double tap sends one request), then opens the screen its new progress code
 * maps to. `submit` resolves with the failure message to show, or null; `submitForFailure` with the
 * failure itself (its code and message), for a screen that picks the field and copy by the code.
 */
export function useStepSubmit(step: ApplicationStep) {
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const submitForFailure = useCallback(
    async (save: StepSubmission['save']): Promise<Failure | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      try {
        const last = (await store.run(submitStep, { step, save })).at(-1);
        if (last?.type === 'application/stepFailed') return { errorCode: last.errorCode, message: last.message };
        if (last?.type === 'application/stepCompleted') {
          navigateByProgress(last.progress, {}, (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)));
        }
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [navigate, store, step],
  );
  const submit = useCallback(
    async (save: StepSubmission['save']): Promise<string | null> => (await submitForFailure(save))?.message ?? null,
    [submitForFailure],
  );
  return { submit, submitForFailure, pending };
}
