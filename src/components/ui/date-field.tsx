import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { BottomSheet } from './bottom-sheet';
import { SheetTrigger } from './sheet-trigger';

const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Days in a month of a year (real calendar, leap years included). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseIso(iso: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date as year, month (1-12) and day. */
type Ymd = { y: number; m: number; d: number };

/** The nearest real date to `p` within [lo, hi]. */
function clampDate(p: Ymd, lo: Ymd, hi: Ymd): Ymd {
  let { y, m, d } = p;
  y = Math.min(Math.max(y, lo.y), hi.y);
  if (y === lo.y && m < lo.m) m = lo.m;
  if (y === hi.y && m > hi.m) m = hi.m;
  d = Math.min(d, daysIn(y, m));
  if (y === lo.y && m === lo.m && d < lo.d) d = lo.d;
  if (y === hi.y && m === hi.m && d > hi.d) d = hi.d;
  return { y, m, d };
}

/** The years, months and days a borrower may pick with `draft` chosen, within [lo, hi]. */
function choicesFor(draft: Ymd, lo: Ymd, hi: Ymd): { years: number[]; months: number[]; days: number[] } {
  const years: number[] = [];
  for (let y = hi.y; y >= lo.y; y -= 1) years.push(y);
  const months = Array.from({ length: 12 }, (_, i) => i + 1).filter(
    (m) => !(draft.y === lo.y && m < lo.m) && !(draft.y === hi.y && m > hi.m),
  );
  const days = Array.from({ length: daysIn(draft.y, draft.m) }, (_, i) => i + 1).filter(
    (d) =>
      !(draft.y === lo.y && draft.m === lo.m && d < lo.d) &&
      !(draft.y === hi.y && draft.m === hi.m && d > hi.d),
  );
  return { years, months, days };
}

/** Shows an ISO date as day-month-year (spec: "shown day-month-year"). */
export function formatDayMonthYear(iso: string): string {
  const p = parseIso(iso);
  return p ? `${pad(p.d)}-${pad(p.m)}-${p.y}` : '';
}

/**
 * A date picker in a half-screen popup with day, month and year lists limited to [min, max] (ISO dates).
 * The day list follows the chosen month and year, so only real calendar dates can be picked.
 */
export function DateField({
  label,
  value,
  min,
  max,
  onChange,
  required,
  error,
  initial,
}: {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (iso: string) => void;
  required?: boolean;
  error?: string | undefined;
  /** Where the lists start when nothing is chosen yet (default: max). */
  initial?: string;
}) {
  const { t, language } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const lo = parseIso(min)!;
  const hi = parseIso(max)!;
  const start = parseIso(value) ?? parseIso(initial ?? max)!;
  const [draft, setDraft] = useState(start);

  const clamp = (p: Ymd) => clampDate(p, lo, hi);
  return (
    <SheetTrigger
      id={id}
      label={label}
      required={required}
      error={error}
      empty={!value}
      onOpen={() => {
        setDraft(clamp(parseIso(value) ?? start));
        setOpen(true);
      }}
      sheet={
        <BottomSheet
          open={open}
          title={label}
          onClose={() => setOpen(false)}
          closeLabel={t('app.close')}
          footer={
            <button
              type="button"
              className="btn btn--block"
              onClick={() => {
                onChange(`${draft.y}-${pad(draft.m)}-${pad(draft.d)}`);
                setOpen(false);
              }}
            >
              {t('app.ok')}
            </button>
          }
        >
          <DateColumns
            draft={draft}
            lo={lo}
            hi={hi}
            months={language === 'es' ? MONTHS_ES : MONTHS_EN}
            onPick={(p) => setDraft(clamp(p))}
          />
        </BottomSheet>
      }
    >
      {value ? formatDayMonthYear(value) : t('app.choose')}
    </SheetTrigger>
  );
}

/** The day, month and year columns of the date sheet. */
function DateColumns({
  draft,
  lo,
  hi,
  months,
  onPick,
}: {
  draft: Ymd;
  lo: Ymd;
  hi: Ymd;
  months: string[];
  onPick: (p: Ymd) => void;
}) {
  const { t } = useT();
  const choices = choicesFor(draft, lo, hi);
  return (
    <div className="date-columns">
      <DateColumn
        label={t('app.day')}
        value={draft.d}
        values={choices.days}
        show={pad}
        onPick={(d) => onPick({ ...draft, d })}
      />
      <DateColumn
        label={t('app.month')}
        value={draft.m}
        values={choices.months}
        show={(m) => months[m - 1] ?? String(m)}
        onPick={(m) => onPick({ ...draft, m })}
      />
      <DateColumn
        label={t('app.year')}
        value={draft.y}
        values={choices.years}
        show={String}
        onPick={(y) => onPick({ ...draft, y })}
      />
    </div>
  );
}

/** One column of the date sheet (day, month or year) as a native list: the phone's own picker. */
function DateColumn({
  label,
  value,
  values,
  show,
  onPick,
}: {
  label: string;
  value: number;
  values: readonly number[];
  show: (n: number) => string;
  onPick: (n: number) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={value} onChange={(e) => onPick(Number(e.target.value))}>
        {values.map((n) => (
          <option key={n} value={n}>
            {show(n)}
          </option>
        ))}
      </select>
    </label>
  );
}
