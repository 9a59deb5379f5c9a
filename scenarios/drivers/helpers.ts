import { CONTACT_RELATIONS, EMPLOYMENT_TYPES, PAY_FREQUENCIES } from '#contracts/forms';
import type { Step } from '../scenario.schemas';
import type { HelperName } from '../scenario.schemas';
import { chooseOption } from './choices';
import type { ScenarioDrivers } from './drivers';

/**
 * Composite steps (`{ run: 'completeApplication' }`): the parts of a journey many scenarios share, written
 * once over the drivers with the labels a borrower reads in each language. They are plain sequences of
 * primitive steps plus the little logic a person applies (fill only what is empty, pick the first option).
 * The form steps take a choice round (`with: { choice: n }`, the autopilot's completions): their lists then
 * pick the round's option (scenarios/drivers/choices.ts) instead of the first or a fixed one.
 */

/** What a helper gets. */
export interface HelperContext {
  drivers: ScenarioDrivers;
  /** The `with` options of the step. */
  options: Record<string, unknown>;
  /** Runs a primitive step (or another helper) through the interpreter. */
  step(step: Step): Promise<void>;
  /** The language the app shows now (labels follow it). */
  language(): Promise<'es' | 'en'>;
}

/** A composite step. */
export type Helper = (ctx: HelperContext) => Promise<void>;

/**
 * The visible labels the helpers need, Spanish then English for each (as tests/e2e/application.spec.ts reads
 * them): one row a label, so the two languages cannot drift apart in their keys.
 */
const LABEL_PAIRS = {
  // Login
  mobile: ['Número de celular', 'Mobile number'],
  viaApp: ['Continuar con la app', 'Continue with the app'],
  sendCode: ['Enviar código', 'Send code'],
  code: ['Código de verificación', 'Verification code'],
  login: ['Iniciar sesión', 'Log in'],
  loggedIn: ['Sesión iniciada', 'Logged in'],
  // Every step
  next: ['Siguiente', 'Next'],
  submit: ['Enviar', 'Submit'],
  placeholder: ['/^Seleccionar/', '/^Select/'],
  no: ['No', 'No'],
  // Credit questions
  q1: ['/seis meses/', '/last six months/'],
  q3: ['/debes en total/', '/owe in total/'],
  band: ['$500 - $1,000', '$500 - $1,000'],
  // Identity and face
  front: ['Tomar foto del frente', 'Take a photo of the front'],
  back: ['Tomar foto del reverso', 'Take a photo of the back'],
  frontAgain: ['Volver a tomar el frente', 'Take the front again'],
  backAgain: ['Volver a tomar el reverso', 'Take the back again'],
  documentRead: ['Leímos estos datos de tu documento', 'We read this from your document'],
  selfie: ['Tomar selfie', 'Take a selfie'],
  permission: ['Necesitamos tu permiso', 'We need your permission'],
  permissionRetry: ['Intentar de nuevo', 'Try again'],
  permissionNotNow: ['Ahora no', 'Not now'],
  // Personal information
  birthday: ['/^Fecha de nacimiento/', '/^Date of birth/'],
  dateOk: ['Aceptar', 'OK'],
  sex: [
    { H: 'Masculino', M: 'Femenino' },
    { H: 'Male', M: 'Female' },
  ],
  email: ['/Correo electrónico/', '/Email/'],
  county: ['/Municipio o alcaldía/', '/Municipality/'],
  // Work information
  employment: ['/Tipo de empleo/', '/Employment type/'],
  employee: ['Empleado(a)', 'Employee'],
  payFrequency: ['/Frecuencia de pago/', '/Pay frequency/'],
  monthly: ['Mensual', 'Monthly'],
  company: ['/Nombre de la empresa/', '/Company name/'],
  companyAddress: ['/Dirección del trabajo/', '/Work address/'],
  // Emergency contacts
  relation: [(n: number) => `/Parentesco \\(${n}\\)/`, (n: number) => `/Relationship \\(${n}\\)/`],
  contactName: [(n: number) => `/Nombre completo \\(${n}\\)/`, (n: number) => `/Full name \\(${n}\\)/`],
  contactPhone: [(n: number) => `/Teléfono celular \\(${n}\\)/`, (n: number) => `/Mobile phone \\(${n}\\)/`],
  parents: ['Padres', 'Parents'],
  friends: ['Amigos', 'Friends'],
  // Bank account
  clabe: ['CLABE', 'CLABE'],
  bank: ['/^Banco/', '/^Bank/'],
  clabeNumber: ['/CLABE interbancaria/', '/^CLABE \\(18 digits\\)/'],
  clabeConfirm: ['/Confirma la CLABE/', '/Confirm the CLABE/'],
  // Quota review and home
  reviewing: ['Estamos revisando tu solicitud', 'We are reviewing your application'],
  refresh: ['Actualizar', 'Refresh'],
  granted: ['Tu cupo disponible', 'Your available quota'],
  headings: [
    [
      'Historial crediticio',
      'Identificación oficial',
      'Reconocimiento facial',
      'Información personal',
      'Información laboral',
      'Contactos de emergencia',
      'Cuenta bancaria',
    ],
    [
      'Credit history',
      'Official ID',
      'Face recognition',
      'Personal information',
      'Work information',
      'Emergency contacts',
      'Bank account',
    ],
  ],
  // Borrowing
  borrowLink: ['Solicitar préstamo', 'Borrow'],
  amount: ['/Monto \\(MXN/', '/Amount \\(MXN/'],
  continue: ['Continuar', 'Continue'],
  details: ['Detalles del préstamo', 'Loan details'],
  accept: ['/He leído y acepto/', '/I have read and accept/'],
  confirmLoan: ['Confirmar préstamo', 'Confirm loan'],
  sendRequestDialog: ['¿Enviar tu solicitud?', 'Submit your application?'],
  sendRequest: ['Enviar solicitud', 'Submit application'],
  inReview: ['Tu solicitud está en revisión', 'Your application is under review'],
  // Repayment
  pay: ['Pagar', 'Repay'],
  makeReference: ['Generar referencia de pago', 'Get payment reference'],
  reference: ['Tu referencia de pago', 'Your payment reference'],
  seeDetail: ['Ver detalle de pago', 'See repayment details'],
  paidInFull: ['Pagaste tu préstamo completo. ¡Gracias!', 'You paid off your loan. Thank you!'],
  // Settings
  languageOption: [
    { es: 'Español', en: 'English' },
    { es: 'Español', en: 'English' },
  ],
  close: ['Cerrar', 'Close'],
} as const;

