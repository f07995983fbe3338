import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { UNSEEN8_CASES } from '#tests/fixtures/writing/unseen8-cases.ts'
const c = UNSEEN8_CASES.find((x) => x.name.includes(process.argv[2]!))!
for (const style of process.argv.slice(3) as never[]) {
  const a = await generateLocalApplication({ job: c.job, profile: c.profile, communicationStyle: style, speed: 'medium' })
  console.log('=====', style); console.log(a.coverLetter); for (const v of a.variations) console.log(`[${v.style}] ${v.content}`)
}
