import { expect, test, type Page } from './fixtures';
import { freshMobile } from './helpers';

/** The visible labels the journey needs, in each language (what a borrower reads). */
const L = {
  es: {
    languageOption: 'Español',
    mobile: 'Número de celular',
    sendCode: 'Enviar código',
    code: 'Código de verificación',
    login: 'Iniciar sesión',
    next: 'Siguiente',
    submit: 'Enviar',
    choose: /^(Seleccionar)/,
    no: 'No',
    q1: /seis meses/,
    q3: /debes en total/,
    band: '$500 - $1,000',
    front: 'Tomar foto del frente',
    back: 'Tomar foto del reverso',
    selfie: 'Tomar selfie',
    email: /Correo electrónico/,
    county: /Municipio o alcaldía/,
    employment: /Tipo de empleo/,
    employee: 'Empleado(a)',
    payFrequency: /Frecuencia de pago/,
    monthly: 'Mensual',
    company: /Nombre de la empresa/,
    companyAddress: /Dirección del trabajo/,
    relation: (n: number) => new RegExp(`Parentesco \\(${n}\\)`),
    contactName: (n: number) => new RegExp(`Nombre completo \\(${n}\\)`),
    contactPhone: (n: number) => new RegExp(`Teléfono celular \\(${n}\\)`),
    parents: 'Padres',
    friends: 'Amigos',
    clabe: 'CLABE',
    bank: /^Banco/,
    number: /CLABE interbancaria/,
    confirm: /Confirma la CLABE/,
    reviewing: 'Estamos revisando tu solicitud',
    refresh: 'Actualizar',
    granted: 'Tu cupo disponible',
    headings: [
      'Historial crediticio',
      'Identificación oficial',
      'Reconocimiento facial',
      'Información personal',
      'Información laboral',
      'Contactos de emergencia',
      'Cuenta bancaria',
    ],
  },
  en: {
    languageOption: 'English',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    code: 'Verification code',
    login: 'Log in',
    next: 'Next',
    submit: 'Submit',
    choose: /^(Select)/,
    no: 'No',
    q1: /last six months/,
    q3: /owe in total/,
    band: '$500 - $1,000',
    front: 'Take a photo of the front',
    back: 'Take a photo of the back',
    selfie: 'Take a selfie',
    email: /Email/,
    county: /Municipality/,
    employment: /Employment type/,
    employee: 'Employee',
    payFrequency: /Pay frequency/,
    monthly: 'Monthly',
    company: /Company name/,
    companyAddress: /Work address/,
    relation: (n: number) => new RegExp(`Relationship \\(${n}\\)`),
    contactName: (n: number) => new RegExp(`Full name \\(${n}\\)`),
    contactPhone: (n: number) => new RegExp(`Mobile phone \\(${n}\\)`),
    parents: 'Parents',
    friends: 'Friends',
    clabe: 'CLABE',
    bank: /^Bank/,
    number: /^CLABE \(18 digits\)/,
    confirm: /Confirm the CLABE/,
    reviewing: 'We are reviewing your application',
    refresh: 'Refresh',
    granted: 'Your available quota',
    headings: [
      'Credit history',
      'Official ID',
      'Face recognition',
      'Personal information',
      'Work information',
      'Emergency contacts',
      'Bank account',
    ],
  },
} as const;
type Labels = (typeof L)[keyof typeof L];

// A tiny valid PNG (1x1); the mock backend only checks type and size.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function expectStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** Chooses an option in a half-screen picker (the first one when no name is given). */
async function choose(page: Page, field: RegExp, option?: string) {
  await page.getByRole('button', { name: field }).click();
  const dialog = page.getByRole('dialog');
  // Picking closes the sheet, so click (check() would wait to see the radio checked).
  await (
    option ? dialog.getByRole('radio', { name: option, exact: true }) : dialog.getByRole('radio').first()
  ).click();
  await expect(dialog).toHaveCount(0);
}

/** Fills every picker still showing its empty placeholder with its first option (dependent ones appear after). */
async function fillEmptyPickers(page: Page, l: Labels) {
  for (let i = 0; i < 40; i += 1) {
    const empty = page.locator('form button[aria-haspopup="dialog"]').filter({ hasText: l.choose });
    if ((await empty.count()) === 0) return;
    await empty.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().click();
    await expect(dialog).toHaveCount(0);
  }
}

