import ipaddr from 'ipaddr.js'

// Address classification for the SSRF guard: only public unicast addresses may be fetched. The
// special-purpose ranges (IANA registries) come from ipaddr.js, which keeps them current.

/** IPv6 ranges that carry an IPv4 address inside: the embedded address decides. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range()
  const bytes = address.toByteArray()
  if (range === 'ipv4Mapped' || range === 'rfc6052' || range === 'rfc6145') {
    return new ipaddr.IPv4(bytes.slice(12, 16))
  }
  // IPv4-compatible (::a.b.c.d, deprecated) is "unicast" to ipaddr.js, but the socket reaches the IPv4 inside.
  if (bytes.slice(0, 12).every((byte) => byte === 0)) return new ipaddr.IPv4(bytes.slice(12, 16))
  // 6to4 (2002::/16) carries the IPv4 in bytes 2-5.
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6))
  return null
}

function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6
    const inner = embeddedIpv4(v6)
    if (inner) return isPublic(inner)
  }
  return address.range() === 'unicast'
}

/** True when the address is loopback, private, link-local, unique-local, reserved or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? ''
  if (!ipaddr.isValid(bare)) return true
  // Only the canonical forms count: "0x7f.1" or "127.1" are not addresses the socket would use here.
  if (!ipaddr.IPv6.isValid(bare) && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return true
  return !isPublic(ipaddr.parse(bare))
}

/** The hostname without IPv6 brackets, and whether it is an IP literal. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '')
  return ipaddr.IPv6.isValid(bare) || ipaddr.IPv4.isValidFourPartDecimal(bare) ? bare : null
}
