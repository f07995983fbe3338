import { measure } from './measure.ts'

import { importResume } from '#server/features/imports/import-resume.ts'
import { twoPageResumePdf } from '#server/features/imports/import-fixtures.ts'

/** Import time of a two-page PDF resume (read, lay out, structure), median of 20 runs. */
export async function run(): Promise<void> {
  const bytes = new Uint8Array(twoPageResumePdf())
  await measure('import two-page PDF resume', () => importResume({ bytes, fileName: 'resume.pdf' }))
}
