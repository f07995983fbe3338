import { AppError } from '#shared/errors.ts'

// Content sniffing: the bytes decide the format, the file name only has to agree with them.
// A ".pdf" that is not a PDF is refused instead of being fed to the wrong reader.

export type SniffedFormat = 'pdf' | 'zip' | 'doc' | 'json' | 'txt'

const EXTENSIONS: Record<string, SniffedFormat[]> = {
  pdf: ['pdf'],
  docx: ['zip'],
  zip: ['zip'],
  doc: ['doc', 'zip'],
  json: ['json'],
  txt: ['txt'],
  md: ['txt'],
  text: ['txt'],
}

const NAMES: Record<SniffedFormat, string> = {
  pdf: 'a PDF',
  zip: 'a ZIP or DOCX file',
  doc: 'a Word .doc file',
  json: 'a JSON file',
  txt: 'a text file',
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

function sniffFormat(bytes: Uint8Array): SniffedFormat | 'image' | 'rtf' | 'unknown' {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (head.includes('%PDF-')) return 'pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip'
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'
  if (/<\?mso-application[^>]*Word\.Document|<w:wordDocument/i.test(head)) return 'doc'
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    head.startsWith('GIF8') ||
    (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')
  )
    return 'image'
  if (head.startsWith('{\\rtf')) return 'rtf'
  if (bytes.subarray(0, 4096).includes(0)) return 'unknown'
  const text = head.replace(/^\uFEFF|^ï»¿/, '').trimStart()
  if (text.startsWith('{')) return 'json'
  return 'txt'
}

/** The format to read, after checking that the content matches the file name's extension. */
export function detectFormat(bytes: Uint8Array, fileName: string): SniffedFormat {
  if (bytes.length === 0) throw new AppError('UNREADABLE_FILE', { message: 'The file is empty.' })
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''
  const sniffed = sniffFormat(bytes)
  if (sniffed === 'image') {
    throw new AppError('UNSUPPORTED_FILE', {
      message:
        'This is an image, not a document. Please upload your resume as PDF, DOCX, DOC or TXT, or paste its text.',
    })
  }
  if (sniffed === 'rtf')
    throw new AppError('UNSUPPORTED_FILE', {
      message: 'RTF files are not supported. Please save your resume as DOCX or PDF.',
    })
  const expected = EXTENSIONS[extension]
  if (extension && !expected) {
    throw new AppError('UNSUPPORTED_FILE', {
      message: `.${extension} files are not supported. Please upload a PDF, DOCX, DOC, TXT, JSON Resume or LinkedIn export ZIP.`,
    })
  }
  if (sniffed === 'unknown')
    throw new AppError('UNSUPPORTED_FILE', {
      message: 'This file is not a document we can read. Please upload a PDF, DOCX, DOC or TXT file.',
    })
  if (expected && !expected.includes(sniffed)) {
    // A text file's content is allowed to look like JSON and vice versa only when it parses.
    if (
      !(extension === 'json' && sniffed === 'txt') &&
      !(['txt', 'md', 'text'].includes(extension) && sniffed === 'json')
    ) {
      throw new AppError('UNSUPPORTED_FILE', {
        message: `This file is named .${extension} but is not ${NAMES[expected[0]!]}. Please check the file and upload it again.`,
      })
    }
    return extension === 'json' ? 'json' : 'txt'
  }
  return sniffed
}
