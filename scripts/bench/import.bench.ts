import { extractText, getDocumentProxy } from 'unpdf'

import { compare, printHeader } from './compare.ts'
import type { ResumeSection } from '#shared/documents/resume-document.schema.ts'
import { fixtureDocumentData, weberFixture, zoeFixture } from '#tests/documents-fixtures.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { importResume } from '#server/features/imports/import-resume.ts'

// Importing real resume PDFs (the app's own, with embedded subset fonts, a header band and
// two-weight text runs, as a person uploads them) of 1, 5 and 20 pages, against bare unpdf
// extracting their text, interleaved in the same run.

/** A resume of at least `pages` pages: the two-page fixture's sections repeated, with new ids. */
async function resumePdf(pages: number): Promise<Uint8Array> {
  if (pages === 1)
    return new Uint8Array(
      await renderPdf({ data: fixtureDocumentData(weberFixture), kind: 'resume', template: 'forest' }),
    )
  for (let copies = Math.ceil(pages / 2); ; copies++) {
    const sections: ResumeSection[] = Array.from({ length: copies }, (_, copy) =>
      zoeFixture.document.sections.map((section) => ({
        ...section,
        id: `${section.id}-${copy}`,
        entries: section.entries.map((entry) => ({ ...entry, id: `${entry.id}-${copy}` })),
      })),
    ).flat()
    const data = fixtureDocumentData({ ...zoeFixture, document: { ...zoeFixture.document, sections } })
    const bytes = new Uint8Array(await renderPdf({ data, kind: 'resume', template: 'forest' }))
    const proxy = await getDocumentProxy(bytes.slice())
    if (proxy.numPages >= pages) return bytes
  }
}

export async function run(): Promise<void> {
  printHeader('bare unpdf extractText of the same file, interleaved in the same run')
  for (const pages of [1, 5, 20]) {
    const bytes = await resumePdf(pages)
    const kb = Math.round(bytes.length / 1024)
    // Each side gets its own copy: pdf.js may take over the buffer it is given.
    await compare(
      `import ${pages}-page PDF resume (${kb} KB)`,
      () => importResume({ bytes: bytes.slice(), fileName: 'resume.pdf' }),
      async () => extractText(await getDocumentProxy(bytes.slice()), { mergePages: true }),
      'bare unpdf',
      { runs: pages === 20 ? 7 : 15 },
    )
  }
}
