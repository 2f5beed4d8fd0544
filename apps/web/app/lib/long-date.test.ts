import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

describe('longDate', () => {
  it('writes the day out in the page language', () => {
    expect(longDate('2026-11-24T10:00:00Z', 'ru')).toMatch(/^24 ноября 2026/);
    expect(longDate('2026-11-24T10:00:00Z', 'ua')).toMatch(/^24 листопада 2026/);
  });

  it('counts the day in Kyiv, whatever the machine’s time zone', () => {
    expect(longDate('2026-11-24T23:30:00Z', 'ru')).toMatch(/^25 ноября/);
  });
});
