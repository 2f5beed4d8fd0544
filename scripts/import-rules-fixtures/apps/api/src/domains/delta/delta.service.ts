import { gammaName } from '../gamma/gamma.service.ts';

export const deltaName = 'delta';
export const deltaAndGamma = () => [deltaName, gammaName];
