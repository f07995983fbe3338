import { readFileSync } from 'node:fs'
import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
const [dir, prof, post] = process.argv.slice(2) as [string, string, string]
const raw = JSON.parse(readFileSync(`${dir}/profiles/${prof}.json`, 'utf8'))
const profile = ProfileSectionsSchema.parse({ personalInfo: {}, workExperience: {}, education: {}, personalExperiences: {}, personalityTraits: {}, portfolioData: {}, books: {}, skills: {}, ...raw })
const job = extractFromText(readFileSync(`${dir}/postings/${post}.txt`, 'utf8'), { sourceUrl: null })
const m = computeJobMatch({ job, profile, now: new Date('2026-11-01') })
console.log(m.score, m.summary)
for (const b of m.breakdown) console.log(`${b.kind.padEnd(11)} ${b.weight} ${b.score.toFixed(2)} ${b.requirement.slice(0, 70).padEnd(70)} <- ${b.evidence ?? 'MISSING'}`.slice(0, 200))
