import { useEffect, useRef, useState } from 'react';
import { Replayer } from 'rrweb';
import 'rrweb/dist/style.css';
import type { ScreenAtStep } from './screen-index';

/** Width of the drawn screen in the panel, CSS pixels. */
const SHOWN_WIDTH = 270;

/**
 * The screen the borrower saw at a step: rrweb's Replayer rebuilds the last full snapshot and applies the
 * incremental events up to the step, paused, in its own iframe (sandbox `allow-same-origin`: no scripts).
 */
export function ScreenView({ screen }: { screen: ScreenAtStep | null }) {
  const root = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const events = screen?.events ?? null;

  useEffect(() => {
    const host = root.current;
    if (!host || !events || events.length < 2) return;
    let replayer: Replayer | null = null;
    try {
      replayer = new Replayer(events, {
        root: host,
        mouseTail: false,
        showWarning: false,
        triggerFocus: false,
        skipInactive: false,
        speed: 1,
      });
      const meta = events[0]!.data as { width?: number; height?: number };
      setSize({ width: meta.width ?? 360, height: meta.height ?? 740 });
      // Paused at the last event: everything up to the step applied at once, nothing playing.
      replayer.pause(events[events.length - 1]!.timestamp - events[0]!.timestamp);
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    return () => {
      replayer?.destroy();
      host.replaceChildren();
    };
  }, [events]);

  if (!screen) return <p className="muted">No screen recorded up to this step.</p>;
  const scale = size ? SHOWN_WIDTH / size.width : 0.75;
  return (
    <figure className="journey-screen" aria-label="Screen at this step" style={{ margin: 0 }}>
      <div
        style={{
          width: SHOWN_WIDTH,
          height: size ? Math.round(size.height * scale) : 480,
          overflow: 'hidden',
          border: '1px solid #8884',
          position: 'relative',
        }}
      >
        <div
          ref={root}
          className="journey-screen__replayer"
          style={{
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            position: 'absolute',
            left: 0,
            top: 0,
          }}
        />
      </div>
      <figcaption className="muted">
        Screen from entries #{screen.fromSeq}–#{screen.toSeq}
        {error ? ` (cannot draw it: ${error})` : ''}
      </figcaption>
    </figure>
  );
}
