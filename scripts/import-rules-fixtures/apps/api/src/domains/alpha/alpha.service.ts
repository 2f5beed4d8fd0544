import { alphaRows } from './alpha.repository.ts';

export const alphaService = alphaRows.length;
