import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address is not a public one: each names a class of address a fetch must never reach. */
export type AddressClass =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

type Range = readonly [network: string, prefix: number, kind: AddressClass];

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry): a page fetched for a user must not
 * reach the machine itself, the local network, a cloud's metadata service (169.254.169.254) or anything not routed.
 */
const IPV4: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // and 255.255.255.255, the broadcast address
];
const IPV6: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'], // discard-only
  ['2001:db8::', 32, 'reserved'], // documentation
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'], // the deprecated site-local range
  ['ff00::', 8, 'multicast'],
];

function blockListOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, kind };
  });
}
const IPV4_LISTS = blockListOf(IPV4, 'ipv4');
const IPV6_LISTS = blockListOf(IPV6, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, `::` and a dotted IPv4 tail expanded. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one carries and delivers to: IPv4-mapped (::ffff:a.b.c.d), the old compatible form
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:aabb:ccdd::/48). `::ffff:127.0.0.1` is the loopback.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const isZeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (isZeroHead && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  return null;
}

/** The class of a non-public IP address, or null for a public one (and for text that is no address: not ours to say). */
export function classifyAddress(address: string): AddressClass | null {
  if (isIPv4(address)) return IPV4_LISTS.find(({ list }) => list.check(address, 'ipv4'))?.kind ?? null;
  if (!isIPv6(address)) return null;
  const bare = address.split('%')[0] ?? address;
  const inner = embeddedIpv4(groupsOf(bare));
  if (inner) return classifyAddress(inner);
  return IPV6_LISTS.find(({ list }) => list.check(bare, 'ipv6'))?.kind ?? null;
}

/**
 * Whether a fetch may connect to this address. Loopback may be allowed by configuration only (tests serve fixture
 * pages from 127.0.0.1); every other class is always refused. Text that is not an IP address is refused too.
 */
export function refusedClassOf(address: string, options: { allowLoopback: boolean }): AddressClass | null {
  if (!isIPv4(address) && !isIPv6(address)) return 'reserved';
  const kind = classifyAddress(address);
  if (kind === 'loopback' && options.allowLoopback) return null;
  return kind;
}
