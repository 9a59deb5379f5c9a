import { USER_ENDPOINTS } from '../contracts/user.ts';
import { bindEndpoints } from './bind-endpoints.ts';

/** Typed calls of the user endpoints, named as their contracts (paths and schemas in src/api/contracts/user.ts). */
export const {
  deleteCheck,
  deleteUser,
  finishUploadAllImg,
  getUploadEnable,
  uploadCurpFront,
  uploadCurpBack,
  saveFaceImage,
} = bindEndpoints(USER_ENDPOINTS);
