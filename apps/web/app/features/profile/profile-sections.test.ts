import { describe, expect, it } from 'vitest';
import { profileSections, sectionPath } from './profile-sections.ts';

const slugs = (name: 'regular' | 'professional' | 'distributor', isManager = false) =>
  profileSections({ userType: { name }, isManager }).map((s) => s.slug);

describe('profileSections', () => {
  it('shows managers to a distributor only', () => {
    expect(slugs('distributor')).toContain('managers');
    expect(slugs('distributor', true)).not.toContain('managers');
    expect(slugs('professional')).not.toContain('managers');
    expect(slugs('regular')).toEqual(['user-info', 'user-current-orders', 'user-history-orders', 'user-favorites']);
  });

  it('shows the professional club to professionals and distributors, not to their managers', () => {
    expect(slugs('professional')).toContain('club');
    expect(slugs('distributor')).toContain('club');
    expect(slugs('distributor', true)).not.toContain('club');
    expect(slugs('regular')).not.toContain('club');
    const club = profileSections({ userType: { name: 'professional' }, isManager: false }).find((s) => s.slug === 'club');
    expect(club && sectionPath(club)).toBe('/user-professional-club/');
  });

  it('shows the warehouse to distributors and their managers only', () => {
    expect(slugs('distributor')).toEqual(expect.arrayContaining(['warehouse', 'storage']));
    expect(slugs('distributor', true)).toEqual(expect.arrayContaining(['warehouse', 'storage']));
    expect(slugs('professional')).not.toContain('warehouse');
    expect(slugs('regular')).not.toContain('storage');
    const storage = profileSections({ userType: { name: 'distributor' }, isManager: true }).find((s) => s.slug === 'storage');
    expect(storage && sectionPath(storage)).toBe('/distributor-storage/');
  });
});
