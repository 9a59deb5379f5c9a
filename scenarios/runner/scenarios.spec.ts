import { discoverScenarios } from './discover';
import { expect, ROOT, test } from './journey-fixture';

/**
 * The `scenarios` project (decision 0042): one test per `scenarios/<flow>/*.scenario.ts`, titled by its id and
 * tagged by its flow (`@borrow`), each recording a signed journey that is attached to its result. Discovery
 * fails the whole run on an invalid file, a duplicate id or a file outside its flow's folder.
 */
const scenarios = await discoverScenarios(ROOT);

for (const { scenario, file } of scenarios) {
  test(
    scenario.id,
    {
      tag: `@${scenario.flow}`,
      annotation: [
        { type: 'scenario', description: `${file}: ${scenario.title} (${scenario.steps.length} steps)` },
      ],
    },
    async ({ journeys }) => {
      const report = await journeys.record(scenario);
      expect(
        report.error,
        `${scenario.id}: ${report.stepsPassed}/${report.steps} steps passed`,
      ).toBeUndefined();
      expect(report).toMatchObject({ ok: true, verified: true, replayed: true, stepsPassed: report.steps });
    },
  );
}
