import type { Draft } from 'immer';
import type { ApplicationStep, DomainEvent } from '../events';
import { APPLICATION_STEPS, stepsCompletedAt } from '../progress';

/** The application slice: the backend's progress code and the profile steps done. */
export interface ApplicationState {
  /** Progress code of spec section 4, or null before it is known. */
  progress: number | null;
  /** Completed steps, always in the order of APPLICATION_STEPS. */
  completedSteps: ApplicationStep[];
  updatedAt: number | null;
}

/** A fresh application slice: nothing known. */
export function initialApplicationState(): ApplicationState {
  return { progress: null, completedSteps: [], updatedAt: null };
}

function loadProgress(draft: Draft<ApplicationState>, progress: number, at: number): void {
  // Polls repeat the same code: skip the array rebuild then (replay speed).
  if (draft.progress !== progress) {
    draft.progress = progress;
    // The backend is the authority: its code says which steps are done.
    const steps = stepsCompletedAt(progress);
    const current = draft.completedSteps;
    if (steps.length !== current.length || steps.some((step, i) => current[i] !== step))
      draft.completedSteps = steps;
  }
  draft.updatedAt = at;
}

/** Folds one event into the application slice; ignores unrelated events. */
export function applicationReducer(draft: Draft<ApplicationState>, event: DomainEvent): void {
  switch (event.type) {
    case 'application/progressLoaded':
      loadProgress(draft, event.progress, event.at);
      return;
    case 'session/userInfoLoaded':
      if (typeof event.user.progress === 'number') loadProgress(draft, event.user.progress, event.at);
      return;
    case 'application/stepCompleted': {
      const step = event.step;
      if (!draft.completedSteps.includes(step)) {
        const done = new Set<ApplicationStep>(draft.completedSteps);
        done.add(step);
        draft.completedSteps = APPLICATION_STEPS.filter((s) => done.has(s));
      }
      draft.progress = event.progress;
      draft.updatedAt = event.at;
      return;
    }
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialApplicationState());
      return;
    default:
      return;
  }
}
