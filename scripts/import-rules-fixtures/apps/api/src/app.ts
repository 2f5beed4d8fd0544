import { alphaService } from './domains/alpha/alpha.service.ts';

export const app = alphaService;
