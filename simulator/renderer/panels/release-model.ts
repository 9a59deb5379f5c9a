import { useMemo, useState } from 'react';
import {
  journeyNameOf,
  reviewRelease,
  type ReleaseReview,
} from '../../../scenarios/compliance/release-review';
import { reviewJourney } from '../../../scenarios/compliance/review';
import type { ComplianceReview } from '../../../scenarios/compliance/review-types';
import { JourneyReadError, readJourney } from '../../../scenarios/journey/verify';

/** A file of the chosen folder: its name and text. */
export interface JourneyText {
  name: string;
  text: string;
}

/** Why a journey's text cannot be used (as `npm run journey -- review-all` says it). */
function unreadableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof JourneyReadError && error.code === 'tampered'
    ? `ALTERED: first altered entry ${error.firstBadSeq ?? '?'}: ${message}`
    : message;
}

/**
 * The release review of a folder's files, as `npm run journey -- review-all DIR` makes it: every
 * `*.journey.json` (by name), each parsed by the zod-validated reader and reviewed; a file that cannot be read is
 * listed as unreadable. Null when no `*.journey.json` was chosen. Pure (no DOM, no fs).
 */
export function releaseOfTexts(
  files: readonly JourneyText[],
  options: { allowUnsigned?: boolean } = {},
): ReleaseReview | null {
  const journeys = files
    .filter((f) => f.name.endsWith('.journey.json'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (journeys.length === 0) return null;
  const reviews: Array<{ name: string; review: ComplianceReview }> = [];
  const unreadable: Array<{ name: string; reason: string }> = [];
  const names = new Set<string>();
  for (const { name, text } of journeys) {
    const journeyName = journeyNameOf(name);
    if (names.has(journeyName)) {
      unreadable.push({ name, reason: `another chosen file is also named ${name}` });
      continue;
    }
    try {
      reviews.push({ name: journeyName, review: reviewJourney(readJourney(text)) });
      names.add(journeyName);
    } catch (error) {
      unreadable.push({ name, reason: unreadableReason(error) });
    }
  }
  return reviewRelease(reviews, { allowUnsigned: options.allowUnsigned ?? false, unreadable });
}

/** A chosen file as the browser gives it (a `File` has these). */
export interface ChosenFile {
  name: string;
  text(): Promise<string>;
}

/** The folder part of the Review tab: the chosen files' texts, the unsigned switch, and their release review. */
export function useReleaseModel() {
  const [texts, setTexts] = useState<JourneyText[] | null>(null);
  const [allowUnsigned, setAllowUnsigned] = useState(false);
  const release = useMemo(
    () => (texts ? releaseOfTexts(texts, { allowUnsigned }) : null),
    [texts, allowUnsigned],
  );
  return {
    /** True once a folder was chosen (its release may still be null: no journey in it). */
    chosen: texts !== null,
    release,
    allowUnsigned,
    setAllowUnsigned,
    /** Reads every chosen file's text (the `*.journey.json` ones are reviewed). */
    openFolder: async (files: readonly ChosenFile[]) => {
      const wanted = files.filter((f) => f.name.endsWith('.journey.json'));
      setTexts(
        await Promise.all(wanted.map(async (f) => ({ name: f.name, text: await f.text().catch(() => '') }))),
      );
    },
  };
}