type LabelPairs = typeof LABEL_PAIRS;

function labelsIn<I extends 0 | 1>(index: I): { readonly [K in keyof LabelPairs]: LabelPairs[K][I] } {
  return Object.fromEntries(Object.entries(LABEL_PAIRS).map(([key, pair]) => [key, pair[index]])) as {
    readonly [K in keyof LabelPairs]: LabelPairs[K][I];
  };
}

/** The visible labels the helpers need, in each language. */
export const LABELS = { es: labelsIn(0), en: labelsIn(1) } as const;

type Labels = (typeof LABELS)[keyof typeof LABELS];

async function labels(ctx: HelperContext): Promise<Labels> {
  return LABELS[await ctx.language()];
}

function stringOption(ctx: HelperContext, key: string, fallback: string): string {
  const value = ctx.options[key];
  return typeof value === 'string' ? value : fallback;
}

/** The choice round of `with: { choice }`, if any. */
function choiceOf(ctx: HelperContext): number | undefined {
  const value = ctx.options.choice;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const heading = (name: string): Step => ({ expectText: { text: name, exact: true } });

/**
 * A returning borrower logs in through the native app from the login screen (`with: { mobile }`, default
 * the presets' borrower 5512345678); the session comes back over the bridge.
 */
const loginThroughApp: Helper = async (ctx) => {
  const mobile = stringOption(ctx, 'mobile', '5512345678');
  const l = await labels(ctx);
  await ctx.step({ goto: '/user/login' });
  await ctx.step({ tap: { name: l.viaApp, role: 'button' } });
  await ctx.step({ login: { mobile } });
  await ctx.step({ expectEvent: { type: 'session/loggedIn', via: 'native' } });
};

/** Logs a new borrower in through the web login page with the code the world texts (`with: { mobile }`). */
const loginNewBorrower: Helper = async (ctx) => {
  const l = await labels(ctx);
  const mobile = stringOption(ctx, 'mobile', '5587654321');
  await ctx.step({ goto: '/user/login' });
  await ctx.step({ fill: { label: l.mobile, value: mobile } });
  await ctx.step({ tap: { name: l.sendCode, role: 'button' } });
  const code = await ctx.drivers.app.readSmsCode();
  await ctx.step({ fill: { label: l.code, value: code } });
  await ctx.step({ tap: { name: l.login, role: 'button', exact: true } });
  await ctx.step({ expectText: l.loggedIn });
  await ctx.drivers.app.dismissSms();
};

/** Types the code of the SMS the phone just showed into a field (`with: { label }`, default the verification code). */
const enterSmsCode: Helper = async (ctx) => {
  const l = await labels(ctx);
  const code = await ctx.drivers.app.readSmsCode();
  await ctx.step({ fill: { label: stringOption(ctx, 'label', l.code), value: code } });
  await ctx.drivers.app.dismissSms();
};

const answerLoanQuestions: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step(heading(l.headings[0]));
  await ctx.step({ tap: { name: l.no, role: 'radio', within: l.q1 } });
  await ctx.step({ tap: { name: l.band, role: 'radio', within: l.q3 } });
  await ctx.drivers.app.fillEmptyPickers(l.placeholder, choiceOf(ctx));
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

/**
 * Taps a control that uses the camera; when the app first explains why it needs the permission (it was not
 * granted yet, or was refused), the borrower agrees: "Intentar de nuevo" asks the phone again. A permission
 * blocked in the phone's settings ends the step at once, saying so.
 */
async function tapWithCamera(ctx: HelperContext, l: Labels, name: string): Promise<void> {
  await ctx.step({ tap: { name, role: 'button' } });
  const notNow = { name: l.permissionNotNow, role: 'button', within: l.permission } as const;
  if (!(await ctx.drivers.app.isVisible(notNow, 400))) return;
  const retry = { name: l.permissionRetry, role: 'button', within: l.permission } as const;
  if (!(await ctx.drivers.app.isVisible(retry)))
    throw new Error(
      `the camera permission is blocked in the phone's settings ("${l.permission}" offers no retry)`,
    );
  await ctx.step({ tap: retry });
  // Refused again (the phone's answer): the step stops here, named for what holds it.
  await ctx.step({ expectText: { text: l.permission, absent: true } });
}

/** Both sides of the ID: the emulated camera inside the app, file inputs in a plain browser. */
const takeIdPhotos: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step(heading(l.headings[1]));
  if (ctx.drivers.bridge) {
    // A side already taken (the borrower began before) offers only to take it again: it is not taken twice.
    for (const [take, again] of [
      [l.front, l.frontAgain],
      [l.back, l.backAgain],
    ] as const)
      if (!(await ctx.drivers.app.isVisible({ name: again, role: 'button' }, 0)))
        await tapWithCamera(ctx, l, take);
  } else {
    await ctx.step({ upload: { label: l.front, file: 'front' } });
    await ctx.step({ upload: { label: l.back, file: 'back' } });
  }
  await ctx.step({ expectText: l.documentRead });
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

const takeSelfie: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step(heading(l.headings[2]));
  if (ctx.drivers.bridge) await tapWithCamera(ctx, l, l.selfie);
  else await ctx.step({ upload: { label: l.selfie, file: 'selfie' } });
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

/**
 * Personal information; `with: { birthday, sex }` (ISO date, 'H' or 'M': what the borrower's ID says) sets
 * the birthday and sex to those first, since the CURP must agree with both; `email` is typed when the field
 * is empty; `choice` picks the empty lists' options of that round.
 */
const fillPersonalInfo: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step(heading(l.headings[3]));
  const birthday = ctx.options.birthday;
  if (typeof birthday === 'string') await ctx.drivers.app.pickDate(l.birthday, birthday, l.dateOk);
  const sex = ctx.options.sex;
  if (sex === 'H' || sex === 'M') await ctx.step({ tap: { name: l.sex[sex], role: 'radio' } });
  await ctx.drivers.app.fillIfEmpty(l.email, stringOption(ctx, 'email', 'borrower@example.mx'));
  await ctx.drivers.app.fillIfEmpty(l.county, 'Benito Juárez');
  await ctx.drivers.app.fillEmptyPickers(l.placeholder, choiceOf(ctx));
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

/**
 * Work information: an employee paid monthly (`with: { payFrequency }`: another frequency, as its label
 * reads). With `choice`, the round's employment type and, for an employee, pay frequency (every pair within
 * 12 rounds), then the round's options in the other lists (designation, pay days...).
 */
const fillWorkInfo: Helper = async (ctx) => {
  const l = await labels(ctx);
  const language = await ctx.language();
  const choice = choiceOf(ctx);
  await ctx.step(heading(l.headings[4]));
  const employment = choice === undefined ? 'employee' : chooseOption(EMPLOYMENT_TYPES, choice, 0).value;
  const employmentLabel = EMPLOYMENT_TYPES.find((o) => o.value === employment)!.label[language];
  await ctx.step({ choose: { field: l.employment, option: employmentLabel } });
  // Company, pay frequency and pay days are asked of employees only.
  if (employment === 'employee') {
    const frequency =
      choice === undefined
        ? stringOption(ctx, 'payFrequency', l.monthly)
        : chooseOption(PAY_FREQUENCIES, choice, 1).label[language];
    await ctx.step({ choose: { field: l.payFrequency, option: frequency } });
    await ctx.drivers.app.fillIfEmpty(l.company, 'Tiendas del Centro');
    await ctx.drivers.app.fillIfEmpty(l.companyAddress, 'Av. Juárez 100, Centro');
  }
  await ctx.drivers.app.fillEmptyPickers(l.placeholder, choice);
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

/** Two contacts: a parent and a friend, or with `choice` the round's two relations (never the same one). */
const fillEmergencyContacts: Helper = async (ctx) => {
  const l = await labels(ctx);
  const language = await ctx.language();
  const choice = choiceOf(ctx);
  const relation = (ordinal: number, fallback: string) =>
    choice === undefined ? fallback : chooseOption(CONTACT_RELATIONS, choice, ordinal).label[language];
  await ctx.step(heading(l.headings[5]));
  await ctx.step({ choose: { field: l.relation(1), option: relation(0, l.parents) } });
  await ctx.step({ fill: { label: l.contactName(1), value: 'María López Pérez' } });
  await ctx.step({ fill: { label: l.contactPhone(1), value: '5511112222' } });
  await ctx.step({ choose: { field: l.relation(2), option: relation(1, l.friends) } });
  await ctx.step({ fill: { label: l.contactName(2), value: 'Juan Ramírez Soto' } });
  await ctx.step({ fill: { label: l.contactPhone(2), value: '5533334444' } });
  await ctx.step({ tap: { name: l.next, role: 'button' } });
};

const fillBankAccount: Helper = async (ctx) => {
  const l = await labels(ctx);
  const clabe = stringOption(ctx, 'clabe', '002010077777777771');
  await ctx.step(heading(l.headings[6]));
  await ctx.step({ check: l.clabe });
  await ctx.step({ choose: { field: l.bank, option: 'BANAMEX' } });
  await ctx.step({ fill: { label: l.clabeNumber, value: clabe } });
  await ctx.step({ fill: { label: l.clabeConfirm, value: clabe } });
  await ctx.step({ tap: { name: l.submit, role: 'button', exact: true } });
};

/** Every application step from the questionnaire to the bank account, then the quota review. */
const completeApplication: Helper = async (ctx) => {
  await answerLoanQuestions(ctx);
  await takeIdPhotos(ctx);
  await takeSelfie(ctx);
  await fillPersonalInfo(ctx);
  await fillWorkInfo(ctx);
  await fillEmergencyContacts(ctx);
  await fillBankAccount(ctx);
  const l = await labels(ctx);
  await ctx.step({ expectText: l.reviewing });
};

/** On the amount screen: the amount (`with: { amount }`, else the one shown), then on to the loan's full cost. */
const chooseLoan: Helper = async (ctx) => {
  const l = await labels(ctx);
  const amount = ctx.options.amount;
  if (typeof amount === 'number' || typeof amount === 'string')
    await ctx.step({ fill: { label: l.amount, value: String(amount) } });
  await ctx.step({ tap: { name: l.continue, role: 'button' } });
  await ctx.step(heading(l.details));
};

/** On the loan's full cost: the terms accepted, the loan confirmed and the request sent. */
const confirmLoan: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step({ check: l.accept });
  await ctx.step({ tap: { name: l.confirmLoan, role: 'button' } });
  await ctx.step({ tap: { name: l.sendRequest, role: 'button', within: l.sendRequestDialog } });
  await ctx.step({ expectText: l.inReview });
};

/** From home with a granted quota: amount (`with: { amount }`), full cost, terms, confirmation. */
const borrow: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step({ tap: { name: l.borrowLink, role: 'link' } });
  await chooseLoan(ctx);
  await confirmLoan(ctx);
};

