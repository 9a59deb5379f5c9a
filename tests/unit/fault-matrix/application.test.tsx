import { installMockServer } from '../../../src/mocks/server';
import { describeMatrix } from './harness';
import { APPLICATION_TRIGGERS } from './triggers-application';

// Fault matrix, application steps: the forms, the bank account, the identity document and the selfie.
const runtime = installMockServer();

describeMatrix(runtime, APPLICATION_TRIGGERS);
