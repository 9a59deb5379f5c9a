import { screen } from '@testing-library/react';
import { installMockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';

const runtime = installMockServer();

describe('customer services: the e-mail link of the backend configuration (issue 30)', () => {
  test('a well-formed address is a mailto: link', async () => {
    runtime.world.setConfig({ customerServiceEmail: 'ayuda@cuota.mx' });
    await renderApp('/user_center/customer_services');
    expect(await screen.findByRole('link', { name: 'ayuda@cuota.mx' })).toHaveAttribute(
      'href',
      'mailto:ayuda@cuota.mx',
    );
  });

  test('an address with a query or a second recipient is shown as text, never as a link', async () => {
    const email = 'ayuda@cuota.mx?cc=cobranza@evil.example&body=Envia%20tu%20CLABE';
    runtime.world.setConfig({ customerServiceEmail: email });
    await renderApp('/user_center/customer_services');
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: email })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    // It can still be copied.
    expect(screen.getByRole('button', { name: 'Copiar correo' })).toBeInTheDocument();
  });
});
