import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { markupTree } from '../lib/markup-tree.ts';
import type { FloorData } from './app/floor-data.ts';

/**
 * The framework floor: React Router (framework mode, as the shop uses it) serving a page that holds
 * only the same twelve cards as the render ceiling, with their list answer as loader data. No shell,
 * no API calls, no stylesheet. What it costs over the ceiling is the least any page of the shop can.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
(globalThis as { floorData?: FloorData }).floorData = {
  grid: markupTree(fs.readFileSync(process.env.GRID_FILE!, 'utf8')),
  products: JSON.parse(fs.readFileSync(process.env.PRODUCTS_FILE!, 'utf8')),
};
const build = (await import(path.join(here, 'build/server/index.js'))) as ServerBuild;
const handle = createRequestHandler(build, 'production');

http
  .createServer(async (req, res) => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    const response = await handle(new Request(`http://127.0.0.1${req.url}`, { headers: req.headers as Record<string, string> }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
