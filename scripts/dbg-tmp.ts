import { readFileSync } from 'node:fs'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
for (const f of process.argv.slice(2)) {
  const t = readFileSync(f, 'utf8')
  try {
    const j = extractFromText(t, { sourceUrl: null })
    console.log('##', f.split('/').at(-1), '| title:', j.title, '| company:', j.company)
    console.log(' RESP', JSON.stringify(j.responsibilities))
    console.log(' REQ', JSON.stringify(j.requirements))
    console.log(' PREF', JSON.stringify(j.preferred))
    console.log(' SKILLS', JSON.stringify(j.skills))
  } catch (e) { console.log('##', f, 'ERR', (e as Error).message) }
}
