import type { Candidate } from './actions';
import { NATIVE_SCREENS } from './catalog';
import type { Rng } from './prng';

/**
 * Coverage-guided choice: each candidate's base weight is multiplied by how new it is on this screen (an
 * action tried n times weighs 1/(1+n)^1.5) and by what it led to before (an action that opened screens
 * seen rarely is worth more; an action never tried is assumed to lead somewhere new). The draw itself is
 * the seeded generator's, so the same seed and the same screens give the same choices.
 */

/** What the explorer remembers between steps. */
export interface ExplorationMemory {
  /** `screen|actionKey` → times tried. */
  tries: Map<string, number>;
  /** screen → times seen. */
  visits: Map<string, number>;
  /** `screen|actionKey` → screens it led to, with counts. */
  edges: Map<string, Map<string, number>>;
  /** `screen|family` → actions of that family that could not be done (a wheel's options, a covered button). */
  failures: Map<string, number>;
  /** The screen where the last action typed a value the product must accept, until another action. */
  typedOn: string | null;
  /** `screen|actionKey` of the double taps done right after a valid value was typed. */
  doubledAfterTyping: Set<string>;
  /** Routes that loaded data from the backend when they opened (text on them may come from there). */
  loading: Set<string>;
}

export function createMemory(): ExplorationMemory {
  return {
    tries: new Map<string, number>(),
    visits: new Map<string, number>(),
    edges: new Map<string, Map<string, number>>(),
    failures: new Map<string, number>(),
    typedOn: null,
    doubledAfterTyping: new Set<string>(),
    loading: new Set<string>(),
  };
}

/** How much one failure of its family lowers an action's weight. */
const FAILURE_FACTOR = 0.25;
/**
 * Right after a valid value was typed on a screen, its send buttons weigh this much more, and their novelty is
 * not below FOLLOW_THROUGH_NOVELTY: a borrower types, then taps "Send". Without it the walk mostly taps a
 * form's buttons while its fields are empty or hostile, and a form's send path (a double tap on "Enviar
 * código" with a valid number) is seldom reached.
 */
const FOLLOW_THROUGH = 4;
const FOLLOW_THROUGH_NOVELTY = 0.5;
/**
 * A double tap right after typing weighs this much more than elsewhere: as much as a single tap, and 4× a
 * single tap until that button was double tapped once right after typing. A double tap does what a tap
 * does and checks the app's double-tap guard besides, and a send button that worked once is often gone or
 * disabled after (a 60 s countdown, another screen): its first press after typing is the one chance.
 */
const DOUBLE_TAP_AFTER_TYPING = 4;
const FIRST_DOUBLE_TAP_AFTER_TYPING = 16;

/**
 * How much a try of one variant of an action (a hostile kind, a permission state, a clock step) counts as a
 * try of the others: after two hostile fills of a field, a third kind weighs as a field tried once.
 */
export const VARIANT_SHARE = 0.5;

const edgeKey = (screen: string, key: string) => `${screen}|${key}`;
/** Tries of every variant of an action, beside the tries of each (`tries`). */
const variantKey = (screen: string, variantOf: string) => `${screen}|~${variantOf}`;

/** Where the borrower is, as the picker tells screens apart. */
export interface Whereabouts {
  route: string;
  loggedIn: boolean;
  language: 'es' | 'en';
}

/**
 * A screen as the picker tells screens apart: its route, whether the borrower is logged in (a screen
 * logged out is another screen to explore: guarded routes, empty states), the language (a screen seen in
 * Spanish is new in English: what it loaded before a switch may still be in the old language) and the
 * dialog open on it.
 */
export function screenKeyOf({ route, loggedIn, language }: Whereabouts, dialog?: string): string {
  // The native login is the native app's screen over the web view: one screen wherever a route opened it, so
  // what was tried on it once is not tried again from every guarded route.
  const where = dialog !== undefined && NATIVE_SCREENS.has(dialog) ? 'native' : route;
  return `${where}${loggedIn ? '' : ' (logged out)'}${language === 'en' ? ' [en]' : ''}${dialog ? `#${dialog}` : ''}`;
}

