// Bad with delta.service.ts: two domains that import each other (api-no-two-way-domains).
import { deltaName } from '../delta/delta.service.ts';

export const gammaName = 'gamma';
export const gammaAndDelta = () => [gammaName, deltaName];
