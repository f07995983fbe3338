import type { Variation } from '#shared/applications/application.schema.ts'
import type { CommunicationStyle } from '#shared/constants.ts'
import { chooseAnswers } from '#server/engine/local/write-cover-letter.ts'
import { spokenSkill, type SentenceLedger } from '#server/engine/local/letter-context.ts'
import { namesLanguage } from '#shared/matching/languages.ts'
import {
  asSentence,
  fixArticles,
  spokenRole,
  lowerFirst,
  stripEnd,
  toFirstPersonAsHeld,
  upperFirst,
  aTitle,
  titlePhrase,
  isCredentialTopic,
} from '#server/engine/local/phrasing.ts'
import { yearsPhrase, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { WRITING_STYLES, type Family } from '#server/engine/local/writing-styles.ts'
import { splitSentences } from '#server/engine/sentences.ts'
import { spokenEmployer, evidenceClause } from '#server/engine/local/evidence-sentences.ts'
import { parseDuration, startYear } from '#shared/matching/durations.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import type { WorkExperienceItem } from '#shared/profile/profile.schema.ts'

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
        `• ${spokenEmployer(a.experience.company) ? `${upperFirst(spokenEmployer(a.experience.company))}: ${lowerFirst(stripEnd(a.text))}` : stripEnd(a.text)}`,
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

/** The first of the posting's requirements the profile has evidence for, as a topic ('' when none). */
/**
 * The person's strongest matched skill, to carry into the next step ("bringing WMS along"): a skill of
 * their own, never a requirement's subject ("distribution centre"), a spoken language or a credential.
 */
function strongestTopic(plan: ApplicationPlan): string {
  const skill = plan.matchedSkills.find((s) => !namesLanguage(s) && !isCredentialTopic(s))
  return skill ? spokenSkill(skill, plan) : ''
}

type Step = { role: string; employer: string; year: string; endYear: string; isCurrent: boolean }

function stepOf(e: WorkExperienceItem): Step {
  const range = parseDuration(e.duration)
  return {
    role: spokenRole(realValue(e.role)),
    employer: spokenEmployer(e.company),
    year: startYear(e.duration),
    endYear: range && !range.isCurrent ? String(Math.floor(range.endMonths / 12)) : '',
    isCurrent: isCurrentRole(e.duration),
  }
}

/** When a post was held: "Since 2021, I have worked", "In 2025, I worked", "From 2016 to 2019, I worked". */
function heldWhen(s: Step): string {
  if (s.isCurrent) return `${s.year ? `Since ${s.year}, ` : ''}I have worked`
  if (!s.year) return 'I worked'
  if (!s.endYear || s.endYear === s.year) return `In ${s.year}, I worked`
  return `From ${s.year} to ${s.endYear}, I worked`
}

const at = (employer: string) => (employer ? ` at ${employer}` : '')

// Each family tells a career in its own shape: where it started, what happened on the way, where it
// leads. The sentences hold only the profile's roles, employers, years and bullets.
type Story = {
  start: (s: Step, single: boolean) => string
  scene: (s: Step, clause: string, place: 'first' | 'middle' | 'last') => string
  /** Where the career stands, when no result of the latest post is left to tell. */
  stand: (s: Step) => string
  /** `topic`: the first requirement the profile has evidence for ('' when none). */
  close: (p: ApplicationPlan, now: Step, topic: string) => string
}

const post = (s: Step) => `${s.role}${s.employer ? `, ${s.employer}` : ''}`

// Two styles tell the story in a shape of their own rather than their family's: the engineer's as a plain
// log of posts, the team player's as where they got their start and where they are now.
const STYLE_STORY: Partial<Record<CommunicationStyle, Story>> = {
  tech_leader: {
    start: (s, single) =>
      single
        ? `Current post: ${post(s)}${s.year ? ` (since ${s.year})` : ''}.`
        : `First post: ${post(s)}${s.year ? ` (${s.year})` : ''}.`,
    scene: (s, clause, place) =>
      place === 'first'
        ? `What I did there: ${clause}.`
        : place === 'middle'
          ? `Next, ${s.employer || aTitle(s.role)}: ${clause}.`
          : `${s.isCurrent ? 'Current post' : 'Latest post'}: ${post(s)}; ${clause}.`,
    stand: (s) => `${s.isCurrent ? 'Current post' : 'Latest post'}: ${post(s)}.`,
    close: (p, _now, topic) =>
      `Next: ${p.role || 'this role'}${p.company ? ` at ${p.company}` : ''}${topic ? `, building on ${topic}` : ''}.`,
  },
  spotify_creative: {
    start: (s, single) =>
      single
        ? `${s.isCurrent ? `I have been ${aTitle(s.role)}${at(s.employer)}${s.year ? ` since ${s.year}` : ''}` : `I was ${aTitle(s.role)}${at(s.employer)}`}.`
        : `I got my start${s.year ? ` in ${s.year}` : ''} as ${aTitle(s.role)}${at(s.employer)}.`,
    scene: (s, clause, place) =>
      place === 'first'
        ? `Early on, ${clause}.`
        : place === 'middle'
          ? s.employer
            ? `My next stop was ${s.employer}, where ${clause}.`
            : `As ${aTitle(s.role)} after that, ${clause}.`
          : `${s.isCurrent ? 'Where I am now' : 'My latest role'}${s.employer ? `, at ${s.employer}` : ''}: ${clause}.`,
    stand: (s) => `${s.isCurrent ? 'Where I am now' : 'My latest role'}: ${aTitle(s.role)}${at(s.employer)}.`,
    close: (p, _now, topic) =>
      `I would love to bring ${topic || 'that'} to ${p.company || 'your team'}${p.role ? ` as ${p.role}` : ''}.`,
  },
}

/** "HR generalist" and "HR Generalist": one title, whatever its case. */
function isSameTitle(a: string, b: string): boolean {
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  return key(a) === key(b)
}

const STORY: Record<Family, Story> = {
  professional: {
    start: (s, single) =>
      single
        ? `${heldWhen(s)} as ${aTitle(s.role)}${at(s.employer)}.`
        : `I started as ${aTitle(s.role)}${at(s.employer)}${s.year ? ` in ${s.year}` : ''}.`,
    scene: (s, clause, place) =>
      place === 'first'
        ? `There, ${clause}.`
        : place === 'middle'
          ? `${s.employer ? `At ${s.employer}` : `Later, as ${aTitle(s.role)}`}, ${clause}.`
          : // "Now, … I carried out" mixes times: the current role is named, the clause keeps its tense.
            `${s.isCurrent ? 'In my current role' : 'Most recently'}, as ${aTitle(s.role)}${at(s.employer)}, ${clause}.`,
    stand: (s) =>
      `${s.isCurrent ? 'Today I work' : 'Most recently I worked'} as ${aTitle(s.role)}${at(s.employer)}.`,
    close: (p, now) =>
      now.role && p.role && !isSameTitle(now.role, p.role)
        ? `The next step I want to take is from ${titlePhrase(now.role)} to ${p.role}${p.company ? ` at ${p.company}` : ''}.`
        : now.role && p.role
          ? // The same title: no "step from HR generalist to HR Generalist".
            `The ${p.role} role${p.company ? ` at ${p.company}` : ''} is where I want to take that work next.`
          : `${p.role ? `The ${p.role} role` : 'This role'}${p.company ? ` at ${p.company}` : ''} is the step I want to take next.`,
  },
  academic: {
    start: (s, single) =>
      single
        ? `My account begins with my post as ${aTitle(s.role)}${at(s.employer)}${s.year ? `, which I took up in ${s.year}` : ''}.`
        : `My account begins in ${s.year || 'my first post'}, as ${aTitle(s.role)}${at(s.employer)}.`,
    scene: (s, clause, place) =>
      place === 'first'
        ? `In that post ${clause}.`
        : place === 'middle'
          ? `Later${s.employer ? `, at ${s.employer},` : `, as ${aTitle(s.role)},`} ${clause}.`
          : `In my ${s.isCurrent ? 'present' : 'most recent'} post${at(s.employer)} ${clause}.`,
    stand: (s) =>
      `${s.isCurrent ? 'I now serve' : 'Most recently I served'} as ${aTitle(s.role)}${at(s.employer)}.`,
    close: (p, _now, topic) =>
      `It is this line of work${topic ? `, ${topic} above all,` : ''} that I would continue${p.role ? ` as ${p.role}` : ''}${p.company ? ` at ${p.company}` : ''}.`,
  },
  creative: {
    start: (s, single) =>
      single
        ? `The story so far: ${aTitle(s.role)}${at(s.employer)}${s.year ? `, since ${s.year}` : ''}.`
        : `The story starts ${s.year ? `in ${s.year} ` : ''}${s.employer ? `at ${s.employer}` : ''}, where I worked as ${aTitle(s.role)}.`,
    scene: (s, clause, place) =>
      place === 'first'
        ? `One early moment: ${clause}.`
        : place === 'middle'
          ? s.employer
            ? `Then came ${s.employer}, where ${clause}.`
            : `Then, as ${aTitle(s.role)}, ${clause}.`
          : `${s.isCurrent ? 'Today I am' : 'Most recently I was'} ${aTitle(s.role)}${at(s.employer)}${s.employer ? ', where' : ';'} ${clause}.`,
    stand: (s) => `${s.isCurrent ? 'Today I am' : 'Most recently I was'} ${aTitle(s.role)}${at(s.employer)}.`,
    close: (p, _now, topic) =>
      `Next chapter, I hope: ${p.role || 'this role'}${p.company ? ` at ${p.company}` : ''}${topic ? `, bringing ${topic} along` : ''}.`,
  },
}

/**
 * A career told as a story: where it started, one result on the way, where it stands, and the
 * posting as the next step. Each scene uses a result the letter has not told yet.
 */
function narrative(
  plan: ApplicationPlan,
  family: Family,
  style: CommunicationStyle,
  ledger: SentenceLedger,
): Variation | null {
  const experiences = plan.positions
  const current = experiences[0]
  if (!current) return null
  const startOf = (e: WorkExperienceItem) =>
    parseDuration(e.duration)?.startMonths ?? Number.POSITIVE_INFINITY
  // A side post taken up while the current one went on (a weekend job, an internship beside teaching) is no
  // start of the career: the story starts where the current post did and tells the side post on the way.
  const sideFirst = experiences.length === 2 && startOf(current) < startOf(experiences[1]!)
  const first = sideFirst ? current : experiences.at(-1)!
  const middle = sideFirst ? experiences[1] : experiences.length > 2 ? experiences[1] : undefined
  const story = STYLE_STORY[style] ?? STORY[family]
  // The most relevant result of a position that the package has not told, in the first person.
  const sceneOf = (e: WorkExperienceItem): string | null => {
    for (const a of plan.bulletsByExperience.get(e.id) ?? []) {
      if (ledger.usedSources.has(a.text)) continue
      const clause = toFirstPersonAsHeld(a.text, e === current && isCurrentRole(e.duration))
      if (clause) return clause
    }
    // No result left: what the post was about, from its description, when the package has not said
    // it, and only when it opens with a verb ("Internship in inpatient dispensing" takes no "I").
    const about = splitSentences(e.description.trim())[0]
    if (!about || ledger.usedSources.has(e.description) || ledger.usedSources.has(about)) return null
    const index = plan.profile.workExperience.experiences.indexOf(e)
    return (
      evidenceClause(plan.profile, { kind: 'description', text: about, source: '', experienceIndex: index })
        ?.clause ?? null
    )
  }
  const single = first === current && !sideFirst
  const parts = [story.start(stepOf(first), single)]
  const scenes: [WorkExperienceItem | undefined, 'first' | 'middle' | 'last'][] = single
    ? [[current, 'last']]
    : [
        [sideFirst ? undefined : first, 'first'],
        [middle, 'middle'],
        [current, 'last'],
      ]
  const firstEmployer = stepOf(first).employer
  let told = 0
  for (const [e, place] of scenes) {
    const clause = e ? sceneOf(e) : null
    // Where the career stands is told unless the story started with this very post (a side post beside it).
    if (e && !clause && place === 'last' && !single && !sideFirst) parts.push(story.stand(stepOf(e)))
    if (!e || !clause) continue
    // A single-post story already named the post: its scene goes on without naming it again. A later post with the
    // employer just named is told by its title ("Later, as an assistant store manager, …"), never "At Pick n Pay" twice.
    const step = stepOf(e)
    const named = place === 'middle' && step.employer === firstEmployer ? { ...step, employer: '' } : step
    parts.push(single ? `${upperFirst(clause)}.` : story.scene(named, clause, place))
    told++
  }
  // A story with no scene still tells where the career started and where it stands.
  if (told === 0 && (single || parts.length < 2)) return null
  const motivation = plan.profile.personalityTraits.motivation.trim()
  if (motivation && /^(I|My)\b/.test(motivation)) parts.push(splitSentences(motivation)[0]!)
  parts.push(story.close(plan, stepOf(current), strongestTopic(plan)))
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
