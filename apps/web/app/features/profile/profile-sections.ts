import type { Me } from '@shop/contracts/user';

/** The profile's pages (SPEC §2 signed-in areas) and who sees each. */
export interface ProfileSection {
  /** Path segment under /profile/. */
  slug: 'user-info' | 'user-current-orders' | 'user-history-orders' | 'user-favorites' | 'managers' | 'club';
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

export function profileSections(user: Pick<Me, 'userType' | 'isManager'>): ProfileSection[] {
  return ALL.filter((section) => (section.slug === 'managers' ? canManageManagers(user) : section.slug === 'club' ? canOpenClub(user) : true));
}
