/**
 * Which IP addresses a webhook may reach: public unicast only. Private, loopback, link-local,
 * unique-local, shared (CGNAT), multicast, documentation, reserved and unspecified ranges are refused,
 * IPv4 and IPv6 alike, and an IPv4 address inside IPv6 (mapped, NAT64, 6to4) is judged as that IPv4
 * address. Loopback can be allowed for local testing.
 */
type Range = readonly [prefix: readonly number[], bits: number, kind: string];

const IPV4_REFUSED: readonly Range[] = [
  [[0, 0, 0, 0], 8, 'an unspecified'],
  [[10, 0, 0, 0], 8, 'a private'],
  [[100, 64, 0, 0], 10, 'a shared (CGNAT)'],
  [[127, 0, 0, 0], 8, 'a loopback'],
  [[169, 254, 0, 0], 16, 'a link-local'],
  [[172, 16, 0, 0], 12, 'a private'],
  [[192, 0, 0, 0], 24, 'a reserved'],
  [[192, 0, 2, 0], 24, 'a documentation'],
  [[192, 88, 99, 0], 24, 'a reserved'],
  [[192, 168, 0, 0], 16, 'a private'],
  [[198, 18, 0, 0], 15, 'a benchmarking'],
  [[198, 51, 100, 0], 24, 'a documentation'],
  [[203, 0, 113, 0], 24, 'a documentation'],
  [[224, 0, 0, 0], 4, 'a multicast'],
  [[240, 0, 0, 0], 4, 'a reserved'],
];

const hex = (...groups: number[]) => groups.flatMap((g) => [g >> 8, g & 0xff]);

const IPV6_REFUSED: readonly Range[] = [
  [hex(0, 0, 0, 0, 0, 0, 0, 0), 128, 'an unspecified'],
  [hex(0, 0, 0, 0, 0, 0, 0, 1), 128, 'a loopback'],
  // IPv4-compatible addresses (deprecated).
  [hex(0, 0, 0, 0, 0, 0), 96, 'a reserved'],
  [hex(0x64, 0xff9b, 1), 48, 'a private NAT64'],
  [hex(0x100, 0, 0, 0), 64, 'a discard-only'],
  [hex(0x2001), 23, 'a reserved'],
  [hex(0x2001, 0xdb8), 32, 'a documentation'],
  [hex(0x3fff), 20, 'a documentation'],
  [hex(0xfc00), 7, 'a unique-local'],
  [hex(0xfe80), 10, 'a link-local'],
  [hex(0xfec0), 10, 'a site-local'],
  [hex(0xff00), 8, 'a multicast'],
];

/** IPv6 ranges that carry an IPv4 address: the prefix, its length and where the IPv4 bytes start. */
const IPV4_INSIDE_IPV6: readonly [prefix: readonly number[], bits: number, at: number][] = [
  [hex(0, 0, 0, 0, 0, 0xffff), 96, 12],
  [hex(0x64, 0xff9b, 0, 0, 0, 0), 96, 12],
  [hex(0x2002), 16, 2],
];

function inRange(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

export function parseIPv4(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (!part) return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [n, piece] of pieces.entries()) {
      if (n === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIPv4(piece);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return hex(...head, ...Array<number>(missing).fill(0), ...tail);
}

/** Is `text` an IP address (not a host name)? */
export const isIpAddress = (text: string) => parseIPv4(text) !== null || parseIPv6(text) !== null;

/**
 * Why a webhook may not connect to this address, or null when it may. `address` is an IPv4 or IPv6
 * address as DNS answers it (or as a URL gives it, brackets allowed).
 */
export function refusalOf(address: string, options: { allowLoopback: boolean }): string | null {
  const v4 = parseIPv4(address);
  if (v4) return refusalOfIPv4(v4, address, options);
  const v6 = parseIPv6(address);
  if (!v6) return `${address} is not an IP address`;
  for (const [prefix, bits, at] of IPV4_INSIDE_IPV6) {
    if (inRange(v6, prefix, bits)) return refusalOfIPv4(v6.slice(at, at + 4), address, options);
  }
  if (options.allowLoopback && inRange(v6, hex(0, 0, 0, 0, 0, 0, 0, 1), 128)) return null;
  const range = IPV6_REFUSED.find(([prefix, bits]) => inRange(v6, prefix, bits));
  return range ? `${address} is ${range[2]} address` : null;
}

function refusalOfIPv4(bytes: readonly number[], shown: string, options: { allowLoopback: boolean }): string | null {
  if (options.allowLoopback && bytes[0] === 127) return null;
  const range = IPV4_REFUSED.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  return range ? `${shown} is ${range[2]} address` : null;
}
