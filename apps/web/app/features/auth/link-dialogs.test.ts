import { describe, expect, it } from 'vitest';
import { dialogFromQuery, withoutLinkParams } from './link-dialogs.ts';

describe('dialogFromQuery', () => {
  it('opens the restore dialog with the token and e-mail of the letter', () => {
    expect(dialogFromQuery('?modal=restore-password&token=abc&email=anna%40example.com')).toEqual({
      id: 'restore-password',
      token: 'abc',
      email: 'anna@example.com',
    });
  });

  it('reads the link from the fragment, where the token stays out of request logs', () => {
    expect(dialogFromQuery('?utm_source=mail', '#modal=restore-password&token=abc&email=anna%40example.com')).toEqual({
      id: 'restore-password',
      token: 'abc',
      email: 'anna@example.com',
    });
  });

  it('ignores a restore link without its token', () => {
    expect(dialogFromQuery('?modal=restore-password&email=anna%40example.com')).toBeNull();
  });

  it('opens sign-in with an e-mail to fill in', () => {
    expect(dialogFromQuery('?modal=login&email=anna%40example.com')).toEqual({ id: 'login', email: 'anna@example.com' });
  });

  it('opens nothing for other queries', () => {
    expect(dialogFromQuery('?email=anna%40example.com')).toBeNull();
    expect(dialogFromQuery('')).toBeNull();
  });
});

describe('withoutLinkParams', () => {
  it('keeps the path, other parameters and the hash', () => {
    expect(withoutLinkParams('https://shop.test/ua/?modal=restore-password&token=abc&email=a%40b.c&utm_source=mail#top')).toBe(
      '/ua/?utm_source=mail#top',
    );
    expect(withoutLinkParams('https://shop.test/ua/?utm_source=mail#modal=restore-password&token=abc&email=a%40b.c')).toBe('/ua/?utm_source=mail');
  });
});
