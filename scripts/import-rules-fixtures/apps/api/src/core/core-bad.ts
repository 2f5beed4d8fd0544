// Bad: core imports a domain (api-core-knows-no-domain).
import { alphaService } from '../domains/alpha/alpha.service.ts';

export const coreBad = alphaService;
