import { useState } from 'react';
import type { MockControl } from '../../../src/mocks/browser';
import type { WorldSnapshot } from '../../../src/mocks/world/world';
import type { ClockStep } from '../../../src/mocks/world/clock';
import { useFrameSubscription } from '../frame/use-frame';

/** One borrower of the mock world in a line. */
export interface BorrowerRow {
  mobile: string;
  name: string;
  progress: number;
  quota: string;
  orders: { orderId: string; status: string }[];
}

/** The borrowers of a world snapshot, for the panel. */
export function borrowersOf(snapshot: WorldSnapshot): BorrowerRow[] {
  return snapshot.users.map((user) => {
    const review = user.application?.quotaReview as { status?: string; amount?: number } | undefined;
    return {
      mobile: user.mobile,
      name: user.name ?? '—',
      progress: user.progress,
      quota: review
        ? `${review.status ?? '?'}${review.amount === undefined ? '' : ` ${review.amount}`}`
        : '—',
      orders: (user.loans?.orders ?? []).map((order) => {
        const o = order as unknown as { orderId?: string; status?: string | number };
        return { orderId: String(o.orderId ?? '?'), status: String(o.status ?? '?') };
      }),
    };
  });
}

/** The World and clock panel's model: the mock world, its presets and its virtual clock. */
export function useWorldModel(mock: MockControl | undefined) {
  const [snapshot, setSnapshot] = useState<WorldSnapshot | null>(null);
  const [worldVersion, setWorldVersion] = useState(0);

  useFrameSubscription(mock, (current) => {
    let unsubscribe = () => {};
    let bound: unknown = null;
    const bind = () => {
      // `reset` replaces the world object: follow whichever world is current.
      if (bound === current.world) return;
      unsubscribe();
      bound = current.world;
      setSnapshot(current.world.snapshot());
      unsubscribe = current.world.subscribe((change) => {
        if (change.type !== 'clockMoved') setSnapshot(current.world.snapshot());
        else setWorldVersion((n) => n + 1);
      });
    };
    bind();
    const timer = setInterval(bind, 250);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  });

  return {
    snapshot,
    worldVersion,
    now: () => mock?.world.now() ?? null,
    borrowers: snapshot ? borrowersOf(snapshot) : [],
    outbox: snapshot?.outbox ?? [],
    presets: mock ? Object.keys(mock.presets) : [],
    advance(step: ClockStep) {
      mock?.clock.advance(step);
      setWorldVersion((n) => n + 1);
    },
    reset(preset: string) {
      mock?.reset({ preset });
    },
  };
}
