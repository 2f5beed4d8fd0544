// Good: another domain's service.
import { alphaService } from '../alpha/alpha.service.ts';
// Bad: another domain's repository (api-domain-not-another-domains-repository).
import { alphaRows } from '../alpha/alpha.repository.ts';
// Bad: another domain's routes (api-domain-not-another-domains-routes).
import { alphaRoutes } from '../alpha/alpha.routes.ts';

export const betaService = [alphaService, alphaRows, alphaRoutes];
