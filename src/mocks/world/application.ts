import type { Identity, Quota } from '../../api/contracts/store';
import { PROGRESS } from '../../domain/progress';
import type { MockApplication, QuotaReview, UploadedImage } from './application-file';
import { buildClabe, fullNameOf, makeIdentity, type BorrowerIdentity } from './identity';
import type { MockUser } from './records';
import { DAY, MINUTE } from './time';
import type { MockWorld } from './world';

/**
 * What the world does with a borrower's application file (its shape: application-file.ts): creates it,
 * stores images, fills it for presets, and runs the quota review that follows it. The review is not a
 * timer: its outcome is read lazily against the world clock.
 */

/** The borrower's application file, created (with their identity) on first use. */
export function applicationOf(world: MockWorld, user: MockUser): MockApplication {
  if (!user.application) {
    const known = user.profile
      ? {
          firstName: user.profile.firstName,
          lastName: user.profile.lastName,
          birthday: user.profile.birthday,
          gender: user.profile.gender,
          email: user.profile.email,
        }
      : undefined;
    user.application = {
      identity: makeIdentity(world.seed, user.mobile, world.clock.startedAt, known),
      images: {},
      liveness: [],
    };
  }
  return user.application;
}

/** Tells the world's listeners (the browser's saved copy, the simulator) that a borrower changed. */
export function touchUser(world: MockWorld, user: MockUser): void {
  world.updateUser(user.mobile, {});
}

/** The identity as the document's OCR reads it (and as the contracts carry it). */
export function identityOnDocument(identity: BorrowerIdentity): Identity {
  return {
    curp: identity.curp,
    firstName: identity.firstName,
    ...(identity.middleName !== undefined ? { middleName: identity.middleName } : {}),
    lastName: identity.lastName,
    birthday: identity.birthday,
    gender: identity.gender,
    state: identity.state,
    city: identity.city,
    address: identity.address,
    pinCode: identity.pinCode,
    ...(identity.documentValidUntil !== undefined ? { validUntil: identity.documentValidUntil } : {}),
  };
}

/** Starts the quota review of a finished application: seeded length, outcome and amount. */
export function startQuotaReview(world: MockWorld, app: MockApplication): QuotaReview {
  const { reviewMinutes, quotaRange, quotaDecision, reapplyDays } = world.config.application;
  const now = world.now();
  const minutes = world.faker.number.int({ min: reviewMinutes[0], max: reviewMinutes[1] });
  const hundreds = world.faker.number.int({ min: quotaRange[0] / 100, max: quotaRange[1] / 100 });
  const review: QuotaReview = {
    startedAt: now,
    until: now + minutes * MINUTE,
    decision: quotaDecision === 'grant' ? 'granted' : 'rejected',
    amount: quotaDecision === 'grant' ? hundreds * 100 : 0,
    reapplyAfterDays: world.faker.number.int({ min: reapplyDays[0], max: reapplyDays[1] }),
  };
  app.quotaReview = review;
  return review;
}

/** The borrower's quota now: none, reviewing until the clock reaches the review's end, then its outcome. */
export function quotaOf(world: MockWorld, user: MockUser): Quota {
  const review = user.application?.quotaReview;
  const none: Quota = {
    status: 'none',
    amount: 0,
    availableAmount: 0,
    reviewUntil: null,
    reapplyAfterDays: null,
  };
  if (!review) return none;
  const now = world.now();
  if (now < review.until) return { ...none, status: 'reviewing', reviewUntil: review.until };
  if (review.decision === 'rejected') {
    const waitMs = review.until + review.reapplyAfterDays * DAY - now;
    return { ...none, status: 'rejected', reapplyAfterDays: Math.max(0, Math.ceil(waitMs / DAY)) };
  }
  return { ...none, status: 'granted', amount: review.amount, availableAmount: review.amount };
}

/**
 * The progress code the backend reports: the stored one, except that a finished application (40) whose
 * quota was granted reads 42, waitForCreateStoreOrder (docs/decisions/0002: quota available, no order yet).
 */
export function reportedProgress(world: MockWorld, user: MockUser): number {
  if (user.progress === PROGRESS.userInfoFinish && quotaOf(world, user).status === 'granted')
    return PROGRESS.waitForCreateStoreOrder;
  return user.progress;
}

