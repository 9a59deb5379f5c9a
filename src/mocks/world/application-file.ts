import type {
  AdditionalInfo,
  BasicInfo,
  BankCard,
  EmergencyContacts,
  Identity,
  LoanQuestionAnswers,
} from '../../api/contracts/store';
import type { BorrowerIdentity } from './identity';

/**
 * What a borrower's application file holds (spec section 4, progress 5 to 40) and the switches of the
 * application backend. Plain data kept on the user, so it survives snapshots; images are remembered by
 * size and type only. What the steps do with it is in application.ts.
 */

/** An image the borrower uploaded (the bytes are not kept). */
export interface UploadedImage {
  fileId: string;
  url: string;
  size: number;
  type: string;
  at: number;
}

/** One liveness check. */
export interface LivenessCheck {
  livenessId: string;
  passed: boolean;
  score: number;
  at: number;
}

/** The disbursement account as saved. */
export interface SavedBankCard extends BankCard {
  cardId: string;
  at: number;
}

/** A quota review: decided when it starts, revealed when the world clock reaches `until`. */
export interface QuotaReview {
  startedAt: number;
  until: number;
  decision: 'granted' | 'rejected';
  /** Granted amount in pesos (0 when rejected). */
  amount: number;
  /** Days to wait before reapplying, counted from `until` (rejections). */
  reapplyAfterDays: number;
}

/** Everything a borrower has filed. */
export interface MockApplication {
  /** Who the borrower really is (what the document says). */
  identity: BorrowerIdentity;
  loanQuestion?: LoanQuestionAnswers;
  images: { curpFront?: UploadedImage; curpBack?: UploadedImage; face?: UploadedImage };
  /** The last successful OCR, on these two uploads. */
  ocr?: { frontFileId: string; backFileId: string; at: number };
  /** The identity the borrower confirmed with finish-ocr. */
  confirmedIdentity?: Identity;
  /** Recent liveness checks, newest last. */
  liveness: LivenessCheck[];
  basicInfo?: BasicInfo;
  additionalInfo?: AdditionalInfo;
  emergencyContacts?: EmergencyContacts['contacts'];
  bankCard?: SavedBankCard;
  quotaReview?: QuotaReview;
}

/** World switches of the application backend (presets and the simulator flip them). */
export interface ApplicationWorldConfig {
  /** Every OCR answers "document recognition failure". */
  failOcr: boolean;
  /** Every liveness check answers "face recognition failure". */
  failLiveness: boolean;
  /** Outcome of the quota reviews that start from now on. */
  quotaDecision: 'grant' | 'reject';
  /** Review length range in minutes of world time (spec: 10 to 60). */
  reviewMinutes: readonly [number, number];
  /** Granted quota range in pesos (whole hundreds). */
  quotaRange: readonly [number, number];
  /** Days before a rejected borrower may reapply. */
  reapplyDays: readonly [number, number];
}

/** The default switches: everything passes, reviews grant 3,000-8,000 after 10-60 minutes. */
export function defaultApplicationConfig(): ApplicationWorldConfig {
  return {
    failOcr: false,
    failLiveness: false,
    quotaDecision: 'grant',
    reviewMinutes: [10, 60],
    quotaRange: [3000, 8000],
    reapplyDays: [7, 30],
  };
}
