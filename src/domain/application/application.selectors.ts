import type { AppState } from '../state';
import type { ApplicationStep } from '../events';
import { nextStepAt, screenForProgress, type Screen } from '../progress';

/** The application progress code, or null before it is known. */
export function selectProgress(state: AppState): number | null {
  return state.application.progress;
}

/** The completed profile steps, in step order. */
export function selectCompletedSteps(state: AppState): readonly ApplicationStep[] {
  return state.application.completedSteps;
}

/** True when the given step is complete. */
export function selectIsStepCompleted(state: AppState, step: ApplicationStep): boolean {
  return state.application.completedSteps.includes(step);
}

/** The profile step to do next, or null when none is (or progress is unknown). */
export function selectNextStep(state: AppState): ApplicationStep | null {
  const progress = state.application.progress;
  return progress === null ? null : nextStepAt(progress);
}

/** The screen the progress code opens, or null (see progress.ts). */
export function selectProgressScreen(state: AppState): Screen | null {
  const progress = state.application.progress;
  return progress === null ? null : screenForProgress(progress);
}
