import { screen, within } from '@testing-library/react';
import { BANKS } from '../../../src/domain/options/banks';
import { PATHS } from '../../../src/domain/paths';
import { EMPLOYEE_DRAFT, validPersonalDraft } from '../step-kit';
import { applicationOf } from '../../../src/mocks/world/application';
import { REGISTERED, png, stubNodeUploads, type Trigger, type TriggerContext } from './harness';

/** Triggers of the application steps: the five forms, the bank account, the identity document and the selfie. */

const atStep = (progress: number) => ({
  world: { preset: 'application-in-progress', presetOptions: { progress } },
  progress,
});
const next = (ctx: TriggerContext) => screen.getByRole('button', { name: ctx.t('Siguiente', 'Next') });
const identity = (ctx: Pick<TriggerContext, 'runtime'>) =>
  applicationOf(ctx.runtime.world, ctx.runtime.world.findUser(REGISTERED.mobile)!).identity;

async function pick(ctx: TriggerContext, field: RegExp, option: string) {
  await ctx.user.click(screen.getByRole('button', { name: field }));
  const dialog = await screen.findByRole('dialog');
  await ctx.user.click(within(dialog).getByRole('radio', { name: option }));
}

/** Loan questions: answers every question with the radios and pickers, then "Siguiente". */
async function answerLoanQuestions(ctx: TriggerContext) {
  const q1 = await screen.findByRole('group', { name: /seis meses/ });
  await ctx.user.click(within(q1).getByRole('radio', { name: 'No' }));
  await pick(ctx, /mayor número de días/, '0 días');
  const q3 = screen.getByRole('group', { name: /debes en total/ });
  await ctx.user.click(within(q3).getByRole('radio', { name: '$500 - $1,000' }));
  await pick(ctx, /préstamos has tenido/, '2');
  await pick(ctx, /préstamos en línea tienes/, '1');
  const answer = (group: RegExp, option: string) => () =>
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option });
  ctx.typed.push(
    { field: answer(/seis meses/, 'No'), value: true },
    { field: answer(/debes en total/, '$500 - $1,000'), value: true },
  );
  await ctx.user.click(next(ctx));
}

const firstName = () => screen.getByLabelText(/Primer nombre/);
const curpField = () => screen.getByLabelText(/^CURP/);

/** Personal information: the OCR draft prefills the form; the borrower types the first name. */
async function fillPersonal(ctx: TriggerContext) {
  const id = identity(ctx);
  await screen.findByRole('heading', { level: 1, name: 'Información personal' });
  await ctx.user.type(firstName(), id.firstName);
  const curp = `${id.curp.slice(0, 4)}-${id.curp.slice(4, 10)}-${id.curp.slice(10, 16)}-${id.curp.slice(16)}`;
  ctx.typed.push({ field: firstName, value: id.firstName }, { field: curpField, value: curp });
  await ctx.user.click(next(ctx));
}

const companyField = () => screen.getByLabelText(/Nombre de la empresa/);
const companyPhoneField = () => screen.getByLabelText(/Teléfono de la empresa/);

/** Work information: the choices are in the draft; the borrower types the company and its phone. */
async function fillWork(ctx: TriggerContext) {
  await screen.findByRole('heading', { level: 1, name: 'Información laboral' });
  await ctx.user.type(companyField(), 'Constructora Sol');
  await ctx.user.type(companyPhoneField(), '3312345678');
  ctx.typed.push(
    { field: companyField, value: 'Constructora Sol' },
    { field: companyPhoneField, value: expect.stringMatching(/^33\D?1234\D?5678$/) },
  );
  await ctx.user.click(next(ctx));
}

