import type { Variation } from '#shared/applications/application.schema.ts'
import type { CommunicationStyle } from '#shared/constants.ts'
import { chooseAnswers } from '#server/engine/local/write-cover-letter.ts'
import { spokenSkill, type SentenceLedger } from '#server/engine/local/letter-context.ts'
import {
  asSentence,
  fixArticles,
  lowerFirst,
  stripEnd,
  toFirstPerson,
  upperFirst,
} from '#server/engine/local/phrasing.ts'
import { listPhrase, yearsPhrase, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { aTitle, titlePhrase, WRITING_STYLES, type Family } from '#server/engine/local/writing-styles.ts'
import { splitSentences } from '#server/engine/sentences.ts'
import { employerName } from '#server/engine/local/evidence-sentences.ts'

// Three versions of the professional pitch that differ in angle (numbers first, a story, requirement
// by requirement) and in the chosen style's voice. They use evidence the letter did not, where the
// profile has it, and never repeat a sentence of the package.

// Each style heads its list of results in its own words.
const EXEC_HEAD: Record<CommunicationStyle, (plan: ApplicationPlan) => string> = {
  business_leader: (p) =>
    `${p.title ? upperFirst(titlePhrase(p.title)) : 'My record'}${p.titleYears > 0 ? `, ${yearsPhrase(p.titleYears)} in the role` : ''}: the results ${p.company ? `${p.company} can check` : 'behind this application'}.`,
  tech_leader: (p) => `The work behind my application${p.company ? ` to ${p.company}` : ''}, measured.`,
  cambridge_oxford: (p) =>
    `The evidence for my ${p.role ? `candidacy as ${p.role}` : 'candidacy'}, in brief.`,
  stanford_bay_area: (p) => `A few numbers before we talk${p.company ? `, ${p.company}` : ''}.`,
  eth_zurich: (p) => `Quantified results, selected for the ${p.role ? `${p.role} position` : 'position'}:`,
  apple_creative: (p) =>
    `${p.role || 'The role'}${p.company ? ` at ${p.company}` : ''}, in ${p.achievements.filter((a) => a.hasNumber).length > 1 ? 'numbers' : 'one result'}.`,
  spotify_creative: (p) => `What I am proudest of so far${p.role ? `, with ${p.role} in mind` : ''}.`,
  ogilvy_creative: (p) => `The facts${p.company ? ` for ${p.company}` : ''}, with their figures.`,
}

function executive(plan: ApplicationPlan, family: Family, style: CommunicationStyle): Variation | null {
  const measured = plan.achievements.filter((a) => a.hasNumber).slice(0, 3)
  if (measured.length === 0) return null
  const lines = [
    EXEC_HEAD[style](plan),
    ...measured.map(
      (a) =>
        `• ${employerName(a.experience.company) ? `${employerName(a.experience.company)}: ${lowerFirst(stripEnd(a.text))}` : stripEnd(a.text)}`,
    ),
  ]
  if (plan.matchedSkills.length)
    lines.push(`Skills that match the posting: ${plan.matchedSkills.slice(0, 5).join(', ')}.`)
  return {
    style: 'Executive Impact',
    tone:
      family === 'creative'
        ? 'Bold and compact; results as headlines'
        : family === 'academic'
          ? 'Measured; evidence stated plainly'
          : 'Confident and concise; numbers lead every line',
    content: lines.join('\n'),
  }
}

const NARRATIVE_OPEN: Record<Family, (plan: ApplicationPlan, role: string, employer: string) => string> = {
  professional: (p, role, employer) =>
    `My path to ${p.role ? `the ${p.role} role` : 'this role'} runs through my work as ${aTitle(role)}${employer ? ` at ${employer}` : ''}.`,
  academic: (p, role, employer) =>
    `The question I keep returning to as ${aTitle(role)}${employer ? ` at ${employer}` : ''} is the one ${p.role ? `the ${p.role} role` : 'this role'} asks.`,
  creative: (p, role, employer) =>
    `It started ${employer ? `at ${employer}, as ${aTitle(role)},` : `as ${aTitle(role)}`} and it leads to ${p.company || 'you'}.`,
}

function narrative(
  plan: ApplicationPlan,
  family: Family,
  style: CommunicationStyle,
  ledger: SentenceLedger,
): Variation | null {
  const current = plan.profile.workExperience.experiences[0]
  const unused = plan.achievements.filter((a) => !ledger.usedSources.has(a.text)).slice(0, 2)
  const clauses = (unused.length ? unused : plan.achievements.slice(0, 2))
    .map((a) => ({ a, clause: toFirstPerson(a.text, 'past') }))
    .filter((c) => c.clause)
  if (!current || clauses.length === 0 || !current.role.trim()) return null
  const parts = [NARRATIVE_OPEN[family](plan, current.role.trim(), employerName(current.company))]
  // The second piece is joined the way the chosen style joins evidence in its letters.
  const next = WRITING_STYLES[style].next
  clauses.forEach(({ a, clause }, i) =>
    parts.push(
      i === 0
        ? `${employerName(a.experience.company) ? `At ${employerName(a.experience.company)}, ${clause}` : clause}.`
        : `${/^I /.test(clause!) ? next.also(clause!.slice(2)) : clause}.`,
    ),
  )
  const motivation = plan.profile.personalityTraits.motivation.trim()
  if (motivation && /^(I|My)\b/.test(motivation)) parts.push(splitSentences(motivation)[0]!)
  parts.push(
    plan.company
      ? `${clauses.every(({ a }) => a.experience.id === current.id) ? `That experience as ${aTitle(current.role.trim())}` : 'That experience'} is what I would bring to ${plan.role ? `the ${plan.role} role at ` : ''}${plan.company}${plan.matchedSkills[0] ? `, with ${listPhrase(plan.matchedSkills.slice(0, 2).map((s) => spokenSkill(s, plan)))} at its core` : ''}.`
      : `That is the experience I would bring${plan.matchedSkills[0] ? `, with ${listPhrase(plan.matchedSkills.slice(0, 2).map((s) => spokenSkill(s, plan)))} at its core` : ''}.`,
  )
  return {
    style: 'Personal Narrative',
    tone:
      family === 'academic'
        ? 'Reflective first-person account'
        : family === 'creative'
          ? 'A short story told in first person'
          : 'Warm first-person story; one thread from past work to this role',
    content: parts.map(asSentence).join(' '),
  }
}

function compact(plan: ApplicationPlan, family: Family, ledger: SentenceLedger): Variation | null {
  // Only requirements the evidence really answers are listed against it.
  const answers = chooseAnswers(
    plan,
    4,
    false,
    { claim: () => true, usedSources: new Set(), usedTopics: new Set() },
    'numbers',
    true,
  )
  if (answers.length === 0) return null
  void ledger
  const arrow = family === 'academic' ? ' — evidence: ' : ' → '
  const who = plan.title ? aTitle(plan.title) : 'my record'
  const head =
    family === 'creative'
      ? `What ${plan.role || 'the role'} needs, and where I, ${who}, have done it:`
      : `${plan.role ? `The ${plan.role} role` : 'This role'}, requirement by requirement, against my work as ${who}:`
  const lines = answers.map(
    (a) =>
      `• ${upperFirst(a.topic)}${arrow}${stripEnd(a.first.source)}${a.first.employer ? ` (${a.first.employer})` : ''}`,
  )
  return {
    style: 'Requirement Match',
    tone: 'Matter-of-fact; each requirement answered by evidence',
    content: [head, ...lines].join('\n'),
  }
}

export function writeVariations(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  count: number,
  ledger: SentenceLedger,
): Variation[] {
  const family = WRITING_STYLES[style].family
  const all = [
    executive(plan, family, style),
    narrative(plan, family, style, ledger),
    compact(plan, family, ledger),
  ].filter((v): v is Variation => v !== null)
  // A variation never repeats a sentence the package already holds.
  const joint = WRITING_STYLES[style].next.also('')
  return all.slice(0, count).map((v) => ({
    ...v,
    content: fixArticles(dropRepeats(v.content, ledger, joint)),
  }))
}

/**
 * The sentences of a variation the package does not hold yet. A sentence that went on from one
 * dropped as a repeat ("Alongside that, I …" with nothing before it) stands on its own ("I …").
 */
export function dropRepeats(content: string, ledger: SentenceLedger, joint: string): string {
  let dropped = false
  const kept = (line: string) => {
    const out: string[] = []
    for (const sentence of splitSentences(line)) {
      const told =
        dropped && joint !== 'I ' && sentence.startsWith(joint)
          ? `I ${sentence.slice(joint.length)}`
          : sentence
      dropped = !ledger.claim(told)
      if (!dropped) out.push(told)
    }
    return out.join(' ')
  }
  return content.split('\n').map(kept).filter(Boolean).join('\n')
}
