import * as z from 'zod/mini';
import {
  ackSchema,
  dataPermissionFlagsSchema,
  defineEndpoint,
  fileSchema,
  noPayload,
  progressResultSchema,
  uploadResultSchema,
  verifyCodeSchema,
} from './common.ts';

/** Contracts of the `/user/*` calls and the upload check `/time/upload/enable` (spec section 7). */

/** GET /user/delete-check: whether the account may be deleted, and why not. */
export const deleteCheckResponseSchema = z.object({
  canDelete: z.boolean(),
  reasons: z.array(z.enum(['unpaidLoan', 'pendingApplication'])),
});
export type DeleteCheck = z.infer<typeof deleteCheckResponseSchema>;

/** POST /user/delete: deletes the account; the verified deletion code is sent again. */
export const deleteUserRequestSchema = z.object({ code: verifyCodeSchema });

/** GET /time/upload/enable: which device data the app must collect now (spec section 3 flags). */
export const uploadEnableResponseSchema = dataPermissionFlagsSchema;
export type UploadEnable = z.infer<typeof uploadEnableResponseSchema>;

/** Multipart body of an image upload: the image as a file part. */
export const imageUploadRequestSchema = z.object({ file: fileSchema });
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** Multipart body of the face image: the image plus the liveness check it came from, if any. */
export const faceImageUploadRequestSchema = z.object({
  file: fileSchema,
  livenessId: z.optional(z.string()),
});

/** The `/user/*` and `/time/*` endpoints, keyed by name. */
export const USER_ENDPOINTS = {
  deleteCheck: defineEndpoint({
    name: 'deleteCheck',
    method: 'GET',
    path: '/user/delete-check',
    request: noPayload,
    response: deleteCheckResponseSchema,
  }),
  deleteUser: defineEndpoint({
    name: 'deleteUser',
    method: 'POST',
    path: '/user/delete',
    request: deleteUserRequestSchema,
    response: ackSchema,
  }),
  finishUploadAllImg: defineEndpoint({
    name: 'finishUploadAllImg',
    method: 'POST',
    path: '/user/finishUploadAllImg',
    request: noPayload,
    response: progressResultSchema,
  }),
  getUploadEnable: defineEndpoint({
    name: 'getUploadEnable',
    method: 'GET',
    path: '/time/upload/enable',
    request: noPayload,
    response: uploadEnableResponseSchema,
  }),
  uploadCurpFront: defineEndpoint({
    name: 'uploadCurpFront',
    method: 'POST',
    path: '/user/upload/curp/front',
    multipart: true,
    request: imageUploadRequestSchema,
    response: uploadResultSchema,
  }),
  uploadCurpBack: defineEndpoint({
    name: 'uploadCurpBack',
    method: 'POST',
    path: '/user/upload/curp/back',
    multipart: true,
    request: imageUploadRequestSchema,
    response: uploadResultSchema,
  }),
  saveFaceImage: defineEndpoint({
    name: 'saveFaceImage',
    method: 'POST',
    path: '/user/saveFaceImage',
    multipart: true,
    request: faceImageUploadRequestSchema,
    response: uploadResultSchema,
  }),
} as const;
