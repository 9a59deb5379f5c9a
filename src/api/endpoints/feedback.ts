import { FEEDBACK_ENDPOINTS } from '../contracts/feedback.ts';
import { bindEndpoints } from './bind-endpoints.ts';

/** Typed calls of the feedback endpoints, named as their contracts (paths and schemas in src/api/contracts/feedback.ts). */
export const {
  getFeedbackRedDot,
  getFeedbackList,
  createFeedback,
  addLeaveMessage,
  getFeedbackDetail,
  getLeaveMessageList,
  uploadFeedbackCredential,
  uploadFeedbackFile,
  getQuestionAnswers,
  submitFeedbackRating,
} = bindEndpoints(FEEDBACK_ENDPOINTS);
