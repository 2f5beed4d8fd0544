/**
 * "Edit" in the storefront's admin bar on a record's own page: the edit form of a product, a post or a
 * static page. Without zod, so that the page routes that name their record (routes' `handle`) do not
 * bring the validation library into a guest's page: `user.ts` builds the bar's schema from these.
 */

/** What the bar's edit link holds in place of the record's id; the storefront puts the page's id there. */
export const ADMIN_EDIT_ID = '{id}';

export const ADMIN_EDIT_KINDS = ['product', 'post', 'page'] as const;
export type AdminEditKind = (typeof ADMIN_EDIT_KINDS)[number];
