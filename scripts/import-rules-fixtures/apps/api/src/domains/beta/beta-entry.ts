// Bad: a domain imports an entry (api-domain-not-an-entry).
import { app } from '../../app.ts';

export const betaApp = app;
