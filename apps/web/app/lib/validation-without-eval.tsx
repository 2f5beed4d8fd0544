/**
 * Has zod validate without compiling code in the browser. Its fast path builds parsers with
 * `new Function`, and even its probe for that is reported as a `securitypolicyviolation` under the
 * shop's policy, which allows no eval (docs/decisions/0003). Schemas read the setting when they are
 * created, and the page's modules create them while they load, so the setting goes in first, as an
 * inline script in the head (its hash is in the page's policy like every inline script's). zod keeps
 * its configuration in `globalThis.__zod_globalConfig` so that every copy of it shares one; this is
 * what `z.config({ jitless: true })` would set. The server keeps the fast path.
 */
export const JITLESS_ZOD =
  'var c=globalThis.__zod_globalConfig||(globalThis.__zod_globalConfig={});c.jitless=true';

export function ValidationWithoutEval() {
  return <script dangerouslySetInnerHTML={{ __html: JITLESS_ZOD }} />;
}
