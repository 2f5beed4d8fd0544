/**
 * Staff roles and the back-office areas each may work in. One table read by the API's guard
 * (`staffGuard(area)`) and by the back office's menu, so a screen is shown exactly where the server
 * answers it.
 */
export const STAFF_ROLES = ['administrator', 'order_manager', 'content_editor', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_AREAS = ['dashboard', 'orders', 'applications', 'moderation', 'catalogue', 'content', 'users', 'settings', 'audit'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * Who works where: the administrator everywhere (and alone assigns staff roles through `users`);
 * the order manager ships, cancels and refunds; the content editor keeps the catalogue, its prices
 * and stock, and the content; the reviewer decides on professional applications and moderates.
 */
export const STAFF_ROLE_AREAS: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  administrator: STAFF_AREAS,
  order_manager: ['dashboard', 'orders'],
  content_editor: ['dashboard', 'catalogue', 'content'],
  reviewer: ['dashboard', 'applications', 'moderation'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function staffMay(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return role != null && STAFF_ROLE_AREAS[role].includes(area);
}
