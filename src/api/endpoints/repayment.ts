import { REPAYMENT_ENDPOINTS } from '../contracts/repayment.ts';
import { bindEndpoints } from './bind-endpoints.ts';

/** Typed calls of the repayment endpoints, named as their contracts (paths and schemas in src/api/contracts/repayment.ts). */
export const { confirmRepayment, getExtensionData, confirmExtensionOrder } =
  bindEndpoints(REPAYMENT_ENDPOINTS);
