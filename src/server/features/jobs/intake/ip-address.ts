import { isIPv4, isIPv6 } from 'node:net'

// Address classification for the SSRF guard: only public unicast addresses may be fetched.
// Written out here (no ipaddr.js) because the list is short and must be exact.

type Range4 = [base: number, bits: number]

const ipv4Blocked: Range4[] = [
  [ipv4ToInt('0.0.0.0'), 8], // "this network"
  [ipv4ToInt('10.0.0.0'), 8], // private
  [ipv4ToInt('100.64.0.0'), 10], // carrier-grade NAT
  [ipv4ToInt('127.0.0.0'), 8], // loopback
  [ipv4ToInt('169.254.0.0'), 16], // link-local, includes the cloud metadata address 169.254.169.254
  [ipv4ToInt('172.16.0.0'), 12], // private
  [ipv4ToInt('192.0.0.0'), 24], // IETF protocol assignments
  [ipv4ToInt('192.0.2.0'), 24], // documentation
  [ipv4ToInt('192.88.99.0'), 24], // 6to4 relay anycast
  [ipv4ToInt('192.168.0.0'), 16], // private
  [ipv4ToInt('198.18.0.0'), 15], // benchmarking
  [ipv4ToInt('198.51.100.0'), 24], // documentation
  [ipv4ToInt('203.0.113.0'), 24], // documentation
  [ipv4ToInt('224.0.0.0'), 4], // multicast
  [ipv4ToInt('240.0.0.0'), 4], // reserved, includes broadcast
]

function ipv4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0)
}

function inRange4(value: number, [base, bits]: Range4): boolean {
  const size = 2 ** (32 - bits)
  return value >= base && value < base + size
}

/** Eight 16-bit groups of an IPv6 address (embedded dotted IPv4 tails are converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? ''
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted?.[1]) {
    const v4 = ipv4ToInt(dotted[1])
    text = text.slice(0, -dotted[1].length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups]
  return groups.map((g) => parseInt(g || '0', 16))
}

function isBlockedIpv4(address: string): boolean {
  const value = ipv4ToInt(address)
  return ipv4Blocked.some((range) => inRange4(value, range))
}

function embeddedIpv4(groups: number[]): string {
  const hi = groups[6] ?? 0
  const lo = groups[7] ?? 0
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

function isBlockedIpv6(address: string): boolean {
  const g = ipv6Groups(address)
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = g
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 inside.
  if (upperZero && (g5 === 0xffff || g5 === 0)) {
    if (g5 === 0 && (g[6] ?? 0) === 0) return true // :: and ::1
    return isBlockedIpv4(embeddedIpv4(g))
  }
  if (g0 === 0x64 && g1 === 0xff9b) return isBlockedIpv4(embeddedIpv4(g))
  // 6to4 carries the IPv4 in groups 1-2.
  if (g0 === 0x2002) return isBlockedIpv4(`${g1 >> 8}.${g1 & 255}.${g2 >> 8}.${g2 & 255}`)
  // Only global unicast (2000::/3) is public; within it, documentation and IETF blocks are not.
  if ((g0 & 0xe000) !== 0x2000) return true
  if (g0 === 0x2001 && g1 === 0x0db8) return true
  if (g0 === 0x2001 && g1 < 0x0200) return true
  return false
}

/** True when the address is loopback, private, link-local, unique-local, reserved or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  if (isIPv4(bare)) return isBlockedIpv4(bare)
  if (isIPv6(bare)) return isBlockedIpv6(bare)
  return true
}

/** The hostname without IPv6 brackets, and whether it is an IP literal. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '')
  return isIPv4(bare) || isIPv6(bare) ? bare : null
}
