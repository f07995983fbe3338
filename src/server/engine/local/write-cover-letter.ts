import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { canonicalSkill, findSkills } from '#shared/skills/skills-lexicon.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import { tokenSet } from '#shared/matching/text.ts'
import { evidenceClause, sayNext, type EvidenceClause } from '#server/engine/local/evidence-sentences.ts'
import { letterContext, type SentenceLedger } from '#server/engine/local/letter-context.ts'
import { asSentence, fixArticles, splitSentences, stripEnd } from '#server/engine/local/phrasing.ts'
import {
  listPhrase,
  resultStrength,
  SPEED_PROFILES,
  type ApplicationPlan,
} from '#server/engine/local/plan-application.ts'
import { placed, WRITING_STYLES } from '#server/engine/local/writing-styles.ts'

// A composed cover letter: an opening that names the role and the company and says why; two or
// three paragraphs, each answering one of the posting's top requirements with the single best piece
// of the person's evidence rephrased in the first person; a closing in the style's voice.
// 250-400 words when the profile has the material, shorter and honest when it does not.

const MAX_WORDS = 400

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

export type Answer = {
  topic: string
  /** True when the evidence really answers the topic; else it is told without naming the topic. */
  linked: boolean
  first: EvidenceClause
  second: EvidenceClause | null
}

/**
 * How well a piece of evidence answers a requirement (its topic or its full text): 2 when it holds
 * two of its words or most of them (words of the person's own title do not count: "design" proves
 * nothing for a designer), 1 when it shares one, 0 when none. Only 2 lets a sentence say that the
 * evidence is the requirement.
 */
export function evidenceFit(plan: ApplicationPlan, texts: string[], source: string): 0 | 1 | 2 {
  const title = tokenSet(plan.title)
  const have = tokenSet(source)
  const named = new Set(findSkills(source).map((s) => s.toLowerCase()))
  let best: 0 | 1 | 2 = 0
  for (const text of texts) {
    // A named skill of the requirement that the evidence names too ("TypeScript") answers it.
    if (findSkills(text).some((s) => named.has(s.toLowerCase()) && !title.has(s.toLowerCase()))) return 2
    const all = [...tokenSet(text)]
    const own = all.filter((t) => !title.has(t))
    const shared = (own.length ? own : all).filter((t) => have.has(t)).length
    // A requirement in the title's own words ("UX design") is answered only by evidence that
    // repeats them, never by a shared word ("design critiques").
    if (!own.length) {
      if (shared >= 2) return 2
      continue
    }
    if (shared >= 2 || (shared > 0 && shared / own.length > 0.6)) return 2
    if (shared > 0) best = 1
  }
  return best
}

/**
 * Per top requirement the best evidence that can be said in the first person, each used once.
 * Requirements the evidence really answers come first; evidence that only touches a requirement
 * fills the remaining places and is told without claiming the requirement.
 */
export function chooseAnswers(
  plan: ApplicationPlan,
  count: number,
  withSecond: boolean,
  ledger: SentenceLedger,
  prefer: 'numbers' | 'practice' = 'numbers',
  linkedOnly = false,
): Answer[] {
  const { topicFor } = letterContext(plan)
  const candidates = plan.arguments.flatMap((argument) => {
    const topic = topicFor(argument)
    if (!topic) return []
    const clauses = argument.evidence
      .map((e) => evidenceClause(plan.profile, e))
      .filter((c): c is EvidenceClause => c !== null)
      .map((clause) => ({ clause, fit: evidenceFit(plan, [topic, argument.requirement], clause.source) }))
      .filter((c) => c.fit > 0)
      // The best-fitting evidence first; then numbers-first styles lead with quantified results,
      // the others with the practice behind them.
      .sort(
        (a, b) =>
          b.fit - a.fit ||
          (prefer === 'numbers'
            ? Number(b.clause.hasNumber) - Number(a.clause.hasNumber)
            : Number(a.clause.hasNumber) - Number(b.clause.hasNumber)),
      )
    return clauses.length ? [{ topic, clauses }] : []
  })
  const answers: Answer[] = []
  for (const linked of linkedOnly ? [true] : [true, false]) {
    for (const { topic, clauses } of candidates) {
      if (answers.length >= count) break
      if (ledger.usedTopics.has(topic.toLowerCase())) continue
      const open = clauses.filter((c) => !ledger.usedSources.has(c.clause.source))
      const first = open[0]
      if (!first || (first.fit === 2) !== linked) continue
      ledger.usedTopics.add(topic.toLowerCase())
      ledger.usedSources.add(first.clause.source)
      const second = withSecond
        ? (open.find((c) => c !== first && !ledger.usedSources.has(c.clause.source))?.clause ?? null)
        : null
      if (second) ledger.usedSources.add(second.source)
      answers.push({ topic, linked, first: first.clause, second })
    }
  }
  return answers
}

