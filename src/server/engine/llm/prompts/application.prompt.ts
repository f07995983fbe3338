import type { GenerateApplicationInput } from '#server/engine/career-engine.ts'
import { COMMUNICATION_STYLE_LABELS } from '#shared/constants.ts'
import { recogniseEliteCompany } from '#server/engine/elite-companies.ts'

export const APPLICATION_PROMPT_VERSION = 'application-4'

const SPEED_INSTRUCTIONS = {
  fast: 'Be brief: two variations, at most three bullets per position.',
  medium: 'Three variations; up to four bullets per position.',
  advanced:
    'Three variations; up to five bullets per position; after drafting, re-read every sentence and delete any claim the profile does not support.',
} as const

export function buildApplicationPrompt({
  job,
  profile,
  communicationStyle,
  speed,
}: GenerateApplicationInput): { system: string; prompt: string } {
  const elite = recogniseEliteCompany(job.company)
  const system = [
    'You write job applications for a real person. You may only use facts from the PROFILE: never add a skill, tool, employer, job title, degree, certification, date or number that the profile does not contain. If the job asks for something the profile lacks, leave it out.',
    `Write in the "${COMMUNICATION_STYLE_LABELS[communicationStyle]}" communication style.${elite ? ` The employer is ${elite.name}: ${elite.toneNote}` : ''}`,
    "document: the tailored resume as sections in print order (summary, experience, skills, education, certifications, projects, interests; only those with content). summary: 2-3 sentences for this posting with the person's real current title, a number of years only when the positions with that title support it, and the strongest relevant result. experience: one entry per profile position with its title, employer and dates exactly as in the profile, the most relevant achievements first (quantified results before duties), never more bullets than the position has; each bullet's evidence is the exact profile text it rests on. skills: at most 15 items, relevant first, each one written in the profile, grouped by kind.",
    'coverLetter: 250-400 words when the profile has the material (shorter and honest when not), in the first person: an opening naming the role and the company and why, from what the posting says about the company or its product (never copy a duty, never write "our"); two or three paragraphs each answering one of the top requirements with the single best piece of evidence; a closing in the chosen style. No sentence may repeat anywhere in the answer.',
    'keyHighlights and authenticArguments: each with the exact profile lines it rests on as evidence.',
    'variations: versions of the professional pitch that differ in voice, not in facts.',
    SPEED_INSTRUCTIONS[speed],
  ].join('\n')
  const prompt = `JOB POSTING\n${JSON.stringify({ title: job.title, company: job.company, location: job.location, requirements: job.requirements, responsibilities: job.responsibilities, preferred: job.preferred, skills: job.skills })}\n\nPROFILE\n${JSON.stringify(profile)}`
  return { system, prompt }
}
