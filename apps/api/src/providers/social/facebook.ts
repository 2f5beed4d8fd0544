import { createHmac } from 'node:crypto';
import { SocialTokenError, splitName, type SocialProfile, type SocialVerifier } from './social.ts';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com/v19.0, or a local fake in tests. */
  graphUrl: string;
  timeoutMs?: number;
}

interface DebugTokenAnswer {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number };
  error?: { message?: string };
}

interface MeAnswer {
  id?: string;
  name?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  error?: { message?: string };
}

/**
 * Facebook user access tokens: `debug_token` (with the app token) proves the token is valid and was
 * issued to this app, then `/me` (with `appsecret_proof`) reads the person. Facebook may not share
 * the e-mail; when it does, it is treated as unverified for matching existing accounts.
 */
export class FacebookVerifier implements SocialVerifier {
  readonly kind = 'facebook' as const;

  constructor(private readonly options: FacebookOptions) {}

  private async get<T>(path: string, params: Record<string, string>): Promise<{ status: number; body: T }> {
    const url = new URL(`${this.options.graphUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000) });
      return { status: response.status, body: (await response.json()) as T };
    } catch (error) {
      throw new SocialTokenError(`Facebook unreachable: ${(error as Error).message}`, 'unavailable');
    }
  }

  async verify(token: string): Promise<SocialProfile> {
    const { appId, appSecret } = this.options;
    const debug = await this.get<DebugTokenAnswer>('/debug_token', {
      input_token: token,
      access_token: `${appId}|${appSecret}`,
    });
    const data = debug.body.data;
    if (debug.status !== 200 || !data?.is_valid) {
      throw new SocialTokenError(`Facebook token invalid: ${debug.body.error?.message ?? 'is_valid false'}`);
    }
    if (data.app_id !== appId) throw new SocialTokenError('Facebook token issued to another app');

    const me = await this.get<MeAnswer>('/me', {
      fields: 'id,name,email,first_name,last_name',
      access_token: token,
      appsecret_proof: createHmac('sha256', appSecret).update(token).digest('hex'),
    });
    if (me.status !== 200 || !me.body.id) throw new SocialTokenError(`Facebook /me failed: ${me.body.error?.message ?? me.status}`);
    if (data.user_id && data.user_id !== me.body.id) throw new SocialTokenError('Facebook token belongs to another person');
    const names = splitName(me.body.name);
    return {
      provider: 'facebook',
      id: me.body.id,
      email: me.body.email ? me.body.email.toLowerCase() : null,
      emailVerified: false,
      firstName: me.body.first_name ?? names.firstName,
      lastName: me.body.last_name ?? names.lastName,
    };
  }
}
