import type { Variation } from '#shared/applications/application.schema.ts'
import { asFirstPerson, listPhrase, yearsPhrase, type ApplicationPlan } from '#server/engine/local/plan-application.ts'

// Three versions of the professional pitch that differ in voice, not in facts: numbers-first
// executive, first-person narrative, and a compact requirement-by-requirement version.

function executive(plan: ApplicationPlan): Variation {
  const role = plan.profile.personalInfo.currentRole || 'Professional'
  const measured = plan.achievements.filter((a) => a.hasNumber).slice(0, 3)
  const lines = [
    `${role}${plan.years > 0 ? `, ${yearsPhrase(plan.years)}` : ''}. Results first:`,
    ...measured.map((a) => `• ${a.text.replace(/[.;]+$/, '')}`),
    plan.matchedSkills.length ? `Relevant to ${plan.company}: ${plan.matchedSkills.slice(0, 5).join(', ')}.` : '',
  ]
  return { style: 'Executive Impact', tone: 'Confident and concise; numbers lead every line', content: lines.filter(Boolean).join('\n') }
}

function narrative(plan: ApplicationPlan): Variation {
  const [first, second] = plan.achievements
  const current = plan.profile.workExperience.experiences[0]
  const parts = [
    current ? `My work as ${current.role} at ${current.company} taught me what ${plan.role ? `the ${plan.role} role` : 'a role like this'} needs.` : '',
    first ? `${asFirstPerson(first.text)}` : '',
    second ? `Along the way, ${asFirstPerson(second.text).replace(/^([A-Z])/, (c) => c.toLowerCase()).replace(/^i /, 'I ')}` : '',
    plan.profile.personalityTraits.motivation ? `What keeps me going: ${plan.profile.personalityTraits.motivation.replace(/^([A-Z])/, (c) => c.toLowerCase()).replace(/[.;]*$/, '.')}` : '',
    `That is the experience I would bring to ${plan.company}.`,
  ]
  return { style: 'Personal Narrative', tone: 'Warm first-person story; one thread from past work to this role', content: parts.filter(Boolean).join(' ') }
}

function compact(plan: ApplicationPlan): Variation {
  const pairs = plan.arguments.filter((a) => a.evidence[0] && a.evidence[0].text.toLowerCase() !== a.requirement.toLowerCase()).slice(0, 4).map((a) => `• ${a.requirement.replace(/[.;]+$/, '')} → ${a.evidence[0]?.text.replace(/[.;]+$/, '')}`)
  const skills = plan.matchedSkills.length ? `Skills that match the posting: ${listPhrase(plan.matchedSkills.slice(0, 6))}.` : ''
  return { style: 'Requirement Match', tone: 'Matter-of-fact; each requirement answered by evidence', content: [`For the ${plan.role || 'advertised'} role:`, ...pairs, skills].filter(Boolean).join('\n') }
}

export function writeVariations(plan: ApplicationPlan, count: number): Variation[] {
  return [executive(plan), narrative(plan), compact(plan)].slice(0, count)
}
