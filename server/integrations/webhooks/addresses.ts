import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may post: the public internet only. A hook's address is checked when it is
 * saved and again on every connection (the address its name resolves to then, so a name that
 * later points inside is refused too), unless WEBHOOKS_ALLOW_PRIVATE is set for local tools.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (and some clouds' metadata, 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, with the cloud metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local, with fd00:ec2::254 (a cloud's metadata)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["2001:db8::", 32], // documentation
  ["100::", 64], // discard
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv6");

/** An IPv4 address carried in an IPv6 one (::ffff:a.b.c.d, NAT64's 64:ff9b::/96, IPv4-compatible ::a.b.c.d), else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, metadata, multicast or reserved). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4) return isPublicAddress(v4);
  return !BLOCKED.check(address, "ipv6");
}

export type AddressProblem = "notPublic" | "unresolved";

/** What is wrong with where a URL's host name leads (every address it resolves to must be public), or null. */
export async function hostProblem(hostname: string): Promise<AddressProblem | null> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPublicAddress(host) ? null : "notPublic";
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found)),
  );
  if (!addresses?.length) return "unresolved";
  return addresses.every((a) => isPublicAddress(a.address)) ? null : "notPublic";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that connects only to public addresses: the name is resolved
 * once, checked, and the connection made to exactly what was checked (no second resolution a
 * rebinding name could answer differently).
 */
export function publicOnlyLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true }, (error, found) => {
    if (error) return callback(error, options.all ? [] : "");
    const wanted = found.filter((a) => !options.family || a.family === Number(String(options.family).replace("IPv", "")));
    if (!wanted.length || wanted.some((a) => !isPublicAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`[Webhooks] ${hostname} leads to an address that is not public`);
      refused.code = "EADDRNOTPUBLIC";
      return callback(refused, options.all ? [] : "");
    }
    if (options.all) callback(null, wanted);
    else callback(null, wanted[0]!.address, wanted[0]!.family);
  });
}
