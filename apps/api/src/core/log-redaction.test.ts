import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides recovery tokens, codes and e-mails, keeping the rest of the URL', () => {
    expect(redactUrl('/ua/?modal=restore-password&token=abc123&email=anna%40example.com&utm_source=mail')).toBe(
      '/ua/?modal=restore-password&token=[redacted]&email=[redacted]&utm_source=mail',
    );
    expect(redactUrl('/api/v1/get_email_by_hash?hash=abc')).toBe('/api/v1/get_email_by_hash?hash=[redacted]');
    expect(redactUrl('/katalog/?page=2&sort=price')).toBe('/katalog/?page=2&sort=price');
    expect(redactUrl('/katalog/')).toBe('/katalog/');
    expect(redactUrl('/x?TOKEN=a&flag&bad%zz=1')).toBe('/x?TOKEN=[redacted]&flag&bad%zz=1');
  });
});
