import type { GenerateApplicationInput } from '#server/engine/career-engine.ts'
import { COMMUNICATION_STYLE_LABELS } from '#shared/constants.ts'
import { recogniseEliteCompany } from '#shared/elite-companies.ts'

export const APPLICATION_PROMPT_VERSION = 'application-3'

const SPEED_INSTRUCTIONS = {
  fast: 'Be brief: two variations, at most three bullets per position.',
  medium: 'Three variations; up to four bullets per position.',
  advanced: 'Three variations; up to five bullets per position; after drafting, re-read every sentence and delete any claim the profile does not support.',
} as const

export function buildApplicationPrompt({ job, profile, communicationStyle, speed }: GenerateApplicationInput): { system: string; prompt: string } {
  const elite = recogniseEliteCompany(job.company)
  const system = [
    'You write job applications for a real person. You may only use facts from the PROFILE: never add a skill, tool, employer, job title, degree, certification, date or number that the profile does not contain. If the job asks for something the profile lacks, leave it out.',
    `Write in the "${COMMUNICATION_STYLE_LABELS[communicationStyle]}" communication style.${elite ? ` The employer is ${elite.name}: ${elite.toneNote}` : ''}`,
    'resumeContent: plain text with the headings SUMMARY, EXPERIENCE, SKILLS, EDUCATION, CERTIFICATIONS, PORTFOLIO, INTERESTS (only those that have content); position lines "Role — Company | Duration"; bullets start with "• ".',
    'coverLetter: 250-400 words, addressed to the company and naming the role, with concrete achievements and their numbers from the profile.',
    'keyHighlights and authenticArguments: each with the exact profile lines it rests on as evidence.',
    'variations: versions of the professional pitch that differ in voice, not in facts.',
    SPEED_INSTRUCTIONS[speed],
  ].join('\n')
  const prompt = `JOB POSTING\n${JSON.stringify({ title: job.title, company: job.company, location: job.location, requirements: job.requirements, responsibilities: job.responsibilities, preferred: job.preferred, skills: job.skills })}\n\nPROFILE\n${JSON.stringify(profile)}`
  return { system, prompt }
}
