// `npm run contract:probe -- --base URL`: makes every endpoint's safe calls against a live backend, in the wire
// format the app speaks (encrypted path and payload, the spec's headers), and prints, per endpoint, where its
// answers differ from the contracts in src/api/contracts: the field's path, what the contract wants, what came,
// and the fields the contract does not name. Exit 1 on any difference or refused call (decision 0031).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { apiEnvelopeSchema, type RequestOf, type ResponseOf } from '../src/api/contracts/common.ts';
import {
  ENDPOINT_LIST,
  ENDPOINTS,
  type EndpointName,
  type EndpointOf,
} from '../src/api/contracts/endpoints.ts';
import { DEFAULT_PACKAGE_NAME } from '../src/domain/config/package-name.ts';
import { clabeCheckDigit } from '../src/domain/validation/mx-bank-accounts.ts';
import { wireCall } from '../src/mocks/wire-client.ts';
import { differencesFrom, type Difference } from './contract-differences.ts';

export type { Difference };

export interface ProbeOptions {
  /** The test number to log in with; default the mock world's known borrower. */
  mobile?: string;
  /** Its SMS code; without it the probe asks the mock server's /__mock/sms (only a mock server has one). */
  code?: string;
  /** A session token to use instead of logging in (the SMS and login calls are then not made). */
  token?: string;
  /** The package name the cipher key comes from; default the app's. */
  packageName?: string;
  lang?: 'es' | 'en';
  /** Time limit of each call; default 20 s. */
  timeoutMs?: number;
}

/** agrees: the answer is what the contract says; differs: it is not; failed: no answer to check (refused, HTTP
 * error, not JSON, network); notProbed: an unsafe call, or nothing to ask about (no order, no feedback). */
export type EndpointStatus = 'agrees' | 'differs' | 'failed' | 'notProbed';

export interface EndpointReport {
  name: EndpointName;
  method: string;
  path: string;
  status: EndpointStatus;
  differences: Difference[];
  /** Why it failed or was not probed. */
  detail?: string;
  /** What the answer could not show (an empty list's items). */
  notes: string[];
  ms?: number;
}

export interface ProbeReport {
  base: string;
  packageName: string;
  mobile: string;
  endpoints: EndpointReport[];
  summary: {
    probed: number;
    agree: number;
    differ: number;
    differences: number;
    failed: number;
    notProbed: number;
  };
  ms: number;
}

/** The mock world's known borrower (registered-borrower and the presets built on it). */
export const DEFAULT_MOBILE = '5512345678';

/**
 * The calls the probe never makes, and why: each writes something that matters (the application, a loan, money,
 * customer-service threads, the account). Every endpoint is either here or in the probe's plan (a test holds it).
 */
export const UNSAFE: Partial<Record<EndpointName, string>> = {
  getDeleteUserVerifyCode: 'the first step of deleting the account',
  verifyDeleteUserCode: 'a step of deleting the account',
  deleteUser: 'deletes the account',
  finishUploadAllImg: 'completes the identity step',
  uploadCurpFront: 'uploads an identity image',
  uploadCurpBack: 'uploads an identity image',
  saveFaceImage: 'uploads an identity image',
  saveStoreFaceImage: 'uploads an identity image',
  saveStoreFaceImageV2: 'uploads an identity image',
  detectLiveness: 'uploads an identity image',
  ocrCertificate: 'reads uploaded identity documents into the application',
  finishOcr: 'files the identity',
  saveLoanQuestions: 'saves an application step',
  saveBasicInfo: 'saves an application step',
  saveAdditionalInfo: 'saves an application step',
  saveEmergencyContacts: 'saves an application step',
  saveBankCard: 'saves the disbursement account',
  createStoreOrder: 'submits the profile for a quota review, or opens a store order',
  createLoanOrder: 'opens a loan order (money)',
  createSingleLoanOrder: 'opens a loan order (money)',
  submitSingleLoanOrder: 'submits a loan (money)',
  confirmRepayment: 'starts a payment (money)',
  confirmExtensionOrder: 'confirms an extension (money)',
  createFeedback: 'writes to customer service',
  addLeaveMessage: 'writes to customer service',
  submitFeedbackRating: 'rates a customer-service thread',
  uploadFeedbackCredential: 'uploads a file to customer service',
  uploadFeedbackFile: 'uploads a file to customer service',
};

