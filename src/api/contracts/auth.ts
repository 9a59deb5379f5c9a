import * as z from 'zod/mini';
import {
  defineEndpoints,
  get,
  mobileSchema,
  noPayload,
  post,
  progressSchema,
  verifyCodeSchema,
} from './common.ts';

/** Contracts of the `/security/*` calls (spec section 7, auth and user). */

/** POST /security/login: the web login form (native login hands the token over the bridge instead). */
export const loginRequestSchema = z.object({ mobile: mobileSchema, code: verifyCodeSchema });
/** The raw token (without 'Bearer '); the client stores it as `{ Authorization: 'Bearer <token>' }`. */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.string(),
  /** True when this login registered the mobile number. */
  isNew: z.boolean(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /security/existsByMobile. */
export const existsByMobileRequestSchema = z.object({ mobile: mobileSchema });
export const existsByMobileResponseSchema = z.object({ exists: z.boolean() });
export type ExistsByMobileResponse = z.infer<typeof existsByMobileResponseSchema>;

/** GET /security/getUserInfo: the logged-in borrower. */
export const userInfoSchema = z.object({
  userId: z.string(),
  mobile: z.string(),
  name: z.optional(z.string()),
  /** Application progress code (spec section 4). */
  progress: progressSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /security/getVerifyCode: sends an SMS code; `countdown` is the seconds before a resend (60). */
export const getVerifyCodeRequestSchema = z.object({ mobile: mobileSchema });
export const verifyCodeSentSchema = z.object({ countdown: z.int().check(z.nonnegative()) });
export type VerifyCodeSent = z.infer<typeof verifyCodeSentSchema>;

/** POST /security/verifyCode-deleteUser: checks the code sent for account deletion. */
export const verifyDeleteUserCodeRequestSchema = z.object({ code: verifyCodeSchema });
export const verifyDeleteUserCodeResponseSchema = z.object({ verified: z.boolean() });

/** The `/security/*` endpoints, keyed by name. */
export const AUTH_ENDPOINTS = defineEndpoints({
  login: post('/security/login', loginRequestSchema, loginResponseSchema),
  existsByMobile: get('/security/existsByMobile', existsByMobileRequestSchema, existsByMobileResponseSchema),
  getUserInfo: get('/security/getUserInfo', noPayload, userInfoSchema),
  getVerifyCode: post('/security/getVerifyCode', getVerifyCodeRequestSchema, verifyCodeSentSchema),
  // The logged-in user's own number receives the code, so nothing is sent.
  getDeleteUserVerifyCode: post('/security/getVerifyCode-deleteUser', noPayload, verifyCodeSentSchema),
  verifyDeleteUserCode: post(
    '/security/verifyCode-deleteUser',
    verifyDeleteUserCodeRequestSchema,
    verifyDeleteUserCodeResponseSchema,
  ),
});
