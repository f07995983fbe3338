import type { GeneratedApplication } from '#shared/applications/application.schema.ts'
import type { GenerateApplicationInput } from '#server/engine/career-engine.ts'
import { planApplication, SPEED_PROFILES } from '#server/engine/local/plan-application.ts'
import { writeCoverLetter } from '#server/engine/local/write-cover-letter.ts'
import { writeResume } from '#server/engine/local/write-resume.ts'
import { writeVariations } from '#server/engine/local/write-variations.ts'

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Generation cancelled')
}

/** The local engine's application: plan, then resume, cover letter, variations; progress after each. */
export async function generateLocalApplication({ job, profile, communicationStyle, speed, onProgress, signal }: GenerateApplicationInput): Promise<GeneratedApplication> {
  const plan = planApplication({ job, profile, speed })
  onProgress?.(20, 'Matched your profile with the requirements')
  throwIfAborted(signal)
  const resumeContent = writeResume(plan, communicationStyle, speed)
  onProgress?.(45, 'Wrote the tailored resume')
  throwIfAborted(signal)
  const coverLetter = writeCoverLetter(plan, communicationStyle, speed)
  onProgress?.(65, 'Wrote the cover letter')
  throwIfAborted(signal)
  const variations = writeVariations(plan, SPEED_PROFILES[speed].variations)
  onProgress?.(80, 'Wrote the tonal variations')
  const keyHighlights = plan.achievements.slice(0, 4).map((a) => ({ text: a.text, evidence: [`${a.experience.role} at ${a.experience.company}: ${a.text}`] }))
  const authenticArguments = plan.arguments.slice(0, 6).map((a) => ({
    text: `${a.requirement.replace(/[.;]+$/, '')}: ${a.evidence[0]?.text.replace(/[.;]+$/, '')}`,
    evidence: a.evidence.map((e) => `${e.source}: ${e.text}`),
  }))
  return { resumeContent, coverLetter, keyHighlights, authenticArguments, variations }
}
