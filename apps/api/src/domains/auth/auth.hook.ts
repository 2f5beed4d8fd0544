import type { ApiDeps } from '../../deps.ts';
import { registerAuthHook } from '../../core/auth.ts';
import { viewerForUser } from '../pricing/price-viewer.ts';
import type { Api } from '../../types.ts';
import { authenticate } from './sessions.service.ts';

/**
 * Reads the bearer token of every API request into `request.user` (registered before the routes)
 * and sets the prices the caller sees: professionals theirs with their individual discount,
 * distributors and their managers the distributor price, users linked to a code the client price.
 */
export function authHook(app: Api, deps: ApiDeps): void {
  registerAuthHook(
    app,
    (token) => authenticate(deps, token),
    (request, user) => {
      if (user) request.priceAudience = viewerForUser(user);
    },
  );
}
