/**
 * Import direction of the API (`npm run lint` runs it beside the web's `.dependency-cruiser.cjs`;
 * docs/architecture.md, "The API", is the table these rules check):
 *
 *   app.ts, server.ts, jobs.ts, shop-api.ts → domains → core, providers, db → contracts
 *
 * - A domain reaches another domain through its services and public modules, never its repository
 *   (the owner of a table is the only one that queries it) nor its routes (only app.ts registers them).
 * - No two domains import each other, directly or round a longer loop of domains: when two need one
 *   rule, it lives in the domain that owns the concept and the other calls it.
 * - core/ knows no business rule: it imports no domain, provider or entry.
 * - providers/ wrap outside services: they import config.ts, core/ and each other, nothing else.
 * - db/ (client, schema, migrations) imports only contracts and db/. The demo seed is not part of db/:
 *   it lives in seed/ and may use the domains' services and public modules (a password hash, the search
 *   index), never a repository or routes.
 * - config.ts, deps.ts and types.ts are what every layer reads: they import no domain.
 *
 * scripts/import-rules.test.ts proves each rule fails on a deliberately bad import (fixtures in
 * scripts/import-rules-fixtures/, checked with this same file).
 */
/** The API's sources; the same rules run over the fixtures of scripts/import-rules.test.ts. */
const API = '^(?:scripts/import-rules-fixtures/)?apps/api/src/';
const DOMAINS = `${API}domains/`;
const ENTRIES = `${API}(app|server|jobs|shop-api)\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'api-domain-not-another-domains-repository',
      comment:
        "A domain reaches another domain's tables only through that domain's service (docs/architecture.md): its *.repository.ts is its own.",
      severity: 'error',
      from: { path: `${DOMAINS}([^/]+)/` },
      to: { path: `${DOMAINS}[^/]+/.*\\.repository\\.ts$`, pathNot: `${DOMAINS}$1/` },
    },
    {
      name: 'api-domain-not-another-domains-routes',
      comment: 'Routes are registered by app.ts alone; a domain calls another through its service.',
      severity: 'error',
      from: { path: `${DOMAINS}([^/]+)/` },
      to: { path: `${DOMAINS}[^/]+/.*\\.routes\\.ts$`, pathNot: `${DOMAINS}$1/` },
    },
    {
      name: 'api-no-two-way-domains',
      comment:
        'Two domains never import each other (directly or round a loop of domains): the rule both need lives in the domain that owns the concept, and the other calls it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${DOMAINS}[^/]+$` },
      to: { path: `${DOMAINS}[^/]+$`, circular: true },
    },
    {
      name: 'api-domain-not-an-entry',
      comment: 'Domains sit below app.ts, the entries (server.ts, jobs.ts, shop-api.ts) and the demo seed, which assemble or fill them.',
      severity: 'error',
      from: { path: DOMAINS },
      to: { path: [ENTRIES, `${API}seed/`] },
    },
    {
      name: 'api-core-knows-no-domain',
      comment: 'core/ is cross-cutting code that knows no business rule: it imports no domain, provider or entry.',
      severity: 'error',
      from: { path: `${API}core/` },
      to: { path: [DOMAINS, `${API}providers/`, `${API}seed/`, ENTRIES] },
    },
    {
      name: 'api-providers-below-domains',
      comment: 'providers/ wrap outside services: they import config.ts, core/ and each other, never a domain, db/ or an entry.',
      severity: 'error',
      from: { path: `${API}providers/` },
      to: { path: [DOMAINS, `${API}db/`, ENTRIES] },
    },
    {
      name: 'api-db-imports-only-contracts',
      comment: 'db/ (client, schema, migrations) imports only contracts and db/; its command line (migrate-cli.ts) also reads config.ts.',
      severity: 'error',
      from: { path: `${API}db/`, pathNot: `${API}db/migrate-cli\\.ts$` },
      to: { path: API, pathNot: `${API}db/` },
    },
    {
      name: 'api-seed-through-services',
      comment: "The demo seed fills a domain's tables through the domain's service, never its repository or routes.",
      severity: 'error',
      from: { path: `${API}seed/` },
      to: { path: `${DOMAINS}[^/]+/.*\\.(repository|routes)\\.ts$` },
    },
    {
      name: 'api-settings-know-no-domain',
      comment: 'config.ts, deps.ts and types.ts are read by every layer: they import no domain, provider or entry.',
      severity: 'error',
      from: { path: `${API}(config|deps|types)\\.ts$` },
      to: { path: [DOMAINS, `${API}providers/`, `${API}seed/`, ENTRIES] },
    },
  ],
  options: {
    babelConfig: { fileName: 'scripts/layering.babelrc.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '\\.test-support\\.ts$', '^apps/api/src/test/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
};
