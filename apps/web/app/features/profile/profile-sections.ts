import type { Me } from '@shop/contracts/user';

/** The profile's pages (SPEC §2 signed-in areas) and who sees each. */
export interface ProfileSection {
  /** Path segment under /profile/. */
  slug: 'user-info' | 'user-current-orders' | 'user-history-orders' | 'user-favorites' | 'managers' | 'club' | 'warehouse' | 'storage';
  labelKey: string;
  /** Where the section lives when it is not /profile/{slug}/ (the professional club has its own area). */
  path?: string;
}

const ALL: ProfileSection[] = [
  { slug: 'user-info', labelKey: 'profile.nav.info' },
  { slug: 'user-current-orders', labelKey: 'profile.nav.currentOrders' },
  { slug: 'user-history-orders', labelKey: 'profile.nav.historyOrders' },
  { slug: 'user-favorites', labelKey: 'profile.nav.favourites' },
  { slug: 'managers', labelKey: 'profile.nav.managers' },
  { slug: 'club', labelKey: 'profile.nav.club', path: '/user-professional-club/' },
  { slug: 'warehouse', labelKey: 'profile.nav.warehouse', path: '/distributor-orders/' },
  { slug: 'storage', labelKey: 'profile.nav.storage', path: '/distributor-storage/' },
];

/** The professional club (SPEC §6 "Professional: client list"): professionals and distributors, not their managers. */
export function canOpenClub(user: Pick<Me, 'userType' | 'isManager'>): boolean {
  return !user.isManager && (user.userType.name === 'professional' || user.userType.name === 'distributor');
}

/** Where a section's link leads. */
export function sectionPath(section: ProfileSection): string {
  return section.path ?? `/profile/${section.slug}/`;
}

/** Managers are the distributor's own business: not for its managers, not for anybody else (SPEC §6). */
export function canManageManagers(user: Pick<Me, 'userType' | 'isManager'>): boolean {
  return user.userType.name === 'distributor' && !user.isManager;
}

/** The warehouse (documents, leftovers, sales): a distributor and its managers (SPEC §6). */
export function canOpenWarehouse(user: Pick<Me, 'userType'>): boolean {
  return user.userType.name === 'distributor';
}

export function profileSections(user: Pick<Me, 'userType' | 'isManager'>): ProfileSection[] {
  return ALL.filter((section) => {
    if (section.slug === 'managers') return canManageManagers(user);
    if (section.slug === 'club') return canOpenClub(user);
    if (section.slug === 'warehouse' || section.slug === 'storage') return canOpenWarehouse(user);
    return true;
  });
}
