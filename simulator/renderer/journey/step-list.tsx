import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { JourneyEntry } from '../../../scenarios/journey/format';
import { summarizeEntry } from './search';

/** Rows drawn in full below this count; longer lists draw only what is in view. */
export const FULL_LIST_LIMIT = 400;
const ROW_HEIGHT = 26;

/**
 * The journey's steps as an ordered list, virtualised: only the rows in view (plus a few) are in the DOM,
 * each keeping its position in the list (aria-posinset / aria-setsize). The selected row is scrolled into view.
 */
export function StepList({
  entries,
  selected,
  onSelect,
  bookmarks,
  noted,
  matches,
}: {
  entries: readonly JourneyEntry[];
  selected: number;
  onSelect: (index: number) => void;
  bookmarks: ReadonlySet<number>;
  noted: ReadonlySet<number>;
  matches: ReadonlySet<number>;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = entries.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Short journeys are drawn whole (every step findable at once); long ones only around the view.
    overscan: count <= FULL_LIST_LIMIT ? count : 10,
    initialRect: { width: 300, height: 480 },
  });

  useEffect(() => {
    if (selected >= 0 && selected < count) virtualizer.scrollToIndex(selected, { align: 'auto' });
  }, [selected, count, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scroller}
      className="rows journey-steps"
      style={{ overflow: 'auto', maxHeight: 480, minWidth: 280 }}
    >
      <ol
        aria-label="Journey steps"
        style={{
          position: 'relative',
          height: virtualizer.getTotalSize(),
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {items.map((item) => {
          const entry = entries[item.index]!;
          const marks = `${bookmarks.has(entry.seq) ? ' ★' : ''}${noted.has(entry.seq) ? ' ✎' : ''}`;
          return (
            <li
              key={entry.seq}
              aria-posinset={item.index + 1}
              aria-setsize={count}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <button
                type="button"
                className={`${item.index === selected ? 'row row--selected' : 'row'}${matches.has(item.index) ? ' row--match' : ''}`}
                aria-current={item.index === selected ? 'step' : undefined}
                onClick={() => onSelect(item.index)}
              >
                <span className="muted">#{entry.seq}</span> {summarizeEntry(entry)}
                {marks}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
