import { alphaService } from './alpha.service.ts';

export const alphaRoutes = alphaService;
