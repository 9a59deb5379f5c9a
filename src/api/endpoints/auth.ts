import { bindEndpoint } from '../client.ts';
import { AUTH_ENDPOINTS } from '../contracts/auth.ts';

/** Typed calls of the auth endpoints (contracts in src/api/contracts/auth.ts). */

/** POST /security/login */
export const login = bindEndpoint(AUTH_ENDPOINTS.login);
/** GET /security/existsByMobile */
export const existsByMobile = bindEndpoint(AUTH_ENDPOINTS.existsByMobile);
/** GET /security/getUserInfo */
export const getUserInfo = bindEndpoint(AUTH_ENDPOINTS.getUserInfo);
/** POST /security/getVerifyCode */
export const getVerifyCode = bindEndpoint(AUTH_ENDPOINTS.getVerifyCode);
/** POST /security/getVerifyCode-deleteUser */
export const getDeleteUserVerifyCode = bindEndpoint(AUTH_ENDPOINTS.getDeleteUserVerifyCode);
/** POST /security/verifyCode-deleteUser */
export const verifyDeleteUserCode = bindEndpoint(AUTH_ENDPOINTS.verifyDeleteUserCode);
