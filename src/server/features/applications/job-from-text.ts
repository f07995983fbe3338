import { DEFAULT_INDUSTRY } from '#shared/constants.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// When generation gets posting text instead of a stored analysis: a plain, honest reading of it.
// Bulleted lines become requirements; nothing is added that the text does not say.

const BULLET = /^\s*(?:[-*•·▪◦]|\d+[.)])\s+/

export function jobFromText(text: string, sourceUrl: string | null): ExtractedJob {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)
  const title = lines.find((l) => l.length <= 90 && !BULLET.test(l)) ?? 'the advertised role'
  const bullets = lines.filter((l) => BULLET.test(l)).map((l) => l.replace(BULLET, '').trim())
  return {
    title,
    company: '',
    location: '',
    description: text,
    requirements: bullets,
    responsibilities: [],
    preferred: [],
    skills: findSkills(text),
    salaryRange: null,
    jobType: null,
    remote: null,
    industry: DEFAULT_INDUSTRY,
    sourceUrl,
    extractedBy: 'pasted-text',
  }
}