async function fillIfEmpty(page: Page, label: RegExp, value: string) {
  const field = page.getByLabel(label).first();
  if ((await field.inputValue()) === '') await field.fill(value);
}

for (const lang of ['es', 'en'] as const) {
  test(`a new borrower goes from login through every step to a granted quota (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    await page.goto('./#/user_center/language');
    await page.getByLabel(l.languageOption).check();

    // Login with the code the world sends.
    await page.goto('./#/user/login');
    const mobile = freshMobile();
    await page.getByLabel(l.mobile).fill(mobile);
    await page.getByRole('button', { name: l.sendCode }).click();
    const sms = page
      .getByRole('status')
      .filter({ hasText: /\b\d{6}\b/ })
      .last();
    const code = /\b(\d{6})\b/.exec((await sms.textContent()) ?? '')?.[1] ?? '';
    await page.getByLabel(l.code).fill(code);
    await page.getByRole('button', { name: l.login, exact: true }).click();

    // 1. Credit-history questions.
    await expectStep(page, l.headings[0]);
    await page.getByRole('group', { name: l.q1 }).getByRole('radio', { name: l.no }).check();
    await page.getByRole('group', { name: l.q3 }).getByRole('radio', { name: l.band }).check();
    await fillEmptyPickers(page, l);
    await page.getByRole('button', { name: l.next }).click();

    // 2. Official ID, front and back (browser path: file inputs with camera capture).
    await expectStep(page, l.headings[1]);
    await page.getByLabel(l.front).setInputFiles(image('front.png'));
    await page.getByLabel(l.back).setInputFiles(image('back.png'));
    await expect(page.getByRole('button', { name: l.next })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole('button', { name: l.next }).click();

    // 3. Selfie and liveness.
    await expectStep(page, l.headings[2]);
    await page.getByLabel(l.selfie).setInputFiles(image('selfie.png'));
    await expect(page.getByRole('button', { name: l.next })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole('button', { name: l.next }).click();

    // 4. Personal information, prefilled from the document; the borrower completes the rest.
    await expectStep(page, l.headings[3]);
    await fillIfEmpty(page, l.email, 'borrower@example.mx');
    await fillIfEmpty(page, l.county, 'Benito Juárez');
    await fillEmptyPickers(page, l);
    await page.getByRole('button', { name: l.next }).click();

    // 5. Work information: an employee paid monthly.
    await expectStep(page, l.headings[4]);
    await choose(page, l.employment, l.employee);
    await choose(page, l.payFrequency, l.monthly);
    await fillIfEmpty(page, l.company, 'Tiendas del Centro');
    await fillIfEmpty(page, l.companyAddress, 'Av. Juárez 100, Centro');
    await fillEmptyPickers(page, l);
    await page.getByRole('button', { name: l.next }).click();

    // 6. Two emergency contacts.
    await expectStep(page, l.headings[5]);
    await choose(page, l.relation(1), l.parents);
    await page.getByLabel(l.contactName(1)).fill('María López Pérez');
    await page.getByLabel(l.contactPhone(1)).fill('5511112222');
    await choose(page, l.relation(2), l.friends);
    await page.getByLabel(l.contactName(2)).fill('Juan Ramírez Soto');
    await page.getByLabel(l.contactPhone(2)).fill('5533334444');
    await page.getByRole('button', { name: l.next }).click();

    // 7. Bank account: holder and CURP come from the file; a BANAMEX CLABE.
    await expectStep(page, l.headings[6]);
    await page.getByRole('radio', { name: l.clabe, exact: true }).check();
    await page.getByRole('button', { name: l.bank }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('BANAMEX');
    await page.getByRole('dialog').getByRole('radio', { name: 'BANAMEX', exact: true }).click();
    await page.getByLabel(l.number).fill('002010077777777771');
    await page.getByLabel(l.confirm).fill('002010077777777771');
    await page.getByRole('button', { name: l.submit, exact: true }).click();

    // The quota review (10 to 60 minutes of world time), then the quota.
    await expect(page.getByText(l.reviewing)).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => window.__cuotaMock!.clock.advance({ minutes: 61 }));
    await page.getByRole('button', { name: l.refresh }).click();
    await expect(page.getByRole('heading', { name: l.granted })).toBeVisible();
    const events = await page.evaluate(() => window.__cuotaApp!.store.getState().application?.completedSteps);
    expect(events).toHaveLength(7);
  });
}
