import { useState } from 'react';
import * as z from 'zod/mini';
import type { MockControl } from '#contracts/tool-protocol';
import {
  type ClockStep,
  EDITABLE_ORDER_STATUSES,
  EDITABLE_PROGRESS,
  type EditableOrderStatus,
  type WorldEditor,
  ledgerAt,
  type MockOrder,
  orderStatus,
  type WorldSnapshot,
} from '#contracts/mock-world';
import { PROGRESS } from '#contracts/paths';
import { useFrameSubscription } from '../frame/use-frame';

/** One order of a borrower, as the panel lists it. */
export interface OrderRow {
  orderId: string;
  status: string;
  principal: number;
  days: number;
  /** Due date of a paid-out loan (yyyy-mm-dd), else null. */
  dueDate: string | null;
}

/** The quota the app reads now (status and amounts), when the live world can tell. */
export interface QuotaView {
  status: string;
  amount: number;
  availableAmount: number;
}

/** One borrower of the mock world in a line. */
export interface BorrowerRow {
  mobile: string;
  name: string;
  progress: number;
  /** The quota as text: `granted 5000 (available 2000)`, `reviewing`, `—`. */
  quota: string;
  orders: OrderRow[];
}

/** The quota in a line. */
export function describeQuota(quota: QuotaView | undefined): string {
  if (!quota || quota.status === 'none') return '—';
  if (quota.status !== 'granted') return quota.status;
  return quota.availableAmount === quota.amount
    ? `granted ${quota.amount}`
    : `granted ${quota.amount} (available ${quota.availableAmount})`;
}

/** An order of the world read at `now` (status and due date are computed, as the backend does). */
export function orderRowOf(order: MockOrder, now: number): OrderRow {
  return {
    orderId: order.orderId,
    status: orderStatus(order, now),
    principal: order.terms.principal,
    days: order.terms.days,
    dueDate: ledgerAt(order, now)?.dueDate ?? null,
  };
}

/** The borrowers of a world snapshot at `now`, for the panel; `quotaOf` reads the live quota. */
export function borrowersOf(
  snapshot: WorldSnapshot,
  now: number,
  quotaOf: (mobile: string) => QuotaView | undefined = () => undefined,
): BorrowerRow[] {
  return snapshot.users.map((user) => {
    const review = user.application?.quotaReview;
    const live = quotaOf(user.mobile);
    return {
      mobile: user.mobile,
      name: user.name ?? '—',
      progress: user.progress,
      quota: live ? describeQuota(live) : review ? `${review.decision} ${review.amount}` : '—',
      orders: (user.loans?.orders ?? []).map((order) => orderRowOf(order, now)),
    };
  });
}

// ---- edits: what the tester typed, checked before the world sees it ----

/** The names of the progress codes an edit can set, for the picker. */
export const PROGRESS_CHOICES: readonly { code: number; name: string }[] = EDITABLE_PROGRESS.map((code) => ({
  code,
  name: Object.entries(PROGRESS).find(([, value]) => value === code)?.[0] ?? String(code),
}));

/** One edit as typed in the panel (all text, as the inputs hold it). */
export type WorldEditInput =
  | { kind: 'quota'; mobile: string; amount: string }
  | { kind: 'progress'; mobile: string; progress: string }
  | { kind: 'orderStatus'; mobile: string; orderId: string; status: string }
  | { kind: 'dueDate'; mobile: string; orderId: string; dueDate: string };

/** A checked edit, ready for the world. */
export type WorldEdit =
  | { kind: 'quota'; mobile: string; amount: number }
  | { kind: 'progress'; mobile: string; progress: number }
  | { kind: 'orderStatus'; mobile: string; orderId: string; status: EditableOrderStatus }
  | { kind: 'dueDate'; mobile: string; orderId: string; dueDate: string };

/** What an edit did: a line for the tester, and whether it was applied. */
export type EditOutcome = { ok: true; message: string } | { ok: false; error: string };

const mobileSchema = z.string().check(z.regex(/^\d{10}$/, 'Choose a borrower (a 10-digit mobile).'));
const orderIdSchema = z.string().check(z.minLength(1, 'Choose an order.'));
const amountSchema = z
  .pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Type the quota in pesos.'),
        z.regex(/^\d+$/, 'The quota is a whole number of pesos, digits only (e.g. 5000).'),
      ),
    z.transform((text: string) => Number(text)),
  )
  .check(
    z.refine((n) => n % 100 === 0, 'The quota must be whole hundreds of pesos (e.g. 4500).'),
    z.refine((n) => n >= 100, 'The quota must be at least 100 pesos.'),
  );

const progressSchema = z
  .pipe(
    z.string().check(z.regex(/^\d+$/, 'Choose a progress step.')),
    z.transform((text: string) => Number(text)),
  )
  .check(
    z.refine(
      (n) => EDITABLE_PROGRESS.includes(n),
      `Progress must be one of ${EDITABLE_PROGRESS.join(', ')}.`,
    ),
  );

const editSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quota'), mobile: mobileSchema, amount: amountSchema }),
  z.object({
    kind: z.literal('progress'),
    mobile: mobileSchema,
    progress: progressSchema,
  }),
  z.object({
    kind: z.literal('orderStatus'),
    mobile: mobileSchema,
    orderId: orderIdSchema,
    status: z.enum(EDITABLE_ORDER_STATUSES, {
      error: `Status must be one of ${EDITABLE_ORDER_STATUSES.join(', ')}.`,
    }),
  }),
  z.object({
    kind: z.literal('dueDate'),
    mobile: mobileSchema,
    orderId: orderIdSchema,
    dueDate: z.string().check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the due date as yyyy-mm-dd (e.g. 2026-03-15).'),
      z.refine((text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
      }, 'That day does not exist in the calendar.'),
    ),
  }),
]);

/** Checks a typed edit: the edit, or the first problem in words a tester can act on. */
export function parseWorldEdit(
  input: WorldEditInput,
): { ok: true; edit: WorldEdit } | { ok: false; error: string } {
  const parsed = editSchema.safeParse(input);
  if (parsed.success) return { ok: true, edit: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid edit.' };
}

/** Applies a checked edit through the world's edit API; the world's refusals come back as errors. */
export function applyWorldEdit(editor: WorldEditor, edit: WorldEdit): EditOutcome {
  try {
    switch (edit.kind) {
      case 'quota':
        editor.setQuota(edit.mobile, edit.amount);
        return { ok: true, message: `Quota of ${edit.mobile} set to ${edit.amount}.` };
      case 'progress':
        editor.setProgress(edit.mobile, edit.progress);
        return { ok: true, message: `Progress of ${edit.mobile} set to ${edit.progress}.` };
      case 'orderStatus':
        editor.setOrderStatus(edit.mobile, edit.orderId, edit.status);
        return { ok: true, message: `Order ${edit.orderId} is now ${edit.status}.` };
      case 'dueDate':
        editor.setDueDate(edit.mobile, edit.orderId, edit.dueDate);
        return { ok: true, message: `Order ${edit.orderId} is now due on ${edit.dueDate}.` };
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Checks and applies a typed edit. */
export function submitWorldEdit(editor: WorldEditor | undefined, input: WorldEditInput): EditOutcome {
  if (!editor) return { ok: false, error: 'The app has not started its mock world yet.' };
  const parsed = parseWorldEdit(input);
  return parsed.ok ? applyWorldEdit(editor, parsed.edit) : parsed;
}

/**
 * The app's URL on another preset: presets apply when the app starts (`?preset=`), so switching one
 * reloads the app frame on this URL, at the app's start page. Other query parameters are kept.
 */
export function presetAppUrl(currentHref: string, preset: string): string {
  const url = new URL(currentHref);
  url.searchParams.set('preset', preset);
  url.searchParams.delete('presetOptions');
  url.hash = '#/';
  return url.href;
}

/** The World and clock panel's model: the mock world, its presets, its virtual clock and hand edits. */
export function useWorldModel(mock: MockControl | undefined, frame?: Window) {
  const [snapshot, setSnapshot] = useState<WorldSnapshot | null>(null);
  const [worldVersion, setWorldVersion] = useState(0);
  const [outcome, setOutcome] = useState<EditOutcome | null>(null);

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

  const now = mock?.world.now() ?? null;
  const quotaOf = (mobile: string): QuotaView | undefined => {
    try {
      return mock?.edit.quotaNow(mobile);
    } catch {
      return undefined;
    }
  };

  return {
    snapshot,
    worldVersion,
    now: () => mock?.world.now() ?? null,
    borrowers: snapshot && now !== null ? borrowersOf(snapshot, now, quotaOf) : [],
    outbox: snapshot?.outbox ?? [],
    presets: mock ? Object.keys(mock.presets) : [],
    /** The preset the app was started on (`?preset=`; new-borrower by default). */
    currentPreset: frame ? (new URL(frame.location.href).searchParams.get('preset') ?? 'new-borrower') : null,
    /** What the last edit did. */
    outcome,
    advance(step: ClockStep) {
      mock?.clock.advance(step);
      setWorldVersion((n) => n + 1);
    },
    /** Replaces the world in place (the app keeps running on its old data until it asks again). */
    reset(preset: string) {
      mock?.reset({ preset });
    },
    /** Reloads the app frame on a preset, as presets apply: when the app starts. */
    switchPreset(preset: string) {
      if (!frame) return;
      setOutcome(null);
      frame.location.href = presetAppUrl(frame.location.href, preset);
    },
    /** Checks and applies a typed edit; returns (and keeps) its outcome. */
    edit(input: WorldEditInput): EditOutcome {
      const result = submitWorldEdit(mock?.edit, input);
      setOutcome(result);
      return result;
    },
  };
}
