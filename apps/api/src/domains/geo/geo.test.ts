import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countryOfAddress } from './country-of-address.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const geo = async (ip: string) => (await t.app.inject({ url: '/api/v1/geo', headers: { 'x-forwarded-for': ip } })).json().data;

describe('GET /v1/geo', () => {
  it('offers the EU site in the language of a visitor from abroad', async () => {
    expect(await geo('81.2.69.142')).toEqual({ country: 'GB', offer: { code: 'en', name: 'English', url: 'https://eu.procosmetics.ua/en/' } });
    expect((await geo('91.198.36.1')).country).toBe('UA');
  });

  it('offers nothing to visitors in Ukraine or of unknown country; a failed lookup is no country', async () => {
    expect(await geo('91.198.36.1')).toEqual({ country: 'UA', offer: null });
    expect(await geo('127.0.0.1')).toEqual({ country: null, offer: null });
    expect(await geo('10.1.2.3')).toEqual({ country: null, offer: null });
    expect(countryOfAddress('not an address')).toBeNull();
  });
});
