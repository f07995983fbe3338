import type { GeneratedApplication } from '#shared/applications/application.schema.ts'
import type { GenerateApplicationInput } from '#server/engine/career-engine.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import { createLedger, letterContext } from '#server/engine/local/letter-context.ts'
import { planApplication, SPEED_PROFILES } from '#server/engine/local/plan-application.ts'
import { stripEnd, upperFirst } from '#server/engine/local/phrasing.ts'
import { isSwissPosting, swissSpelling } from '#server/engine/local/swiss-spelling.ts'
import { writeGermanLetter } from '#server/engine/local/write-german-letter.ts'
import { writeGermanVariations, writesGerman } from '#server/engine/local/write-german.ts'
import { writeCoverLetter } from '#server/engine/local/write-cover-letter.ts'
import { writeResume } from '#server/engine/local/write-resume.ts'
import { writeVariations } from '#server/engine/local/write-variations.ts'
import { splitSentences } from '#server/engine/sentences.ts'

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted)
    throw signal.reason instanceof Error ? signal.reason : new Error('Generation cancelled')
}

/** The local engine's application: plan, then resume, cover letter, variations; progress after each. */
export async function generateLocalApplication({
  job,
  profile,
  communicationStyle,
  speed,
  onProgress,
  signal,
}: GenerateApplicationInput): Promise<GeneratedApplication> {
  const plan = planApplication({ job, profile, speed })
  onProgress?.(20, 'Matched your profile with the requirements')
  throwIfAborted(signal)
  const ledger = createLedger()
  const document = writeResume(plan, communicationStyle, speed)
  for (const p of document.sections.flatMap((s) => s.paragraphs))
    splitSentences(p).forEach((s) => ledger.claim(s))
  onProgress?.(45, 'Wrote the tailored resume')
  throwIfAborted(signal)
  // A German profile applying to a German posting gets its letter and variations in German.
  const german = writesGerman(plan)
  // German for a Swiss employer is written in Swiss spelling (no ß).
  const spell = german && isSwissPosting(job) ? swissSpelling : (text: string) => text
  const coverLetter = german
    ? spell(writeGermanLetter(plan, communicationStyle, speed, ledger))
    : writeCoverLetter(plan, communicationStyle, speed, ledger)
  onProgress?.(65, 'Wrote the cover letter')
  throwIfAborted(signal)
  const variations = german
    ? writeGermanVariations(plan, communicationStyle, SPEED_PROFILES[speed].variations, ledger).map((v) => ({
        ...v,
        content: spell(v.content),
      }))
    : writeVariations(plan, communicationStyle, SPEED_PROFILES[speed].variations, ledger)
  onProgress?.(80, 'Wrote the tonal variations')
  const keyHighlights = plan.achievements
    .slice(0, 4)
    .map((a) => ({ text: stripEnd(a.text), evidence: [a.text] }))
  const { topicFor } = letterContext(plan)
  const authenticArguments = plan.arguments.slice(0, 6).flatMap((a) => {
    const best = a.evidence[0]
    const topic = topicFor(a)
    return best && topic
      ? [{ text: `${upperFirst(topic)}: ${stripEnd(best.text)}`, evidence: a.evidence.map((e) => e.text) }]
      : []
  })
  return {
    document,
    resumeContent: renderResumeText(document),
    coverLetter,
    keyHighlights,
    authenticArguments,
    variations,
  }
}
