import { useNavigate } from 'react-router-dom';
import type { ApplicationStep } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import type { AppState } from '../../domain/state';
import { draftsOf } from '../../storage/drafts';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome } from '../../store/store';
import { useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
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

/** A save that went through: the run did not fail and the state holds the step as done. */
function saved(step: ApplicationStep, outcome: Outcome, state: AppState): boolean {
  return outcome.status === 'done' && state.application.completedSteps.includes(step);
}

/**
 * A step's save as the screen sees it: `save(body)` sends it once however often it is tapped, `pending`
 * while it goes, and `failure` after a failed one (the outcome's code and message). The save first writes the
 * step's typed draft that is still waiting (the drafts module, decision 0050), so the effect's clearing of it
 * once the backend answers is final; the page passes nothing. A saved step opens the screen of the progress
 * code the state now holds (the reducer folded `application/stepCompleted`), and is not saved again.
 */
export function useStepSave<S extends ApplicationStep>(step: S) {
  const navigate = useNavigate();
  const drafts = draftsOf(useStore<EffectDeps>().deps.storage);
  const intent = useIntent<StepSaveIntent, EffectDeps>(submitStep, {
    failsOn: ['application/stepFailed'],
    onDone: (outcome, state) => {
      const progress = state.application.progress;
      if (!saved(step, outcome, state) || progress === null) return;
      navigateByProgress(progress, {}, (screen, query) => void navigate(withQuery(PATHS[screen], query)));
    },
    // A saved step moves on: a tap that lands before the next screen shows saves nothing again.
    final: (outcome, state) => saved(step, outcome, state),
  });
  const failure: StepFailure<S> | null = intent.failure && {
    errorCode: intent.failure.errorCode,
    rejection: stepRejection(step, intent.failure.errorCode),
    message: intent.failure.message,
  };
  const save = (body: StepBody<S>) => {
    drafts.flush(step);
    void intent.run({ step, body } as StepSaveIntent);
  };
  return { save, pending: intent.pending, failure };
}
