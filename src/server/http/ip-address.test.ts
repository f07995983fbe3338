import { expect, test } from 'vitest'

import { isBlockedAddress } from '#server/http/ip-address.ts'

test('public unicast addresses are allowed', () => {
  for (const address of [
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
  ])
    expect(isBlockedAddress(address), address).toBe(false)
})

test('loopback, private, link-local, unique-local, mapped and reserved addresses are blocked', () => {
  const blocked = [
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.2.1',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'fd00::1',
    'fc00::5',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b::10.0.0.1',
    '2002:c0a8:0101::1',
    '2001::1', // Teredo
    '::7f00:1', // IPv4-compatible loopback
    '127.1', // short forms are not canonical addresses
    '192.88.99.1',
    'not-an-ip',
  ]
  for (const address of blocked) expect(isBlockedAddress(address), address).toBe(true)
})

test('addresses next to the blocked ranges stay allowed', () => {
  for (const address of [
    '172.32.0.1',
    '11.0.0.1',
    '169.253.1.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])
    expect(isBlockedAddress(address), address).toBe(false)
})
