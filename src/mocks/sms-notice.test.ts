// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { showSmsNotice } from './sms-notice';
import type { SmsMessage } from './world/records';

const sms = (over: Partial<SmsMessage> = {}): SmsMessage => ({
  mobile: '5512345678',
  code: '123456',
  text: 'SMS de Cuota: tu código es 123456',
  purpose: 'login',
  lang: 'es',
  at: 0,
  ...over,
});

afterEach(() => document.getElementById('cuota-mock-sms')?.remove());

describe('SMS notice', () => {
  it('shows the SMS text as a status message', () => {
    showSmsNotice(sms());
    expect(screen.getByRole('status')).toHaveTextContent('SMS de Cuota: tu código es 123456');
  });

  it('renders markup in the text as plain text', () => {
    showSmsNotice(sms({ text: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('is dismissed by its close button, labelled in the SMS language', () => {
    showSmsNotice(sms({ lang: 'en', text: 'Cuota SMS: your code is 123456' }));
    screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.getElementById('cuota-mock-sms')).toBeNull();
  });

  it('stacks several notices and removes one at a time', () => {
    const first = showSmsNotice(sms());
    showSmsNotice(sms({ code: '654321', text: 'SMS de Cuota: tu código es 654321' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    first();
    expect(screen.getByRole('status')).toHaveTextContent('654321');
  });
});
