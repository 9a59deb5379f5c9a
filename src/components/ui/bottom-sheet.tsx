import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A half-screen popup (spec section 9: "picker popup takes half of the screen height"), as a modal
 * dialog: labelled by its title, closed by Escape, the backdrop or the close button; focus moves in on
 * open and returns to the opener on close.
 */
export function BottomSheet({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  full = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Taller than half the screen (long texts). */
  full?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The caller's latest onClose, for the Escape key. Callers pass a new function on each render (a picker
  // re-renders on each letter of its search, a date sheet on each day chosen): the focus effect below must not
  // depend on it, or each render would send focus to the opener and back to the panel (decision 0073).
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  // Runs when the sheet opens and when it closes only: focus moves in once, and back to the opener once.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    node?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latestOnClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener when the focus was this sheet's (or went with it): not when another sheet that
      // opened meanwhile has it (a popup on arrival while this one closes).
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active))
        opener?.focus?.({ preventScroll: true });
    };
  }, [open]);
  // Focus lost while the sheet is open (the screen under it hidden for a moment by a loading boundary, the
  // focused element removed): back into the sheet at its next render. Focus inside it stays where it is.
  useEffect(() => {
    const active = document.activeElement;
    if (open && (!active || active === document.body)) panel.current?.focus({ preventScroll: true });
  });
  if (!open) return null;
  return (
    <div className="sheet">
      <div className="sheet__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`sheet__panel${full ? ' sheet__panel--full' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
