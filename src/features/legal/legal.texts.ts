import type { MaybeLenderText } from '../../domain/lender';
import { registerTexts } from '../../i18n/i18n';
import { PRIVACY_POLICY } from './privacy-policy.document';
import { TERMS_OF_SERVICE } from './terms-of-service.document';

/**
 * One numbered section of a legal text: paragraphs, then an optional list. A paragraph that names the
 * lender has its wording without it (the lender's identity comes from the package configuration).
 */
export type LegalSection = {
  heading: string;
  body: MaybeLenderText[];
  items?: string[];
  /** A paragraph after the list. */
  after?: string[];
};

/** One legal document. */
export type LegalDocument = {
  intro: MaybeLenderText;
  sections: LegalSection[];
};

/** Both documents in one language. */
export type LegalLanguage = {
  updated: string;
  translationNote: string;
  privacy: LegalDocument;
  terms: LegalDocument;
};

/** Spanish: the privacy notice and the terms and conditions (the version that governs). */
const es: LegalLanguage = {
  updated: 'Última actualización: 1 de noviembre de 2026.',
  translationNote: 'La versión en español es la que rige.',
  privacy: PRIVACY_POLICY.es,
  terms: TERMS_OF_SERVICE.es,
};

/** English: the same documents, translated. */
const en: LegalLanguage = {
  updated: 'Last updated: November 1, 2026.',
  translationNote: 'This English text is a translation; the Spanish version governs.',
  privacy: PRIVACY_POLICY.en,
  terms: TERMS_OF_SERVICE.en,
};

/** The legal texts, registered under `legal` (they ship in the legal screens' chunk). */
export const texts = registerTexts('legal', { es, en });

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    legal: typeof texts.es;
  }
}
