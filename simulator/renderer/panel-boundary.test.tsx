import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MockInstance } from 'vitest';
import { PanelBoundary } from './panel-boundary';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // React and the boundary log the caught error: expected here.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

let broken = true;
function Panel() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'loanOrderId')");
  return <p>Review of the journey</p>;
}

/** A panel beside another part of the simulator that has state of its own. */
function Simulator() {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Phone ({taps})
      </button>
      <PanelBoundary name="Review">
        <Panel />
      </PanelBoundary>
    </>
  );
}

describe('PanelBoundary (decision 0065)', () => {
  it('shows a panel’s crash in the panel with its message; the rest keeps working; try again renders it anew', async () => {
    broken = true;
    const user = userEvent.setup();
    render(<Simulator />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The Review panel failed: Cannot read properties of undefined (reading 'loanOrderId')",
    );
    expect(screen.getByRole('region', { name: 'Review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phone (0)' }));
    expect(screen.getByRole('button', { name: 'Phone (1)' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Review of the journey')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
