import { readFileSync } from 'node:fs'
import { importText } from '#server/features/imports/import-text.ts'
import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { planApplication } from '#server/engine/local/plan-application.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
const [resume, posting] = process.argv.slice(2)
const profile = ProfileSectionsSchema.parse(importText({ content: readFileSync(resume!, 'utf8'), source: 'resume' } as never).profileData)
const extracted = await extractFromHtml(readFileSync(posting!, 'utf8'), { sourceUrl: 'http://127.0.0.1:8099/x' } as never)
const job = ((extracted as { job?: unknown }).job ?? extracted) as never
const plan = planApplication({ job, profile, speed: 'medium' })
for (const a of plan.achievements) console.log(a.score.toFixed(2), a.relevance.toFixed(2), a.hasNumber, a.text.slice(0, 80))
for (const g of plan.arguments) console.log('ARG', g.topic, '|', g.evidence.map((e) => e.text.slice(0, 50)).join(' / '))