/** What earlier answers taught the later calls. */
interface State {
  token?: string;
  loginSkipped?: string;
  orders: Array<{ orderId: string; status: string; dueDate: string | null }>;
  extensionOffered?: boolean;
  ad?: { enabled: boolean; triggers: string[] };
  feedbackIds: string[];
}

type Ask<P> = { payload: P } | { skip: string };

interface Step<N extends EndpointName = EndpointName> {
  name: N;
  /** Sent with the session token (default true). */
  auth?: boolean;
  /** The payload, or why there is nothing to ask; default no payload. */
  payload?: (state: State) => Ask<RequestOf<EndpointOf<N>>> | Promise<Ask<RequestOf<EndpointOf<N>>>>;
  /** Learns from an answer that agrees with the contract (or only adds fields to it). */
  then?: (data: ResponseOf<EndpointOf<N>>, state: State) => void;
}

const step = <N extends EndpointName>(name: N, spec: Omit<Step<N>, 'name'> = {}): Step =>
  ({ name, ...spec }) as unknown as Step;

const latestOrder = (state: State) => state.orders[0];

/** A well-formed CLABE (BBVA's prefix, right check digit): the bank check answers whether it is valid. */
const PROBE_CLABE = `01218000123456789${clabeCheckDigit('01218000123456789')}`;

/** The probe's calls, in order: each reads, or changes nothing that matters (an SMS code to the test number). */
function plan(
  options: Required<Pick<ProbeOptions, 'mobile'>> & ProbeOptions,
  codeFor: () => Promise<string | undefined>,
): Step[] {
  const loggingIn = options.token === undefined;
  return [
    step('getAppPackageConfig', { auth: false }),
    step('getAppDownloadAddress', { auth: false }),
    step('getStorePackageConfig', { auth: false }),
    step('existsByMobile', { auth: false, payload: () => ({ payload: { mobile: options.mobile } }) }),
    step('getVerifyCode', {
      auth: false,
      payload: () =>
        loggingIn ? { payload: { mobile: options.mobile } } : { skip: 'a token was given (--token)' },
    }),
    step('login', {
      auth: false,
      payload: async () => {
        if (!loggingIn) return { skip: 'a token was given (--token)' };
        const code = await codeFor();
        return code === undefined
          ? {
              skip: 'no SMS code: give --code (a live backend) or --token; only the mock server tells its codes',
            }
          : { payload: { mobile: options.mobile, code } };
      },
      then: (data, state) => (state.token = data.token),
    }),
    step('getUserInfo'),
    step('getUploadEnable'),
    step('deleteCheck'),
    step('getUserQuota'),
    step('queryStoreQuota'),
    step('getQuotaList'),
    step('hasAllUploaded'),
    step('getTotalInformation'),
    step('getProductList'),
    step('validateBankCard', {
      payload: () => ({ payload: { cardType: 'clabe', cardNumber: PROBE_CLABE, bankCode: '40012' } }),
    }),
    step('getLastOrder', {
      then: (data, state) => {
        if (data.order && state.orders.length === 0) state.orders.push(data.order);
      },
    }),
    step('getOrderList', {
      payload: () => ({ payload: { page: 1, pageSize: 20 } }),
      then: (data, state) => (state.orders = data.orders),
    }),
    step('getLoanOrderProfile', {
      payload: (state) => {
        const order = latestOrder(state);
        return order ? { payload: { loanOrderId: order.orderId } } : { skip: 'the borrower has no order' };
      },
    }),
    step('getSingleLoanOrderTimeDataStatus', {
      payload: (state) => {
        const order = latestOrder(state);
        return order ? { payload: { loanOrderId: order.orderId } } : { skip: 'the borrower has no order' };
      },
    }),
    step('getRepaymentDetail', {
      payload: (state) => {
        const order = state.orders.find((o) => o.dueDate !== null);
        return order
          ? { payload: { orderId: order.orderId } }
          : { skip: 'the borrower has no paid-out loan' };
      },
      then: (data, state) => (state.extensionOffered = data.extension !== null),
    }),
    step('getExtensionData', {
      payload: (state) => {
        const order = state.orders.find((o) => o.dueDate !== null);
        return order && state.extensionOffered
          ? { payload: { orderId: order.orderId } }
          : { skip: 'no loan with an extension offer' };
      },
    }),
    step('getAdPageInfo', {
      then: (data, state) => (state.ad = { enabled: data.enabled, triggers: data.triggers }),
    }),
    step('getAdPage', {
      payload: (state) => {
        const trigger = state.ad?.enabled ? state.ad.triggers[0] : undefined;
        return trigger ? { payload: { trigger } } : { skip: 'ads are off, or no trigger is named' };
      },
    }),
    step('getFeedbackRedDot'),
    step('getFeedbackList', {
      payload: () => ({ payload: { page: 1, pageSize: 20 } }),
      then: (data, state) => (state.feedbackIds = data.items.map((item) => item.feedbackId)),
    }),
    step('getQuestionAnswers'),
    // Opening a thread marks it read, as the app does when the borrower opens it.
    step('getFeedbackDetail', {
      payload: (state) =>
        state.feedbackIds[0]
          ? { payload: { feedbackId: state.feedbackIds[0] } }
          : { skip: 'the borrower has no feedback' },
    }),
    step('getLeaveMessageList', {
      payload: (state) =>
        state.feedbackIds[0]
          ? { payload: { feedbackId: state.feedbackIds[0] } }
          : { skip: 'the borrower has no feedback' },
    }),
  ];
}

