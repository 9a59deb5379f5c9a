import type { Identity } from '../../api/contracts/store';
import { bankByCode } from '../../domain/options/banks';
import {
  CHILDREN_NUMBERS,
  CONTACT_RELATIONS,
  EDUCATION_LEVELS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  RESIDENCE_TYPES,
} from '../../domain/options/profile-options';
import { STATES, citiesOf } from '../../domain/options/states';
import { PROGRESS } from '../../domain/progress';
import { checkMxPhone, checkNss, checkPostalCode, checkRfc } from '../../domain/validation/mx-identifiers';
import { validityRange } from '../../domain/validation/calendar';
import { checkContactName, checkEmail, sameName } from '../../domain/validation/fields';
import {
  applicationOf,
  identityOnDocument,
  missingImages,
  startQuotaReview,
  storeImage,
  touchUser,
} from '../world/application';
import type { MockApplication } from '../world/application-file';
import { fullNameOf } from '../world/identity';
import { loanProgress } from '../world/loan-lifecycle';
import type { MockUser } from '../world/records';
import {
  ageOn,
  checkAccount,
  checkEmployment,
  contactIssue,
  fileOrRequest,
  isRealDate,
  must,
  requireImage,
  requireOption,
  requireOwnCurp,
  todayOf,
} from './application-checks';
import { defineHandler, type HandlerContext, type MockRoute } from './define-handler';

/**
 * Mock application steps (spec sections 3-5): loan questions (progress 5), identity document and OCR (10),
 * liveness and face (15), personal (20), employment (25), emergency contacts (30) and bank card (35, which
 * starts the quota review). A step is accepted only when it is the borrower's current one, and what it
 * receives is checked as a real backend would (application-checks.ts), with catalogued errors in the
 * request's language.
 */

type Ctx = HandlerContext<unknown>;

/** The borrower and their file, when `step` is their current step. */
function atStep(ctx: Ctx, step: number): { user: MockUser; app: MockApplication } {
  const user = ctx.requireUser();
  if (user.progress > step) ctx.error('STEP_ALREADY_DONE');
  if (user.progress < step) ctx.error('STEP_NOT_REACHED');
  return { user, app: applicationOf(ctx.world, user) };
}

/** Moves the borrower to the next step and answers the new progress. */
function complete(ctx: Ctx, user: MockUser, next: number): { progress: number } {
  user.progress = next;
  touchUser(ctx.world, user);
  return { progress: next };
}

/** The face image endpoints share one behaviour; /user/saveFaceImage answers without the progress. */
async function saveFace(ctx: HandlerContext<{ file: Blob; livenessId?: string | undefined }>) {
  const { user, app } = atStep(ctx, PROGRESS.idCardFacial);
  const file = await requireImage(ctx, ctx.payload.file);
  const { livenessId } = ctx.payload;
  const check = livenessId === undefined ? undefined : app.liveness.find((l) => l.livenessId === livenessId);
  // With liveness switched on for the package, a face must come from a passed check.
  if ((livenessId !== undefined || ctx.world.config.featureMode.live === 1) && !check?.passed)
    ctx.error('LIVENESS_REQUIRED');
  const image = storeImage(ctx.world, app, 'face', file);
  touchUser(ctx.world, user);
  return { fileId: image.fileId, url: image.url, progress: user.progress };
}

async function uploadDocumentSide(ctx: HandlerContext<{ file: Blob }>, slot: 'curpFront' | 'curpBack') {
  const { user, app } = atStep(ctx, PROGRESS.idCardAuthentication);
  const file = await requireImage(ctx, ctx.payload.file);
  const image = storeImage(ctx.world, app, slot, file);
  // New photos need a new reading.
  delete app.ocr;
  touchUser(ctx.world, user);
  return { fileId: image.fileId, url: image.url };
}