export function writeCoverLetter(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
  ledger: SentenceLedger,
): string {
  const voice = WRITING_STYLES[style]
  const settings = SPEED_PROFILES[speed]
  // fast: two requirements, one piece of evidence each; medium: three, with a second piece when the
  // profile has one; advanced: three with a second piece, the strongest further results, the
  // person's motivation and way of working.
  const answers = chooseAnswers(
    plan,
    settings.letterParagraphs,
    speed !== 'fast',
    ledger,
    voice.numbersFirst ? 'numbers' : 'practice',
  )
  const ctx = {
    ...letterContext(plan, speed).ctx,
    topics: answers.filter((a) => a.linked).map((a) => a.topic),
  }

  // The person's own motivation, in their words, when it is written in the first person: in the
  // opening at the advanced speed, before the closing otherwise.
  const motivation = plan.profile.personalityTraits.motivation.trim()
  const ownWords =
    motivation && /^(I|My)\b/.test(motivation)
      ? splitSentences(motivation)
          .slice(0, speed === 'advanced' ? 2 : 1)
          .join(' ')
      : ''
  const paragraphs: string[][] = [
    [...voice.opening(ctx), speed === 'advanced' ? ownWords : ''].filter(Boolean),
  ]
  answers.forEach((answer, index) =>
    paragraphs.push(voice.paragraph({ ...answer, index, ctx }).filter(Boolean)),
  )

  // The strongest quantified results the letter has not used yet, most recent first: one at the
  // medium speed when the letter is short, two at the advanced speed.
  const experiences = plan.profile.workExperience.experiences
  const unusedResults = plan.achievements
    .filter((a) => a.hasNumber && !ledger.usedSources.has(a.text))
    // Professional styles: most recent first; academic: the strongest evidence first; creative: the
    // story in the order it happened, earliest first.
    .sort((a, b) => {
      const recency = experiences.indexOf(a.experience) - experiences.indexOf(b.experience)
      const strength = resultStrength(b.text) - resultStrength(a.text) || b.score - a.score
      if (voice.family === 'academic') return strength || recency
      return (voice.family === 'creative' ? -recency : recency) || strength
    })
  const body = () => paragraphs.map((p) => p.join(' ')).join('\n\n')
  // Short of material (medium, advanced): one more requirement answered, searched deeper.
  const target = speed === 'advanced' ? 320 : 265
  if (speed !== 'fast' && words(body()) < target)
    for (const more of chooseAnswers(plan, 1, true, ledger, voice.numbersFirst ? 'practice' : 'numbers'))
      paragraphs.push(voice.paragraph({ ...more, index: answers.length, ctx }).filter(Boolean))
  const wanted = speed === 'fast' ? 0 : speed === 'advanced' || words(body()) < target ? 2 : 1
  const results: string[] = []
  let previous: EvidenceClause | null = null
  for (const best of unusedResults) {
    // A short letter takes a third result, when the profile has one.
    const room = words(body()) + words(results.join(' ')) < target - 40 ? 1 : 0
    if (results.length >= wanted + room) break
    const clause = evidenceClause(plan.profile, {
      kind: 'achievement',
      text: best.text,
      source: '',
      experienceIndex: experiences.indexOf(best.experience),
    })
    if (!clause) continue
    ledger.usedSources.add(best.text)
    results.push(previous ? `${sayNext(previous, clause)}.` : voice.highlight(placed(clause), ctx))
    previous = clause
  }

  // Further skills the posting asks for that the letter has not named yet (medium, advanced), the
  // person's way of working and education (advanced).
  const extra: string[] = [...results]
  if (speed !== 'fast') {
    const named = paragraphs.flat().join(' ').toLowerCase()
    const more = plan.matchedSkills
      .filter(
        (s) => !named.includes(s.toLowerCase()) && !named.includes((canonicalSkill(s) ?? s).toLowerCase()),
      )
      .slice(0, 4)
    if (more.length >= 2) extra.push(voice.toolkit(listPhrase(more), ctx))
  }
  if (speed !== 'fast') {
    const workStyle = stripEnd(plan.profile.personalityTraits.workStyle)
    if (workStyle && workStyle.split(/\s+/).length <= 12 && !/[.!?]/.test(workStyle))
      extra.push(voice.manner(workStyle.charAt(0).toLowerCase() + workStyle.slice(1)))
  }
  if (speed === 'advanced') {
    const degree = plan.profile.education.degrees.find((d) => d.field && d.institution)
    if (degree && voice.family === 'academic' && style !== 'cambridge_oxford')
      extra.push(
        style === 'eth_zurich'
          ? `Education: ${[degree.degree, degree.field].filter(Boolean).join(' in ')}, ${degree.institution}${degree.year ? `, ${degree.year}` : ''}.`
          : `I studied ${degree.field} at ${degree.institution}, and that grounding still shapes how I work.`,
      )
    const languages = plan.profile.personalInfo.languages.filter(Boolean)
    if (languages.length > 1 && style === 'eth_zurich')
      extra.push(`Working languages: ${languages.join(', ')}.`)
  }
  // Still short of material: the person's certifications and degree, in their own words.
  if (speed !== 'fast') {
    const credentials = [
      ...plan.profile.education.certifications
        .slice(0, 2)
        .map((c) => ({ kind: 'certification' as const, text: c })),
      ...plan.profile.education.degrees.slice(0, 1).map((d) => ({
        kind: 'education' as const,
        text: [[d.degree, d.field].filter(Boolean).join(', '), d.institution].filter(Boolean).join(', '),
      })),
    ]
    for (const credential of credentials) {
      if (words(body()) + words(extra.join(' ')) >= target) break
      if (ledger.usedSources.has(credential.text)) continue
      const clause = evidenceClause(plan.profile, { ...credential, source: '', experienceIndex: null })
      if (!clause || paragraphs.flat().join(' ').includes(clause.clause)) continue
      ledger.usedSources.add(credential.text)
      extra.push(`${clause.clause}.`)
    }
  }
  // A lone remark does not make a paragraph: it opens the closing one instead.
  const lone = extra.length === 1 ? extra : []
  if (extra.length > 1) paragraphs.push(extra)
  paragraphs.push([...lone, speed === 'advanced' ? '' : ownWords, ...voice.closing(ctx)].filter(Boolean))
  while (words(body()) > MAX_WORDS && paragraphs.length > 3) paragraphs.splice(paragraphs.length - 2, 1)

  // No sentence twice in one package.
  const text = paragraphs
    .map((p) =>
      p
        .flatMap((s) => splitSentences(s))
        .map((s) => fixArticles(asSentence(s)))
        .filter((s) => s && ledger.claim(s))
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n')
  const name = realValue(plan.profile.personalInfo.fullName)
  return [voice.greeting(plan.company), text, name ? `${voice.signOff}\n${name}` : voice.signOff].join('\n\n')
}
