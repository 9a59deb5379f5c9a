import { bindEndpoint } from '../client.ts';
import { USER_ENDPOINTS } from '../contracts/user.ts';

/** Typed calls of the user endpoints (contracts in src/api/contracts/user.ts). */

/** GET /user/delete-check */
export const deleteCheck = bindEndpoint(USER_ENDPOINTS.deleteCheck);
/** POST /user/delete */
export const deleteUser = bindEndpoint(USER_ENDPOINTS.deleteUser);
/** POST /user/finishUploadAllImg */
export const finishUploadAllImg = bindEndpoint(USER_ENDPOINTS.finishUploadAllImg);
/** GET /time/upload/enable */
export const getUploadEnable = bindEndpoint(USER_ENDPOINTS.getUploadEnable);
/** POST multipart /user/upload/curp/front */
export const uploadCurpFront = bindEndpoint(USER_ENDPOINTS.uploadCurpFront);
/** POST multipart /user/upload/curp/back */
export const uploadCurpBack = bindEndpoint(USER_ENDPOINTS.uploadCurpBack);
/** POST multipart /user/saveFaceImage */
export const saveFaceImage = bindEndpoint(USER_ENDPOINTS.saveFaceImage);
