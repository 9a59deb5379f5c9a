/** The backend's wire contract as tools use it: the endpoint table, the envelope and auth schemas, API traces. */
export { ENDPOINTS } from '../api/contracts/endpoints';
export { apiEnvelopeSchema } from '../api/contracts/common';
export { loginResponseSchema, verifyCodeSentSchema } from '../api/contracts/auth';
export type { ApiTraceEntry } from '../api/client';
