// Bad: settings import a domain (api-settings-know-no-domain).
import { alphaService } from './domains/alpha/alpha.service.ts';

export const config = { alpha: alphaService };
