import { describe, expect, it } from 'vitest';
import { profileDetailsForm } from './profile-details-schema.ts';

const values = { name: 'Олена', second_name: 'Коваленко', email: 'olena@example.com', city: 'Київ' };

describe('profileDetailsForm', () => {
  const schema = profileDetailsForm({ email: 'olena@example.com', hasPassword: true });

  it('needs no password while the e-mail stays the same (in any case)', () => {
    expect(schema.safeParse({ ...values, email: 'OLENA@example.com' }).success).toBe(true);
  });

  it('asks for the current password when the e-mail changes', () => {
    const result = schema.safeParse({ ...values, email: 'new@example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['current_password']);
    expect(schema.safeParse({ ...values, email: 'new@example.com', current_password: 'secret' }).success).toBe(true);
  });

  it('lets an account without a password change its e-mail', () => {
    const social = profileDetailsForm({ email: 'olena@example.com', hasPassword: false });
    expect(social.safeParse({ ...values, email: 'new@example.com' }).success).toBe(true);
  });
});
