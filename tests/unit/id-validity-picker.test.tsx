import { screen, waitFor, within } from '@testing-library/react';
import { identitySchema } from '../../src/api/contracts/store';
import { PATHS } from '../../src/domain/paths';
import { addYears } from '../../src/domain/validation/calendar';
import { APPLICATION_ERRORS } from '../../src/mocks/handlers/application-errors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { wireCall } from '../../src/mocks/wire-client';
import { applicationOf, identityOnDocument } from '../../src/mocks/world/application';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { currentPath, renderApp } from './render-app';
import { installNodeFormData } from './node-form-data';

// Issue "Rules of spec §5 still off", item 6: the valid-period picker of spec sections 5 and 9 (50 years
// ahead) asks the INE's validity ("vigencia") on the ID step, prefilled with what the OCR read; finish-ocr
// carries it and the mock world checks it (today to 50 years ahead).

const runtime = installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 10 } });

const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

const borrower = () => runtime.world.findUser(REGISTERED_MOBILE)!;
const application = () => applicationOf(runtime.world, borrower());
const dmy = (iso: string) => iso.split('-').reverse().join('-');

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function finishes() {
  const seen: Record<string, unknown>[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === '/store/finish-ocr') seen.push(t.payload as Record<string, unknown>);
  });
  onTestFinished(off);
  return seen;
}

/** Opens the ID step as the world's borrower and uploads both sides; resolves once the OCR result shows. */
async function uploadBothSides() {
  const storedValues = createStoredValues(createMemoryStorage());
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: 2,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile: REGISTERED_MOBILE, token, via: 'web' }],
    }),
  );
  const view = await renderApp(PATHS.idCardAuthentication, {
    storedValues,
    logStorage,
    language: 'es',
    isNative: () => false,
  });
  await screen.findByRole('heading', { level: 1, name: /Identificación oficial/ });
  await view.user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
  await within(screen.getByRole('region', { name: /Frente de tu INE/ })).findByText('✓ Listo');
  await view.user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
  await screen.findByText('Leímos estos datos de tu documento');
  return view;
}

const validityButton = () => screen.getByRole('button', { name: /Vigencia de tu INE/ });

test('the validity the OCR read is prefilled in the picker and sent with finish-ocr', async () => {
  const read = application().identity.documentValidUntil!;
  expect(read).toMatch(/^\d{4}-12-31$/);
  const sent = finishes();
  const { user } = await uploadBothSides();
  expect(validityButton()).toHaveTextContent(dmy(read));
  expect(screen.getByText(/La leímos de tu INE/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ validUntil: read, curp: application().identity.curp });
  expect(application().confirmedIdentity?.validUntil).toBe(read);
});

test('the picker covers this year to 50 years ahead, and a corrected date is what is sent', async () => {
  const sent = finishes();
  const { user } = await uploadBothSides();
  await user.click(validityButton());
  const dialog = await screen.findByRole('dialog');
  const years = within(dialog).getByRole('combobox', { name: 'Año' }).querySelectorAll('option');
  const thisYear = new Date().getFullYear();
  expect([...years].map((o) => Number(o.value))).toEqual(
    Array.from({ length: 51 }, (_, i) => thisYear + 50 - i),
  );
  const corrected = `${thisYear + 7}-12-31`;
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Año' }), String(thisYear + 7));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mes' }), '12');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Día' }), '31');
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  expect(validityButton()).toHaveTextContent(dmy(corrected));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
  expect(sent[0]).toMatchObject({ validUntil: corrected });
});

test('an expired INE is said so, not prefilled; nothing is sent until a validity is chosen', async () => {
  application().identity.documentValidUntil = '2019-12-31';
  const sent = finishes();
  const { user } = await uploadBothSides();
  expect(
    screen.getByText(
      'Tu INE venció el 31-12-2019. Usa una identificación vigente; si la fecha se leyó mal, elige la correcta.',
    ),
  ).toBeInTheDocument();
  expect(validityButton()).toHaveTextContent('Seleccionar');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(await screen.findByText('Elige la vigencia de tu INE')).toBeInTheDocument();
  expect(currentPath()).toBe(PATHS.idCardAuthentication);
  expect(sent).toHaveLength(0);
  await user.click(validityButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
  // Nothing picked in the lists: the first date the picker offers, today.
  expect(sent[0]).toMatchObject({ validUntil: localToday() });
});

test('the contract carries the validity as an ISO date; the mock world refuses one in the past or beyond 50 years', async () => {
  expect(identitySchema.shape.validUntil.safeParse('2031-12-31').success).toBe(true);
  expect(identitySchema.shape.validUntil.safeParse('2031').success).toBe(false);
  // The document is read first (the mock world wants a reading of the latest uploads before finish-ocr).
  await uploadBothSides();
  const document = identityOnDocument(application().identity);
  const finish = async (validUntil: string) =>
    (
      (await wireCall('/store/finish-ocr', { ...document, validUntil }, { token: REGISTERED_TOKEN }))
        .body as { code: number }
    ).code;
  const worldToday = new Date(runtime.world.now()).toISOString().slice(0, 10);
  expect(await finish('2019-12-31')).toBe(APPLICATION_ERRORS.DOCUMENT_EXPIRED.code);
  expect(await finish(addYears(worldToday, 51))).toBe(APPLICATION_ERRORS.DOCUMENT_EXPIRED.code);
  expect(await finish(addYears(worldToday, 50))).toBe(0);
  expect(application().confirmedIdentity?.validUntil).toBe(addYears(worldToday, 50));
});
