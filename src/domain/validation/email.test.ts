import { checkEmail, mailtoHref } from './email';
import { checkEmail as checkEmailOfFields } from './fields';

describe('mailtoHref', () => {
  test('links one well-formed address, each part percent-encoded', () => {
    expect(mailtoHref('soporte@cuota.mx')).toBe('mailto:soporte@cuota.mx');
    expect(mailtoHref('atención.cliente@cuota.com.mx')).toBe('mailto:atenci%C3%B3n.cliente@cuota.com.mx');
  });

  test.each([
    'soporte@cuota.mx?cc=otro@evil.example',
    'soporte@cuota.mx?body=Envia%20tu%20CLABE',
    'soporte@cuota.mx&subject=x',
    'soporte@cuota.mx,otro@evil.example',
    'soporte@cuota.mx#frag',
    'javascript:alert(1)//@cuota.mx',
    'mailto:soporte@cuota.mx',
    ' soporte@cuota.mx',
    'sopo rte@cuota.mx',
    'soporte@cuota.mx\n',
    'soporte@cuota',
    '"a b"@cuota.mx',
    'soporte@localhost',
    '',
    `${'a'.repeat(95)}@cuota.mx`,
  ])('gives no link for %j', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });

  test('is the shared e-mail rule of the forms', () => {
    expect(checkEmailOfFields).toBe(checkEmail);
  });
});