/** The base URL the app's client would be given: everything before `/api` (calls go to `<prefix>/api/<cipher>`). */
export function apiPrefix(base: string): string {
  const url = new URL(base);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api$/, '')}`;
}

/** Paths of the empty lists in an answer: their items' shape could not be checked. */
function emptyLists(value: unknown, path: string): string[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((item, i) => emptyLists(item, `${path}.${i}`));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => emptyLists(field, `${path}.${key}`));
}

/** Runs the probe against the backend at `base` (e.g. http://127.0.0.1:8787/api). Never throws for an answer. */
export async function probe(base: string, options: ProbeOptions = {}): Promise<ProbeReport> {
  const started = performance.now();
  const prefix = apiPrefix(base);
  const packageName = options.packageName ?? DEFAULT_PACKAGE_NAME;
  const mobile = options.mobile ?? DEFAULT_MOBILE;
  const state: State = {
    orders: [],
    feedbackIds: [],
    ...(options.token !== undefined ? { token: options.token } : {}),
  };

  const codeFor = async (): Promise<string | undefined> => {
    if (options.code !== undefined) return options.code;
    try {
      const answer = await fetch(`${prefix}/__mock/sms?mobile=${encodeURIComponent(mobile)}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!answer.ok) return undefined;
      const sms = (await answer.json()) as { code?: unknown; purpose?: unknown };
      return sms.purpose === 'login' && typeof sms.code === 'string' ? sms.code : undefined;
    } catch {
      return undefined;
    }
  };

  const reports: EndpointReport[] = [];
  const planned = plan({ ...options, mobile }, codeFor);
  for (const { name, auth = true, payload: ask, then } of planned) {
    const contract = ENDPOINTS[name];
    const report: EndpointReport = {
      name,
      method: contract.method,
      path: contract.path,
      status: 'notProbed',
      differences: [],
      notes: [],
    };
    reports.push(report);
    if (auth && state.token === undefined) {
      report.detail = `needs a session, and there is none (${state.loginSkipped ?? 'the login failed'})`;
      continue;
    }
    const asked = ask ? await ask(state) : { payload: undefined };
    if ('skip' in asked) {
      report.detail = asked.skip;
      if (name === 'login') state.loginSkipped = `login not made: ${asked.skip}`;
      continue;
    }
    // The probe's own payloads must be what the contract takes: a mistake here is the probe's, not the backend's.
    const request = contract.request.safeParse(asked.payload);
    if (!request.success)
      throw new Error(`the probe's ${name} payload breaks its contract: ${z.prettifyError(request.error)}`);

    const callStarted = performance.now();
    let answer;
    try {
      answer = await wireCall(contract.path, asked.payload, {
        baseUrl: prefix,
        packageName,
        lang: options.lang ?? 'es',
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        ...(auth && state.token !== undefined ? { token: state.token } : {}),
      });
    } catch (error) {
      report.status = 'failed';
      report.detail = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      continue;
    } finally {
      report.ms = Math.round(performance.now() - callStarted);
    }
    if (answer.status !== 200) {
      report.status = 'failed';
      report.detail = `HTTP ${answer.status}: ${answer.text.slice(0, 120)}`;
      continue;
    }
    if (answer.body === undefined) {
      report.status = 'failed';
      report.detail = `the body is not JSON: ${answer.text.slice(0, 120)}`;
      continue;
    }
    report.differences.push(...differencesFrom(apiEnvelopeSchema, answer.body));
    const envelope = apiEnvelopeSchema.safeParse(answer.body);
    if (!envelope.success) {
      report.status = 'differs';
      continue;
    }
    if (envelope.data.code !== 0) {
      report.status = 'failed';
      report.detail = `refused: code ${envelope.data.code}${envelope.data.msg ? ` "${envelope.data.msg}"` : ''}`;
      continue;
    }
    report.differences.push(...differencesFrom(contract.response, envelope.data.data, ['data']));
    report.notes = emptyLists(envelope.data.data, 'data').map(
      (path) => `${path} is empty: its items were not checked`,
    );
    report.status = report.differences.length > 0 ? 'differs' : 'agrees';
    const parsed = contract.response.safeParse(envelope.data.data);
    if (parsed.success) then?.(parsed.data, state);
  }

  const plannedNames = new Set(planned.map((s) => s.name));
  for (const contract of ENDPOINT_LIST) {
    const name = contract.name as EndpointName;
    if (plannedNames.has(name)) continue;
    reports.push({
      name,
      method: contract.method,
      path: contract.path,
      status: 'notProbed',
      differences: [],
      detail: UNSAFE[name] ?? 'not in the probe’s plan',
      notes: [],
    });
  }

  const count = (status: EndpointStatus) => reports.filter((r) => r.status === status).length;
  return {
    base,
    packageName,
    mobile,
    endpoints: reports,
    summary: {
      probed: reports.length - count('notProbed'),
      agree: count('agrees'),
      differ: count('differs'),
      differences: reports.reduce((sum, r) => sum + r.differences.length, 0),
      failed: count('failed'),
      notProbed: count('notProbed'),
    },
    ms: Math.round(performance.now() - started),
  };
}

