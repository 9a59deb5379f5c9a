import { userEvent } from '@testing-library/user-event';
import { choiceIndex } from '../../../scenarios/drivers/choices';
import type { AppDriver, UploadFile } from '../../../scenarios/drivers/drivers';
import {
  CHECK_ROLES,
  comparableRoute,
  dateSelections,
  describeTarget,
  hashRoute,
  MAX_PICKER_ROUNDS,
  PICKER_BUTTONS,
  pickerButton,
  PNG_BASE64,
  searchTextOf,
  SMS_BOX_ID,
  SMS_CLOSE,
  SMS_CODE,
  smsCodeOf,
  textOf,
} from '../../../scenarios/drivers/locate-core';
import type { Target } from '../../../scenarios/scenario.schemas';
import {
  byLabel,
  byRole,
  byText,
  container,
  findTarget,
  isVisible,
  normalizeText,
  textMatcher,
  type Scope,
} from './dom-locate';
import type { FrameAccess } from './frame-access';
import { poll, STEP_TIMEOUT_MS } from './poll';

/**
 * The app in the simulator's frame, driven through its screen as the headless runner's Playwright driver
 * does (scenarios/drivers/playwright/app-driver.ts): Testing Library queries find controls by visible
 * text, label and role; user-event (bound to the frame's document) taps, types and checks.
 */

type UserEvent = ReturnType<typeof userEvent.setup>;

function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

function isChecked(element: Element): boolean {
  if (element.tagName === 'INPUT') return (element as HTMLInputElement).checked;
  return element.getAttribute('aria-checked') === 'true';
}

// user-event reads `{` and `[` as key descriptors: double them to type them literally.
function literal(text: string): string {
  return text.replace(/[{[]/g, (c) => c + c);
}

/** What every action of the driver uses: the frame's document, waiting, locating, tapping and typing. */
function frameKit(frame: FrameAccess) {
  const timeout = frame.timeoutMs ?? STEP_TIMEOUT_MS;
  const signal = frame.signal;
  let user: { doc: Document; instance: UserEvent } | null = null;

  const doc = () => frame.win.document;
  const quiet = () => frame.settle?.() ?? Promise.resolve();
  // One user-event instance per page load: it keeps the pointer and keyboard state of its document.
  const userFor = (element: Element): UserEvent => {
    const owner = element.ownerDocument;
    if (user?.doc !== owner)
      user = {
        doc: owner,
        instance: userEvent.setup({ document: owner, delay: null, writeToClipboard: false }),
      };
    return user.instance;
  };
  const waitFor = <T>(
    probe: () => T | null | undefined | false,
    message: string | (() => string),
    ms = timeout,
  ) => poll(probe, { timeout: ms, signal, message });

  const locate = (target: Target, ms = timeout) =>
    waitFor(() => findTarget(doc(), target), describeTarget(target), ms);

  const field = (label: string, exact = false) =>
    waitFor(() => byLabel(doc(), textOf(label), exact)[0], `a visible field labelled ${label}`);

  async function click(element: HTMLElement, what: string) {
    await waitFor(() => element.isConnected && !isDisabled(element), `${what} to be enabled`);
    element.scrollIntoView({ block: 'center' });
    await userFor(element).click(element);
  }

  async function replaceText(input: HTMLElement, value: string) {
    const u = userFor(input);
    await u.clear(input);
    if (value !== '') await u.type(input, literal(value));
  }

  const visibleDialogs = () => byRole(doc(), 'dialog');

  // SMS notices on screen when the borrower last tapped: the code a step reads is the one that came after.
  const smsNotices = () => byRole(doc(), 'status').filter((el) => SMS_CODE.test(el.textContent ?? ''));
  const sms = { beforeTap: new Set<Element>() };

  return {
    frame,
    doc,
    quiet,
    userFor,
    waitFor,
    locate,
    field,
    click,
    replaceText,
    visibleDialogs,
    smsNotices,
    sms,
  };
}

type FrameKit = ReturnType<typeof frameKit>;

/** Tapping, typing, checking and uploading. */
function controlActions(kit: FrameKit) {
  const { doc, quiet, userFor, waitFor, locate, field, click, replaceText, smsNotices, sms } = kit;
  return {
    async tap(target) {
      await quiet();
      const control = await locate(target);
      sms.beforeTap = new Set(smsNotices());
      await click(control, describeTarget(target));
    },
    async fill(label, value, options = {}) {
      await quiet();
      await replaceText(await field(label, options.exact ?? false), value);
    },
    async fillIfEmpty(label, value) {
      await quiet();
      const input = (await field(label)) as HTMLInputElement;
      if (input.value === '') await replaceText(input, value);
    },
    async check(label) {
      await quiet();
      const name = textOf(label);
      const exact = typeof name === 'string';
      const find = () => {
        const all = CHECK_ROLES.flatMap((role) => byRole(doc(), role, name, exact));
        return all.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1))[0];
      };
      const control = await waitFor(find, `a radio or checkbox named ${label}`);
      if (!isChecked(control)) await click(control, `the control named ${label}`);
      await waitFor(() => {
        const now = find();
        return !!now && isChecked(now);
      }, `${label} to be checked`);
    },
    async upload(label, file: UploadFile) {
      await quiet();
      const input = await waitFor(
        () =>
          // A file input is usually hidden behind its button: any element the label names will do.
          (byLabel(doc(), textOf(label))[0] ??
            [...doc().querySelectorAll<HTMLInputElement>('input[type="file"]')].find((el) =>
              textMatcher(textOf(label))(el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? ''),
            )) as HTMLInputElement | undefined,
        `a file input labelled ${label}`,
      );
      const view = input.ownerDocument.defaultView ?? window;
      const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
      const picture = new view.File([bytes], `${file}.png`, { type: 'image/png' });
      await userFor(input).upload(input, picture);
    },
  } satisfies Partial<AppDriver>;
}