/** At the cashier: a payment reference for the amount shown (the mock world's payment then arrives). */
const payAtCashier: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step({ tap: { name: l.makeReference, role: 'button' } });
  await ctx.step({ expectText: l.reference });
};

/** From the payment detail: pay the whole amount owed and see the loan finished. */
const repayInFull: Helper = async (ctx) => {
  const l = await labels(ctx);
  await ctx.step({ tap: { name: l.pay, role: 'button', exact: true } });
  await payAtCashier(ctx);
  await ctx.step({ tap: { name: l.seeDetail, role: 'button' } });
  await ctx.step({ expectText: l.paidInFull });
};

/** Switches the app's language on the language screen (`with: { to: 'en' }`). */
const switchLanguage: Helper = async (ctx) => {
  const to = ctx.options.to === 'es' ? 'es' : 'en';
  await ctx.step({ goto: '/user_center/language' });
  await ctx.step({ check: LABELS.es.languageOption[to] });
  await ctx.step({ expectState: { path: 'settings.language', equals: to } });
};

const dismissSms: Helper = (ctx) => ctx.drivers.app.dismissSms();

/** Every helper, by the name a `run` step uses. */
export const HELPERS: Readonly<Record<HelperName, Helper>> = {
  loginThroughApp,
  loginNewBorrower,
  enterSmsCode,
  answerLoanQuestions,
  takeIdPhotos,
  takeSelfie,
  fillPersonalInfo,
  fillWorkInfo,
  fillEmergencyContacts,
  fillBankAccount,
  completeApplication,
  chooseLoan,
  confirmLoan,
  borrow,
  payAtCashier,
  repayInFull,
  switchLanguage,
  dismissSms,
};
