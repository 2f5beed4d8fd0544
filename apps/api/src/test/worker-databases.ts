/** Where test/global-setup.ts left the dumped, migrated PGlite database (read by test/test-app.ts). */
export const PGLITE_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';