/** Choosing in a picker sheet, picking a date, and filling every empty picker. */
function pickerActions(kit: FrameKit, tap: AppDriver['tap']) {
  const { doc, quiet, userFor, waitFor, click, replaceText, visibleDialogs } = kit;
  return {
    async choose(fieldName, option) {
      await tap(pickerButton(fieldName));
      const dialog = await waitFor(() => visibleDialogs().at(-1), `the picker of ${fieldName} to open`);
      if (option !== undefined) {
        const name = textOf(option);
        const search = byRole(dialog, 'searchbox')[0];
        // Long lists (banks) are filtered first, as a person would type.
        if (search) await replaceText(search, searchTextOf(option));
        const radio = await waitFor(
          () => byRole(dialog, 'radio', name, typeof name === 'string')[0],
          `the option ${option} in the picker of ${fieldName}`,
        );
        await click(radio, `the option ${option}`);
      } else {
        const first = await waitFor(
          () => byRole(dialog, 'radio')[0],
          `an option in the picker of ${fieldName}`,
        );
        await click(first, `the first option of ${fieldName}`);
      }
      // Picking closes the sheet.
      await waitFor(() => visibleDialogs().length === 0, `the picker of ${fieldName} to close`);
    },
    async pickDate(fieldName, iso, confirm) {
      await tap(pickerButton(fieldName));
      const dialog = await waitFor(() => visibleDialogs().at(-1), `the date picker of ${fieldName} to open`);
      const lists = await waitFor(() => {
        const found = byRole(dialog, 'combobox');
        return found.length === 3 ? found : null;
      }, `the day, month and year lists of ${fieldName}`);
      // Year, then month, then day: a day the month lacks (31 in April) would be moved back otherwise.
      for (const [index, value] of dateSelections(iso))
        await userFor(lists[index]!).selectOptions(lists[index]!, value);
      const ok = await waitFor(
        () => byRole(dialog, 'button', textOf(confirm), true)[0],
        `the button ${confirm} of the date picker`,
      );
      await click(ok, `the button ${confirm}`);
      await waitFor(() => visibleDialogs().length === 0, `the date picker of ${fieldName} to close`);
    },
    async fillEmptyPickers(placeholder, choice) {
      const matches = textMatcher(textOf(placeholder));
      let filled = 0;
      await quiet();
      // Dependent pickers (state, then city) appear after their parent is chosen: look again each time.
      for (let i = 0; i < MAX_PICKER_ROUNDS; i += 1) {
        const empty = [...doc().querySelectorAll<HTMLElement>(PICKER_BUTTONS)].filter(
          (button) => isVisible(button) && matches(button.textContent ?? ''),
        );
        const next = empty[0];
        if (!next) return filled;
        await click(next, `the picker ${normalizeText(next.textContent ?? '')}`);
        const dialog = await waitFor(() => visibleDialogs().at(-1), 'a picker to open');
        // A date picker has lists, not options: its confirm button (the sheet's last) takes the date it shows.
        const first = await waitFor(
          () =>
            byRole(dialog, 'radio')[0] ??
            (byRole(dialog, 'combobox').length > 0 ? byRole(dialog, 'button').at(-1) : undefined),
          'an option in the picker',
        );
        const radios = byRole(dialog, 'radio');
        const pick =
          choice !== undefined && radios.length > 0
            ? radios[choiceIndex(choice, filled, radios.length)]!
            : first;
        await click(pick, choice === undefined ? 'the first option' : 'the option of this round');
        await waitFor(() => visibleDialogs().length === 0, 'the picker to close');
        filled += 1;
      }
      return filled;
    },
  } satisfies Partial<AppDriver>;
}

