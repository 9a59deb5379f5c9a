import type { ChangeEvent } from 'react';

/**
 * The "take a photo" control. Inside the native app a button (the native camera is asked through the
 * bridge); in a browser a file input with camera capture (`environment` for documents, `user` for
 * selfies), shown as a full-width button whose text is the input's label.
 */
export function PhotoButton({
  label,
  native,
  facing,
  disabled = false,
  ghost = false,
  onFile,
  onCapture,
}: {
  label: string;
  native: boolean;
  facing: 'environment' | 'user';
  disabled?: boolean;
  ghost?: boolean;
  onFile: (file: File) => void;
  onCapture: () => void;
}) {
  const className = `btn btn--block${ghost ? ' btn--ghost' : ''}`;
  if (native) {
    return (
      <button type="button" className={className} disabled={disabled} onClick={onCapture}>
        {label}
      </button>
    );
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same photo again still counts as a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      className={className}
      style={{ position: 'relative', ...(disabled ? { opacity: 0.55, cursor: 'not-allowed' } : {}) }}
    >
      <input
        type="file"
        accept="image/*"
        capture={facing}
        disabled={disabled}
        onChange={onChange}
        className="visually-hidden"
      />
      {label}
    </label>
  );
}
