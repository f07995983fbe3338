import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import { evidenceClause, type EvidenceClause } from '#server/engine/local/evidence-sentences.ts'
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

export type Answer = { topic: string; first: EvidenceClause; second: EvidenceClause | null }

/** Per top requirement the best evidence that can be said in the first person, each used once. */
export function chooseAnswers(
  plan: ApplicationPlan,
  count: number,
  withSecond: boolean,
  ledger: SentenceLedger,
  prefer: 'numbers' | 'practice' = 'numbers',
): Answer[] {
  const answers: Answer[] = []
  const { topicFor } = letterContext(plan)
  for (const argument of plan.arguments) {
    if (answers.length >= count) break
    const topic = topicFor(argument)
    if (!topic || ledger.usedTopics.has(topic.toLowerCase())) continue
    const clauses = argument.evidence
      .filter((e) => !ledger.usedSources.has(e.text))
      .map((e) => evidenceClause(plan.profile, e))
      .filter((c): c is EvidenceClause => c !== null)
      // Numbers-first styles lead with quantified results; the others with the practice behind them.
      .sort((a, b) =>
        prefer === 'numbers'
          ? Number(b.hasNumber) - Number(a.hasNumber)
          : Number(a.hasNumber) - Number(b.hasNumber),
      )
    const first = clauses[0]
    if (!first) continue
    ledger.usedTopics.add(topic.toLowerCase())
    ledger.usedSources.add(first.source)
    const second = withSecond
      ? (clauses.find((c) => c.source !== first.source && !ledger.usedSources.has(c.source)) ?? null)
      : null
    if (second) ledger.usedSources.add(second.source)
    answers.push({ topic, first, second })
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
  // profile has one; advanced: three, each with its strongest supporting detail, plus extra material.
  const answers = chooseAnswers(
    plan,
    settings.letterParagraphs,
    speed !== 'fast',
    ledger,
    voice.numbersFirst ? 'numbers' : 'practice',
  )
  const ctx = { ...letterContext(plan).ctx, topics: answers.map((a) => a.topic) }

  const paragraphs: string[][] = [voice.opening(ctx).filter(Boolean)]
  answers.forEach((answer, index) => {
    const paragraph = voice.paragraph({ ...answer, index, ctx })
    if (!answer.second && speed !== 'fast') paragraph.push(voice.bridge(answer.topic, ctx, index))
    paragraphs.push(paragraph)
  })

  // Further skills the posting asks for that the letter has not named yet, and the person's way of
  // working in their own words (medium and advanced).
  if (speed !== 'fast') {
    const named = paragraphs.flat().join(' ').toLowerCase()
    const more = plan.matchedSkills
      .filter(
        (s) => !named.includes(s.toLowerCase()) && !named.includes((canonicalSkill(s) ?? s).toLowerCase()),
      )
      .slice(0, 4)
    const extra: string[] = []
    if (more.length >= 2) extra.push(voice.toolkit(listPhrase(more), ctx))
    const workStyle = stripEnd(plan.profile.personalityTraits.workStyle)
    if (workStyle && workStyle.split(/\s+/).length <= 12 && !/[.!?]/.test(workStyle))
      extra.push(voice.manner(workStyle.charAt(0).toLowerCase() + workStyle.slice(1)))
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
    if (extra.length) paragraphs.push(extra)
  }
  // A lone remark does not make a paragraph: it opens the closing one instead.
  const lone = paragraphs.length > 2 && paragraphs.at(-1)!.length === 1 ? paragraphs.pop()! : []

  // The person's own motivation, in their words, when it is written in the first person.
  const motivation = plan.profile.personalityTraits.motivation.trim()
  const ownWords =
    motivation && /^(I|My)\b/.test(motivation)
      ? splitSentences(motivation)
          .slice(0, speed === 'advanced' ? 2 : 1)
          .join(' ')
      : ''
  paragraphs.push([...lone, ownWords, ...voice.closing(ctx)].filter(Boolean))

  const body = () => paragraphs.map((p) => p.join(' ')).join('\n\n')
  // Short of material: one more answered requirement (medium and advanced search deeper).
  if (speed !== 'fast' && words(body()) < 250) {
    for (const extra of chooseAnswers(plan, 1, true, ledger)) {
      const paragraph = voice.paragraph({ ...extra, index: answers.length, ctx })
      paragraphs.splice(paragraphs.length - 1, 0, paragraph)
    }
  }
  // Still short: the strongest quantified results the letter has not used yet, most recent first.
  const experiences = plan.profile.workExperience.experiences
  const unusedResults = plan.achievements
    .filter((a) => a.hasNumber)
    .sort(
      (a, b) =>
        experiences.indexOf(a.experience) - experiences.indexOf(b.experience) ||
        resultStrength(b.text) - resultStrength(a.text) ||
        b.score - a.score,
    )
  // The strongest result always has a place (medium, advanced); a second one only in a short letter,
  // in the same paragraph.
  const results: string[] = []
  let lastEmployer = ''
  for (let added = 0; speed !== 'fast' && added < 2 && (added === 0 || words(body()) < 250); added++) {
    const best = unusedResults.find((a) => !ledger.usedSources.has(a.text))
    const clause = best
      ? evidenceClause(plan.profile, {
          kind: 'achievement',
          text: best.text,
          source: '',
          experienceIndex: experiences.indexOf(best.experience),
        })
      : null
    if (!best) break
    ledger.usedSources.add(best.text)
    if (!clause) continue
    // A second result from the same employer says "also" rather than naming the employer again.
    const sameEmployer = results.length > 0 && clause.employer === lastEmployer
    results.push(
      results.length === 0
        ? voice.highlight(placed(clause), ctx)
        : sameEmployer
          ? `${results.length === 1 ? clause.clause.replace(/^I /, 'I also ') : clause.clause}.`
          : `${placed(clause)}.`,
    )
    lastEmployer = clause.employer
    if (results.length === 1) paragraphs.splice(paragraphs.length - 1, 0, results)
  }
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
