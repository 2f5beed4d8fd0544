import { describe, expect, it } from 'vitest';
import { profileSections } from './profile-sections.ts';

const slugs = (name: 'regular' | 'professional' | 'distributor', isManager = false) =>
  profileSections({ userType: { name }, isManager }).map((s) => s.slug);

describe('profileSections', () => {
  it('shows managers to a distributor only', () => {
    expect(slugs('distributor')).toContain('managers');
    expect(slugs('distributor', true)).not.toContain('managers');
    expect(slugs('professional')).not.toContain('managers');
    expect(slugs('regular')).toEqual(['user-info', 'user-current-orders', 'user-history-orders', 'user-favorites']);
  });
});
