import { useState } from 'react';
import type { AppState } from '../../domain/state';
import { validityRange } from '../../domain/validation/calendar';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import './application.texts';
import { localToday } from './field-checks';
import { EMPTY_DOCUMENT, SIDES, TRANSIENT, useSideUpload } from './id-card-sides';
import { recognizeDocument } from './identity.effects';
import './identity.texts';
import { usePermission } from './use-permission';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

/** What the document reading (OCR) of the uploaded pair found, as the state holds it. */
export const selectReading = (state: AppState) => state.application.documentReading ?? null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The validity to confirm: the borrower's pick, else what the OCR read when the picker offers it (today to
 * 50 years ahead). A reading in the past is an expired document: shown, never prefilled.
 */
export function validityOf(today: string, picked: string, read: string | undefined) {
  const range = validityRange(today);
  const inRange = (iso: string | undefined): iso is string =>
    iso !== undefined && ISO_DATE.test(iso) && iso >= range.min && iso <= range.max;
  return {
    range,
    validUntil: inRange(picked) ? picked : inRange(read) ? read : '',
    readInRange: inRange(read),
    readExpired: read !== undefined && ISO_DATE.test(read) && read < range.min,
  };
}

/**
 * Both sides are up (now, or restored from the draft after a reload): the pair is read, and a new pair reads
 * again. A result about another pair of photos (one side was replaced since) does not count.
 */
function useDocumentReading(frontFileId: string, backFileId: string) {
  const currentKey = frontFileId && backFileId ? `${frontFileId}|${backFileId}` : null;
  const reading = useLoad(
    recognizeDocument,
    { frontFileId, backFileId },
    { key: currentKey ?? '', select: selectReading, enabled: currentKey !== null },
  );
  const now = currentKey !== null && !reading.pending ? reading.state : null;
  return {
    identity: now?.status === 'loaded' ? now.data : null,
    error: now?.status === 'failed' ? { message: now.message, retake: !TRANSIENT.has(now.errorCode) } : null,
    isReading: currentKey !== null && (reading.pending || now?.status === 'loading'),
    retry: () => reading.reload(),
  };
}

/**
 * The identity document step's model: the two sides' uploads (id-card-sides.tsx), the reading of the pair,
 * the validity to confirm, and "Next" (`/store/finish-ocr` with what was read and the validity).
 */
export function useDocumentStepModel() {
  const { t } = useT();
  // The INE's photos and numbers: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const native = useStore<EffectDeps>().deps.isNative();
  const camera = usePermission('camera');
  const { values, update } = useStepDraft('idCardAuthentication', EMPTY_DOCUMENT);
  const front = useSideUpload('curpFront', update, camera.ensure);
  const back = useSideUpload('curpBack', update, camera.ensure);
  const sides = { curpFront: front, curpBack: back };
  const [attempted, setAttempted] = useState(false);
  const [notReady, setNotReady] = useState<string | null>(null);
  const { save, pending: submitting, failure } = useStepSave('idCardAuthentication');
  const [today] = useState(localToday);
  const { frontFileId, backFileId } = values;
  const reading = useDocumentReading(frontFileId, backFileId);
  const { identity, isReading } = reading;
  const validity = validityOf(today, values.validUntil, identity?.validUntil);
  const { validUntil } = validity;
  const anyBusy = SIDES.some((side) => sides[side].view.busy !== null);

  function submit() {
    setAttempted(true);
    const bothUp = frontFileId !== '' && backFileId !== '';
    const problem = !bothUp
      ? 'application.fixErrors'
      : !identity || anyBusy
        ? isReading
          ? 'identity.document.wait'
          : null
        : validUntil === ''
          ? 'application.fixErrors'
          : null;
    setNotReady(problem === null ? null : t(problem));
    if (bothUp && identity && !anyBusy && validUntil !== '') save({ ...identity, validUntil });
  }

  return {
    camera,
    native,
    values,
    sides,
    attempted,
    submitting,
    anyBusy,
    reading,
    validity,
    pickValidity: (iso: string) => update({ validUntil: iso }),
    submit,
    submitError: notReady ?? failure?.message ?? null,
  };
}

export type DocumentStepModel = ReturnType<typeof useDocumentStepModel>;
