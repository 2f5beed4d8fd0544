import { createRequire } from 'node:module';

interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoipCountry | null | undefined;

/**
 * The country of an address from geoip-country's database, shipped inside the package (no call
 * leaves the server). Loaded on first use (about 8 MB). Any failure — the database missing or
 * unreadable, a private or malformed address — counts as no country.
 */
export function countryOfAddress(ip: string): string | null {
  try {
    if (geoip === undefined) geoip = createRequire(import.meta.url)('geoip-country') as GeoipCountry;
    return geoip?.lookup(ip)?.country ?? null;
  } catch {
    geoip = null;
    return null;
  }
}
