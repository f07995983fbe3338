import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

// Test and verification helper: reads a PDF the way an applicant-tracking system does, with
// poppler's pdftotext / pdfinfo / pdffonts (poppler-utils).

const run = promisify(execFile)

export type PdfTool = 'pdftotext' | 'pdfinfo' | 'pdffonts'

async function withPdfFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cf-pdf-'))
  const file = path.join(dir, 'document.pdf')
  try {
    await writeFile(file, pdf)
    return await use(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export type ReadPdfTextOptions = { layout?: boolean; firstPage?: number; lastPage?: number }

export async function readPdfText(
  pdf: Buffer,
  { layout = false, firstPage, lastPage }: ReadPdfTextOptions = {},
): Promise<string> {
  const args = [
    ...(layout ? ['-layout'] : []),
    ...(firstPage ? ['-f', String(firstPage)] : []),
    ...(lastPage ? ['-l', String(lastPage)] : []),
    '-enc',
    'UTF-8',
  ]
  return withPdfFile(pdf, async (file) => (await run('pdftotext', [...args, file, '-'])).stdout)
}

export async function readPdfTool(pdf: Buffer, tool: Exclude<PdfTool, 'pdftotext'>): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run(tool, [file])).stdout)
}

export type PdfWord = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }

/** Every word with its box in points from the page's top-left corner (pdftotext -bbox). */
export async function readPdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const html = await withPdfFile(
    pdf,
    async (file) => (await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'])).stdout,
  )
  const words: PdfWord[] = []
  let page = 0
  for (const match of html.matchAll(
    /<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0] === '<page') {
      page++
      continue
    }
    const [, xMin, yMin, xMax, yMax, text] = match
    words.push({
      page,
      text: text ?? '',
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    })
  }
  return words
}

/** pdfinfo's fields ("Title", "Author", "Pages", ...) as a record. */
export async function readPdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  const output = await readPdfTool(pdf, 'pdfinfo')
  return Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^([^:]+):\s*(?!\s)(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  )
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The lines that `extracted` does not give back in order: each expected line must appear, words
 * separated exactly as written (wrapped lines join with a space), after the previous one.
 */
export function missingInOrder(extracted: string, expectedLines: string[]): string[] {
  const text = squash(extracted)
  const missing: string[] = []
  let position = 0
  for (const line of expectedLines) {
    const wanted = squash(line)
    if (!wanted) continue
    const found = text.indexOf(wanted, position)
    if (found < 0) missing.push(line)
    else position = found + wanted.length
  }
  return missing
}