/** The route of a screen key (`/auth/personal_infomation [en]#Ocupación` → `/auth/personal_infomation`). */
function routeOfScreen(screen: string): string {
  return screen.split(/[ #]/)[0] ?? screen;
}

/**
 * How many completions (`complete:` actions) were tried on a route, in any language or dialog: the next
 * completion's choice round, counted from the walk's seeded start, so its lists pick the next options.
 */
export function completionsTried(memory: ExplorationMemory, route: string): number {
  let n = 0;
  for (const [key, count] of memory.tries) {
    const bar = key.indexOf('|');
    if (key.startsWith('complete:', bar + 1) && routeOfScreen(key.slice(0, bar)) === route) n += count;
  }
  return n;
}

/** The span of a walk's first choice round (a seeded draw: walks of different seeds start on different options). */
export const CHOICE_START_SPAN = 5040;

/**
 * Deep links to screens not seen yet in this login state and language (all of them once every one was seen).
 * Logged out, the routes of `first` not tried yet come before the others: the spec's guarded routes, the
 * boundary a logged-out borrower must not cross (spec section 6), are probed early in every walk.
 */
export function deepLinksToTry(
  memory: ExplorationMemory,
  routes: readonly string[],
  at: Whereabouts,
  first: ReadonlySet<string> = new Set(),
): string[] {
  const unseen = routes.filter((route) => !memory.visits.has(screenKeyOf({ ...at, route })));
  const probes = at.loggedIn ? [] : unseen.filter((route) => first.has(route));
  if (probes.length > 0) return probes;
  return unseen.length > 0 ? unseen : [...routes];
}

/**
 * How much to favour a deep link now: 1 + 3 × the share of this login state's screens not seen yet (4× at
 * the start, 1× once all were seen), so the walk visits the screens of each state (guarded routes while
 * logged out, the deletion page..., every screen again after a language switch) before it settles into tapping.
 */
export function deepLinkBoost(memory: ExplorationMemory, routes: readonly string[], at: Whereabouts): number {
  if (routes.length === 0) return 1;
  const unseen = routes.filter((route) => !memory.visits.has(screenKeyOf({ ...at, route }))).length;
  return 1 + (3 * unseen) / routes.length;
}

/** Notes a screen as seen. */
export function visit(memory: ExplorationMemory, screen: string): void {
  memory.visits.set(screen, (memory.visits.get(screen) ?? 0) + 1);
}

/** Notes a route that sent requests when it opened (it loads its data: `ExplorationMemory.loading`). */
export function noteArrival(memory: ExplorationMemory, from: string, to: string, requests: number): void {
  if (to !== from && requests > 0) memory.loading.add(to);
}

/** Notes that an action on a screen was tried, whether it could be done, and where it led. */
export function remember(
  memory: ExplorationMemory,
  screen: string,
  candidate: Pick<Candidate, 'key' | 'family' | 'variantOf'> & { kind?: Candidate['kind'] },
  led: string,
  ok = true,
): void {
  if (ok && candidate.kind === 'doubleTap' && memory.typedOn === screen)
    memory.doubledAfterTyping.add(edgeKey(screen, candidate.key));
  memory.typedOn =
    ok && (candidate.kind === 'fill' || candidate.kind === 'smsCode') && led === screen ? screen : null;
  if (!ok) {
    const f = edgeKey(screen, candidate.family ?? candidate.key);
    memory.failures.set(f, (memory.failures.get(f) ?? 0) + 1);
  }
  const k = edgeKey(screen, candidate.key);
  memory.tries.set(k, (memory.tries.get(k) ?? 0) + 1);
  if (candidate.variantOf !== undefined) {
    const v = variantKey(screen, candidate.variantOf);
    memory.tries.set(v, (memory.tries.get(v) ?? 0) + 1);
  }
  let dest = memory.edges.get(k);
  if (!dest) memory.edges.set(k, (dest = new Map<string, number>()));
  dest.set(led, (dest.get(led) ?? 0) + 1);
}

/** The weight of a candidate on a screen after the coverage bias. */
export function biasedWeight(memory: ExplorationMemory, screen: string, candidate: Candidate): number {
  const k = edgeKey(screen, candidate.key);
  const own = memory.tries.get(k) ?? 0;
  const others =
    candidate.variantOf !== undefined
      ? (memory.tries.get(variantKey(screen, candidate.variantOf)) ?? 0) - own
      : 0;
  const tries = own + VARIANT_SHARE * others;
  // Only the buttons that send: "Atrás" right after typing is not following through.
  const followThrough = memory.typedOn === screen && candidate.sends === true;
  const novelty = followThrough
    ? Math.max(FOLLOW_THROUGH_NOVELTY, 1 / Math.pow(1 + tries, 1.5))
    : 1 / Math.pow(1 + tries, 1.5);
  const dest = memory.edges.get(k);
  let frontier = 2; // never tried: it may lead anywhere
  if (dest && dest.size > 0) {
    let total = 0;
    let rare = 0;
    for (const [screenLed, count] of dest) {
      total += count;
      // Staying on the same screen opens nothing new.
      if (screenLed !== screen) rare += count / (1 + (memory.visits.get(screenLed) ?? 0));
    }
    // Only ever the same screen: worth little; a screen seen once: a lot.
    frontier = 0.5 + 4 * (rare / total);
  }
  const failures = memory.failures.get(edgeKey(screen, candidate.family ?? candidate.key)) ?? 0;
  // After typing, a careless borrower double taps "Send" as often as they tap it once (more often, the first time).
  const doubleTapFactor = memory.doubledAfterTyping.has(k)
    ? DOUBLE_TAP_AFTER_TYPING
    : FIRST_DOUBLE_TAP_AFTER_TYPING;
  const weight =
    followThrough && candidate.kind === 'doubleTap' ? candidate.weight * doubleTapFactor : candidate.weight;
  return (
    weight * (followThrough ? FOLLOW_THROUGH : 1) * novelty * frontier * Math.pow(FAILURE_FACTOR, failures)
  );
}

/** Picks one candidate (its index), biased toward what is new. */
export function pickCandidate(
  memory: ExplorationMemory,
  screen: string,
  candidates: readonly Candidate[],
  rng: Rng,
): number {
  if (candidates.length === 0) throw new RangeError('no candidate to pick');
  return rng.weighted(candidates.map((c) => biasedWeight(memory, screen, c)));
}
