import type { Locator, Page } from '@playwright/test';
import { runStep } from '../../interpreter';
import { labelVariants } from '../../drivers/locate-core';
import { field, locateTarget } from '../../drivers/playwright/locate';
import type { Step, Target } from '../../scenario.schemas';
import type { Executed } from '../core/explore-loop';
import { completionStep, DOUBLE_TAP_NOTE, type ActionPlan, type FieldRef } from '../core/actions';
import type { Session } from './session';

/**
 * Doing an action: taps and fills go straight to Playwright with short time-outs (the control was on the
 * screen a moment ago; if it is gone the action simply did not happen), everything else through the
 * scenario interpreter (`runStep`), so a step does what it does in a scenario. The steps an action became
 * are returned: they are what a replay, a shrink and a found scenario run.
 */

/** How long a tap or fill waits for its control. */
export const CONTROL_TIMEOUT_MS = 1_500;
/** How long a composite or world step may take. */
export const STEP_LIMIT_MS = 25_000;

export type { Executed } from '../core/explore-loop';

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

async function resolveField(
  page: Page,
  ref: FieldRef,
): Promise<{ label: string; exact: boolean; input: Locator } | null> {
  for (const variant of labelVariants(ref.name)) {
    const input = field(page, variant.label, variant.exact);
    if ((await input.count()) > 0) return { ...variant, input };
  }
  return null;
}

/**
 * A double tap is two clicks in one task, after Playwright's checks that a tap would land (visible, enabled,
 * not covered). Playwright's `dblclick` sends two input events, and the app re-renders between them: a
 * button disabled while its request goes then stops the second click, and the app's own guard (a ref:
 * "a double tap sends one request") is never reached, so removing that guard went unseen. Two clicks in
 * one task both land before the app re-renders, so only the app's guard can stop the second.
 */
async function doubleTap(control: Locator, timeout: number): Promise<void> {
  await control.click({ timeout, trial: true });
  await control.evaluate(
    (element) => {
      if (!(element instanceof HTMLElement)) throw new Error('not an element that can be tapped');
      element.click();
      element.click();
    },
    undefined,
    { timeout },
  );
}

async function tap(page: Page, target: Target, double: boolean, timeout = CONTROL_TIMEOUT_MS): Promise<void> {
  const control = await locateTarget(page, target, timeout);
  if (double) await doubleTap(control, timeout);
  else await control.click({ timeout });
}

function messageOf(error: unknown): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
  const text = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = text.split('\n');
  // A time-out says why in Playwright's call log: the last thing it waited for (a cover over the control...).
  const why = lines
    .filter((line) => /^\s+- /.test(line) && !/retrying|waiting \d+ms/.test(line))
    .at(-1)
    ?.trim();
  return `${lines[0]!}${why && lines[0]!.includes('Timeout') ? ` (${why.replace(/^- /, '')})` : ''}`.slice(
    0,
    300,
  );
}

/** Does one planned action; returns the steps it became. */
export async function executePlan(session: Session, plan: ActionPlan): Promise<Executed> {
  const page = session.page;
  try {
    switch (plan.type) {
      case 'tap': {
        await tap(page, plan.target, plan.double);
        return {
          ok: true,
          steps: plan.double ? [{ note: DOUBLE_TAP_NOTE }, { tap: plan.target }] : [{ tap: plan.target }],
        };
      }
      case 'fill': {
        const found = await resolveField(page, plan.field);
        if (!found) return { ok: false, steps: [], error: `no field labelled ${plan.field.name}` };
        await found.input.fill(plan.value, { timeout: CONTROL_TIMEOUT_MS });
        return { ok: true, steps: [{ fill: { label: found.label, value: plan.value, exact: found.exact } }] };
      }
      case 'smsCode': {
        const found = await resolveField(page, plan.field);
        if (!found) return { ok: false, steps: [], error: `no field labelled ${plan.field.name}` };
        const step: Step = { run: { helper: 'enterSmsCode', with: { label: found.label } } };
        await withLimit(runStep(step, session.drivers), STEP_LIMIT_MS, 'entering the SMS code');
        return { ok: true, steps: [step] };
      }
      case 'steps': {
        for (const step of plan.steps)
          await withLimit(runStep(step, session.drivers), STEP_LIMIT_MS, 'the step');
        return { ok: true, steps: plan.steps };
      }
      case 'complete': {
        const steps: Step[] = [];
        for (const { field: ref, value } of plan.fills) {
          const found = await resolveField(page, ref);
          if (!found) continue; // gone since the screen was read (a section that closed): the helper decides
          await found.input.fill(value, { timeout: CONTROL_TIMEOUT_MS });
          steps.push({ fill: { label: found.label, value, exact: found.exact } });
        }
        const send = completionStep(plan);
        steps.push(send);
        await withLimit(runStep(send, session.drivers), STEP_LIMIT_MS, 'the step');
        return { ok: true, steps };
      }
    }
  } catch (error) {
    return { ok: false, steps: [], error: messageOf(error) };
  }
}

/**
 * Runs recorded steps again (a replay): the same fast paths as when they were first done. The page has
 * settled before each action, so a control that is not there within `timeout` is not coming.
 */
export async function executeSteps(
  session: Session,
  steps: readonly Step[],
  timeout = CONTROL_TIMEOUT_MS,
): Promise<Executed> {
  let double = false;
  for (const step of steps) {
    try {
      if ('note' in step) {
        double = step.note === DOUBLE_TAP_NOTE;
        continue;
      }
      if ('tap' in step) await tap(session.page, step.tap, double, timeout);
      else if ('fill' in step) {
        const input = field(session.page, step.fill.label, step.fill.exact ?? false);
        await input.fill(step.fill.value, { timeout });
      } else await withLimit(runStep(step, session.drivers), STEP_LIMIT_MS, 'the step');
      double = false;
    } catch (error) {
      return { ok: false, steps: [...steps], error: messageOf(error) };
    }
  }
  return { ok: true, steps: [...steps] };
}
