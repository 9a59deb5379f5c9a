import { useNavigate } from 'react-router-dom';
import type { ApplicationStep } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import type { EffectDeps } from '../../store/effect-deps';
import { lastEvent, useIntent } from '../../store/use-intent';
import {
  stepRejection,
  submitStep,
  type StepBody,
  type StepRejection,
  type StepSaveIntent,
} from './application.effects';

/** Why a step's last save failed: the code, the handled rejection it stands for (or null) and the message. */
export interface StepFailure<S extends ApplicationStep> {
  errorCode: string;
  rejection: StepRejection<S> | null;
  message: string;
}

/**
 * A step's save as the screen sees it: `save(body)` sends it once however often it is tapped (writing the
 * typed draft first, so the save's clearing of it is final), `pending` while it goes, and `failure` after a
 * failed one. A saved step opens the screen its new progress code maps to (and is not saved again).
 */
export function useStepSave<S extends ApplicationStep>(step: S, flushDraft?: () => void) {
  const navigate = useNavigate();
  const intent = useIntent<StepSaveIntent, ReturnType<typeof lastEvent>, EffectDeps>(
    submitStep,
    lastEvent,
    (last) => {
      if (last?.type === 'application/stepCompleted')
        navigateByProgress(
          last.progress,
          {},
          (screen, query) => void navigate(withQuery(PATHS[screen], query)),
        );
    },
    // A saved step moves on: a tap that lands before the next screen shows saves nothing again.
    (last) => last?.type === 'application/stepCompleted',
  );
  const last = intent.outcome;
  const failure: StepFailure<S> | null =
    last?.type === 'application/stepFailed'
      ? { errorCode: last.errorCode, rejection: stepRejection(step, last.errorCode), message: last.message }
      : null;
  const save = (body: StepBody<S>) => {
    flushDraft?.();
    intent.run({ step, body } as StepSaveIntent);
  };
  return { save, pending: intent.pending, failure };
}