/** Emergency contacts: two contacts with the pickers and typed names and phones. */
async function fillContacts(ctx: TriggerContext) {
  await screen.findByRole('heading', { level: 1, name: 'Contactos de emergencia' });
  const contacts: Array<[1 | 2, string, string, string]> = [
    [1, 'Padres', 'Ana López', '5511111111'],
    [2, 'Amigos', 'Luis Pérez', '5522222222'],
  ];
  for (const [n, relation, name, phone] of contacts) {
    await pick(ctx, new RegExp(`Parentesco \\(${n}\\)`), relation);
    const nameField = () => screen.getByLabelText(new RegExp(`Nombre completo \\(${n}\\)`));
    const phoneField = () => screen.getByLabelText(new RegExp(`Teléfono celular \\(${n}\\)`));
    await ctx.user.type(nameField(), name);
    await ctx.user.type(phoneField(), phone);
    ctx.typed.push(
      { field: nameField, value: name },
      { field: phoneField, value: expect.stringMatching(/^\d{2}\D?\d{4}\D?\d{4}$/) },
    );
  }
  await ctx.user.click(next(ctx));
}

const CLABE = '002010077777777771';
const confirmField = () => screen.getByLabelText(/Confirma/);

/**
 * Bank account: holder, CURP, type and bank from the draft; the borrower types the number (it never rests in
 * the draft: issue 30) and its confirmation.
 */
async function fillBankCard(ctx: TriggerContext) {
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  await ctx.user.type(screen.getByLabelText(/CLABE interbancaria/), CLABE);
  await ctx.user.type(confirmField(), CLABE);
  ctx.typed.push({ field: confirmField, value: expect.stringMatching(/^[\d ]+$/) });
  await ctx.user.click(screen.getByRole('button', { name: 'Enviar' }));
}

const bankDraft = (ctx: Pick<TriggerContext, 'runtime'>) => {
  const info = applicationOf(ctx.runtime.world, ctx.runtime.world.findUser(REGISTERED.mobile)!).basicInfo!;
  return {
    holderName: `${info.firstName} ${info.lastName}`,
    curp: info.nationalId ?? '',
    cardType: 'clabe',
    bankCode: BANKS.find((b) => b.name === 'BANAMEX')!.code,
  };
};

const side = (title: RegExp) => screen.getByRole('region', { name: title });

async function uploadFront(ctx: TriggerContext) {
  await ctx.user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
}
async function uploadBoth(ctx: TriggerContext) {
  await uploadFront(ctx);
  await within(side(/Frente de tu INE/)).findByText('✓ Listo');
  await ctx.user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
}
const documentStep = async () =>
  void (await screen.findByRole('heading', { level: 1, name: /INE|identific/i }));
const faceStep = async () => void (await screen.findByLabelText('Tomar selfie'));
async function selfie(ctx: TriggerContext) {
  await ctx.user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
}

/** The face step with the selfie taken and verified: "Siguiente" sends it. */
async function verifiedSelfie(ctx: TriggerContext) {
  await faceStep();
  await selfie(ctx);
  await screen.findByText(/Rostro verificado/);
}

