import { useMemo } from 'react';
import type { JourneyFile } from '../../../scenarios/journey/format';
import { renderReportHtml, renderReportMarkdown } from '../../../scenarios/compliance/report';
import { reviewJourney, type ComplianceReview } from '../../../scenarios/compliance/review';
import { useReleaseModel } from './release-model';

/** What the Review tab needs of the Journey panel's model. */
export interface ReviewedJourney {
  opened: { name: string; file: JourneyFile } | null;
  goTo: (index: number) => void;
}

/** The review of an opened journey (null when none is open). Pure: the hook only memoises it. */
export function reviewOf(opened: ReviewedJourney['opened']): ComplianceReview | null {
  return opened ? reviewJourney(opened.file) : null;
}

/** The review of an opened journey, or why it could not be made: a journey the review fails on is reported, not thrown. */
export function reviewOutcome(opened: ReviewedJourney['opened']): {
  review: ComplianceReview | null;
  error: string | null;
} {
  try {
    return { review: reviewOf(opened), error: null };
  } catch (error) {
    return { review: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The report's file name for a journey name (`x.journey.json` -> `x.review.html`). */
export function reportFileName(name: string, extension: 'html' | 'md' = 'html'): string {
  const base = name.replace(/\.journey\.json$|\.json$/i, '') || 'journey';
  return `${base}.review.${extension}`;
}

/** Opens a text as a file in a new window (print) or as a download (save). */
export interface ReportSink {
  open(html: string): void;
  download(name: string, text: string, type: string): void;
}

/** The browser's way: a blob URL in a new window that prints itself when loaded; a link that downloads. */
export const browserReportSink: ReportSink = {
  open(html) {
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    const win = window.open(url, '_blank');
    win?.addEventListener('load', () => win.print());
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
  download(name, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

/**
 * The Review tab's model: the compliance review of the journey opened in the Journey panel, a jump to any
 * step it names (the Journey panel moves there and is shown), and the printable report.
 */
export function useReviewModel(
  journey: ReviewedJourney,
  showJourney: () => void,
  sink: ReportSink = browserReportSink,
) {
  const opened = journey.opened;
  // The review runs while the simulator renders: a throw here would take every panel down with it.
  const { review, error } = useMemo(() => reviewOutcome(opened), [opened]);
  const html = () => (review ? renderReportHtml(review) : null);
  const release = useReleaseModel();
  return {
    /** The release review of a chosen folder of journeys (as `npm run journey -- review-all DIR`). */
    release,
    name: opened?.name ?? null,
    review,
    /** Why the opened journey could not be reviewed (the review failed on its data), or null. */
    error,
    /** Moves the Journey panel to an entry and shows it. */
    goTo: (seq: number) => {
      journey.goTo(seq);
      showJourney();
    },
    html,
    markdown: () => (review ? renderReportMarkdown(review) : null),
    print: () => {
      const page = html();
      if (page) sink.open(page);
    },
    save: () => {
      const page = html();
      if (page && opened) sink.download(reportFileName(opened.name), page, 'text/html');
    },
    saveMarkdown: () => {
      const text = review ? renderReportMarkdown(review) : null;
      if (text && opened) sink.download(reportFileName(opened.name, 'md'), text, 'text/markdown');
    },
  };
}
