import { readFileSync } from 'node:fs'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
const f = process.argv[2]!
try {
  const job = extractFromText(readFileSync(f, 'utf8'), { sourceUrl: null })
  console.log(JSON.stringify({ title: job.title, company: job.company, industry: job.industry, skills: job.skills, req: job.requirements, resp: job.responsibilities, pref: job.preferred }, null, 1))
} catch (e) { console.log('ERR', (e as Error).message) }
