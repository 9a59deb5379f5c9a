import type { DocumentIdentity } from '../../domain/events';
import { personalDraftFromOcr, stateOptionOf } from './identity.effects';

const read: DocumentIdentity = {
  curp: 'GODE561231HDFRRN09',
  firstName: ' Enrique ',
  lastName: 'Gómez Díaz',
  birthday: '1956-12-31',
  gender: 1,
  state: 'Jalisco',
  city: 'Zapopan',
  address: 'Av. Juárez 12, Col. Centro',
  pinCode: '45100',
};

describe('stateOptionOf', () => {
  test.each([
    ['Jalisco', '14'],
    ['JALISCO', '14'],
    ['Michoacán', '16'],
    ['MICHOACAN DE OCAMPO', '16'],
    ['Ciudad de México', '09'],
    ['CDMX', '09'],
    ['Distrito Federal', '09'],
    ['México', '15'],
    ['Estado de México', '15'],
    ['Nuevo Leon', '19'],
    ['14', '14'],
    ['JC', '14'],
    ['MX-JAL', '14'],
  ])('%j is the state option %s', (printed, value) => {
    expect(stateOptionOf(printed)).toBe(value);
  });

  test('an unknown or missing state gives no option', () => {
    expect(stateOptionOf('Texas')).toBe('');
    expect(stateOptionOf('')).toBe('');
    expect(stateOptionOf(undefined)).toBe('');
  });
});

describe('personalDraftFromOcr', () => {
  test("fills the personal form with what the document says, in the form's own values", () => {
    expect(personalDraftFromOcr(read)).toEqual({
      firstName: 'Enrique',
      lastName: 'Gómez Díaz',
      inputBirthday: '1956-12-31',
      gender: '1',
      nationalId: 'GODE561231HDFRRN09',
      state: '14',
      city: 'zapopan',
      pinCode: '45100',
      address: 'Av. Juárez 12, Col. Centro',
    });
  });

  test('keeps what the borrower typed where the document says nothing', () => {
    const draft = personalDraftFromOcr(
      { ...read, state: undefined, city: undefined, address: undefined, pinCode: undefined, gender: 2 },
      { email: 'ana@correo.mx', address: 'Calle 5', state: '09', city: 'coyoacan' },
    );
    expect(draft).toMatchObject({
      email: 'ana@correo.mx',
      address: 'Calle 5',
      state: '09',
      city: 'coyoacan',
      gender: '2',
    });
  });

  test('a new state drops a city of the old one that the document does not confirm', () => {
    const draft = personalDraftFromOcr(
      { ...read, city: 'Ciudad Imaginaria' },
      { state: '09', city: 'coyoacan' },
    );
    expect(draft.state).toBe('14');
    expect(draft.city).toBe('');
  });
});
