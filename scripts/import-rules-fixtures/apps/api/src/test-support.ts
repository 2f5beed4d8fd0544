// The API's deliberate entry for the web's tests.
export const testSupport = 'tests';
