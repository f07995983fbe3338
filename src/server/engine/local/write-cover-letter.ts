import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { asFirstPerson, fillTemplate, listPhrase, type ApplicationPlan, type RankedAchievement } from '#server/engine/local/plan-application.ts'
import { WRITING_STYLES } from '#server/engine/local/writing-styles.ts'

// A cover letter of 250-400 words addressed to the company and role, built from the person's own
// achievements (with their numbers), the skills that match, and the posting's responsibilities.

const EMPHASIS_LINES: Record<string, string> = {
  customer: 'I measure my work by what it changes for the people who use it.',
  scale: 'I care about results that hold up as the numbers grow.',
  craft: 'I care about the details that make work feel finished.',
  rigour: 'I work from a clear structure and verify results before I report them.',
  impact: 'I look for work with lasting impact on how an organisation runs.',
  collaboration: 'My best results came from working closely across teams.',
  story: 'Each project I take on has a clear before and after.',
}

const MIN_WORDS = 250
const MAX_WORDS = 400

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** "At X" + "I led …" -> "At X, I led …"; a sentence that is not first person follows a colon. */
function withContext(prefix: string, sentence: string): string {
  return sentence.startsWith('I ') ? `${prefix}, ${sentence}` : `${prefix}: ${sentence}`
}

function lowerFirst(text: string): string {
  return text.startsWith('I ') ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`
}

function achievementSentence(achievement: RankedAchievement, previous: RankedAchievement | undefined): string {
  const sentence = asFirstPerson(achievement.text)
  if (previous && previous.experience.id === achievement.experience.id) return withContext('In the same role', sentence)
  return withContext(`At ${achievement.experience.company}`, sentence)
}

export function writeCoverLetter(plan: ApplicationPlan, style: CommunicationStyle, speed: ProcessingSpeed): string {
  const s = WRITING_STYLES[style]
  const { profile } = plan
  const name = profile.personalInfo.fullName || 'Applicant'
  const currentRole = profile.personalInfo.currentRole || profile.workExperience.experiences[0]?.role || 'a professional'
  const values = { role: plan.role || 'advertised', company: plan.company, currentRole, skills: listPhrase(plan.matchedSkills.slice(0, 4)), responsibility: plan.responsibility }
  const t = (template: string) => fillTemplate(template, values, plan.years)
  const [first, second, ...rest] = plan.achievements

  const opening = [t(s.opening), plan.elite ? EMPHASIS_LINES[plan.elite.emphasis] : ''].filter(Boolean).join(' ')

  const proof = [first ? `${s.evidenceLead} ${lowerFirst(achievementSentence(first, undefined))}` : '', second ? achievementSentence(second, first) : ''].filter(Boolean).join(' ')

  const fit: string[] = []
  if (plan.matchedSkills.length > 0) fit.push(t(s.skillsLead))
  const described = profile.workExperience.experiences.find((e) => e.description && asFirstPerson(e.description).startsWith('I ') && plan.arguments.some((a) => a.evidence.some((ev) => ev.text === e.description)))
  if (described) fit.push(`As ${described.role} at ${described.company}, ${asFirstPerson(described.description)}`)
  if (speed === 'advanced') {
    const project = profile.personalExperiences.projects[0]
    if (project) fit.push(`Beyond client delivery, I built ${project.name}${project.description ? `, ${lowerFirst(project.description.replace(/[.;]+$/, ''))}` : ''}.`)
  }

  const motivation = [t(s.motivation)]
  const personal = profile.personalityTraits.workStyle || profile.personalityTraits.motivation
  if (personal) motivation.push(personal.replace(/[.;]*$/, '.'))

  // Further achievements fill the letter to at least 250 words; never more than 400.
  const extras = [...rest]
  const build = () => [opening, proof, fit.join(' '), motivation.join(' '), t(s.closing)].filter(Boolean).join('\n\n')
  while (words(build()) < MIN_WORDS && extras.length > 0) {
    const next = extras.shift()!
    // Away from the proof paragraph, each result names its employer again.
    fit.push(achievementSentence(next, undefined))
  }
  // A thin profile still gets a complete letter, from its remaining true material.
  const more: string[] = []
  const secondDuty = plan.job.responsibilities[1]
  if (secondDuty) more.push(`The posting also mentions that the role will ${lowerFirst(secondDuty.replace(/[.;:!]+$/, '').replace(/^(you will|you'll)\s+/i, ''))}; I would welcome that part of the work too.`)
  for (const e of profile.workExperience.experiences.slice(1)) {
    if (e.description && asFirstPerson(e.description).startsWith('I ')) more.push(`Earlier, as ${e.role} at ${e.company}, ${asFirstPerson(e.description)}`)
  }
  const degree = profile.education.degrees[0]
  if (degree && (degree.degree || degree.field)) more.push(`My ${[degree.degree, degree.field].filter(Boolean).join(' in ')}${degree.institution ? ` from ${degree.institution}` : ''} gave me the foundations.`)
  const strengths = profile.personalityTraits.strengths
  if (strengths.length > 0) more.push(`The strengths I lean on most are ${listPhrase(strengths.slice(0, 3).map((x) => x.toLowerCase()))}.`)
  if (profile.personalInfo.languages.length > 1) more.push(`I work in ${listPhrase(profile.personalInfo.languages.map((l) => l.replace(/\s*\(.*\)$/, '')))}.`)
  while (words(build()) < MIN_WORDS && more.length > 0) motivation.splice(motivation.length, 0, more.shift()!)
  while (words(build()) > MAX_WORDS && fit.length > 1) fit.pop()

  const greeting = plan.company === 'your company' ? 'Dear Hiring Manager,' : `Dear ${plan.company} Hiring Team,`
  return `${greeting}\n\n${build()}\n\n${s.signOff}\n${name}`
}
