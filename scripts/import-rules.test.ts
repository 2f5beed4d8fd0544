import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's import rules (.dependency-cruiser.api.cjs) bite: one dependency-cruiser run over a small
 * tree (scripts/import-rules-fixtures/) with one deliberately bad import per rule, and a few allowed
 * ones beside them, must report exactly the bad ones, each under its rule's name.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = 'scripts/import-rules-fixtures/apps/api/src/';

type Violation = { rule: { name: string; severity: string }; from: string; to: string };

function cruiseFixtures(config = '.dependency-cruiser.api.cjs'): Violation[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'scripts/import-rules-fixtures',
      '--config',
      config,
      '--output-type',
      'json',
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

const short = (name: string) => name.replace(FIXTURES, '');

describe('the API import rules', () => {
  const violations = cruiseFixtures();
  const found = violations.map((v) => `${v.rule.name}: ${short(v.from)} → ${short(v.to)}`).sort();

  it('are errors, two-way domains included, which fail `npm run lint` (its `err` output exits non-zero on an error)', () => {
    for (const v of violations) expect([v.rule.name, v.rule.severity]).toEqual([v.rule.name, 'error']);
  });

  it.each([
    ['api-domain-not-another-domains-repository', 'domains/beta/beta.service.ts', 'domains/alpha/alpha.repository.ts'],
    ['api-domain-not-another-domains-routes', 'domains/beta/beta.service.ts', 'domains/alpha/alpha.routes.ts'],
    ['api-no-two-way-domains', 'domains/gamma', 'domains/delta'],
    ['api-no-two-way-domains', 'domains/delta', 'domains/gamma'],
    ['api-domain-not-an-entry', 'domains/beta/beta-entry.ts', 'app.ts'],
    ['api-core-knows-no-domain', 'core/core-bad.ts', 'domains/alpha/alpha.service.ts'],
    ['api-providers-below-domains', 'providers/provider-bad.ts', 'db/schema/index.ts'],
    ['api-db-imports-only-contracts', 'db/schema/index.ts', 'core/core-bad.ts'],
    ['api-seed-through-services', 'seed/seed.ts', 'domains/alpha/alpha.repository.ts'],
    ['api-settings-know-no-domain', 'config.ts', 'domains/alpha/alpha.service.ts'],
  ])('name %s for %s → %s', (rule, from, to) => {
    expect(found).toContain(`${rule}: ${from} → ${to}`);
  });

  it('let the allowed imports pass: a domain or the seed through a service, a provider or the migration command line reading the settings', () => {
    expect(found).toHaveLength(10);
    const allowed = [
      'domains/beta/beta.service.ts → domains/alpha/alpha.service.ts',
      'seed/seed.ts → domains/alpha/alpha.service.ts',
      'providers/provider-bad.ts → config.ts',
      'db/migrate-cli.ts → config.ts',
    ];
    for (const edge of allowed) expect(found.filter((f) => f.endsWith(`: ${edge}`))).toEqual([]);
  });
});

/**
 * The web's rule on the API package (.dependency-cruiser.cjs): the web's server imports only the
 * API's entry, its tests the entry or @shop/api/test-support (fixtures in
 * scripts/import-rules-fixtures/apps/web/, importing the API fixtures above).
 */
describe('the web rule on the API package', () => {
  const found = cruiseFixtures('.dependency-cruiser.cjs')
    .map((v) => `${v.rule.severity} ${v.rule.name}: ${v.from.replace('scripts/import-rules-fixtures/apps/', '')} → ${v.to.replace('scripts/import-rules-fixtures/apps/', '')}`)
    .sort();

  it('fails a web module or test that reaches past the entry, and lets the entry and the test-support entry pass', () => {
    expect(found).toEqual([
      'error web-imports-only-the-api-entry: web/server/server-bad.ts → api/src/domains/alpha/alpha.service.ts',
      'error web-tests-import-the-api-entry-or-test-support: web/server/page.test.tsx → api/src/core/core-bad.ts',
    ]);
  });
});
