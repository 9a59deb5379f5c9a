import { definePreset } from './define-preset';

/** An empty backend: any valid Mexican mobile registers on its first login. */
export const newBorrower = definePreset<Record<string, never>>({
  name: 'new-borrower',
  description: 'No borrowers yet: any valid mobile registers on login',
  apply() {
    // Nothing to add: the world starts empty.
  },
});
