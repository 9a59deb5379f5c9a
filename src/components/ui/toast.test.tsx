import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n';
import { showToast, toastDuration, ToastHost } from './toast';

describe('ToastHost', () => {
  afterEach(() => {
    act(() => setLanguage('es'));
    vi.useRealTimers();
  });

  test('a toast written before a language switch is not shown in the new language', () => {
    vi.useFakeTimers();
    act(() => setLanguage('en'));
    render(<ToastHost />);
    act(() => showToast('Information updated', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent('Information updated');
    act(() => setLanguage('es'));
    expect(screen.queryByText('Information updated')).toBeNull();
    act(() => showToast('Información actualizada', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent('Información actualizada');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** Moves the fake clock by `ms`. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('how long a toast stays (decision 0075)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('1 s plus 60 ms a character, never under 2.5 s nor over 10 s', () => {
    expect(toastDuration('Copiado')).toBe(2500);
    expect(toastDuration('x'.repeat(25))).toBe(2500);
    expect(toastDuration('x'.repeat(50))).toBe(4000);
    expect(toastDuration('ñ'.repeat(100))).toBe(7000);
    expect(toastDuration('x'.repeat(150))).toBe(10000);
    expect(toastDuration('x'.repeat(400))).toBe(10000);
  });

  test('a short text goes after 2.5 s', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => showToast('Copiado', 'success'));
    wait(2499);
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('the session message stays long enough to read (3.46 s), a 162-character text 10 s', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => showToast('La cuenta se registró en otro dispositivo', 'error'));
    const long = `${'Espera un momento, '.repeat(7)}e intenta de nuevo más tarde.`;
    expect(long).toHaveLength(162);
    act(() => showToast(long, 'info'));
    wait(3459);
    expect(screen.getByRole('alert')).toHaveTextContent('La cuenta se registró en otro dispositivo');
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
    wait(9999 - 3460);
    expect(screen.getByRole('status')).toHaveTextContent(long);
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
