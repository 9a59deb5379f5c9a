import { bindEndpoint } from '../client.ts';
import { STORE_ENDPOINTS } from '../contracts/store.ts';

/** Typed calls of the store endpoints (contracts in src/api/contracts/store.ts). */

/** POST /store/additional-info/save */
export const saveAdditionalInfo = bindEndpoint(STORE_ENDPOINTS.saveAdditionalInfo);
/** POST /store/certificate/ocr */
export const ocrCertificate = bindEndpoint(STORE_ENDPOINTS.ocrCertificate);
/** POST multipart /store/face-image-save */
export const saveStoreFaceImage = bindEndpoint(STORE_ENDPOINTS.saveStoreFaceImage);
/** POST multipart /store/v2/face-image-save */
export const saveStoreFaceImageV2 = bindEndpoint(STORE_ENDPOINTS.saveStoreFaceImageV2);
/** POST multipart /store/liveness/detection */
export const detectLiveness = bindEndpoint(STORE_ENDPOINTS.detectLiveness);
/** GET /store/get-user-quota */
export const getUserQuota = bindEndpoint(STORE_ENDPOINTS.getUserQuota);
/** GET /store/has-all-uploaded */
export const hasAllUploaded = bindEndpoint(STORE_ENDPOINTS.hasAllUploaded);
/** POST /store/product-list */
export const getProductList = bindEndpoint(STORE_ENDPOINTS.getProductList);
/** GET /store/query-store-quota */
export const queryStoreQuota = bindEndpoint(STORE_ENDPOINTS.queryStoreQuota);
/** POST /store/total-information */
export const getTotalInformation = bindEndpoint(STORE_ENDPOINTS.getTotalInformation);
/** POST /store/user-bank-card */
export const saveBankCard = bindEndpoint(STORE_ENDPOINTS.saveBankCard);
/** POST /store/user-basic-info/save */
export const saveBasicInfo = bindEndpoint(STORE_ENDPOINTS.saveBasicInfo);
/** POST /store/user-emergency-contact/save */
export const saveEmergencyContacts = bindEndpoint(STORE_ENDPOINTS.saveEmergencyContacts);
/** POST /store/user-question/save */
export const saveLoanQuestions = bindEndpoint(STORE_ENDPOINTS.saveLoanQuestions);
/** GET /store/order/last */
export const getLastOrder = bindEndpoint(STORE_ENDPOINTS.getLastOrder);
/** GET /store/order-list */
export const getOrderList = bindEndpoint(STORE_ENDPOINTS.getOrderList);
/** POST /store/loan-order/create */
export const createLoanOrder = bindEndpoint(STORE_ENDPOINTS.createLoanOrder);
/** POST /store/store-order/create */
export const createStoreOrder = bindEndpoint(STORE_ENDPOINTS.createStoreOrder);
/** GET /store/repayment/detail */
export const getRepaymentDetail = bindEndpoint(STORE_ENDPOINTS.getRepaymentDetail);
/** POST /store/bank-card/validate */
export const validateBankCard = bindEndpoint(STORE_ENDPOINTS.validateBankCard);
/** GET /store/get-quota/list */
export const getQuotaList = bindEndpoint(STORE_ENDPOINTS.getQuotaList);
/** POST /store/finish-ocr */
export const finishOcr = bindEndpoint(STORE_ENDPOINTS.finishOcr);
/** GET /store/loan-order/profile */
export const getLoanOrderProfile = bindEndpoint(STORE_ENDPOINTS.getLoanOrderProfile);
/** GET /store/package-config */
export const getStorePackageConfig = bindEndpoint(STORE_ENDPOINTS.getStorePackageConfig);
/** GET /store/package/ad-page-info */
export const getAdPageInfo = bindEndpoint(STORE_ENDPOINTS.getAdPageInfo);
/** POST /store/package/get-ad-page */
export const getAdPage = bindEndpoint(STORE_ENDPOINTS.getAdPage);
/** POST /store/single/loan-order/create */
export const createSingleLoanOrder = bindEndpoint(STORE_ENDPOINTS.createSingleLoanOrder);
/** POST /store/single/loan-order/submit */
export const submitSingleLoanOrder = bindEndpoint(STORE_ENDPOINTS.submitSingleLoanOrder);
/** POST /store/single/loan-order/time-data/status */
export const getSingleLoanOrderTimeDataStatus = bindEndpoint(
  STORE_ENDPOINTS.getSingleLoanOrderTimeDataStatus,
);
