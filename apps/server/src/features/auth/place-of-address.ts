import { BlockList, isIP } from "node:net";
import { type CityResponse, open } from "maxmind";

/** An approximate place ("Springfield, Illinois, United States") for a client address, or null when none is known. */
export type PlaceOfAddress = (ipAddress: string | null | undefined) => string | null;

/** Addresses that name no place: private, loopback, link-local, shared (CGNAT) and unspecified ranges. */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv6");
}

/** The address in the form a lookup wants (an IPv4-mapped IPv6 address as IPv4), or null if it names no place. */
function publicAddress(ipAddress: string): string | null {
  const address = ipAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(address);
  if (version === 0) return null;
  return nowhere.check(address, version === 4 ? "ipv4" : "ipv6") ? null : address;
}

const englishName = (record: { names?: { en?: string } } | undefined) => record?.names?.en?.trim() || undefined;

/** City, region and country (each only when known, a region that repeats the city left out). */
export function describePlace(found: CityResponse | null): string | null {
  if (!found) return null;
  const city = englishName(found.city);
  const region = englishName(found.subdivisions?.[0]);
  const country = englishName(found.country);
  const parts = [city, region !== city ? region : undefined, country].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/**
 * Reads a GeoLite2-City or -Country database (MaxMind's `.mmdb` format) into memory once; the lookup never throws,
 * so a sign-in never fails for it. A file that cannot be read stops the start, naming the setting.
 */
export async function openPlaceOfAddress(databasePath: string): Promise<PlaceOfAddress> {
  const reader = await open<CityResponse>(databasePath).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`GEOIP_DATABASE_PATH: cannot read ${databasePath} as a MaxMind database: ${reason}`);
  });
  return (ipAddress) => {
    const address = ipAddress ? publicAddress(ipAddress) : null;
    if (!address) return null;
    try {
      return describePlace(reader.get(address));
    } catch {
      return null;
    }
  };
}
