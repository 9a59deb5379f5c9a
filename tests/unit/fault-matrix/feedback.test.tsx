import { installMockServer } from '../../../src/mocks/server';
import { describeMatrix } from './harness';
import { FEEDBACK_TRIGGERS } from './triggers-feedback';

// Fault matrix, feedback flows (triggers in triggers-feedback.tsx).
const runtime = installMockServer();

describeMatrix(runtime, FEEDBACK_TRIGGERS);
