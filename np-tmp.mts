const { generateLocalApplication } = await import('./src/server/engine/local/generate-application.ts')
const { WRITING_CASES } = await import('./tests/fixtures/writing/cases.ts')
const { HELD_OUT_CASES } = await import('./tests/fixtures/writing/held-out-cases.ts')
const { COMMUNICATION_STYLES } = await import('./src/shared/constants.ts')
const { splitSentences } = await import('./src/server/engine/local/phrasing.ts')
let n = 0
for (const c of [...WRITING_CASES, ...HELD_OUT_CASES]) for (const style of COMMUNICATION_STYLES) for (const speed of ['medium','advanced']) {
  const app = await generateLocalApplication({ job: c.job, profile: c.profile, communicationStyle: style, speed })
  const body = app.coverLetter.split('\n').slice(2, -2).join(' ')
  const seen = new Map<string,string>()
  for (const s of splitSentences(body)) {
    const key = s.split(/\s+/).slice(0, 5).join(' ').toLowerCase()
    if (s.split(/\s+/).length < 6) continue
    if (seen.has(key)) { n++; if (process.env.V) console.log(style, speed, '|', seen.get(key), '||', s) }
    seen.set(key, s)
  }
}
console.log('repeats', n)
