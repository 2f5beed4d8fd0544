import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '../..');
const floorDir = path.join(root, 'bench/framework-floor');

/**
 * Builds the framework floor (bench/framework-floor: React Router serving only the twelve cards)
 * with the shop's own React Router build tool, and writes what its page shows into `workDir`.
 * Returns the environment its server needs.
 */
export function prepareFloor(workDir: string, inputs: { gridHtml: string; products: unknown[] }): Record<string, string> {
  const tool = path.join(root, 'apps/web/node_modules/.bin/react-router');
  const result = spawnSync(fs.existsSync(tool) ? tool : 'react-router', ['build'], { cwd: floorDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building bench/framework-floor failed');
  const gridFile = path.join(workDir, 'floor-grid.html');
  const productsFile = path.join(workDir, 'floor-products.json');
  fs.writeFileSync(gridFile, inputs.gridHtml);
  fs.writeFileSync(productsFile, JSON.stringify(inputs.products));
  return { GRID_FILE: gridFile, PRODUCTS_FILE: productsFile, NODE_ENV: 'production' };
}

export const FLOOR_SERVER = 'bench/framework-floor/server.ts';
