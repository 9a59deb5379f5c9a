/**
 * The event src/main.tsx dispatches on `window` when the app's start throws, after its modules were
 * downloaded and evaluated (the start runs in a task of its own, decision 0070). The page's first script
 * (src/boot.ts) shows the same message and retry as for a failed download: never a blank screen.
 */
export const START_FAILED_EVENT = 'cuota:start-failed';