export const APPLICATION_TRIGGERS: readonly Trigger[] = [
  {
    endpoint: 'saveLoanQuestions',
    how: 'loan questions: answer all, tap "Siguiente"',
    ...atStep(5),
    path: PATHS.loanQuestion,
    act: answerLoanQuestions,
    message: 'screen',
  },
  {
    endpoint: 'uploadCurpFront',
    how: 'identity document: take the front photo',
    ...atStep(10),
    path: PATHS.idCardAuthentication,
    stubs: stubNodeUploads,
    ready: documentStep,
    act: uploadFront,
    message: 'screen',
  },
  {
    endpoint: 'uploadCurpBack',
    how: 'identity document: take the back photo',
    ...atStep(10),
    path: PATHS.idCardAuthentication,
    stubs: stubNodeUploads,
    ready: documentStep,
    act: async (ctx) => ctx.user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png')),
    message: 'screen',
  },
  {
    endpoint: 'ocrCertificate',
    how: 'identity document: both photos taken, the document is read',
    ...atStep(10),
    path: PATHS.idCardAuthentication,
    stubs: stubNodeUploads,
    ready: documentStep,
    act: uploadBoth,
    message: 'screen',
  },
  {
    endpoint: 'finishOcr',
    how: 'identity document: confirm what was read, tap "Siguiente"',
    ...atStep(10),
    path: PATHS.idCardAuthentication,
    stubs: stubNodeUploads,
    ready: async (ctx) => {
      await documentStep();
      await uploadBoth(ctx);
      await screen.findByText('Leímos estos datos de tu documento');
    },
    act: async (ctx) => ctx.user.click(next(ctx)),
    message: 'screen',
  },
  {
    endpoint: 'detectLiveness',
    how: 'selfie: take it (liveness check)',
    ...atStep(15),
    path: PATHS.idCardFacial,
    stubs: stubNodeUploads,
    ready: faceStep,
    act: selfie,
    message: 'screen',
  },
  {
    endpoint: 'saveStoreFaceImageV2',
    how: 'selfie: verified, tap "Siguiente"',
    ...atStep(15),
    path: PATHS.idCardFacial,
    stubs: stubNodeUploads,
    ready: verifiedSelfie,
    act: async (ctx) => ctx.user.click(next(ctx)),
    message: 'screen',
  },
  {
    endpoint: 'finishUploadAllImg',
    how: 'selfie: verified, tap "Siguiente" (the images are closed after the save)',
    ...atStep(15),
    path: PATHS.idCardFacial,
    stubs: stubNodeUploads,
    ready: verifiedSelfie,
    act: async (ctx) => ctx.user.click(next(ctx)),
    message: 'screen',
  },
  {
    endpoint: 'saveBasicInfo',
    how: 'personal information: type the first name, tap "Siguiente"',
    ...atStep(20),
    path: PATHS.personalInfomation,
    render: ({ storedValues, runtime }) => {
      // A valid form but for the first name, which the action types.
      storedValues.set('drafts', { personalInfomation: validPersonalDraft(runtime, { firstName: false }) });
      return {};
    },
    act: fillPersonal,
    message: 'screen',
  },
  {
    endpoint: 'saveAdditionalInfo',
    how: 'work information: type the company and its phone, tap "Siguiente"',
    ...atStep(25),
    path: PATHS.additionalInfomation,
    render: ({ storedValues }) => {
      storedValues.set('drafts', {
        additionalInfomation: EMPLOYEE_DRAFT,
      });
      return {};
    },
    act: fillWork,
    message: 'screen',
  },
  {
    endpoint: 'saveEmergencyContacts',
    how: 'emergency contacts: fill both, tap "Siguiente"',
    ...atStep(30),
    path: PATHS.emergencyContact,
    act: fillContacts,
    message: 'screen',
  },
  {
    endpoint: 'getTotalInformation',
    how: 'bank account: opening it prefills the holder from what was filed',
    ...atStep(35),
    path: PATHS.addBankCard,
    onOpen: true,
    message: { silent: 'a prefill only: the holder and CURP stay for the borrower to type' },
    recovers: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
      expect(screen.getByLabelText(/Nombre del titular/)).toBeEnabled();
    },
  },
  {
    endpoint: 'validateBankCard',
    how: 'bank account: type the confirmation, tap "Enviar" (the bank check)',
    ...atStep(35),
    path: PATHS.addBankCard,
    render: ({ storedValues, runtime }) => {
      storedValues.set('drafts', { addBankCard: bankDraft({ runtime }) });
      return {};
    },
    act: fillBankCard,
    message: 'screen',
  },
  {
    endpoint: 'saveBankCard',
    how: 'bank account: type the confirmation, tap "Enviar" (the save)',
    ...atStep(35),
    path: PATHS.addBankCard,
    render: ({ storedValues, runtime }) => {
      storedValues.set('drafts', { addBankCard: bankDraft({ runtime }) });
      return {};
    },
    act: fillBankCard,
    message: 'screen',
  },
];
