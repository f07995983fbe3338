import { readFileSync } from 'node:fs'
import winkNLP from 'wink-nlp'
import model from 'wink-eng-lite-web-model'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
const nlp = winkNLP(model, ['sbd', 'pos'])
const job = extractFromText(readFileSync(process.argv[2]!, 'utf8'), { sourceUrl: null })
for (const line of [...job.requirements, ...job.responsibilities, ...job.preferred]) {
  const doc = nlp.readDoc(line)
  const t = doc.tokens().out(); const p = doc.tokens().out(nlp.its.pos)
  console.log(t.map((w, i) => `${w}/${p[i]}`).join(' '))
}
