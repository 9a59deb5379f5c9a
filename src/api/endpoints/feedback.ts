import { bindEndpoint } from '../client.ts';
import { FEEDBACK_ENDPOINTS } from '../contracts/feedback.ts';

/** Typed calls of the feedback endpoints (contracts in src/api/contracts/feedback.ts). */

/** GET /feedback/red-dot-marker */
export const getFeedbackRedDot = bindEndpoint(FEEDBACK_ENDPOINTS.getFeedbackRedDot);
/** POST /feedback/list/feedback */
export const getFeedbackList = bindEndpoint(FEEDBACK_ENDPOINTS.getFeedbackList);
/** POST /feedback/create */
export const createFeedback = bindEndpoint(FEEDBACK_ENDPOINTS.createFeedback);
/** POST /feedback/add/leaveMsg */
export const addLeaveMessage = bindEndpoint(FEEDBACK_ENDPOINTS.addLeaveMessage);
/** GET /feedback/detail */
export const getFeedbackDetail = bindEndpoint(FEEDBACK_ENDPOINTS.getFeedbackDetail);
/** POST /feedback/list/leave-message */
export const getLeaveMessageList = bindEndpoint(FEEDBACK_ENDPOINTS.getLeaveMessageList);
/** POST multipart /feedback/upload/credential */
export const uploadFeedbackCredential = bindEndpoint(FEEDBACK_ENDPOINTS.uploadFeedbackCredential);
/** POST multipart /feedback/uploadFile */
export const uploadFeedbackFile = bindEndpoint(FEEDBACK_ENDPOINTS.uploadFeedbackFile);
/** GET /feedback/list/question_answer */
export const getQuestionAnswers = bindEndpoint(FEEDBACK_ENDPOINTS.getQuestionAnswers);
/** POST /feedback/submit-rating */
export const submitFeedbackRating = bindEndpoint(FEEDBACK_ENDPOINTS.submitFeedbackRating);
