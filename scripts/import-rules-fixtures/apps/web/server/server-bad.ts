// Broken on purpose: the web's server reaches into a domain of the API.
import { alphaService } from '../../api/src/domains/alpha/alpha.service.ts';

export const bad = alphaService;
