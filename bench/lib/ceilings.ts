import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { CeilingKind } from '../targets.ts';
import { freePort, startServer } from './processes.ts';

export interface Ceiling {
  url: string;
  label: string;
  process: ChildProcess;
}

export interface CeilingInputs {
  /** The bytes the target answered with (JSON size, page bytes). */
  sample: Buffer;
  databaseUrl: string;
  /** The product grid's markup, as the shop's catalogue page draws it. */
  gridHtml: string;
  workDir: string;
}

const LABELS: Record<CeilingKind, string> = {
  json: 'bare Fastify JSON',
  pg: 'bare Fastify + prepared pg',
  'pg-tx': 'bare Fastify + prepared tx',
  render: 'bare renderToString',
  static: 'bare Node static',
};

export async function startCeiling(kind: CeilingKind, inputs: CeilingInputs): Promise<Ceiling> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { PORT: String(port), NODE_ENV: 'production' };
  let script: string;
  let route = '/page';
  switch (kind) {
    case 'json':
      script = 'bench/ceilings/bare-fastify-json.ts';
      env.BODY_BYTES = String(inputs.sample.length);
      route = '/json';
      break;
    case 'pg':
      if (!inputs.databaseUrl) throw new Error('the pg ceiling needs PostgreSQL');
      script = 'bench/ceilings/bare-fastify-pg.ts';
      env.DATABASE_URL = inputs.databaseUrl;
      break;
    case 'pg-tx':
      if (!inputs.databaseUrl) throw new Error('the pg-tx ceiling needs PostgreSQL');
      script = 'bench/ceilings/bare-fastify-pg-tx.ts';
      env.DATABASE_URL = inputs.databaseUrl;
      route = '/order';
      break;
    case 'render': {
      script = 'bench/ceilings/bare-render.tsx';
      const file = path.join(inputs.workDir, `ceiling-${port}-grid.html`);
      fs.writeFileSync(file, inputs.gridHtml);
      env.GRID_FILE = file;
      break;
    }
    case 'static': {
      const file = path.join(inputs.workDir, `ceiling-${port}.html`);
      fs.writeFileSync(file, inputs.sample);
      script = 'bench/ceilings/bare-node-static.ts';
      env.FILE = file;
      break;
    }
  }
  const child = await startServer(script, env, `${origin}/health`);
  return { url: `${origin}${route}`, label: LABELS[kind], process: child };
}
