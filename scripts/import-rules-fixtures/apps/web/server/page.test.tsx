// A web test (.tsx, so vitest does not run it): the test-support entry is allowed, the API core is not (broken on purpose).
import { testSupport } from '../../api/src/test-support.ts';
import { coreBad } from '../../api/src/core/core-bad.ts';

export const used = [testSupport, coreBad];
