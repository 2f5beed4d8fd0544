// Good: the seed uses a domain's service.
import { alphaService } from '../domains/alpha/alpha.service.ts';
// Bad: the seed uses a domain's repository (api-seed-through-services).
import { alphaRows } from '../domains/alpha/alpha.repository.ts';

export const seed = [alphaService, alphaRows];
