import { pointWorkerAtItsDatabases } from './worker-databases.ts';

// vitest.config.ts `setupFiles`: runs in the worker before each test file imports anything.
pointWorkerAtItsDatabases();
