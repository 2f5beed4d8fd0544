import { describe, expect, it } from 'vitest';
import type { Variables } from '@shop/contracts/content';
import { phoneHref, shopPhones, socialLinks } from './contact-links.ts';

const variables = (contacts: Partial<Variables['contacts']>): Variables => ({
  contacts: { phone1: null, phone2: null, phone3: null, email: null, facebook: null, instagram: null, youtube: null, ...contacts },
  messengers: { viberLink: null, telegramLink: null },
  documents: { privacyPolicy: null, termsOfUse: null },
  firstOrderPromotion: { active: true, percent: 5 },
});

describe('contact links', () => {
  it('turns a written phone into a tel: link', () => {
    expect(phoneHref('+380 (44) 390-12-34')).toBe('tel:+380443901234');
  });

  it('lists only the phones that are set', () => {
    expect(shopPhones(variables({ phone1: '+380 44 1', phone2: '  ', phone3: '+380 50 3' }))).toEqual(['+380 44 1', '+380 50 3']);
    expect(shopPhones(null)).toEqual([]);
  });

  it('lists the social networks that are set, in a fixed order', () => {
    expect(socialLinks(variables({ youtube: 'https://y', facebook: 'https://f' }))).toEqual([
      { network: 'facebook', href: 'https://f' },
      { network: 'youtube', href: 'https://y' },
    ]);
  });
});
