import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { currentPath } from './render-app';

/**
 * From the to-borrow screen, as the borrower does it: an amount, «Continuar», the terms accepted,
 * «Confirmar préstamo» and «Enviar solicitud»; resolves once the app shows the review screen.
 */
export async function borrowAndSubmit(user: UserEvent, amount = '2000'): Promise<void> {
  const field = await screen.findByLabelText(/Monto \(MXN/);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.productDetails));
  await user.click(await screen.findByRole('checkbox', { name: /He leído y acepto/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Enviar tu solicitud?' });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.review));
}
