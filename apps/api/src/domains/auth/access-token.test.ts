import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@shop/contracts/auth';
import { loadConfig } from '../../config.ts';
import { TokenRejected } from '../../core/auth.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const configWith = (secret: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JWT_SECRET: secret });

afterEach(() => vi.useRealTimers());

describe('access tokens remembered once checked', () => {
  it('answers the same claims again, and refuses the token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const config = configWith('a'.repeat(40));
    const token = await signAccessToken(config, { userId: 7, sessionId: 'session-1' });
    expect(await verifyAccessToken(config, token)).toEqual({ userId: 7, sessionId: 'session-1' });
    expect(await verifyAccessToken(config, token)).toEqual({ userId: 7, sessionId: 'session-1' });

    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_S + 1) * 1000));
    const expired = await verifyAccessToken(config, token).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(TokenRejected);
    expect((expired as TokenRejected).problem).toBe('expired');
  });

  it('does not take a token checked under one key for another key', async () => {
    const first = configWith('b'.repeat(40));
    const other = configWith('c'.repeat(40));
    const token = await signAccessToken(first, { userId: 8, sessionId: 'session-2' });
    expect(await verifyAccessToken(first, token)).toEqual({ userId: 8, sessionId: 'session-2' });
    await expect(verifyAccessToken(other, token)).rejects.toBeInstanceOf(TokenRejected);
  });
});
