import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the browser build leaves the shop's stylesheet (stylesheet.config.ts): inside the client
 * build but outside `assets/`, so it is never served as a file of its own.
 */
export const INLINE_STYLESHEET_FILE = '.vite/inline-stylesheet.css';

/** The stylesheet every server-rendered page carries in its head (app/lib/inline-stylesheet.tsx). */
export function readInlineStylesheet(clientDir: string): Buffer {
  const file = path.join(clientDir, INLINE_STYLESHEET_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return fs.readFileSync(file);
}
