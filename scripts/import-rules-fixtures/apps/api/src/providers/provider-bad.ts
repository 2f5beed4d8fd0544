// Bad: a provider imports db/ (api-providers-below-domains).
import { tables } from '../db/schema/index.ts';
// Good: a provider reads the settings.
import { config } from '../config.ts';

export const providerBad = [tables, config];
