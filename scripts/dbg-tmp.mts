import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { WRITING_CASES } from '#tests/fixtures/writing/cases.ts'
for (const c of WRITING_CASES) {
  const app = await generateLocalApplication({ job: c.job, profile: c.profile, communicationStyle: (process.argv[2] ?? 'business_leader') as never, speed: 'medium' })
  const guard = createGuard({ profile: c.profile, job: c.job })
  guard.cleanApplication(app)
  console.log('##', c.name)
  for (const r of guard.report.removed) console.log('  -', r.reason, '|', r.text.slice(0, 140))
}
