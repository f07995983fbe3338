import { inflateSync } from 'node:zlib'

import { expect, test } from 'vitest'

import { gradientStrip } from '#server/features/documents/pdf/gradient-png.ts'

/** The strip's pixels, read back from its data URI (one row, 8-bit RGB, no filter). */
function pixelsOf(uri: string): number[][] {
  const png = Buffer.from(uri.replace('data:image/png;base64,', ''), 'base64')
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  const width = png.readUInt32BE(16)
  expect(png.readUInt32BE(20)).toBe(1)
  const idat = png.indexOf('IDAT')
  const row = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))
  expect(row[0]).toBe(0)
  return Array.from({ length: width }, (_, x) => [...row.subarray(1 + x * 3, 4 + x * 3)])
}

test('a gradient strip runs from the first colour to the second in steps under one colour level', () => {
  const pixels = pixelsOf(gradientStrip('#1e3a8a', '#6d28d9'))
  expect(pixels[0]).toEqual([0x1e, 0x3a, 0x8a])
  expect(pixels.at(-1)).toEqual([0x6d, 0x28, 0xd9])
  for (let x = 1; x < pixels.length; x++)
    for (let c = 0; c < 3; c++)
      expect(Math.abs((pixels[x]?.[c] ?? 0) - (pixels[x - 1]?.[c] ?? 0))).toBeLessThanOrEqual(1)
})

test('a strip is built once per pair of colours', () => {
  expect(gradientStrip('#0ea5e9', '#ffffff')).toBe(gradientStrip('#0ea5e9', '#ffffff'))
  expect(gradientStrip('#0ea5e9', '#ffffff')).not.toBe(gradientStrip('#ffffff', '#0ea5e9'))
})
