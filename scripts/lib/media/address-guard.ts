/**
 * The logo fetcher's network guard: a tool's site must not make an editor's machine reach into
 * its own network (a router's admin page, a cloud metadata service). Every address a host
 * resolves to is checked, at connect time (so a second DNS answer cannot swap in a private one),
 * and on every redirect hop, since each hop is a new connection.
 */
import { BlockList, isIP } from "node:net";
import dns, { type LookupAddress, type LookupOptions } from "node:dns";

/** Ranges that are not the public internet (RFC 6890 and its successors). */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["64:ff9b::", 96], // NAT64: would reach an IPv4 address we have not checked
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["3fff::", 20], // documentation
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}
/** Only global unicast (2000::/3) is public IPv6; loopback, ULA fc00::/7, fe80::/10 fall outside. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:10.0.0.1), if it is one. */
function mappedIpv4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True only for an address on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = mappedIpv4(bare);
  if (mapped !== null) return isPublicAddress(mapped);
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, "ipv4");
  if (family === 6) return globalUnicast.check(bare, "ipv6") && !blocked.check(bare, "ipv6");
  return false;
}

/** Which addresses may be connected to; tests pass one that lets 127.0.0.1 through. */
export type AddressPolicy = (address: string) => boolean;

export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
}

export function blockedMessage(host: string, address: string): string {
  return `${host} resolves to ${address}, which is not a public internet address: refused`;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves every address of the host and fails the connection
 * if any of them is not allowed (a host that answers with a public and a private address could
 * otherwise be reached on the private one).
 */
export function guardedLookup(allowed: AddressPolicy = isPublicAddress) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !allowed(entry.address));
      if (refused)
        return callback(new BlockedAddressError(blockedMessage(hostname, refused.address)), []);
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A URL's host when it is an address literal: net.connect skips `lookup` for those. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
}