/** The routes of the application steps. */
export const applicationHandlers: MockRoute[] = [
  defineHandler('saveLoanQuestions', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.loanQuestion);
    app.loanQuestion = { ...ctx.payload };
    return complete(ctx, user, PROGRESS.idCardAuthentication);
  }),

  defineHandler('uploadCurpFront', (ctx) => uploadDocumentSide(ctx, 'curpFront'), {
    invalidRequest: fileOrRequest,
  }),
  defineHandler('uploadCurpBack', (ctx) => uploadDocumentSide(ctx, 'curpBack'), {
    invalidRequest: fileOrRequest,
  }),

  defineHandler('ocrCertificate', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.idCardAuthentication);
    const { frontFileId, backFileId } = ctx.payload;
    if (app.images.curpFront?.fileId !== frontFileId || app.images.curpBack?.fileId !== backFileId)
      ctx.error('OCR_IMAGES_MISSING');
    if (ctx.world.config.application.failOcr) ctx.error('OCR_FAILED');
    app.ocr = { frontFileId, backFileId, at: ctx.world.now() };
    touchUser(ctx.world, user);
    return identityOnDocument(app.identity);
  }),

  defineHandler('finishOcr', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.idCardAuthentication);
    const { images, ocr } = app;
    if (!ocr || ocr.frontFileId !== images.curpFront?.fileId || ocr.backFileId !== images.curpBack?.fileId)
      ctx.error('OCR_NOT_DONE');
    const curp = requireOwnCurp(ctx, app, ctx.payload.curp);
    if (ctx.payload.birthday !== app.identity.birthday) ctx.error('IDENTITY_MISMATCH', { field: 'birthday' });
    if (ctx.payload.gender !== app.identity.gender) ctx.error('IDENTITY_MISMATCH', { field: 'gender' });
    // The validity the borrower confirmed with the picker: from today to 50 years ahead (spec sections 5, 9).
    const validUntil = ctx.payload.validUntil;
    if (validUntil !== undefined) {
      const range = validityRange(todayOf(ctx));
      if (!isRealDate(validUntil) || validUntil < range.min || validUntil > range.max)
        ctx.error('DOCUMENT_EXPIRED');
    }
    const confirmed: Identity = { ...ctx.payload, curp };
    app.confirmedIdentity = confirmed;
    return complete(ctx, user, PROGRESS.idCardFacial);
  }),

  defineHandler(
    'detectLiveness',
    async (ctx) => {
      const { user, app } = atStep(ctx, PROGRESS.idCardFacial);
      await requireImage(ctx, ctx.payload.file);
      const failing = ctx.world.config.application.failLiveness;
      const check = {
        livenessId: `lv_${ctx.world.faker.string.alphanumeric({ length: 12, casing: 'lower' })}`,
        passed: !failing,
        score: failing
          ? ctx.world.faker.number.float({ min: 0.1, max: 0.4, fractionDigits: 2 })
          : ctx.world.faker.number.float({ min: 0.86, max: 0.99, fractionDigits: 2 }),
        at: ctx.world.now(),
      };
      app.liveness = [...app.liveness, check].slice(-5);
      touchUser(ctx.world, user);
      if (failing) ctx.error('LIVENESS_FAILED');
      return { livenessId: check.livenessId, passed: true, score: check.score };
    },
    { invalidRequest: fileOrRequest },
  ),

  defineHandler('saveStoreFaceImageV2', saveFace, { invalidRequest: fileOrRequest }),
  defineHandler('saveStoreFaceImage', saveFace, { invalidRequest: fileOrRequest }),
  defineHandler(
    'saveFaceImage',
    async (ctx) => {
      const { fileId, url } = await saveFace(ctx);
      return { fileId, url };
    },
    { invalidRequest: fileOrRequest },
  ),

  defineHandler('finishUploadAllImg', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.idCardFacial);
    const missing = missingImages(app);
    if (missing.length > 0) ctx.error('IMAGES_INCOMPLETE', { missing: missing.join(', ') });
    return complete(ctx, user, PROGRESS.personalInfomation);
  }),

  defineHandler('hasAllUploaded', (ctx) => {
    const missing = missingImages(applicationOf(ctx.world, ctx.requireUser()));
    return { allUploaded: missing.length === 0, missing };
  }),

  defineHandler('saveBasicInfo', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.personalInfomation);
    const info = { ...ctx.payload };
    if (!isRealDate(info.inputBirthday)) ctx.error('BAD_REQUEST');
    if (ageOn(info.inputBirthday, ctx.world.now()) < 18) ctx.error('UNDERAGE');
    requireOption(ctx, STATES, info.state, 'state');
    requireOption(ctx, citiesOf(info.state), info.city, 'city');
    requireOption(ctx, RESIDENCE_TYPES, info.residenceType, 'residenceType');
    requireOption(ctx, MARITAL_STATUSES, info.maritalStatus, 'maritalStatus');
    requireOption(ctx, CHILDREN_NUMBERS, info.childrenNumber, 'childrenNumber');
    requireOption(ctx, EDUCATION_LEVELS, info.education, 'education');
    requireOption(ctx, LOAN_PURPOSES, info.loanPurpose, 'loanPurpose');
    if (info.nationalId !== undefined) info.nationalId = requireOwnCurp(ctx, app, info.nationalId);
    info.email = must(ctx, checkEmail(info.email), 'INVALID_EMAIL');
    if (info.rfc !== undefined) info.rfc = must(ctx, checkRfc(info.rfc), 'INVALID_RFC');
    if (info.nss !== undefined) info.nss = must(ctx, checkNss(info.nss), 'INVALID_NSS');
    if (info.whatsappNo !== undefined)
      info.whatsappNo = must(ctx, checkMxPhone(info.whatsappNo), 'INVALID_PHONE', { field: 'whatsappNo' });
    if (info.alternativePhone !== undefined) {
      const phone = checkMxPhone(info.alternativePhone);
      info.alternativePhone = must(ctx, phone, 'INVALID_PHONE', { field: 'alternativePhone' });
    }
    if (info.pinCode !== undefined)
      info.pinCode = must(
        ctx,
        checkPostalCode(info.pinCode, { stateCode: info.state }),
        'INVALID_POSTAL_CODE',
      );
    app.basicInfo = info;
    user.name = fullNameOf(info);
    return complete(ctx, user, PROGRESS.additionalInfomation);
  }),

  defineHandler('saveAdditionalInfo', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.additionalInfomation);
    const info = { ...ctx.payload };
    checkEmployment(ctx, info);
    if (info.workPinCode !== undefined)
      info.workPinCode = must(ctx, checkPostalCode(info.workPinCode), 'INVALID_POSTAL_CODE');
    app.additionalInfo = info;
    return complete(ctx, user, PROGRESS.emergencyContact);
  }),

  defineHandler(
    'saveEmergencyContacts',
    (ctx) => {
      const { user, app } = atStep(ctx, PROGRESS.emergencyContact);
      const contacts = ctx.payload.contacts.map((contact, i) => {
        requireOption(ctx, CONTACT_RELATIONS, contact.relationship, 'relationship');
        const name = must(ctx, checkContactName(contact.name), 'CONTACT_INVALID_NAME', { index: i + 1 });
        const phone = must(ctx, checkMxPhone(contact.phone), 'CONTACT_INVALID_PHONE', { index: i + 1 });
        return { relationship: contact.relationship, name, phone };
      });
      const [a, b] = contacts;
      if (!a || !b) return ctx.error('BAD_REQUEST');
      if (a.relationship === b.relationship) ctx.error('CONTACT_SAME_RELATION');
      if (a.phone === b.phone) ctx.error('CONTACT_SAME_PHONE');
      if (a.phone === user.mobile || b.phone === user.mobile) ctx.error('CONTACT_OWN_PHONE');
      // The screen's rule (decision 0062): the same words in any order, vowel accents ignored, ñ not n.
      if (sameName(a.name, b.name)) ctx.error('CONTACT_SAME_NAME');
      app.emergencyContacts = contacts;
      return complete(ctx, user, PROGRESS.addBankCard);
    },
    // A phone that is not 10 digits (or 11 with the old leading 1) fails the contract: say which contact.
    { invalidRequest: contactIssue },
  ),

  defineHandler('validateBankCard', (ctx) => {
    ctx.requireUser();
    const { reason } = checkAccount(ctx.payload);
    return { valid: reason === null, reason };
  }),

  defineHandler('saveBankCard', (ctx) => {
    const { user, app } = atStep(ctx, PROGRESS.addBankCard);
    const card = ctx.payload;
    if (!bankByCode(card.bankCode)) ctx.error('INVALID_OPTION', { field: 'bankCode' });
    const account = checkAccount(card);
    if (account.reason === 'invalidNumber') ctx.error('INVALID_CARD_NUMBER');
    if (account.reason === 'bankMismatch') ctx.error('BANK_ACCOUNT_MISMATCH');
    const curp = requireOwnCurp(ctx, app, card.curp);
    const names = [app.basicInfo, app.confirmedIdentity, app.identity].flatMap((p) =>
      p ? [fullNameOf(p)] : [],
    );
    if (!names.some((name) => sameName(name, card.holderName))) ctx.error('CARD_HOLDER_MISMATCH');
    const cardId = `card_${ctx.world.faker.string.alphanumeric({ length: 10, casing: 'lower' })}`;
    app.bankCard = { ...card, curp, cardNumber: account.number, cardId, at: ctx.world.now() };
    startQuotaReview(ctx.world, app);
    return { cardId, ...complete(ctx, user, PROGRESS.userInfoFinish) };
  }),

  defineHandler('getTotalInformation', (ctx) => {
    const user = ctx.requireUser();
    const app = applicationOf(ctx.world, user);
    const card = app.bankCard;
    return {
      progress: loanProgress(ctx.world, user),
      loanQuestion: app.loanQuestion ?? null,
      identity: app.confirmedIdentity ?? null,
      basicInfo: app.basicInfo ?? null,
      additionalInfo: app.additionalInfo ?? null,
      emergencyContacts: app.emergencyContacts ?? null,
      bankCard: card
        ? {
            holderName: card.holderName,
            curp: card.curp,
            cardType: card.cardType,
            cardNumberMasked: `${'*'.repeat(card.cardNumber.length - 4)}${card.cardNumber.slice(-4)}`,
            bankCode: card.bankCode,
            bankName: card.bankName,
          }
        : null,
    };
  }),
];
