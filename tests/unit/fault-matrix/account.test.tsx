import { installMockServer } from '../../../src/mocks/server';
import { describeMatrix } from './harness';
import { ACCOUNT_TRIGGERS } from './triggers-account';

// Fault matrix, account flows: login, start-up configuration, account deletion, download address, ads,
// and the endpoints the app does not call.
const runtime = installMockServer();

describeMatrix(runtime, ACCOUNT_TRIGGERS);

// A sample in English: the same cells, every message in English and no Spanish left.
const ENGLISH_SAMPLE = ['getVerifyCode', 'getAppDownloadAddress', 'getAppPackageConfig', 'existsByMobile'];
describeMatrix(
  runtime,
  ACCOUNT_TRIGGERS.filter((trigger) => ENGLISH_SAMPLE.includes(trigger.endpoint)),
  { language: 'en' },
);
