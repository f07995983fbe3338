import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'

import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { deriveJobInsights } from '#server/engine/local/job-insights.ts'
import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import { corpusJobsDir as corpus, TARGET_BYTES } from './corpus-jobs.ts'
import { compare, printHeader } from './compare.ts'
import { measure } from './measure.ts'

// Analysing a ~500 KB real job page end to end, as POST /api/jobs/analyze does before storing it:
// extraction (with skills, NLP phrases and industry), the posting insights and the match score
// against the default profile; then the understanding steps alone on the extracted posting.

export async function run(): Promise<void> {
  const file = path.join(corpus, 'dinie_coverletterer/indeed_job.html')
  if (!existsSync(file)) {
    console.log(`job analysis: no corpus page found under ${corpus} (set CORPUS_DIR)`)
    return
  }
  let html = await readFile(file, 'utf8')
  if (Buffer.byteLength(html) < TARGET_BYTES)
    html = html.replace(/<\/body>/i, () => `${'<p>padding</p>'.repeat(TARGET_BYTES / 14)}</body>`)
  const kb = Math.round(Buffer.byteLength(html) / 1024)
  printHeader('bare Readability (linkedom) on the same page, interleaved in the same run')
  await compare(
    `analyse job page (${kb} KB): extract + insights + match`,
    () => {
      const job = extractFromHtml(html, { sourceUrl: null })
      deriveJobInsights(job)
      computeJobMatch({ job, profile: defaultProfileSections })
    },
    () => new Readability(parseHTML(html).document as unknown as Document).parse(),
    'bare Readability',
    { runs: 15, warmup: 2 },
  )
  const job = extractFromHtml(html, { sourceUrl: null })
  await measure('  understanding only: insights + match', () => {
    deriveJobInsights(job)
    computeJobMatch({ job, profile: defaultProfileSections })
  })
}
