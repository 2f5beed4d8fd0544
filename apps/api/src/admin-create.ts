import { parseArgs } from 'node:util';
import { closeDeps, createDeps } from './app.ts';
import { EmbeddedDatabaseInUse } from './db/pglite-folder-lock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { AdministratorRefused, createAdministrator, generatePassword } from './domains/users/administrators.ts';

/**
 * `npm run admin:create -- --email someone@example.com [--name "Оксана"] [--password-stdin]`: the first
 * administrator of an install (docs/operations.md "Production start"). Works on the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR, as `npm run db:migrate`), applying
 * migrations first. The password is read from standard input with --password-stdin, asked for on a
 * terminal, or else generated and printed once.
 */
const USAGE = 'Usage: npm run admin:create -- --email <address> [--name <name>] [--password-stdin]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let args: { email?: string; name?: string; 'password-stdin'?: boolean };
try {
  ({ values: args } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (!args.email) fail(`--email is required.\n${USAGE}`, 2);

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the trailing line break of `echo` or a file is not part of the password.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else {
          typed += char;
        }
      }
    };
    stdin.on('data', onData);
  });
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (args['password-stdin']) return { password: await readStdin(), generated: false };
  if (process.stdin.isTTY) {
    const first = await askHidden('Password (empty: generate one): ');
    if (!first) return { password: generatePassword(), generated: true };
    const again = await askHidden('The same password again: ');
    if (again !== first) fail('The two passwords differ: nothing was changed.');
    return { password: first, generated: false };
  }
  return { password: generatePassword(), generated: true };
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const { password, generated } = await choosePassword();
const deps = await createDeps(config, { seed: false }).catch((error) => {
  if (error instanceof EmbeddedDatabaseInUse) fail(error.message);
  throw error;
});
let exitCode = 0;
try {
  const admin = await createAdministrator(deps, { email: args.email, password, name: args.name });
  console.log(`Administrator ${admin.email} created (id ${admin.id}, ${deps.database.kind}): the admin bar and every staff call.`);
  if (generated) console.log(`Password, shown only this once: ${password}`);
} catch (error) {
  if (!(error instanceof AdministratorRefused)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await closeDeps(deps);
}
process.exit(exitCode);
