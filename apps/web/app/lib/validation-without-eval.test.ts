import { describe, expect, it } from 'vitest';
import { JITLESS_ZOD } from './validation-without-eval.tsx';

describe('validation without eval', () => {
  it('turns on zod’s jitless mode when it runs before zod loads', async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    new Function(JITLESS_ZOD)();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Object schemas then parse without compiling a parser.
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Анна' })).toEqual({ name: 'Анна' });
  });
});
