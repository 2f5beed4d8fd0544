import { useMatches } from 'react-router';
import { ADMIN_EDIT_ID, type AdminEditKind } from '@shop/contracts/admin-edit';

/**
 * "Edit" in the staff bar (issue 29): the record a page shows, named by its route module's `handle`,
 * so the bar (rendered in the frame, for staff only, after the user loads) can link that record's
 * edit form. The id already sits in the page's data, so guests' cached HTML stays the same.
 *
 *   export const handle = adminEditHandle<Route.ComponentProps['loaderData']>((data) => ({ kind: 'post', id: data.post.id }));
 */
export interface AdminEditTarget {
  kind: AdminEditKind;
  id: number;
}

export interface AdminEditHandle<Data> {
  adminEdit: (data: Data) => AdminEditTarget | null;
}

export function adminEditHandle<Data>(adminEdit: (data: Data) => AdminEditTarget | null): AdminEditHandle<Data> {
  return { adminEdit };
}

function isAdminEditHandle(handle: unknown): handle is AdminEditHandle<unknown> {
  return typeof handle === 'object' && handle !== null && typeof (handle as { adminEdit?: unknown }).adminEdit === 'function';
}

/** The record of the deepest route that names one and has its data (a 404 page names none). */
export function useAdminEditTarget(): AdminEditTarget | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const { handle, loaderData } = matches[index];
    if (isAdminEditHandle(handle) && loaderData != null) return handle.adminEdit(loaderData);
  }
  return null;
}

/** The back office's edit form of a record, from the bar's link that holds `{id}`. */
export function adminEditHref(urlWithId: string, id: number): string {
  return urlWithId.replace(ADMIN_EDIT_ID, String(id));
}
