import { describe, expect, test } from 'vitest';
import { controlsOf, messageShown, messagesShown, openDialogs, parseAriaSnapshot, smsShown } from './aria';

// What Playwright's ariaSnapshot() gave for the login screen with the emulated native login open.
const LOGIN = `- main:
  - button "Atrás"
  - heading "Iniciar sesión" [level=1]
  - button "Continuar con la app" [disabled]
  - form "Iniciar sesión":
    - textbox "Número de celular"
    - button "Enviar código" [disabled]
    - paragraph:
      - text: Al continuar aceptas los
      - link "Términos y condiciones":
        - /url: "#/terms_of_service"
- dialog "Inicio de sesión de la app":
  - heading "Inicio de sesión de la app" [level=1]
  - status:
    - strong: Mensaje nuevo
    - text: "SMS de Cuota: tu código es 855812"
    - button "Usar código"
  - textbox "Número de celular": "5512345678"
  - button "Entrar"
  - radio "Sí" [checked]
- 'button "Nota: con \\"comillas\\""'
- radiogroup "Pregunta 1":
  - radio "No"
- radiogroup "Pregunta 2":
  - radio "No" [checked=false]
`;

describe('parseAriaSnapshot', () => {
  test('reads roles, names, attributes and values into a tree', () => {
    const roots = parseAriaSnapshot(LOGIN);
    expect(roots.map((r) => r.role)).toEqual(['main', 'dialog', 'button', 'radiogroup', 'radiogroup']);
    const main = roots[0]!;
    expect(main.children[2]).toMatchObject({
      role: 'button',
      name: 'Continuar con la app',
      attributes: { disabled: true },
    });
    expect(main.children[1]).toMatchObject({ role: 'heading', attributes: { level: '1' } });
    const dialog = roots[1]!;
    expect(dialog.children.find((c) => c.role === 'textbox')).toMatchObject({
      name: 'Número de celular',
      value: '5512345678',
    });
    expect(roots[2]).toMatchObject({ role: 'button', name: 'Nota: con "comillas"' });
  });

  test('lists controls with their container, dialog, state and duplicates', () => {
    const roots = parseAriaSnapshot(LOGIN);
    const controls = controlsOf(roots);
    const mobile = controls.filter((c) => c.name === 'Número de celular');
    expect(mobile).toHaveLength(2);
    expect(mobile[0]).toMatchObject({ within: 'Iniciar sesión', duplicate: 0 });
    expect(mobile[0]!.dialog).toBeUndefined();
    expect(mobile[1]).toMatchObject({
      dialog: 'Inicio de sesión de la app',
      duplicate: 1,
      value: '5512345678',
    });
    expect(controls.find((c) => c.name === 'Continuar con la app')?.disabled).toBe(true);
    expect(controls.find((c) => c.name === 'Sí')?.checked).toBe(true);
    const noes = controls.filter((c) => c.name === 'No');
    expect(noes.map((c) => c.within)).toEqual(['Pregunta 1', 'Pregunta 2']);
    expect(noes[1]!.checked).toBe(false);
    // Headings and paragraphs are not controls; links are.
    expect(controls.some((c) => c.role === 'link' && c.name === 'Términos y condiciones')).toBe(true);
    expect(controls.some((c) => (c.role as string) === 'heading')).toBe(false);
  });

  test('finds open dialogs and a shown SMS code', () => {
    const roots = parseAriaSnapshot(LOGIN);
    expect(openDialogs(roots)).toEqual(['Inicio de sesión de la app']);
    expect(smsShown(roots)).toBe(true);
    expect(smsShown(parseAriaSnapshot('- status: Sesión iniciada'))).toBe(false);
  });

  test('finds a message on screen: a status line or an alert with text', () => {
    expect(messageShown(parseAriaSnapshot('- main:\n  - status: Información actualizada'))).toBe(true);
    expect(messageShown(parseAriaSnapshot('- alert: Sin conexión'))).toBe(true);
    expect(messageShown(parseAriaSnapshot('- main:\n  - button "Enviar"'))).toBe(false);
    expect(
      messagesShown(
        parseAriaSnapshot('- main:\n  - alert: Revisa el formato\n  - status: Guardado\n  - button "Enviar"'),
      ),
    ).toEqual(['Revisa el formato', 'Guardado']);
  });
});
