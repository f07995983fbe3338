import { createDeflate, createDeflateRaw, deflateRawSync, type Deflate, type DeflateRaw } from 'node:zlib'

import JSZip from 'jszip'

// Hostile files for the import tests, built in memory (nothing big is committed): zip bombs, archives
// that lie about their sizes, PDFs with huge streams or page counts, deeply nested XML.

export function multipart(fileName: string, bytes: Uint8Array, field = 'resume') {
  const boundary = 'cf-hostile-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

/** A DOCX whose document.xml is `body` inside <w:body>. */
export async function docx(body: string): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.file('[Content_Types].xml', CONTENT_TYPES)
  zip.file('_rels/.rels', RELS)
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
  )
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 1 } })
}

export function paragraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
}

/**
 * A ZIP of stored small entries plus one deflated entry of `size` repeated `fill` bytes between `prefix`
 * and `suffix`, written by hand so its headers can claim `claimedSize` instead of the truth.
 */
export async function zipWithBomb(
  entries: Record<string, string>,
  bomb: { name: string; prefix: string; fill: string; size: number; suffix: string; claimedSize?: number },
): Promise<Uint8Array> {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  const add = (name: string, data: Buffer, method: number, uncompressed: number, crc: number) => {
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(uncompressed, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(method, 10)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(uncompressed, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    central.push(entry, nameBytes)
    parts.push(local, nameBytes, data)
    offset += local.length + nameBytes.length + data.length
  }
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    add(name, deflateRawSync(data), 8, data.length, 0)
  }
  // Deflated 1 MB at a time: the test never holds the inflated bomb in memory.
  const unit = Buffer.from(
    bomb.fill.repeat(Math.ceil((1024 * 1024) / bomb.fill.length)).slice(0, 1024 * 1024),
  )
  const compressed = await deflateStream(
    createDeflateRaw({ level: 9 }),
    [Buffer.from(bomb.prefix)],
    unit,
    bomb.size,
    [Buffer.from(bomb.suffix)],
  )
  add(bomb.name, compressed, 8, bomb.claimedSize ?? bomb.size + bomb.prefix.length + bomb.suffix.length, 0)
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length + 1, 8)
  end.writeUInt16LE(Object.keys(entries).length + 1, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directory, end]))
}

/** Deflates head, then `unit` repeated up to `total` bytes, then tail, through a zlib stream. */
async function deflateStream(
  deflate: Deflate | DeflateRaw,
  head: Buffer[],
  unit: Buffer,
  total: number,
  tail: Buffer[],
): Promise<Buffer> {
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const write = async (chunk: Buffer) => {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  for (const chunk of head) await write(chunk)
  for (let written = 0; written < total; written += unit.length) await write(unit)
  for (const chunk of tail) await write(chunk)
  deflate.end()
  await done
  return Buffer.concat(out)
}

/** A PDF (one text page) with an extra content stream that inflates to `streamBytes` zero bytes. */
export async function pdfWithHugeStream(streamBytes: number): Promise<Uint8Array> {
  const compressed = await deflateZeros(streamBytes)
  return buildPdf(
    [{ text: 'Jane Doe Software Engineer at Acme Corporation since 2019' }],
    [{ dict: `/Length ${compressed.length} /Filter /FlateDecode`, data: compressed }],
  )
}

function deflateZeros(total: number): Promise<Buffer> {
  return deflateStream(createDeflate({ level: 9 }), [], Buffer.alloc(1024 * 1024), total, [])
}

type PdfPage = { text?: string; image?: boolean }

/** A minimal valid PDF: one object per page and content stream, an optional image XObject, extra streams. */
export function buildPdf(pages: PdfPage[], extraStreams: { dict: string; data: Buffer }[] = []): Uint8Array {
  const objects: Buffer[] = []
  const pageIds: number[] = []
  // 1 catalog, 2 pages, 3 font, 4 image; then page + content pairs; then extra streams.
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dict} >>\nstream\n`), data, Buffer.from('\nendstream')])
  objects[2] = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  const pixels = Buffer.alloc(16 * 16 * 3, 128)
  objects[3] = stream(
    `/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length}`,
    pixels,
  )
  let next = 4
  for (const page of pages) {
    const content = Buffer.from(
      page.image ? 'q 200 0 0 200 100 500 cm /Im1 Do Q' : `BT /F1 12 Tf 72 720 Td (${page.text ?? ''}) Tj ET`,
    )
    const pageId = next
    objects[pageId] = Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${pageId + 2} 0 R >>`,
    )
    objects[pageId + 1] = stream(`/Length ${content.length}`, content)
    pageIds.push(pageId + 1)
    next += 2
  }
  for (const extra of extraStreams) objects[next++] = stream(extra.dict, extra.data)
  objects[0] = Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')
  objects[1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  )
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')]
  const offsets: number[] = []
  let offset = chunks[0]!.length
  objects.forEach((body, index) => {
    const obj = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    offsets.push(offset)
    chunks.push(obj)
    offset += obj.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  )
  return new Uint8Array(Buffer.concat(chunks))
}
