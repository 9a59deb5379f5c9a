// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { designationsFor } from '../../../src/domain/options/designations';
import { INDUSTRIES } from '../../../src/domain/options/industries';
import type { Option } from '../../../src/domain/options/option';
import {
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  SALARY_RANGES,
} from '../../../src/domain/options/profile-options';
import {
  ADDITIONAL_FORM,
  additionalPayload,
  type AdditionalValues,
} from '../../../src/features/application/additional-infomation.rules';
import { PERSONAL_FORM, personalPayload } from '../../../src/features/application/personal-infomation.rules';
import { knownIdentity } from '../../../src/mocks/handlers/application-test-kit';
import { installMockServer } from '../../../src/mocks/server';
import { validPersonalDraft } from '../step-kit';

/**
 * Issue 29: the checked-in API document (docs/api/openapi.json, what a backend team builds to) holds what the
 * screens really send. The payloads come from the steps' own payload builders, and the document is read as
 * the file it is, not regenerated: a contract change that was not written out, or a document that refuses
 * what the app sends, fails here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document read from disk, walked by its known paths
type Json = Record<string, any>;
const doc = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const requestValidator = (path: string) =>
  ajv.compile(doc.paths[`/api${path}`].post.requestBody.content['application/json'].schema);
const codes = (list: readonly Option[]) => list.map((o) => o.value);

describe('the API document', () => {
  const mock = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });

  it('requires the headers of spec section 7 on every call (Authorization where a borrower is needed)', () => {
    const spec = ['traceId', 'packageName', 'android-id', 'appName', 'afid', 'lang', 'platform'];
    const parameters = doc.components.parameters as Record<string, Json>;
    const required = Object.values(parameters)
      .filter((p) => p.in === 'header' && p.required)
      .map((p) => p.name as string);
    expect(required.sort()).toEqual([...spec].sort());
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const operation of Object.values(item) as Json[]) {
        const refs = (operation.parameters as Json[]).map((p) => p.$ref as string | undefined);
        for (const name of spec) expect(refs, `${path} ${name}`).toContain(`#/components/parameters/${name}`);
      }
    }
  });

  it.each(codes(EMPLOYMENT_TYPES))(
    'takes the employment step as the screen sends it: %s',
    (employmentType) => {
      const job = employmentType === 'employee';
      const values: AdditionalValues = {
        ...ADDITIONAL_FORM.empty,
        employmentType,
        designation: employmentType === 'unemployed' ? '' : codes(designationsFor(employmentType))[0]!,
        industry: codes(INDUSTRIES)[0]!,
        jobExperience: job ? codes(JOB_EXPERIENCES)[0]! : '',
        monthlySalary: codes(SALARY_RANGES)[0]!,
        payFrequency: job ? 'weekly' : '',
        monthlyPayday: job ? 'fri' : '',
        incomeSource: codes(INCOME_SOURCES)[0]!,
      };
      const body = additionalPayload(values);
      expect(body).not.toBeNull();
      const validate = requestValidator('/store/additional-info/save');
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('takes the personal step as the screen sends it, and refuses the birthday under another name', () => {
    const own = {
      ...PERSONAL_FORM.empty,
      ...validPersonalDraft(mock),
      pinCode: knownIdentity(mock.world).pinCode,
    };
    const body = personalPayload(own, '2026-06-01', 'es');
    const validate = requestValidator('/store/user-basic-info/save');
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    const { inputBirthday, ...rest } = body as Json;
    expect(validate({ ...rest, birthday: inputBirthday })).toBe(false);
  });
});
