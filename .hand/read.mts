// FULL=1 node --import tsx .hand/read.mts resume.txt posting.html style1,style2 [speed]
import { readFileSync } from 'node:fs'
import { importText } from '#server/features/imports/import-text.ts'
import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
const [resume, posting, styles = 'business_leader', speed = 'medium'] = process.argv.slice(2)
const imported = importText({ content: readFileSync(resume!, 'utf8'), source: 'resume' } as never)
const profile = ProfileSectionsSchema.parse(imported.profileData)
const extracted = await extractFromHtml(readFileSync(posting!, 'utf8'), { sourceUrl: 'http://127.0.0.1:8099/x' } as never)
const job = (extracted as { job?: unknown }).job ?? extracted
for (const style of styles.split(',')) {
  const raw = await generateLocalApplication({ job: job as never, profile, communicationStyle: style as never, speed: speed as never })
  const guard = createGuard({ profile, job: job as never })
  const clean = guard.cleanApplication(raw)
  console.log('=====', style, speed)
  if (process.env.FULL) console.log(clean.resumeContent, '\n-----')
  console.log(clean.coverLetter)
  for (const v of clean.variations) console.log('VAR', v.style, '|', v.content)
  for (const r of guard.report.removed) console.log('REMOVED', r.reason, '|', r.text)
}
