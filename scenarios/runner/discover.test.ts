import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverScenarios, grepForIds } from './discover';

/** What Playwright matches `--grep` against: the title path and the tags, joined by spaces. */
const grepTitle = (id: string, flow: string) => `scenarios scenarios/runner/scenarios.spec.ts ${id} @${flow}`;

describe('npm run scenarios -- FILTER as a --grep', () => {
  const matches = (filters: string[], id: string, flow: string) =>
    new RegExp(grepForIds(filters)).test(grepTitle(id, flow));

  it('keeps the scenarios whose id contains any filter', () => {
    expect(matches(['session-error'], 'session-error-100103', 'session')).toBe(true);
    expect(matches(['nope', 'reapply'], 'quota-rejected-then-reapply', 'application')).toBe(true);
    expect(matches(['session-error'], 'quota-rejected', 'application')).toBe(false);
  });

  it('never matches on the flow tag or the file path alone', () => {
    expect(matches(['application'], 'quota-rejected', 'application')).toBe(false);
    expect(matches(['runner'], 'quota-rejected', 'application')).toBe(false);
  });

  it('takes a filter literally, not as a pattern', () => {
    expect(matches(['.'], 'quota-rejected', 'application')).toBe(false);
    expect(matches(['10010301'], 'session-error-10010301', 'session')).toBe(true);
  });
});

describe('discoverScenarios', () => {
  it('finds every scenario of the repository, each id once, each in its flow folder', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const found = await discoverScenarios(root);
    expect(found.length).toBeGreaterThanOrEqual(25);
    expect(new Set(found.map(({ scenario }) => scenario.id)).size).toBe(found.length);
    for (const { scenario, file } of found) expect(file.split('/')[1]).toBe(scenario.flow);
  });
});
