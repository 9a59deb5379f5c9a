import { installMockServer } from '../../../src/mocks/server';
import { describeMatrix } from './harness';
import { LOAN_TRIGGERS } from './triggers-loan';

// Fault matrix, loan flows (triggers in triggers-loan.tsx).
const runtime = installMockServer();

describeMatrix(runtime, LOAN_TRIGGERS);

// A sample in English: a form endpoint of the repayment flow.
describeMatrix(
  runtime,
  LOAN_TRIGGERS.filter((trigger) => trigger.endpoint === 'confirmRepayment'),
  { language: 'en' },
);
