import * as z from 'zod/mini';
import {
  ackSchema,
  dataPermissionFlagsSchema,
  defineEndpoints,
  faceImageRequestSchema,
  get,
  imageUploadRequestSchema,
  noPayload,
  post,
  progressResultSchema,
  upload,
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

/** The `/user/*` and `/time/*` endpoints, keyed by name. */
export const USER_ENDPOINTS = defineEndpoints({
  deleteCheck: get('/user/delete-check', noPayload, deleteCheckResponseSchema),
  deleteUser: post('/user/delete', deleteUserRequestSchema, ackSchema),
  finishUploadAllImg: post('/user/finishUploadAllImg', noPayload, progressResultSchema),
  getUploadEnable: get('/time/upload/enable', noPayload, uploadEnableResponseSchema),
  uploadCurpFront: upload('/user/upload/curp/front', imageUploadRequestSchema, uploadResultSchema),
  uploadCurpBack: upload('/user/upload/curp/back', imageUploadRequestSchema, uploadResultSchema),
  saveFaceImage: upload('/user/saveFaceImage', faceImageRequestSchema, uploadResultSchema),
});
