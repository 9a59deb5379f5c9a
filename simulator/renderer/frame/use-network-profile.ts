import { useState } from 'react';
import type { MockControl } from '#contracts/tool-protocol';
import {
  NETWORK_PROFILES,
  isNetworkProfileName,
  type NetworkProfile,
  type NetworkProfileName,
} from '#contracts/mock-world';
import { useFrameSubscription } from './use-frame';

/** The profiles the simulator offers, in menu order. */
export const NETWORK_PROFILE_CHOICES: readonly NetworkProfile[] = [
  NETWORK_PROFILES.online,
  NETWORK_PROFILES.slow,
  NETWORK_PROFILES.offline,
];

/** What the phone's status bar shows for a profile: the signal icons, and a word when not online. */
export function statusBarNetwork(profile: NetworkProfile): { icons: string; text: string } {
  if (profile.offline) return { icons: '✕ ▮', text: profile.statusText };
  return { icons: '▾ ▴ ▮', text: profile.statusText };
}

/**
 * The phone's network profile, applied through the app's mock world (its fault rules). The world keeps
 * the profile across reloads of the frame (sessionStorage), so the selector only reads and switches it.
 */
export function useNetworkProfile(mock: MockControl | undefined) {
  const [name, setName] = useState<NetworkProfileName>('online');
  useFrameSubscription(mock, (current) => {
    setName(current.faults.profile().name);
    return current.faults.onProfile((profile) => setName(profile.name));
  });
  const profile = NETWORK_PROFILES[name];
  return {
    profile,
    statusBar: statusBarNetwork(profile),
    select(next: string) {
      if (!mock || !isNetworkProfileName(next)) return;
      // The seed of the world makes the slow profile's jitter repeatable.
      mock.faults.setProfile(next, { seed: mock.world.seed });
    },
  };
}