/** Waiting for a route, a text, a field's value or a control. */
function expectations(kit: FrameKit) {
  const { frame, doc, waitFor, locate } = kit;
  return {
    async expectRoute(path) {
      const current = () => comparableRoute(frame.win.location.href, path);
      await waitFor(
        () => current() === path,
        () => `the route ${path} (now ${current()})`,
      );
    },
    async expectText(text, expectation = {}) {
      const t = textOf(text);
      const exact = typeof t === 'string' && expectation.exact === true;
      const found = () => {
        let scope: Scope = doc();
        if (expectation.within) {
          const box = container(doc(), expectation.within);
          if (!box) return [];
          scope = box;
        }
        return byText(scope, t, exact);
      };
      if (expectation.absent) await waitFor(() => found().length === 0, `no visible "${text}"`);
      else await waitFor(() => found().length > 0, `a visible "${text}"`);
    },
    async expectField(label, value) {
      await waitFor(() => {
        const input = byLabel(doc(), textOf(label))[0] as HTMLInputElement | undefined;
        return input?.value === value;
      }, `the field labelled ${label} to hold ${value}`);
    },
    async isVisible(target, withinMs = 0) {
      try {
        await locate(target, Math.max(1, withinMs));
        return true;
      } catch {
        return false;
      }
    },
  } satisfies Partial<AppDriver>;
}

/** The route and language now, going to a route and reloading. */
function navigation(kit: FrameKit, expectRoute: AppDriver['expectRoute']) {
  const { frame, quiet, waitFor } = kit;
  return {
    route() {
      return Promise.resolve(hashRoute(frame.win.location.href));
    },
    language() {
      return Promise.resolve(frame.win.__cuotaApp?.store.getState().settings.language ?? 'es');
    },
    async goto(path) {
      await quiet();
      const win = frame.win;
      // The router reads the hash when its hashchange event runs: wait for it, or a goto right after
      // this one would replace the hash before the app ever rendered this route.
      const dispatched = new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          win.removeEventListener('hashchange', done);
          resolve();
        };
        const timer = setTimeout(done, 1000);
        win.addEventListener('hashchange', done);
      });
      const before = win.location.hash;
      win.location.hash = path;
      if (win.location.hash !== before) await dispatched;
      await expectRoute(path.includes('?') ? path : path.split('?')[0]!);
    },
    async reload() {
      const before = frame.win.document;
      frame.win.location.reload();
      await waitFor(
        () => frame.win.document !== before && !!frame.win.__cuotaApp && !!frame.win.__cuotaBridge,
        'the app to start again after the reload',
        30_000,
      );
    },
  } satisfies Partial<AppDriver>;
}

/** Reading the SMS code shown on screen, and closing the SMS notices. */
function smsActions(kit: FrameKit) {
  const { doc, userFor, waitFor, smsNotices, sms } = kit;
  return {
    async readSmsCode() {
      // Prefer an SMS that arrived after the last tap (the request may still be on its way); then any.
      const fresh = await waitFor(
        () =>
          smsNotices()
            .filter((el) => !sms.beforeTap.has(el))
            .at(-1),
        'a new SMS',
        3000,
      ).catch(() => undefined);
      const shown = fresh ?? (await waitFor(() => smsNotices().at(-1), 'an SMS with a 6-digit code'));
      const code = smsCodeOf(shown.textContent);
      if (!code) throw new Error('no 6-digit code in the SMS shown');
      return code;
    },
    async dismissSms() {
      for (let i = 0; i < 10; i += 1) {
        const box = doc().getElementById(SMS_BOX_ID);
        const close = box ? byRole(box, 'button', SMS_CLOSE)[0] : undefined;
        if (!close) return;
        await userFor(close).click(close);
      }
    },
  } satisfies Partial<AppDriver>;
}

/** Creates the app driver of the frame. */
export function createFrameAppDriver(frame: FrameAccess): AppDriver {
  const kit = frameKit(frame);
  const controls = controlActions(kit);
  const expect = expectations(kit);
  return {
    ...controls,
    ...pickerActions(kit, (target) => controls.tap(target)),
    ...expect,
    ...navigation(kit, (path) => expect.expectRoute(path)),
    ...smsActions(kit),
  };
}
