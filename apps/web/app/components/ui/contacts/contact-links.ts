import type { Variables } from '@shop/contracts/content';

/** `tel:` link of a phone written for people: `+380 (44) 390-12-34` → `tel:+380443901234`. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The shop's phones (SPEC §2: up to three), skipping empty ones. */
export function shopPhones(variables: Variables | null): string[] {
  const contacts = variables?.contacts;
  if (!contacts) return [];
  return [contacts.phone1, contacts.phone2, contacts.phone3].filter((p): p is string => Boolean(p?.trim())).slice(0, 3);
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** Social links that are set, in a fixed order. */
export function socialLinks(variables: Variables | null): SocialLink[] {
  const contacts = variables?.contacts;
  if (!contacts) return [];
  const networks: SocialNetwork[] = ['facebook', 'instagram', 'youtube'];
  return networks.flatMap((network) => (contacts[network] ? [{ network, href: contacts[network]! }] : []));
}
