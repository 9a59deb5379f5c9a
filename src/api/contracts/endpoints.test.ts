import type * as z from 'zod/mini';
import * as appCalls from '../endpoints/app.ts';
import * as authCalls from '../endpoints/auth.ts';
import * as feedbackCalls from '../endpoints/feedback.ts';
import * as repaymentCalls from '../endpoints/repayment.ts';
import * as storeCalls from '../endpoints/store.ts';
import * as userCalls from '../endpoints/user.ts';
import { ackSchema, apiEnvelopeSchema, fileSchema, isFilePart } from './common.ts';
import { ENDPOINTS, ENDPOINT_LIST, findEndpointByPath } from './endpoints.ts';

/**
 * Spec section 7, "The calls it makes", one a line: method, path and `multipart` for an upload (`//` lines
 * are headings).
 */
const SPEC_CALLS = `
  // Auth and user
  POST /security/login
  GET  /security/existsByMobile
  GET  /security/getUserInfo
  POST /security/getVerifyCode
  GET  /user/delete-check
  POST /security/getVerifyCode-deleteUser
  POST /security/verifyCode-deleteUser
  POST /user/delete
  POST /user/finishUploadAllImg
  GET  /time/upload/enable
  POST /user/upload/curp/front multipart
  POST /user/upload/curp/back multipart
  POST /user/saveFaceImage multipart
  // Store
  POST /store/additional-info/save
  POST /store/certificate/ocr
  POST /store/face-image-save multipart
  POST /store/v2/face-image-save multipart
  POST /store/liveness/detection multipart
  GET  /store/get-user-quota
  GET  /store/has-all-uploaded
  POST /store/product-list
  GET  /store/query-store-quota
  POST /store/total-information
  POST /store/user-bank-card
  POST /store/user-basic-info/save
  POST /store/user-emergency-contact/save
  POST /store/user-question/save
  GET  /store/order/last
  GET  /store/order-list
  POST /store/loan-order/create
  POST /store/store-order/create
  GET  /store/repayment/detail
  POST /store/bank-card/validate
  GET  /store/get-quota/list
  POST /store/finish-ocr
  GET  /store/loan-order/profile
  GET  /store/package-config
  GET  /store/package/ad-page-info
  POST /store/package/get-ad-page
  POST /store/single/loan-order/create
  POST /store/single/loan-order/submit
  POST /store/single/loan-order/time-data/status
  GET  /app/package-config
  GET  /app-download/getAddress
  // Repayment
  POST /portal/repayment/confirm
  GET  /repay/getExtensionData
  GET  /repay/confirmExtensionOrder
  // Feedback
  GET  /feedback/red-dot-marker
  POST /feedback/list/feedback
  POST /feedback/create
  POST /feedback/add/leaveMsg
  GET  /feedback/detail
  POST /feedback/list/leave-message
  POST /feedback/upload/credential multipart
  POST /feedback/uploadFile multipart
  GET  /feedback/list/question_answer
  POST /feedback/submit-rating
`
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .map((line) => line.split(/\s+/));

const CALL_MODULES: Record<string, unknown> = {
  ...appCalls,
  ...authCalls,
  ...feedbackCalls,
  ...repaymentCalls,
  ...storeCalls,
  ...userCalls,
};

describe('the ENDPOINTS table', () => {
  it('has exactly the calls of the spec, with their methods and multipart flags', () => {
    const table = ENDPOINT_LIST.map((e) => [e.method, e.path, e.multipart ? 'multipart' : undefined]);
    const spec = SPEC_CALLS.map(([method, path, multipart]) => [method, path, multipart]);
    expect(new Set(table.map(([, path]) => path)).size).toBe(table.length);
    expect([...table].sort()).toEqual([...spec].sort());
  });

  it('keys every endpoint by its own name', () => {
    for (const [key, endpoint] of Object.entries(ENDPOINTS)) expect(endpoint.name).toBe(key);
  });

  it('has one typed endpoint function per endpoint, under the same name', () => {
    expect(Object.keys(CALL_MODULES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const fn of Object.values(CALL_MODULES)) expect(typeof fn).toBe('function');
  });

  it('finds an endpoint by its plain path', () => {
    expect(findEndpointByPath('/store/order/last')?.name).toBe('getLastOrder');
    expect(findEndpointByPath('/nope')).toBeUndefined();
  });

  it('gives every multipart call a file field, and no other call one', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const shape = (
        endpoint.request as z.ZodMiniType & { _zod: { def: { shape?: Record<string, unknown> } } }
      )._zod.def.shape;
      const hasFile = Object.values(shape ?? {}).some((field) => field === fileSchema);
      expect([endpoint.name, hasFile]).toEqual([endpoint.name, Boolean(endpoint.multipart)]);
    }
  });
});

describe('shared schemas', () => {
  it('accepts the envelope with or without msg and data', () => {
    expect(apiEnvelopeSchema.safeParse({ code: 0, msg: 'ok', data: { a: 1 } }).success).toBe(true);
    expect(apiEnvelopeSchema.safeParse({ code: 100103, msg: null }).success).toBe(true);
    expect(apiEnvelopeSchema.safeParse({ msg: 'no code' }).success).toBe(false);
  });

  it('accepts null, absent or empty data as an acknowledgement', () => {
    for (const data of [null, undefined, {}]) expect(ackSchema.safeParse(data).success).toBe(true);
    expect(ackSchema.safeParse('done').success).toBe(false);
  });

  it('tells file parts from ordinary fields', () => {
    expect(isFilePart(new Blob(['x']))).toBe(true);
    expect(isFilePart(new File(['x'], 'x.jpg'))).toBe(true);
    expect(isFilePart('x')).toBe(false);
    expect(isFilePart({ size: 1 })).toBe(false);
    expect(isFilePart(null)).toBe(false);
  });
});
