import { describe, expect, it } from 'vitest';
import { documentLink } from './document-link.ts';

describe('documentLink', () => {
  it('localises a site path', () => {
    expect(documentLink('/pages/privacy-policy/', 'ua')).toEqual({ href: '/ua/pages/privacy-policy/', external: false });
    expect(documentLink('/pages/privacy-policy/', 'ru')).toEqual({ href: '/pages/privacy-policy/', external: false });
  });

  it('keeps an absolute URL and marks it external', () => {
    expect(documentLink('https://docs.example.com/terms.pdf', 'ua')).toEqual({
      href: 'https://docs.example.com/terms.pdf',
      external: true,
    });
  });

  it('treats a missing or blank document as not provided', () => {
    expect(documentLink(null, 'ru')).toBeNull();
    expect(documentLink('  ', 'ru')).toBeNull();
  });
});