const placeholderImage = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="100%" height="100%" fill="#e5e7eb"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" fill="#6b7280">${label}</text></svg>`,
  )}`;

/** Remembers an uploaded image and gives it an id and a placeholder URL to show. */
export function storeImage(
  world: MockWorld,
  app: MockApplication,
  slot: keyof MockApplication['images'],
  file: { size: number; type: string },
): UploadedImage {
  const image: UploadedImage = {
    fileId: `img_${world.faker.string.alphanumeric({ length: 12, casing: 'lower' })}`,
    url: placeholderImage(slot),
    size: file.size,
    type: file.type,
    at: world.now(),
  };
  app.images[slot] = image;
  return image;
}

/** The identity images still missing. */
export function missingImages(app: MockApplication): ('curpFront' | 'curpBack' | 'face')[] {
  return (['curpFront', 'curpBack', 'face'] as const).filter((slot) => app.images[slot] === undefined);
}

/** Bank code (Banxico) of the account presets give borrowers: BBVA México. */
export const PRESET_BANK = { code: '40012', name: 'BBVA MEXICO' } as const;

type StepFill = (world: MockWorld, app: MockApplication, user: MockUser) => void;

function fillLoanQuestion(world: MockWorld, app: MockApplication): void {
  const f = world.faker;
  app.loanQuestion = {
    q1: f.datatype.boolean(),
    q2: f.number.int({ min: 0, max: 30 }),
    q3: f.helpers.arrayElement(['0-500', '500-1000', '1000-3000', '3000+'] as const),
    q4: f.number.int({ min: 0, max: 10 }),
    q5: f.number.int({ min: 0, max: 3 }),
  };
}

function fillIdCard(world: MockWorld, app: MockApplication): void {
  const front = storeImage(world, app, 'curpFront', { size: 412_000, type: 'image/jpeg' });
  const back = storeImage(world, app, 'curpBack', { size: 398_000, type: 'image/jpeg' });
  app.ocr = { frontFileId: front.fileId, backFileId: back.fileId, at: world.now() };
  app.confirmedIdentity = identityOnDocument(app.identity);
}

function fillFacial(world: MockWorld, app: MockApplication): void {
  const livenessId = `lv_${world.faker.string.alphanumeric({ length: 12, casing: 'lower' })}`;
  app.liveness = [{ livenessId, passed: true, score: 0.97, at: world.now() }];
  storeImage(world, app, 'face', { size: 220_000, type: 'image/jpeg' });
}

function fillPersonalInfo(world: MockWorld, app: MockApplication, user: MockUser): void {
  const { identity } = app;
  const f = world.faker;
  app.basicInfo = {
    firstName: identity.firstName,
    ...(identity.middleName !== undefined ? { middleName: identity.middleName } : {}),
    lastName: identity.lastName,
    inputBirthday: identity.birthday,
    gender: identity.gender,
    state: identity.state,
    city: identity.city,
    pinCode: identity.pinCode,
    address: identity.address,
    residenceType: f.helpers.arrayElement(['own', 'rented', 'other']),
    email: identity.email,
    maritalStatus: f.helpers.arrayElement(['single', 'married']),
    childrenNumber: f.helpers.arrayElement(['0', '1', '2']),
    education: f.helpers.arrayElement(['highSchool', 'bachelor']),
    loanPurpose: f.helpers.arrayElement(['education', 'health', 'personal']),
    nationalId: identity.curp,
    rfc: identity.rfc,
    nss: identity.nss,
  };
  user.name = fullNameOf(identity);
}

function fillAdditionalInfo(world: MockWorld, app: MockApplication): void {
  const f = world.faker;
  app.additionalInfo = {
    employmentType: 'employee',
    industryCategory: f.helpers.arrayElement(['sales', 'administrative', 'engineer']),
    industry: 'commerce',
    jobExperience: '1-3',
    monthlySalary: '5000-10000',
    company: 'Comercializadora del Centro',
    payFrequency: 'monthly',
    monthlyPayday: String(f.number.int({ min: 1, max: 28 })),
    incomeSource: 'self',
  };
}

function fillEmergencyContacts(world: MockWorld, app: MockApplication): void {
  const f = world.faker;
  app.emergencyContacts = [
    {
      relationship: 'parents',
      name: `${f.person.firstName()} ${app.identity.paternalSurname}`,
      phone: world.fakeMobile(),
    },
    {
      relationship: 'friends',
      name: `${f.person.firstName()} ${f.person.lastName()}`,
      phone: world.fakeMobile(),
    },
  ];
}

function fillBankCard(world: MockWorld, app: MockApplication): void {
  const f = world.faker;
  app.bankCard = {
    cardId: `card_${f.string.alphanumeric({ length: 10, casing: 'lower' })}`,
    holderName: fullNameOf(app.identity),
    curp: app.identity.curp,
    cardType: 'clabe',
    cardNumber: buildClabe(PRESET_BANK.code, f.string.numeric(3), f.string.numeric(11)),
    bankCode: PRESET_BANK.code,
    bankName: PRESET_BANK.name,
    at: world.now(),
  };
}

/** What each step leaves in the file, in the order of the steps (the faker draws follow this order). */
const STEP_FILLS: readonly (readonly [step: number, fill: StepFill])[] = [
  [PROGRESS.loanQuestion, fillLoanQuestion],
  [PROGRESS.idCardAuthentication, fillIdCard],
  [PROGRESS.idCardFacial, fillFacial],
  [PROGRESS.personalInfomation, fillPersonalInfo],
  [PROGRESS.additionalInfomation, fillAdditionalInfo],
  [PROGRESS.emergencyContact, fillEmergencyContacts],
  [PROGRESS.addBankCard, fillBankCard],
];

/**
 * Fills a borrower's file as if they had completed every step below `progress`, with data consistent
 * with their identity (presets use it), and sets the progress.
 */
export function fillApplicationUpTo(world: MockWorld, user: MockUser, progress: number): MockApplication {
  const app = applicationOf(world, user);
  for (const [step, fill] of STEP_FILLS) if (progress > step) fill(world, app, user);
  user.progress = progress;
  touchUser(world, user);
  return app;
}
