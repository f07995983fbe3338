import { crc32, deflateSync } from 'node:zlib'

/** Columns of a gradient strip: each step is under one colour level for any pair of colours. */
const STRIP_WIDTH = 256

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

const strips = new Map<string, string>()

/**
 * A one-pixel-high PNG that runs from one colour to the other, left to right, in the same steps as a
 * PDF axial shading between them. Drawn stretched to a band or a rule, it looks the same as the
 * shading, and costs the renderer one image box instead of an SVG tree and a shading pattern.
 * Built once per pair of colours per process, as a data URI: react-pdf decodes an image given by URI
 * once per process, and one given as a buffer once per use.
 */
export function gradientStrip(from: string, to: string): string {
  const key = `${from}>${to}`
  let uri = strips.get(key)
  if (uri) return uri
  const [a, b] = [rgbOf(from), rgbOf(to)]
  const row = Buffer.alloc(1 + STRIP_WIDTH * 3)
  for (let x = 0; x < STRIP_WIDTH; x++) {
    const t = x / (STRIP_WIDTH - 1)
    for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * t)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(STRIP_WIDTH, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  uri = `data:image/png;base64,${png.toString('base64')}`
  strips.set(key, uri)
  return uri
}
