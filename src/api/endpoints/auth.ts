import { AUTH_ENDPOINTS } from '../contracts/auth.ts';
import { bindEndpoints } from './bind-endpoints.ts';

/** Typed calls of the auth endpoints, named as their contracts (paths and schemas in src/api/contracts/auth.ts). */
export const {
  login,
  existsByMobile,
  getUserInfo,
  getVerifyCode,
  getDeleteUserVerifyCode,
  verifyDeleteUserCode,
} = bindEndpoints(AUTH_ENDPOINTS);
