import * as z from 'zod/mini';
import { isoDateSchema, progressSchema, uploadResultSchema } from './common.ts';
import { BANK_CHECK_REJECTIONS } from './rejections.ts';

/**
 * Contracts of the application steps' `/store/*` calls (spec sections 3 to 5), in the order of the steps;
 * their endpoints are in the store table (store.ts). Option-list values (marital status, education, banks,
 * ...) travel as their option codes (strings); the option lists themselves live in src/domain/options.
 */

const text = (max: number, min = 1) => z.string().check(z.minLength(min), z.maxLength(max));
const optionCode = z.string().check(z.minLength(1));
const digits = (min: number, max: number) => z.string().check(z.regex(new RegExp(`^\\d{${min},${max}}$`)));
/** CURP: 18 upper-case letters and digits. */
export const curpSchema = z.string().check(z.regex(/^[A-Z0-9]{18}$/));

// ---- loan question (step loanQuestion, progress 5) ----

/** POST /store/user-question/save: the five credit-history answers (spec section 3). */
export const loanQuestionSchema = z.object({
  /** q1: delayed a payment in the last half year. */
  q1: z.boolean(),
  /** q2: maximum overdue days. */
  q2: z.int().check(z.gte(0), z.lte(30)),
  /** q3: total online loan amount band in pesos. */
  q3: z.enum(['0-500', '500-1000', '1000-3000', '3000+']),
  /** q4: past loan count. */
  q4: z.int().check(z.gte(0), z.lte(10)),
  /** q5: current online loans. */
  q5: z.int().check(z.gte(0), z.lte(10)),
});
export type LoanQuestionAnswers = z.infer<typeof loanQuestionSchema>;

// ---- identity (idCardAuthentication 10, idCardFacial 15) ----

/** What the document OCR reads, and what the borrower confirms with finish-ocr. */
export const identitySchema = z.object({
  curp: curpSchema,
  firstName: text(45),
  middleName: z.optional(text(45)),
  lastName: text(45),
  birthday: isoDateSchema,
  /** 1 male, 2 female. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** State of residence as read from the document: its option code (INEGI '01'..'32'), to prefill forms. */
  state: z.optional(z.string()),
  /** City of residence: its option code in that state (src/domain/options/states.ts). */
  city: z.optional(z.string()),
  /** Street address as printed. */
  address: z.optional(z.string()),
  pinCode: z.optional(z.string()),
  /**
   * The document's validity (the INE's "vigencia"; spec sections 5 and 9: the valid-period picker covers
   * 50 years ahead). The INE prints a year, read as its last day (`2031` -> `2031-12-31`). The OCR gives
   * what it read; finish-ocr sends what the borrower confirmed or corrected with the picker, from today to
   * 50 years ahead. Optional: a document without a printed validity, or an older client, sends none.
   */
  validUntil: z.optional(isoDateSchema),
});
export type Identity = z.infer<typeof identitySchema>;

/** POST /store/certificate/ocr: reads both sides of the uploaded document. */
export const certificateOcrRequestSchema = z.object({ frontFileId: z.string(), backFileId: z.string() });

/** A saved face image; a face that does not match the document is an ApiError instead. */
export const faceImageResultSchema = z.extend(uploadResultSchema, { progress: progressSchema });

/** POST multipart /store/liveness/detection (the request is an image upload). */
export const livenessResultSchema = z.object({
  livenessId: z.string(),
  passed: z.boolean(),
  /** Confidence 0..1. */
  score: z.number().check(z.gte(0), z.lte(1)),
});

/** GET /store/has-all-uploaded: whether every identity image is in. */
export const hasAllUploadedSchema = z.object({
  allUploaded: z.boolean(),
  missing: z.array(z.enum(['curpFront', 'curpBack', 'face'])),
});

// ---- personal information (personalInfomation 20) ----

/** POST /store/user-basic-info/save: the personal information form (spec sections 3 and 5). */
export const basicInfoSchema = z.object({
  firstName: text(45, 3),
  middleName: z.optional(text(45, 3)),
  lastName: text(45, 3),
  /** The birthday (spec section 3's `inputBirthday`), ISO YYYY-MM-DD. */
  inputBirthday: isoDateSchema,
  gender: z.union([z.literal(1), z.literal(2)]),
  /** Mexican state code (INEGI `01`..`32`, labelled "Estado de residencia"; decision 0041). */
  state: optionCode,
  city: z.optional(optionCode),
  county: z.optional(z.string()),
  pinCode: z.optional(digits(5, 5)),
  address: text(256, 2),
  residenceType: optionCode,
  email: text(100),
  maritalStatus: optionCode,
  childrenNumber: optionCode,
  education: optionCode,
  language: z.optional(z.string()),
  whatsappNo: z.optional(digits(10, 11)),
  alternativePhone: z.optional(digits(10, 11)),
  cityOfBirth: z.optional(z.string()),
  age: z.optional(z.int().check(z.gte(18))),
  loanPurpose: z.optional(optionCode),
  nationalId: z.optional(curpSchema),
  /**
   * Person RFC, 13 characters: 4 letters (Ñ and & included, as SAT issues them), the birth date YYMMDD and
   * a 3-character homoclave (reference mx-identifiers §2).
   */
  rfc: z.optional(z.string().check(z.regex(/^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/))),
  nss: z.optional(digits(11, 11)),
});
export type BasicInfo = z.infer<typeof basicInfoSchema>;

