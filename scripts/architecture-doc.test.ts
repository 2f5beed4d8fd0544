import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names every API domain, every web feature and every app: a folder added without
 * its line in the page fails here, so the page stays true as the code grows.
 */
const root = path.resolve(import.meta.dirname, '..');
const page = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/architecture.md', () => {
  it('has a row for every API domain', () => {
    expect(folders('apps/api/src/domains').filter((domain) => !page.includes(`| \`${domain}\` |`))).toEqual([]);
  });

  it('names every web feature in the features row', () => {
    const row = page.split('\n').find((line) => line.startsWith('| `app/features/<feature>/`')) ?? '';
    expect(folders('apps/web/app/features').filter((feature) => !row.includes(`\`${feature}\``))).toEqual([]);
  });

  it('names every app and package', () => {
    const named = [...folders('apps').map((app) => `apps/${app}`), ...folders('packages').map((pkg) => `packages/${pkg}`)];
    expect(named.filter((folder) => !page.includes(`\`${folder}`))).toEqual([]);
  });
});
