import type { StaffRole } from '@shop/contracts/staff-roles';
import type { AuthProvider } from 'react-admin';
import { ApiError, api, refreshSession, session } from '../api/http.ts';

interface Me {
  id: number;
  name?: string | null;
  email: string;
  staffRole: StaffRole | null;
}

/** Thrown (and shown as the "no access" page) when a signed-in account has no staff role. */
export const NOT_STAFF = 'ra.admin.no_access';

let me: Me | null = null;

async function loadMe(): Promise<Me | null> {
  if (!session.hasToken() && !(await refreshSession())) return null;
  try {
    me = (await api<{ data: Me }>('GET', '/v1/auth/me')).data;
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Sign-in with the shop's own accounts: the same login call as the storefront's dialog, the bearer
 * access token kept in memory and the refresh cookie set by the API, so a reload stays signed in.
 * Staff are told apart by `staffRole` on `/v1/auth/me`; the server checks the role on every staff
 * route, the menu only hides what would be refused.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      const result = await api<{ data: { accessToken: string } }>('POST', '/v1/auth/login', { email: username, password, remember: false });
      session.setToken(result.data.accessToken);
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : 'ra.auth.sign_in_error');
    }
    const user = await loadMe();
    if (!user?.staffRole) return { redirectTo: '/no-access' };
    return undefined;
  },
  async logout() {
    if (session.hasToken()) await api('POST', '/v1/auth/logout', {}).catch(() => undefined);
    session.setToken(null);
    me = null;
  },
  async checkAuth() {
    if (!(me ?? (await loadMe()))) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error: unknown) {
    const status = (error as { status?: number } | undefined)?.status;
    if (status === 401) {
      session.setToken(null);
      me = null;
      throw new Error('ra.auth.auth_check_error');
    }
    // 403 is the server refusing one area: shown as a notice, the session stays.
  },
  async getPermissions() {
    return (me ?? (await loadMe()))?.staffRole ?? null;
  },
  async getIdentity() {
    const user = me ?? (await loadMe());
    if (!user) throw new Error('ra.auth.auth_check_error');
    // No name on the user menu's button: its accessible name is "Profile", and a visible name that
    // differs from it is what screen-reader users cannot say to voice control (WCAG 2.5.3).
    return { id: user.id };
  },
};
