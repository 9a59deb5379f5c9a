import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n';
import { showToast, ToastHost } from './toast';

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