// ---- employment (additionalInfomation 25) ----

/** Employment types (spec section 3); the form's behaviour rules (section 4) depend on them. */
export const employmentTypeSchema = z.enum(['employee', 'selfEmployed', 'unemployed']);
/** Pay frequencies: monthly and biweekly pay on days of the month, weekly and fourteen on weekdays. */
export const payFrequencySchema = z.enum(['weekly', 'fourteen', 'monthly', 'biweekly']);

/**
 * POST /store/additional-info/save: employment information. Unemployed and self-employed borrowers omit
 * jobExperience, company, companyPhone, companyAddress, payFrequency and the pay days; unemployed ones also
 * omit industryCategory (the designation). Employees send industryCategory, jobExperience, payFrequency and
 * monthlyPayday, plus monthlyPaydayTwo for biweekly and fourteen.
 */
export const additionalInfoSchema = z.object({
  employmentType: employmentTypeSchema,
  industryCategory: z.optional(optionCode),
  /** Industry the borrower works in (one of the 15 industries). */
  industry: z.optional(optionCode),
  jobExperience: z.optional(optionCode),
  monthlySalary: optionCode,
  company: z.optional(text(45)),
  companyPhone: z.optional(digits(1, 32)),
  companyAddress: z.optional(text(100)),
  workPinCode: z.optional(digits(5, 5)),
  payFrequency: z.optional(payFrequencySchema),
  /**
   * Day of month '1'..'31' (monthly, biweekly) or weekday 'mon'..'sun' (weekly, fourteen): the option's code,
   * unambiguous without the frequency (decision 0029).
   */
  monthlyPayday: z.optional(optionCode),
  monthlyPaydayTwo: z.optional(optionCode),
  incomeSource: z.optional(optionCode),
  linkedin: z.optional(z.string()),
  facebook: z.optional(z.string()),
  /**
   * Card type the borrower expects to be paid to (spec section 3 lists it with the employment form). The
   * app asks it once, on the bank-card step (`bankCardSchema.cardType`), and does not send it here; kept
   * optional for clients that still do (the bank-card step is prefilled from it).
   */
  cardType: z.optional(optionCode),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

// ---- emergency contacts (emergencyContact 30) ----

/**
 * A contact's phone (spec section 5: "10 or 11 digits", decision 0017): the 10-digit Mexican number
 * `[2-9]` + 9 digits, or 11 digits when it carries the obsolete mobile prefix `1` in front. The app sends
 * the 10-digit form; the backend strips a leading `1` and stores 10 digits.
 */
export const contactPhoneSchema = z.string().check(z.regex(/^1?[2-9]\d{9}$/));

/** One emergency contact. */
export const emergencyContactSchema = z.object({
  relationship: optionCode,
  name: text(45),
  phone: contactPhoneSchema,
});
/** POST /store/user-emergency-contact/save: exactly two contacts. */
export const emergencyContactsSchema = z.object({
  contacts: z.array(emergencyContactSchema).check(z.length(2)),
});
export type EmergencyContacts = z.infer<typeof emergencyContactsSchema>;

// ---- bank card (addBankCard 35) ----

/** Card types: CLABE (18 digits) or debit card (16 digits). */
export const cardTypeSchema = z.enum(['clabe', 'debit']);
/** POST /store/user-bank-card: saves the disbursement account. */
export const bankCardSchema = z.object({
  holderName: text(100),
  curp: curpSchema,
  cardType: cardTypeSchema,
  cardNumber: digits(16, 18),
  /** Numeric bank code (37006 .. 90903). */
  bankCode: z.string().check(z.regex(/^\d{5}$/)),
  bankName: text(100),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardSavedSchema = z.object({ cardId: z.string(), progress: progressSchema });

/** POST /store/bank-card/validate: checks a card number against the bank before saving. */
export const bankCardValidateRequestSchema = z.pick(bankCardSchema, {
  cardType: true,
  cardNumber: true,
  bankCode: true,
});
export const bankCardValidateResultSchema = z.object({
  valid: z.boolean(),
  /** Why not, when `valid` is false: one of the bank-check rejections of rejections.ts. */
  reason: z.nullable(z.enum(BANK_CHECK_REJECTIONS)),
});

/** A saved card as it is read back: the number masked except its last 4 digits. */
export const savedBankCardSchema = z.object({
  holderName: z.string(),
  curp: z.string(),
  cardType: cardTypeSchema,
  cardNumberMasked: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
});

/** POST /store/total-information: everything the borrower has filed so far, to prefill the forms. */
export const totalInformationSchema = z.object({
  progress: progressSchema,
  loanQuestion: z.nullable(loanQuestionSchema),
  identity: z.nullable(identitySchema),
  basicInfo: z.nullable(basicInfoSchema),
  additionalInfo: z.nullable(additionalInfoSchema),
  emergencyContacts: z.nullable(z.array(emergencyContactSchema)),
  bankCard: z.nullable(savedBankCardSchema),
});
export type TotalInformation = z.infer<typeof totalInformationSchema>;