/** 1 when any answer differs from its contract or a safe call got no answer to check; 0 otherwise. */
export const exitCodeOf = (report: ProbeReport): 0 | 1 =>
  report.summary.differ > 0 || report.summary.failed > 0 ? 1 : 0;

/** The last line: `contract probe: 29 endpoints probed, 29 agree, 0 differ (0 differences), 0 failed; ...`. */
export function summaryLine(report: ProbeReport): string {
  const s = report.summary;
  return `contract probe: ${s.probed} endpoints probed, ${s.agree} agree, ${s.differ} differ (${s.differences} differences), ${s.failed} failed; ${s.notProbed} not probed (${report.ms} ms)`;
}

/** The report as text: one line per endpoint probed, its differences under it, the calls not made, the summary. */
export function formatReport(report: ProbeReport): string {
  const lines = [`contract probe of ${report.base} (package ${report.packageName}, mobile ${report.mobile})`];
  const label = { agrees: 'ok     ', differs: 'DIFFERS', failed: 'FAILED ', notProbed: '-      ' } as const;
  const probed = report.endpoints.filter((r) => r.status !== 'notProbed');
  for (const r of probed) {
    lines.push(
      `${label[r.status]} ${r.method.padEnd(4)} ${r.path}  ${r.name}${r.detail ? `: ${r.detail}` : ''}`,
    );
    for (const d of r.differences) {
      lines.push(
        `          ${d.path}: ${d.kind === 'unknown' ? 'unknown field' : d.kind}; expected ${d.expected}; got ${d.got}`,
      );
    }
    for (const note of r.notes) lines.push(`          (${note})`);
  }
  const notProbed = report.endpoints.filter((r) => r.status === 'notProbed');
  if (notProbed.length > 0) {
    lines.push('not probed:');
    for (const r of notProbed)
      lines.push(`${label.notProbed} ${r.method.padEnd(4)} ${r.path}  ${r.name}: ${r.detail ?? ''}`);
  }
  lines.push(summaryLine(report));
  return lines.join('\n');
}

