import { bindEndpoint } from '../client.ts';
import { REPAYMENT_ENDPOINTS } from '../contracts/repayment.ts';

/** Typed calls of the repayment endpoints (contracts in src/api/contracts/repayment.ts). */

/** POST /portal/repayment/confirm */
export const confirmRepayment = bindEndpoint(REPAYMENT_ENDPOINTS.confirmRepayment);
/** GET /repay/getExtensionData */
export const getExtensionData = bindEndpoint(REPAYMENT_ENDPOINTS.getExtensionData);
/** GET /repay/confirmExtensionOrder */
export const confirmExtensionOrder = bindEndpoint(REPAYMENT_ENDPOINTS.confirmExtensionOrder);