const USAGE = `usage: npm run contract:probe -- --base URL [options]
  --base URL       the backend's API base, e.g. http://127.0.0.1:8787/api (what npm run mock-server prints)
  --mobile N       the test number to log in with (default ${DEFAULT_MOBILE}, the mock world's known borrower)
  --code C         its SMS code (without it, the mock server's /__mock/sms is asked)
  --token T        a session token instead of logging in
  --package NAME   the package name the cipher key comes from (default ${DEFAULT_PACKAGE_NAME})
  --lang es|en     the lang header (default es)
  --timeout S      time limit of each call in seconds (default 20)
  --json           print the report as JSON instead of text
Only safe calls are made: reads, an SMS code to the test number, the login (which ends that number's other
sessions). Never money, application steps, customer-service writes or the account's deletion.
exit codes: 0 every answer agrees with the contracts, 1 a difference or a refused call, 2 bad usage`;

const cliSchema = z.object({
  base: z.url({ protocol: /^https?$/, error: 'an http or https URL, e.g. http://127.0.0.1:8787/api' }),
  mobile: z.optional(z.string().check(z.regex(/^\d{10,11}$/))),
  code: z.optional(z.string().check(z.regex(/^\d{4,6}$/))),
  token: z.optional(z.string().check(z.minLength(1))),
  package: z.optional(z.string().check(z.minLength(1))),
  lang: z.optional(z.enum(['es', 'en'])),
  timeout: z.optional(z.coerce.number({ error: 'a number of seconds' }).check(z.positive())),
  json: z.optional(z.boolean()),
});

/** The command line as the base URL and options; throws with a message on a bad one. */
export function parseProbeArgs(
  args: string[],
): { base: string; json: boolean; options: ProbeOptions } | 'help' {
  const text = { type: 'string' } as const;
  const { values } = parseArgs({
    args,
    options: {
      base: text,
      mobile: text,
      code: text,
      token: text,
      package: text,
      lang: text,
      timeout: text,
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const { help: _, ...rest } = values;
  const parsed = cliSchema.safeParse(rest);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  const { base, json, package: packageName, timeout, ...options } = parsed.data;
  return {
    base,
    json: json ?? false,
    options: {
      ...options,
      ...(packageName !== undefined ? { packageName } : {}),
      ...(timeout !== undefined ? { timeoutMs: timeout * 1000 } : {}),
    },
  };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseProbeArgs>;
  try {
    args = parseProbeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const report = await probe(args.base, args.options);
  console.log(args.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return exitCodeOf(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(2);
    },
  );
}
