import { completionYear, isCurrentRole } from '#shared/text/dates.ts'
import { CAREER_BREAK, isCareerBreak } from '#shared/profile/career-break.ts'
import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { endedBefore, startYear } from '#shared/matching/durations.ts'
import { degreeLevel } from '#shared/matching/assess-requirement.ts'
import { namesLanguage, workingLanguages } from '#shared/matching/languages.ts'
import { canonicalSkill, findSkills } from '#shared/skills/skills-lexicon.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import { tokenize, tokenSet } from '#shared/text/tokenize.ts'
import {
  evidenceClause,
  reword,
  sayEvidence,
  sayNext,
  statesOutcome,
  type EvidenceClause,
} from '#server/engine/local/evidence-sentences.ts'
import {
  letterContext,
  namedInFullOnce,
  spokenSkill,
  type SentenceLedger,
} from '#server/engine/local/letter-context.ts'
import {
  article,
  asSentence,
  aTitle,
  coursePhrase,
  credentialNoun,
  isCredentialInProgress,
  fixArticles,
  isCourse,
  splitSentences,
  spokenRole,
  stripEnd,
  isLetterCredential,
  subjectList,
  upperFirst,
  isCredentialTopic,
} from '#server/engine/local/phrasing.ts'
import {
  listPhrase,
  provesTheme,
  resultStrength,
  SPEED_PROFILES,
  type ApplicationPlan,
  jobText,
} from '#server/engine/local/plan-application.ts'
import {
  WRITING_STYLES,
  degreeWords,
  institutionName,
  furtherLearningLines,
  learningLines,
  type Arc,
  type BlockKind,
  type Criterion,
  type LetterContext,
  type Learning,
  type Scene,
  type Voice,
} from '#server/engine/local/writing-styles.ts'
import { spokenEmployer, type EvidenceForm } from '#server/engine/local/evidence-sentences.ts'
import { leadDegree } from '#server/engine/local/degree-title.ts'

// A composed cover letter: an opening that names the role and the company and says why; two or
// three paragraphs, each answering one of the posting's top requirements with the single best piece
// of the person's evidence rephrased in the first person; a closing in the style's voice.
// 250-400 words when the profile has the material, shorter and honest when it does not.

const MAX_WORDS = 400
/** Below this many words a letter is short of material and tells more of what the profile holds. */
const SHORT_LETTER = 140

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
function evidenceFit(plan: ApplicationPlan, texts: string[], source: string): 0 | 1 | 2 {
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
    const themed = /\d/.test(source) && provesTheme(text, source)
    // A skill the person lists ("facilitation") and a measured result on its theme in other words
    // ("termly CPD workshops for 40 teachers") together answer the requirement.
    if (themed && plan.orderedSkills.some((own) => ownSkillIn(text, own))) return 2
    if (shared > 0 || themed) best = 1
  }
  return best
}

/** Whether a requirement names one of the person's own skills as a whole word or phrase. */
function ownSkillIn(requirement: string, skill: string): boolean {
  const words = tokenize(skill)
  const asked = tokenize(requirement)
  return words.length > 0 && words.every((w) => asked.includes(w))
}

/**
 * Which degree may answer a requirement: the letter's degree is one choice, the lead one (highest
 * level, then latest) that its training block names; another degree answers only a requirement that
 * asks for its level ("Bachelor of Nursing" for "a bachelor's degree in nursing"). Before, a
 * bachelor's answered "Registered nurse with a current APC" and the postgraduate certificate in
 * gerontology the posting wanted was never told.
 */
function leadDegreeAnswers(plan: ApplicationPlan): (c: EvidenceClause, requirement: string) => boolean {
  const degrees = plan.profile.education.degrees
  const lead = leadDegree(degrees)
  const named = (d: { degree: string; field: string }) => [d.degree, d.field].filter(Boolean).join(', ')
  return (c, requirement) => {
    if (c.kind !== 'education' || !lead || degrees.length < 2) return true
    if (named(lead) && c.source.startsWith(named(lead))) return true
    const told = degrees.find((d) => named(d) && c.source.startsWith(named(d)))
    const level = told ? degreeLevel(told.degree) : 0
    return level > 0 && degreeLevel(requirement) === level
  }
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
  prefer: Criterion = 'numbers',
  linkedOnly = false,
): Answer[] {
  const { topicFor } = letterContext(plan)
  const canTell = leadDegreeAnswers(plan)
  const candidates = plan.arguments.flatMap((argument) => {
    const topic = topicFor(argument)
    if (!topic) return []
    const asked = tokenize(topic)
    // "medicines reconciliation" is shown by "lead medicines reconciliation on two wards" before
    // "delivered New Medicine Service consultations", whichever the style would rather tell.
    const saysAll = (source: string) => {
      const have = tokenSet(source)
      return asked.length > 0 && asked.every((w) => have.has(w))
    }
    const clauses = argument.evidence
      .map((e) => evidenceClause(plan.profile, e))
      .filter((c): c is EvidenceClause => c !== null)
      .filter((c) => canTell(c, argument.requirement))
      .map((clause) => ({
        clause,
        fit: evidenceFit(plan, [topic, argument.requirement], clause.source),
        says: saysAll(clause.source),
      }))
      .filter((c) => c.fit > 0)
      // The best-fitting evidence first; then the style's own criterion: quantified results, the
      // practice behind them, what the person learned or built, or the most recent work.
      .sort(
        (a, b) => b.fit - a.fit || Number(b.says) - Number(a.says) || preference(prefer, a.clause, b.clause),
      )
    return clauses.length ? [{ topic, requirement: argument.requirement, clauses }] : []
  })
  // Among the posting's top five requirements, each style answers first those its own criterion
  // finds the best evidence for (quantified results, practice, learning, recent work), so letters of
  // different styles argue from different evidence rather than retelling the same three pieces.
  // What the person did leads: in a ticket-heavy posting (two or more of its top requirements answered
  // by a certificate or a ticket: "Valid Security Personnel Permit", "First aid certificate") those
  // come after the requirements answered by work, so that held credentials do not crowd out results.
  const top = candidates.slice(0, 5)
  const isHeld = (c: (typeof candidates)[number]) => c.clauses[0]!.clause.kind === 'certification'
  // Only where credentials are several: one registration asked first keeps its place.
  const ticketHeavy = top.filter(isHeld).length >= 2
  const held = (c: (typeof candidates)[number]) => Number(ticketHeavy && isHeld(c))
  const ordered = [
    ...top
      .map((c, i) => ({ c, i }))
      .sort(
        (a, b) =>
          held(a.c) - held(b.c) ||
          preference(prefer, a.c.clauses[0]!.clause, b.c.clauses[0]!.clause) ||
          a.i - b.i,
      )
      .map((x) => x.c),
    ...candidates.slice(5),
  ]

  const answers: Answer[] = []
  for (const linked of linkedOnly ? [true] : [true, false]) {
    for (const { topic: asked, requirement, clauses } of ordered) {
      if (answers.length >= count) break
      if (isToldTopic(asked, ledger.usedTopics)) continue
      const open = clauses.filter((c) => !isTold(c.clause, ledger))
      const first = open[0]
      if (!first || (first.fit === 2) !== linked) continue
      const topic = toldTopic(plan, asked, requirement, first.clause.source, ledger)
      ledger.usedTopics.add(topic.toLowerCase())
      ledger.usedSources.add(first.clause.source)
      ledger.usedSources.add(first.clause.clause)
      const second = withSecond
        ? (open.find((c) => c !== first && !isTold(c.clause, ledger))?.clause ?? null)
        : null
      if (second) ledger.usedSources.add(second.source).add(second.clause)
      answers.push({ topic, linked, first: first.clause, second })
    }
  }
  return answers
}

/** How strong a piece of evidence is as proof: money or scale, a percentage, an outcome, a count, a result over a duty. */
function proofStrength(c: EvidenceClause): number {
  return (
    resultStrength(c.source) * 2 +
    Number(statesOutcome(c.source)) +
    Number(c.hasNumber) +
    Number(c.kind === 'achievement')
  )
}

/**
 * The strongest result the person has for the posting's top requirement of work (the first that is
 * not a credential or a language): a number, a scale or an outcome, from the evidence that answers
 * it or, when that is the role itself or its duties ("Experience in a care or support role"), from
 * the results of that role. Null when there is no result to tell.
 */
export function topProof(plan: ApplicationPlan): EvidenceClause | null {
  const { topicFor } = letterContext(plan)
  const main = plan.arguments.find(
    (a) => topicFor(a) && !isCredentialTopic(a.requirement) && !namesLanguage(a.requirement),
  )
  if (!main) return null
  const texts = [topicFor(main), main.requirement]
  const answering = main.evidence
    .map((e) => evidenceClause(plan.profile, e))
    .filter((c): c is EvidenceClause => c !== null && evidenceFit(plan, texts, c.source) === 2)
  // When two or more credentials and no work answer it in words ("Security Personnel Permit", "QAST"
  // for "security experience"),
  // the role itself answers "security experience"
  // for a security guard: a title is never said as a clause of its own, so it is read from the
  // evidence, not from the clauses.
  const byWork =
    main.evidence.filter((e) => e.kind === 'certification').length < 2 ||
    main.evidence.some((e) => e.kind === 'achievement' || e.kind === 'description') ||
    answering.some((c) => c.kind !== 'certification' && c.kind !== 'education')
  const roles = new Set([
    ...answering
      .filter((c) => c.kind === 'role' || c.kind === 'description')
      .map((c) => c.order)
      .filter((i) => i >= 0),
    ...main.evidence
      .filter((e) => !byWork && e.kind === 'role' && e.experienceIndex !== null)
      .map((e) => e.experienceIndex!),
  ])
  const fromRoles = [...roles].flatMap((index) =>
    (plan.profile.workExperience.experiences[index]?.achievements ?? [])
      .map((text) =>
        evidenceClause(plan.profile, { kind: 'achievement', text, source: '', experienceIndex: index }),
      )
      .filter((c): c is EvidenceClause => c !== null),
  )
  const results = [...answering, ...fromRoles].filter(
    (c) => c.kind === 'achievement' && (c.hasNumber || statesOutcome(c.source)),
  )
  return results.reduce<EvidenceClause | null>(
    (best, c) => (!best || proofStrength(c) > proofStrength(best) ? c : best),
    null,
  )
}

/**
 * The topic a paragraph names is one its evidence shows: when the best evidence left for "Strong Excel and
 * a cloud finance system, ideally Sage Intacct" is an Excel report, the paragraph is about Excel, never
 * "The role needs Sage Intacct" above it.
 */
function toldTopic(
  plan: ApplicationPlan,
  topic: string,
  requirement: string,
  source: string,
  ledger: SentenceLedger,
): string {
  // "linehaul or dispatch": the posting's alternatives are no topic of the person's; those the
  // evidence shows are ("linehaul"), never "Linehaul or dispatch is where my record is clearest".
  const alternatives = topic.split(/\s+or\s+/i)
  if (alternatives.length > 1) {
    const mine = tokenSet(source)
    const shown = alternatives.filter((a) => tokenize(a).length > 0 && tokenize(a).every((w) => mine.has(w)))
    if (shown.length) return toldTopic(plan, listPhrase(shown), requirement, source, ledger)
  }
  if (evidenceFit(plan, [topic], source) === 2) return topic
  // The requirement's skills, as the lexicon knows them and as the posting lists them ("Rostering" in
  // "commercial acumen: rostering, cost of goods and labour control"): the first the evidence shows.
  const line = requirement.toLowerCase()
  // Only what the person has: "route planning software" for someone who lists "Paragon route planning"
  // is named by the person's own words, never by the posting's (the guard would drop the sentence).
  const mine = tokenSet([source, ...plan.orderedSkills].join('\n'))
  const has = (skill: string) => tokenize(skill).every((w) => mine.has(w))
  const requirementWords = tokenSet(requirement)
  const asked = [
    ...findSkills(requirement),
    ...plan.job.skills.filter((s) => s.length > 2 && line.includes(s.toLowerCase())),
  ].filter(has)
  const own = plan.orderedSkills.filter((s) => tokenize(s).some((w) => requirementWords.has(w)))
  const shown = [...asked, ...own]
    .map((s) => spokenSkill(s, plan))
    .find((s) => !isToldTopic(s, ledger.usedTopics) && evidenceFit(plan, [s], source) === 2)
  return shown ?? topic
}

/** A topic told already, or one whose words all stand in a told topic ("KYC" after "KYC and compliance"). */
function isToldTopic(topic: string, told: Set<string>): boolean {
  if (told.has(topic.toLowerCase())) return true
  const mine = tokenize(topic)
  return mine.length > 0 && [...told].some((other) => mine.every((w) => tokenSet(other).has(w)))
}

const LEARNING_KINDS = new Set(['project', 'education', 'certification'])

/** Orders two pieces of evidence by a style's criterion (negative: `a` first). */
function preference(criterion: Criterion, a: EvidenceClause, b: EvidenceClause): number {
  const recency = (c: EvidenceClause) => (c.order < 0 ? 99 : c.order)
  switch (criterion) {
    case 'numbers':
      // The strongest measured result first ("recovery from 86% to 89%" before "trained 6 operators").
      return (
        Number(b.hasNumber) - Number(a.hasNumber) ||
        resultStrength(b.source) - resultStrength(a.source) ||
        recency(a) - recency(b)
      )
    case 'practice':
      return Number(a.hasNumber) - Number(b.hasNumber) || recency(a) - recency(b)
    case 'learning':
      return (
        Number(LEARNING_KINDS.has(b.kind)) - Number(LEARNING_KINDS.has(a.kind)) ||
        resultStrength(b.source) - resultStrength(a.source)
      )
    case 'recent':
      return recency(a) - recency(b) || Number(b.hasNumber) - Number(a.hasNumber)
  }
}

/**
 * Whether the letter has told this evidence already: its source, or, for a degree, the degree itself
 * in the style's training block ("degree:<institution>").
 */
function isTold(c: EvidenceClause, ledger: SentenceLedger): boolean {
  if (ledger.usedSources.has(c.source)) return true
  return (
    c.kind === 'education' &&
    [...ledger.usedSources].some((used) => used.startsWith('degree:') && c.source.includes(used.slice(7)))
  )
}

const BASIC_LANGUAGE = /\b(?:basic|beginner|a1|a2|some)\b/i

/** The material a letter can draw on beyond the answers, each piece used once per package. */
function material(plan: ApplicationPlan, voice: Voice, ledger: SentenceLedger, budget: { left: number }) {
  const experiences = plan.profile.workExperience.experiences
  const open = (c: EvidenceClause | null): c is EvidenceClause =>
    !!c && budget.left > 0 && !ledger.usedSources.has(c.source) && !ledger.usedSources.has(c.clause)
  const use = <T extends EvidenceClause | null>(c: T): T => {
    if (c) {
      ledger.usedSources.add(c.source).add(c.clause)
      budget.left--
    }
    return c
  }
  const achievementClause = (text: string, index: number) =>
    evidenceClause(plan.profile, { kind: 'achievement', text, source: '', experienceIndex: index })

  /** Quantified results not used yet, in the style's order: most recent, strongest or earliest. */
  function results(count: number, isShort = false): EvidenceClause[] {
    const ranked = plan.achievements
      // A workload count that answers nothing in the posting ("25 open files at a time" for a
      // compliance role) is no case for it; money, percentages and what the work brought about
      // ("saved 6 hours a week") are worth telling whatever the posting's words. A letter short of
      // material tells any quantified work of the person's ("recatalogued 9,000 books") rather
      // than none.
      // A letter short of material tells an achievement without a number too ("Covered the control
      // room on weekend shifts"): on a thin profile it is the person's evidence, and a letter of
      // credentials alone would leave it out.
      .filter(
        (a) =>
          a.hasNumber && (isShort || a.relevance > 0 || resultStrength(a.text) >= 2 || statesOutcome(a.text)),
      )
      .map((a) => ({ a, clause: achievementClause(a.text, experiences.indexOf(a.experience)) }))
      .filter((x) => open(x.clause))
      .sort((x, y) => {
        const recency = plan.positions.indexOf(x.a.experience) - plan.positions.indexOf(y.a.experience)
        const strength = resultStrength(y.a.text) - resultStrength(x.a.text) || y.a.score - x.a.score
        // The strongest result of a career is worth telling whatever the posting's words (word
        // overlap would leave it out): by strength, or by recency with strength breaking ties.
        if (voice.resultsOrder === 'strength') return strength || recency
        return (voice.resultsOrder === 'earliest' ? -recency : recency) || strength
      })
    return ranked.slice(0, Math.min(count, budget.left)).map((x) => use(x.clause!))
  }

  /**
   * The person's strongest quantified result (money, then a percentage) when the letter has not told
   * it: a short letter leaves out detail, never the best number the profile holds.
   */
  function strongest(): EvidenceClause | null {
    const best = plan.achievements
      .filter((a) => resultStrength(a.text) >= 2)
      .sort((a, b) => resultStrength(b.text) - resultStrength(a.text) || b.score - a.score)[0]
    if (!best || ledger.usedSources.has(best.text)) return null
    const clause = achievementClause(best.text, experiences.indexOf(best.experience))
    if (!clause || ledger.usedSources.has(clause.clause)) return null
    ledger.usedSources.add(clause.source).add(clause.clause)
    return clause
  }

  /** What the person does (or did) in their roles, from the role descriptions. */
  function practice(count: number, minWords: number, isFilling = false): EvidenceClause[] {
    return (
      experiences
        .map((e, i) =>
          e.description.trim()
            ? evidenceClause(plan.profile, {
                kind: 'description',
                text: e.description,
                source: '',
                experienceIndex: i,
              })
            : null,
        )
        .filter(open)
        // A letter that argues from recent work tells the work of its current post, not of every
        // earlier one (the practice-led letters tell those), unless it is short of material.
        .filter(
          (c) =>
            isFilling ||
            voice.criterion !== 'recent' ||
            c.isCurrent ||
            !experiences.some((e) => isCurrentRole(e.duration)),
        )
        // "I maintained internal tools" says too little to lead: told only when the letter is short.
        .filter((c) => c.clause.split(/\s+/).length >= minWords)
        .slice(0, Math.min(count, budget.left))
        .map(use)
    )
  }

  function learning(speed: ProcessingSpeed): Learning | null {
    const degree = leadDegree(plan.profile.education.degrees, (d) =>
      Boolean((d.degree || d.field) && d.institution),
    )
    const degreeKey = degree ? `degree:${degree.institution}` : ''
    const certifications = plan.profile.education.certifications
      .map(stripEnd)
      // Not one the letter already named as the answer to a requirement, nor one not yet held
      // (every style says these are held).
      .filter(
        (c) =>
          c &&
          !isCredentialInProgress(c) &&
          isLetterCredential(c, jobText(plan.job)) &&
          !ledger.usedSources.has(`cert:${c}`) &&
          ![...ledger.usedSources].some((used) => used.includes(c)),
      )
      .slice(0, speed === 'advanced' ? 3 : 2)
    const projects = plan.profile.personalExperiences.projects
      .map((p) =>
        evidenceClause(plan.profile, {
          kind: 'project',
          text: `${p.name}${p.description ? ` — ${p.description.replace(/[.;]+$/, '')}` : ''}`,
          source: '',
          experienceIndex: null,
        }),
      )
      .filter(open)
      .slice(0, speed === 'advanced' ? 2 : 1)
    // A degree the letter already told (as the answer to a requirement) is not told again, nor a
    // second one in the training block's frame after it.
    const hasDegree =
      !!degree &&
      !ledger.usedSources.has(degreeKey) &&
      ![...ledger.usedSources].some((used) => used.includes(degree.institution) || used.startsWith('degree:'))
    const spoken = workingLanguages(plan.profile.personalInfo.languages)
    // One language the posting asks for ("Fluency in Irish" for "Irish (fluent)" among the person's
    // skills) is told as spoken, with its level when the profile gives it: "I speak Irish fluently".
    const asked = jobText(plan.job).toLowerCase()
    const skillLanguage = [...plan.profile.skills.technical, ...plan.profile.skills.business]
      .filter((sk) => namesLanguage(sk) && !BASIC_LANGUAGE.test(sk))
      .map((sk) => ({
        name: workingLanguages([sk])[0] ?? '',
        fluent: /\b(?:fluent|native|bilingual)\b/i.test(sk),
      }))
      .find((l) => l.name && !/\s/.test(l.name) && new RegExp(`\\b${l.name.toLowerCase()}\\b`).test(asked))
    const languages =
      spoken.length > 1 && !ledger.usedSources.has('languages')
        ? spoken.slice(0, 4)
        : spoken.length <= 1 && skillLanguage && !ledger.usedSources.has('languages')
          ? [`${skillLanguage.name}${skillLanguage.fluent ? ' fluently' : ''}`]
          : []
    if (!hasDegree && !certifications.length && !projects.length && !languages.length) return null
    if (languages.length) ledger.usedSources.add('languages')
    if (hasDegree) ledger.usedSources.add(degreeKey)
    // As a source too, so that no later answer holds the same certificate again.
    for (const c of certifications) ledger.usedSources.add(`cert:${c}`).add(c)
    projects.forEach(use)
    return {
      degree: hasDegree
        ? {
            degree: degree.degree.trim(),
            field: subjectList(degree.field),
            institution: degree.institution.trim(),
            // The year it was completed: the last year of "2015 – 2019"; none for a degree in progress.
            year: completionYear(degree.year),
          }
        : null,
      certifications: certifications.filter((c) => !isCourse(c)).map(credentialNoun),
      courses: certifications.filter(isCourse).map(coursePhrase),
      projects,
      languages,
    }
  }

  /**
   * One role told as a scene: when the person joined, what they did there, one result. An earlier
   * employer the letter has already told work from is not told again as a scene after it ("Earlier
   * in my career, at X, I … In 2014 I joined X …" goes back in time twice); the current one may be.
   */
  function story(told = ''): Scene | null {
    const current = plan.positions[0]
    const candidates = experiences
      .map((e, index) => ({ e, index }))
      .filter(({ e }) => spokenEmployer(e.company) && realValue(e.role) && startYear(e.duration))
      .filter(
        ({ e }) =>
          (current && spokenEmployer(e.company) === spokenEmployer(current.company)) ||
          !told.includes(spokenEmployer(e.company)),
      )
    const withResult = candidates
      .map(({ e, index }) => {
        const results = e.achievements
          .map((text) => achievementClause(text, index))
          .filter(open)
          .sort((a, b) =>
            voice.resultsOrder === 'earliest'
              ? resultStrength(b.source) - resultStrength(a.source)
              : Number(b.hasNumber) - Number(a.hasNumber),
          )
        return { e, index, result: results[0] ?? null }
      })
      .filter((c) => c.result)
    // The collaborative voice tells the scene of the strongest result; the others the most recent.
    const chosen =
      voice.resultsOrder === 'earliest'
        ? [...withResult].sort(
            (a, b) => resultStrength(b.result!.source) - resultStrength(a.result!.source),
          )[0]
        : withResult[0]
    if (!chosen) return null
    const now = chosen.e.description.trim()
      ? evidenceClause(plan.profile, {
          kind: 'description',
          text: chosen.e.description,
          source: '',
          experienceIndex: chosen.index,
        })
      : null
    use(chosen.result)
    return {
      year: startYear(chosen.e.duration),
      employer: spokenEmployer(chosen.e.company),
      role: spokenRole(realValue(chosen.e.role)),
      isCurrent: isCurrentRole(chosen.e.duration),
      now: open(now) ? use(now) : null,
      result: chosen.result,
    }
  }

  /** The path from the first role to the current one, when the titles differ. */
  function arc(): Arc | null {
    const first = plan.positions.at(-1)
    const last = plan.positions[0]
    if (!first || !last || first === last) return null
    const from = { role: spokenRole(realValue(first.role)), employer: spokenEmployer(first.company) }
    const to = { role: spokenRole(realValue(last.role)), employer: spokenEmployer(last.company) }
    if (!from.role || !to.role || !from.employer || !to.employer) return null
    if (from.role.toLowerCase() === to.role.toLowerCase()) return null
    // Roles held side by side (a placement beside a part-time job) are no steps of a path.
    if (!endedBefore(first.duration, last.duration)) return null
    if (ledger.usedSources.has('arc')) return null
    ledger.usedSources.add('arc')
    return { from, to, isCurrent: isCurrentRole(last.duration) }
  }
  return { results, strongest, practice, learning, story, arc }
}

/**
 * Where each style names the employer of a piece of evidence it tells outside its answers' own
 * frames: "At Arla Foods, I …" (business), "These days at …" (technical), "As a nurse at …"
 * (argued), "Arla Foods is where I …" (conversational), "… (Arla Foods)" (precise), "I … at Arla
 * Foods" (terse), "In my current role at …" (story): the same fact, not the same words in every style.
 */
const EVIDENCE_PLACE: Record<CommunicationStyle, EvidenceForm> = {
  business_leader: 'at',
  tech_leader: 'during',
  cambridge_oxford: 'as',
  stanford_bay_area: 'where',
  eth_zurich: 'paren',
  apple_creative: 'tail',
  spotify_creative: 'current',
  ogilvy_creative: 'as',
}

export function writeCoverLetter(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
  ledger: SentenceLedger,
): string {
  const voice = WRITING_STYLES[style]
  // Where the style places the employer of evidence told outside its answers' own frames.
  const place = EVIDENCE_PLACE[style]
  const settings = SPEED_PROFILES[speed]
  // Outcomes first: a numbers-led professional letter spends no paragraph on a role's duties
  // ("I teach grade 7 and 8 English") that do not answer a requirement while results it has not
  // told are left to tell instead (`spare` beyond those its results block takes); the advanced
  // letter, which searches deeper, tells the duties too.
  const isOutcomeLed =
    voice.family === 'professional' && voice.criterion === 'numbers' && speed !== 'advanced'
  const resultsLeft = () =>
    plan.achievements.filter((a) => a.hasNumber && !ledger.usedSources.has(a.text)).length
  const outcomeLed = (spare: number) => (a: Answer) =>
    !isOutcomeLed || a.linked || a.first.kind !== 'description' || resultsLeft() < spare
  // fast: two requirements, one piece of evidence each, the style's own paragraph kept short;
  // medium: three, with a second piece when the profile has one, and the style's own material;
  // advanced: all of that, the style's further material and the person's motivation.
  // A certificate or degree answers its requirement by being named: "Certificate X is part of my
  // work: I hold certificate X" says it twice, so such an answer is told without its topic.
  const answers = chooseAnswers(
    plan,
    settings.letterParagraphs,
    speed === 'advanced' || (speed === 'medium' && voice.seconds),
    ledger,
    voice.criterion,
  )
    .map((a) =>
      a.first.kind === 'certification' || a.first.kind === 'education' ? { ...a, linked: false } : a,
    )
    .filter(outcomeLed(3))
  const ctx: LetterContext = {
    ...letterContext(plan, speed).ctx,
    topics: answers.filter((a) => a.linked).map((a) => a.topic),
  }
  // How many pieces of evidence the letter tells: each style spends them by its own criterion, so
  // that a rich profile gives letters of different styles different evidence, not all of it.
  // A letter is a selection, not the resume retold: below the advanced speed it tells at most
  // about three fifths of the person's work evidence, so that on a modest profile each style's
  // letter keeps to the evidence its own criterion chose first.
  const pool =
    plan.achievements.length +
    plan.profile.workExperience.experiences.filter((e) => e.description.trim()).length +
    plan.profile.personalExperiences.projects.length
  const cap =
    speed === 'advanced' ? 11 : Math.min(speed === 'fast' ? 4 : 7, Math.max(3, Math.ceil(pool * 0.6)))
  // Where two or more answers are certificates (a ticket-heavy posting), only work spends the budget:
  // a certificate named as an answer is no piece of the person's work evidence, and on a thin profile
  // it would leave nothing for the results.
  const isWork = (c: EvidenceClause | null) => !!c && c.kind !== 'certification' && c.kind !== 'education'
  const ticketHeavy = answers.filter((a) => a.first.kind === 'certification').length >= 2
  const spent = answers.reduce(
    (n, a) => n + (ticketHeavy ? Number(isWork(a.first)) + Number(isWork(a.second)) : 1 + Number(!!a.second)),
    0,
  )
  const budget = { left: cap - spent }
  const take = material(plan, voice, ledger, budget)

  // The person's own motivation, in their words, when it is written in the first person.
  const motivation = plan.profile.personalityTraits.motivation.trim()
  const ownWords =
    motivation && /^(I|My)\b/.test(motivation)
      ? splitSentences(motivation)
          .slice(0, speed === 'advanced' ? 2 : 1)
          .join(' ')
      : ''
  const workStyle = stripEnd(plan.profile.personalityTraits.workStyle)
  const manner =
    workStyle && workStyle.split(/\s+/).length <= 12 && !/[.!?]/.test(workStyle)
      ? workStyle.charAt(0).toLowerCase() + workStyle.slice(1)
      : ''

  /**
   * A degree or certificate that answers a requirement is told in the style's own words for its
   * training ("My grounding is academic: I read Statistics at …", "I am certified in …"), not as
   * the same bare "I earned my …" in every style; the style's training block then leaves it out.
   */
  function credentialAnswer(answer: Answer): string[] | null {
    // A certificate the style's training block has named already is not held a second time.
    if (
      answer.first.kind === 'certification' &&
      ledger.usedSources.has(`cert:${stripEnd(answer.first.source)}`)
    )
      return []
    const learning = credentialLearning(plan, answer.first)
    if (!learning) return null
    // A second degree after one the letter has told is added to it, not told in the same frame
    // again ("I studied Polymer Chemistry at … I studied Industrial Chemistry at …").
    // Only the academic styles (education first) go on to it, placed in time against the degree
    // told ("Before that, I took an MSc in … at …"); an outcomes- or story-led letter keeps to the one.
    const d = learning.degree
    const told = plan.profile.education.degrees.find(
      (x) => x.institution.trim() && ledger.usedSources.has(`degree:${x.institution.trim()}`),
    )
    if (d && told) {
      ledger.usedSources.add(`degree:${d.institution}`)
      const words = degreeWords(d)
      const when = completionYear(told.year)
      const earlier = d.year && when ? Number(d.year) < Number(when) : true
      const then = earlier ? 'Before that' : 'Since then'
      const where = institutionName(d.institution)
      // The argued letter reads the subject ("I read …, taking an MSc in 2018"); the precise one
      // states the degree with its year; the conversational one keeps to the degree it has told.
      const added =
        style === 'cambridge_oxford' && d.field && d.degree
          ? `${then}, I read ${d.field} at ${where}${d.year ? `, taking ${article(d.degree)} ${d.degree} in ${d.year}` : ''}.`
          : voice.family === 'academic' && style !== 'stanford_bay_area'
            ? `${then}, I took ${article(words)} ${words} at ${where}${d.year ? ` (${d.year})` : ''}.`
            : ''
      return [added, answer.second ? `${sayEvidence(rw(answer.second), place)}.` : '']
    }
    const lines = learningLines(voice, { ...learning, isAnswer: true }, ctx).filter(Boolean)
    if (!lines.length) return null
    if (learning.degree) ledger.usedSources.add(`degree:${learning.degree.institution}`)
    return [...lines, answer.second ? `${sayEvidence(rw(answer.second), place)}.` : '']
  }

  let resultsTold = false
  let learningTold = false
  let practiceTold = false
  let storiesTold = 0
  let lastScene: Scene | null = null
  let filling = false
  // The style's own wording of a finished achievement ("I got to build …"); facts unchanged.
  // Work a role description names without a verb is told in the style's own frame for it.
  const rw = (c: EvidenceClause) =>
    c.work ? { ...c, clause: voice.namedWork(c.work, c.isCurrent) } : reword(c, voice.rewording)
  // The style's frame for one more result once in a letter; a second is told plainly.
  const highlight = (clause: string) => {
    const frame = voice.highlight('\u0000', ctx).split('\u0000')[0]!.trim()
    const framed = frame.length > 3 && paragraphs.some((p) => p.some((s) => s.startsWith(frame)))
    return framed ? `${upperFirst(clause)}.` : voice.highlight(clause, ctx)
  }
  const toldAnswer = (a: Answer) => ({ ...a, first: rw(a.first), second: a.second && rw(a.second) })
  /**
   * A paragraph in the first of the style's phrasings (tried from `index` on) whose sentences open
   * unlike every sentence the letter has so far ("My case rests in part on …" twice): the style's
   * phrasings cycle, and a long letter would otherwise come round to one it has used.
   */
  // The requirements the letter answers, longest first, so that one inside another is masked whole.
  const topicNames = answers.map((a) => a.topic.toLowerCase()).filter(Boolean)
  const maskTopics = (sentence: string) => {
    let lower = sentence.toLowerCase()
    for (const topic of [...topicNames].sort((a, b) => b.length - a.length))
      lower = lower.split(topic).join('§')
    return lower
  }
  function unrepeated(render: (index: number) => string[], index: number, pending: string[][]): string[] {
    // "For employee relations, the record is this" and "For human resources, the record is this" open
    // alike: the requirements' names are masked before openings are compared.
    const opening = (sentence: string) => openingWords(maskTopics(sentence))
    const used = new Set([...paragraphs, ...pending].flat().flatMap(splitSentences).map(opening))
    let first: string[] | null = null
    for (let k = index; k < index + 4; k++) {
      const lines = render(k)
      first ??= lines
      const openings = lines.flatMap(splitSentences).map(opening).filter(Boolean)
      if (openings.every((o) => !used.has(o))) return lines
    }
    return first!
  }
  function block(kind: BlockKind, index: number): string[][] {
    const short = speed === 'fast'
    switch (kind) {
      case 'answers': {
        const told: string[][] = []
        for (const [i, answer] of answers.entries())
          told.push(
            credentialAnswer(answer) ??
              unrepeated((k) => voice.paragraph({ ...toldAnswer(answer), index: k, ctx }), i, told),
          )
        return told
      }
      case 'more': {
        // One more requirement answered, searched with the opposite criterion.
        const more = chooseAnswers(
          plan,
          1,
          true,
          ledger,
          voice.criterion === 'numbers' ? 'practice' : 'numbers',
        ).filter(outcomeLed(1))
        topicNames.push(...more.map((m) => m.topic.toLowerCase()).filter(Boolean))
        return more.map((m) =>
          unrepeated((k) => voice.paragraph({ ...toldAnswer(m), index: k, ctx }), answers.length + index, []),
        )
      }
      case 'results': {
        // The numbers-led styles list results; a letter that argues from practice, training or recent
        // work tells its strongest one and spends the rest of its length on its own material, so
        // that on a small profile letters of different styles do not all retell the same results.
        const count = short ? 1 : speed === 'advanced' ? 3 : voice.criterion === 'numbers' ? 2 : 1
        const items = take.results(count, filling && words(paragraphs) < SHORT_LETTER).map(rw)
        if (!items.length) return []
        // The style's results paragraph once; further results after it as "one more".
        if (!resultsTold) {
          resultsTold = true
          return [voice.results(items, ctx)]
        }
        const [first, ...rest] = items
        return [
          [
            highlight(sayEvidence(first!, place)),
            ...rest.map((c, i) => `${sayNext(items[i]!, c, voice.next)}.`),
          ],
        ]
      }
      case 'practice': {
        const items = take.practice(short ? 1 : 2, filling ? 4 : 6, filling).map(rw)
        if (!items.length) return []
        // The style's practice paragraph once; a second call (a short letter filling up) tells its
        // work plainly, never the style's frame a second time.
        if (!practiceTold) {
          practiceTold = true
          return [voice.practice(items, ctx)]
        }
        const [first, ...rest] = items
        return [
          [`${sayEvidence(first!, place)}.`, ...rest.map((c, i) => `${sayNext(items[i]!, c, voice.next)}.`)],
        ]
      }
      case 'learning': {
        const items = take.learning(speed)
        if (!items) return []
        // The style's frame for what the person learned once ("My qualifications include …"); what a
        // later block adds is told as more of it, never in the same frame a second time.
        if (learningTold) return [furtherLearningLines(voice, items)]
        learningTold = true
        return [learningLines(voice, items, ctx)]
      }
      case 'story': {
        const scene = take.story(paragraphs.flat().join(' '))
        if (!scene) return []
        const told = { ...scene, now: scene.now && rw(scene.now), result: scene.result && rw(scene.result) }
        // A second scene in the style's own frame would repeat it ("One chapter I often think
        // about is…" twice): it goes on from the first instead.
        const previous = lastScene
        lastScene = scene
        if (storiesTold++ > 0) return [laterScene(told, previous)]
        return [voice.story(told, ctx)]
      }
      case 'arc': {
        const arc = take.arc()
        return arc ? [voice.arc(arc, ctx)] : []
      }
      case 'toolkit': {
        const named = paragraphs.flat().join(' ').toLowerCase()
        const more = plan.matchedSkills
          .filter(
            (s) =>
              // A language is spoken, not worked with: the learning block says it. A ticket is held, not
              // worked with ("Day to day I work with First Aid" is no sentence).
              !namesLanguage(s) &&
              !isCredentialTopic(s) &&
              !onlyInEarlierWork(plan, s) &&
              !named.includes(s.toLowerCase()) &&
              !named.includes((canonicalSkill(s) ?? s).toLowerCase()),
          )
          .slice(0, 4)
        if (more.length < 2 || ledger.usedSources.has('toolkit')) return []
        ledger.usedSources.add('toolkit')
        return [[voice.toolkit(listPhrase(more.map((s) => spokenSkill(s, plan))), ctx)]]
      }
      case 'pitch': {
        const summary = stripEnd(splitSentences(plan.profile.personalInfo.summary)[0] ?? '')
        // Only a short first-person line without numbers: a summary's "12 years" may count other
        // work, and a headline ("Backend engineer building …") is not a sentence.
        if (!/^(I|My)\b/.test(summary) || /\d|\byears?\b/i.test(summary) || summary.split(/\s+/).length > 25)
          return []
        if (ledger.usedSources.has('pitch')) return []
        ledger.usedSources.add('pitch')
        return [voice.pitch(summary, ctx)]
      }
      case 'manner':
        if (!manner || ledger.usedSources.has('manner')) return []
        ledger.usedSources.add('manner')
        return [[mannerLine(voice, manner)]]
    }
  }

  const paragraphs: string[][] = [[...voice.opening(ctx), careerBreakLine(plan, style)].filter(Boolean)]
  // Paragraphs that answer a requirement keep their place even when short.
  const answered = new Set<string[]>()
  const words = (lines: string[][]) => lines.flat().join(' ').split(/\s+/).filter(Boolean).length
  // Where the style's own blocks go: its layout in order; at the fast speed only the answers and
  // the first block of the style's own; at the advanced speed the reserve as well.
  const layout =
    speed === 'fast'
      ? voice.layout.filter((k, i) => k === 'answers' || i === voice.layout.findIndex((x) => x !== 'answers'))
      : speed === 'advanced'
        ? [...voice.layout, ...voice.reserve]
        : voice.layout
  const kinds = new Map<string[], BlockKind | 'motivation'>()
  const add = (kind: BlockKind, index: number) =>
    block(kind, index).forEach((lines) => {
      const p = lines.filter(Boolean)
      if (kind === 'answers' || kind === 'more') answered.add(p)
      kinds.set(p, kind)
      paragraphs.push(p)
    })
  layout.forEach(add)
  // The fast letter answers two requirements and tells one block of its own: when neither held the
  // person's strongest result, it is told after them in the style's words for a highlight.
  const best = speed === 'fast' ? take.strongest() : null
  if (best) {
    const told = [highlight(sayEvidence(rw(best), place))]
    kinds.set(told, 'results')
    paragraphs.push(told)
  }
  // Whatever the style chose to tell, the letter carries the strongest result for the posting's top
  // requirement: when no block has told it, it is told in the style's words for a highlight.
  const proof = topProof(plan)
  if (proof && !ledger.usedSources.has(proof.source) && !ledger.usedSources.has(proof.clause)) {
    ledger.usedSources.add(proof.source).add(proof.clause)
    const told = [highlight(sayEvidence(rw(proof), place))]
    kinds.set(told, 'results')
    paragraphs.push(told)
  }
  // Short of material: one more requirement answered, then the reserve, until the letter carries
  // what the profile holds (never padded: a block without material adds nothing).
  const target = speed === 'advanced' ? 320 : 255
  // Short of material: one more requirement answered and the style's reserve; then, still short,
  // whatever the profile holds, so that each style spends its own material first.
  if (speed !== 'fast')
    for (const kind of ['more', ...voice.reserve] as BlockKind[]) {
      if (words(paragraphs) >= target) break
      add(kind, paragraphs.length)
    }
  filling = true
  // Even a fast letter tells one piece of the person's work when nothing above did.
  if (speed === 'fast' && words(paragraphs) < 60) add('practice', paragraphs.length)
  // A letter still short after its budget is spent tells more of what the profile holds.
  if (words(paragraphs) < SHORT_LETTER) budget.left += 2
  // Each family fills from its own material; the advanced letter, which searches deeper, goes on
  // to the rest of what the profile holds.
  const fill: BlockKind[] =
    speed === 'advanced'
      ? [...new Set<BlockKind>([...voice.fill, 'results', 'practice', 'story', 'learning'])]
      : voice.fill
  if (speed !== 'fast')
    for (const kind of fill) {
      if (words(paragraphs) >= target - 5) break
      // A letter that argues from recent work tells results beyond its answers only when it is
      // short of anything else to tell; the numbers-led letters are the ones that list them.
      if (
        kind === 'results' &&
        voice.criterion === 'recent' &&
        speed === 'medium' &&
        words(paragraphs) >= SHORT_LETTER
      )
        continue
      add(kind, paragraphs.length)
    }
  // Still short after the family's own material: the rest of what the profile holds, up to the
  // length a letter with that material should have (250 words from a rich profile; on a modest
  // one, enough to make the case).
  const floor = pool >= 10 ? target - 5 : 0
  if (speed === 'medium')
    for (const kind of ['results', 'practice', 'story', 'learning'] as BlockKind[]) {
      if (words(paragraphs) >= floor) break
      if (!voice.fill.includes(kind)) add(kind, paragraphs.length)
    }
  // The person's motivation in the style's frame (the fast letter leaves it out).
  if (ownWords && speed !== 'fast') {
    const motivation = voice.motivation(ownWords, ctx)
    kinds.set(motivation, 'motivation')
    paragraphs.push(motivation)
  }

  // An advanced letter that tells the person's path tells the work around it in the order it was
  // done, earliest employer first, so that the background reads as one career arc and never goes
  // back and forth between employers (before the openings are varied, which read that order).
  if (speed === 'advanced' && [...kinds.values()].includes('arc')) {
    // The career index (0: the current post) of the employer a sentence names first, or -1.
    const careerIndex = (text: string) =>
      plan.positions
        .map((e, i) => ({ name: spokenEmployer(e.company), i }))
        .filter((x) => x.name && text.includes(x.name))
        .sort((a, b) => text.indexOf(a.name) - text.indexOf(b.name))[0]?.i ?? -1
    const slots = paragraphs.filter(
      (p, i) => i > 1 && !answered.has(p) && backgroundTopic(kinds.get(p)) === 'work',
    )
    // Runs of sentences about one employer (a sentence naming none goes on the run before it),
    // earliest employer first; runs about the same employer keep their order.
    const runs: { index: number; lines: string[] }[] = []
    for (const sentence of slots.flatMap((p) => p.flatMap((item) => splitSentences(item)))) {
      const index = careerIndex(sentence)
      if (index < 0 && runs.length) runs.at(-1)!.lines.push(sentence)
      else runs.push({ index, lines: [sentence] })
    }
    const ordered = runs.map((r, k) => ({ ...r, k })).sort((a, b) => b.index - a.index || a.k - b.k)
    if (slots.length) {
      slots.forEach((p) => p.splice(0))
      slots[0]!.push(...ordered.flatMap((r) => r.lines))
    }
  }
  // Before the paragraphs are composed, so that a sentence that no longer names its employer can
  // join the answer before it. The arrays stay the same objects: `answered` and `kinds` know them.
  const employers = plan.profile.workExperience.experiences
    .map((e) => spokenEmployer(e.company))
    .filter(Boolean)
  const varied = varyEmployerOpenings(paragraphs, employers)
  paragraphs.forEach((p, i) => p.splice(0, p.length, ...varied[i]!))

  // A letter is composed of paragraphs, not a list of one-line remarks: the opening, the lead
  // paragraph and each answer to a requirement stand alone; everything else the letter tells
  // (earlier results, the person's path, training, tools, manner) is gathered into one background
  // paragraph before the closing, split in two when it grows past five sentences.
  const merged: string[][] = []
  const background: { topic: BackgroundTopic; lines: string[] }[] = []
  for (const [i, p] of paragraphs.filter((p) => p.length).entries()) {
    const oneLiner = p.length === 1 && words([p]) < 14
    // A one-line answer ("I hold the licence.") joins the answer before it.
    if (oneLiner && i > 1 && answered.has(p) && merged.length > 1) merged.at(-1)!.push(...p)
    // A one-line lead continues the opening.
    else if (oneLiner && i === 1) merged[0]!.push(...p)
    else if (i <= 1 || (answered.has(p) && !oneLiner)) merged.push([...p])
    else background.push({ topic: backgroundTopic(kinds.get(p)), lines: p })
  }
  merged.push(...backgroundParagraphs(background, voice))
  merged.push(voice.closing(ctx))
  while (words(merged) > MAX_WORDS && merged.length > 3) merged.splice(merged.length - 2, 1)

  // No sentence twice in one package, and none opening like an earlier one of the letter.
  const openings = new Set<string>()
  // "Alongside that, I …" twice in a letter: a connective (no name, no number) is said once.
  const connectives = new Set<string>()
  const sentences = merged.map((p) =>
    p
      .flatMap((s) => splitSentences(s))
      .map((s) => fixArticles(asSentence(s)))
      .map((s) => {
        const connective = CONNECTIVE.exec(s)?.[1]?.toLowerCase()
        const again =
          openings.has(openingWords(s)) || (connective !== undefined && connectives.has(connective))
        const said = again ? withoutRepeatedFrame(s) : s
        openings.add(openingWords(said))
        if (connective) connectives.add(connective)
        return said
      })
      .filter((s) => s && ledger.claim(s)),
  )
  // A paragraph left with one short sentence once told sentences are dropped joins the one before
  // it (the opening and the closing stay apart).
  const kept = sentences.filter((p) => p.length)
  for (let i = kept.length - 2; i >= 2; i--)
    if (kept[i]!.length === 1 && words([kept[i]!]) < 14) kept[i - 1]!.push(...kept.splice(i, 1)[0]!)
  // Each organisation the letter names is named once in full, then by its short form.
  const names = [plan.company, ...plan.profile.workExperience.experiences.map((e) => e.company)]
  const text = [...new Set(names.map((n) => n.trim()).filter(Boolean))].reduce(
    (letter, org) => namedInFullOnce(letter, org, names),
    kept
      .map(joinHeld)
      .map((p) => p.map((s, i) => (i ? alsoAfterSame(p[i - 1]!, s) : s)).join(' '))
      .join('\n\n'),
  )
  const name = realValue(plan.profile.personalInfo.fullName)
  // "The Shelbourne, Autograph Collection" greets as "Dear Shelbourne Hiring Team", never with its comma.
  return [
    voice.greeting(plan.company.split(',')[0]!.trim()),
    text,
    name ? `${voice.signOff}\n${name}` : voice.signOff,
  ].join('\n\n')
}

/**
 * The person's manner in the style's frame. A manner written as what the person is ("a good listener
 * who writes things down") fits a frame that says what they are ("call me …", "I am …"), not one
 * that says how they work ("The way I work is a good listener"): there it is said plainly, "I am …".
 */
export function mannerLine(voice: Voice, manner: string): string {
  const said = voice.manner(manner)
  const frame = said.slice(0, said.indexOf(manner))
  return /^(?:a|an)\s/i.test(manner) && /\b(?:is|as) $/.test(frame) ? `I am ${manner}.` : said
}

/**
 * One honest, brief sentence about a career break the profile holds ("Career break", "Parental
 * leave"), in the opening: a returner's letter that says nothing of five years at home leaves the
 * reader to find the gap. The break is told as the person named it ("as a parent at home") when its
 * title names a person, with its years; nothing when the profile has no dated break.
 */
export function careerBreakLine(plan: ApplicationPlan, style: CommunicationStyle): string {
  const gap = plan.profile.workExperience.experiences.find((e) => isCareerBreak(e) && startYear(e.duration))
  if (!gap) return ''
  const from = startYear(gap.duration)
  const role = gap.role.trim()
  const head =
    role
      .split(/\s+(?:at|of|for|in)\s+/i)[0]!
      .split(/\s+/)
      .pop() ?? ''
  const as =
    role && !CAREER_BREAK.test(role) && /^[\p{L}-]+(?:er|or|ist|ent|ant)$/iu.test(head)
      ? ` as ${article(role.toLowerCase())} ${role.toLowerCase()}`
      : ''
  if (isCurrentRole(gap.duration))
    return `I have been on a career break${as} since ${from}, and I am ready to return to work.`
  const to = completionYear(gap.duration)
  const when = to && to !== String(from) ? `from ${from} to ${to}` : `in ${from}`
  // Each style says it in its own words, so that the sentence adds nothing to the styles' overlap.
  const said: Record<CommunicationStyle, string> = {
    business_leader: `I took a career break ${when}${as} and am now returning to work.`,
    tech_leader: `${upperFirst(when)} I was on a career break${as}; I am now returning to work.`,
    cambridge_oxford: `I stepped away from paid work ${when}${as}, and I am now returning to it.`,
    eth_zurich: `My CV shows a career break ${when}${as}; I am now returning to work.`,
    stanford_bay_area: `A note on the gap in my CV: ${when} I took a career break${as}, and I'm ready to get back to it.`,
    apple_creative: `${upperFirst(when)} I took time out${as}. Now I am coming back to work.`,
    spotify_creative: `${upperFirst(when)} I took time out${as}, and now I'm coming back to work.`,
    ogilvy_creative: `The gap ${when}? A career break${as}. I am now returning to work.`,
  }
  return said[style]
}

/** The degree or certificate a piece of evidence names, as a style's training block takes it. */
function credentialLearning(plan: ApplicationPlan, clause: EvidenceClause): Learning | null {
  const none = { degree: null, certifications: [], projects: [], languages: [] }
  if (clause.kind === 'certification') {
    const credential = stripEnd(clause.source)
    if (!credential) return null
    return isCourse(credential)
      ? { ...none, courses: [coursePhrase(credential)] }
      : { ...none, certifications: [credentialNoun(credential)] }
  }
  if (clause.kind !== 'education') return null
  const degree = plan.profile.education.degrees.find(
    (d) => d.institution.trim() && clause.source.includes(d.institution.trim()) && (d.degree || d.field),
  )
  if (!degree) return null
  return {
    ...none,
    degree: {
      degree: degree.degree.trim(),
      field: subjectList(degree.field),
      institution: degree.institution.trim(),
      year: completionYear(degree.year),
    },
  }
}

/** What a background sentence is about: more of the work, the person's path, or training and tools. */
type BackgroundTopic = 'work' | 'path' | 'learning' | 'motivation'

function backgroundTopic(kind: BlockKind | 'motivation' | undefined): BackgroundTopic {
  if (kind === 'arc' || kind === 'pitch' || kind === 'manner') return 'path'
  if (kind === 'learning' || kind === 'toolkit') return 'learning'
  if (kind === 'motivation') return 'motivation'
  return 'work'
}

/**
 * The background told in order, one topic after another rather than remark by remark: the topics
 * in the order the style tells them (an academic letter leads with training), the person's own
 * motivation last. More than five sentences become two paragraphs, the work apart from the rest.
 */
function backgroundParagraphs(
  background: { topic: BackgroundTopic; lines: string[] }[],
  voice: Voice,
): string[][] {
  const styleOrder = [...voice.layout, ...voice.reserve, ...voice.fill].map(backgroundTopic)
  const rank = (topic: BackgroundTopic) =>
    topic === 'motivation' ? Number.MAX_SAFE_INTEGER : styleOrder.indexOf(topic) + 1 || styleOrder.length + 1
  const ordered = [...background].sort((a, b) => rank(a.topic) - rank(b.topic))
  const sentences = ordered.flatMap((b) => b.lines)
  if (sentences.length === 0) return []
  if (sentences.length <= 5) return [sentences]
  const first = ordered[0]!.topic
  const lead = ordered.filter((b) => b.topic === first).flatMap((b) => b.lines)
  const rest = ordered.filter((b) => b.topic !== first).flatMap((b) => b.lines)
  if (lead.length >= 2 && rest.length >= 2) return [lead, rest]
  const half = Math.ceil(sentences.length / 2)
  return [sentences.slice(0, half), sentences.slice(half)]
}

/**
 * A sentence opening with the same subject and verb as the one before it ("I hold the Certificate
 * in … I hold First Aid …", "My part was leading … My part was training …") goes on with "also".
 */
/**
 * "I hold the WA Electrical Licence. I hold First Aid HLTAID011 (2024). I hold an HV permit." -> one sentence
 * listing what is held, never three that each open "I (also) hold".
 */
export function joinHeld(paragraph: string[]): string[] {
  // "As to formal qualification, I hold X." takes a plain "I hold Y." after it: "…, I hold X and Y."
  const held = (sentence: string) =>
    /, (?:which|who|as|because|since|so|where|when)\b/.test(sentence)
      ? undefined
      : /^((?:[A-Z][^.;:]*, )?I (?:also )?hold )([^.;:]+(?:\.\d[^.;:]*)*)\.$/.exec(sentence)
  return paragraph.flatMap(splitSentences).reduce<string[]>((out, sentence) => {
    const thing = held(sentence)
    const last = out.at(-1)
    const before = last === undefined ? undefined : held(last)
    if (
      thing &&
      /^I (?:also )?hold $/.test(thing[1]!) &&
      before &&
      (before[2]!.match(/, | and /g)?.length ?? 0) < 2
    )
      out[out.length - 1] = `${before[1]}${listPhrase([...splitList(before[2]!), thing[2]!])}.`
    else out.push(sentence)
    return out
  }, [])
}

/** The items of "A, B and C" as a list joined them (an item with its own "and" stays whole at the end). */
function splitList(list: string): string[] {
  const [head = '', tail] = list.split(/ and (?!.* and )/)
  return tail === undefined ? [list] : [...head.split(', '), tail]
}

export function alsoAfterSame(previous: string, sentence: string): string {
  const head = (text: string) => /^(I|My \p{L}+ (?:was|is)) (\p{L}+)/u.exec(text)
  const before = head(previous)
  const now = head(sentence)
  // "I can also offer …" has its "also" already, after the verb.
  if (!before || !now || /^(?:\S+\s+){0,3}also\b/.test(sentence)) return sentence
  if (before[1] === 'I' && now[1] === 'I' && before[2] === now[2]) return `I also ${sentence.slice(2)}`
  if (before[1] !== 'I' && before[1] === now[1]) return `${now[1]} also ${sentence.slice(now[1]!.length + 1)}`
  return sentence
}

/** The first five words of a sentence (lower case), '' for a shorter one: how a repeated frame shows. */
const CONNECTIVE = /^(\p{Lu}\p{Ll}*(?: \p{Ll}+){0,3}), I /u

export function openingWords(sentence: string): string {
  const words = sentence.trim().split(/\s+/)
  return words.length < 6 ? '' : words.slice(0, 5).join(' ').toLowerCase()
}

/**
 * A sentence whose opening the letter has used already, told without its frame when the frame
 * carries no fact: "The scope of my role at X was this: I …" → "I …" (the frame before a colon);
 * "Along the way I added …" → "I also added …"; "Earlier in my career, at X, I …" → "At X, I …".
 * A frame holding a fact (a number, a means) stays as it is.
 */
export function withoutRepeatedFrame(sentence: string): string {
  const colon = /^([^:]{3,80}):\s+(?=\S)/.exec(sentence)
  if (colon && !/\d/.test(colon[1]!)) {
    const rest = sentence.slice(colon[0].length)
    if (/^(?:I|My|At|As|In)\b/.test(rest) && rest.split(/\s+/).length >= 4)
      return rest.charAt(0).toUpperCase() + rest.slice(1)
  }
  const subject = sentence.indexOf(' I ')
  const frame = subject < 0 ? '' : sentence.slice(0, subject)
  // "In my current role at X, with a new process, I …" a second time keeps its means, not its lead.
  const role = /^(?:In my current role|In my time|In my last role) at ([^,]+), (?!I )/.exec(sentence)
  if (role) return `Also at ${role[1]}, ${sentence.slice(role[0].length)}`
  // "At Casa do Rio Hotel, with a new rota, I …" keeps its means: it goes on as "Also at …".
  if (subject < 0 || /\d/.test(frame) || frame.split(/\s+/).length > 7)
    return /^At /.test(sentence) && !/^At [^,]* as well,/.test(sentence)
      ? `Also at ${sentence.slice(3)}`
      : sentence
  // "At X, after I moved …, time-to-fill went …": that "I" opens a clause inside the sentence, not its subject.
  if (/\b(?:after|before|when|once|since|while|because|as|until|if)$/i.test(frame.trim()))
    return /^At /.test(sentence) ? `Also at ${sentence.slice(3)}` : sentence
  const rest = sentence.slice(subject + 1)
  // "The certification I hold is X": a cleft, whose "I" is no subject of the sentence; told again
  // as "I also hold X".
  const cleft = /^I (\w+) (?:is|are) (.+)$/.exec(rest)
  if (cleft && !frame.trim().endsWith(',')) return `I also ${cleft[1]} ${cleft[2]}`
  const place = /\bat ([^,]+),$/.exec(frame.trim())
  if (place) return `At ${place[1]}, ${rest}`
  return /^I (?:also|am|was|have|had)\b/.test(rest) ? sentence : rest.replace(/^I /, 'I also ')
}

const workText = (e: ApplicationPlan['positions'][number]) =>
  [e.role, e.description, ...e.achievements].join('\n')

/**
 * "Boilers", read from a helper's post ten years back: a skill the current post's own lines never name, but an
 * earlier post's do, is no tool of the person's days now ("Day to day I work with … boilers").
 */
function onlyInEarlierWork(plan: ApplicationPlan, skill: string): boolean {
  const [current, ...earlier] = plan.positions
  if (!current || !isCurrentRole(current.duration) || mentionsSkill(workText(current), skill)) return false
  return earlier.some((e) => mentionsSkill(workText(e), skill))
}

const AGAIN = ['I also ', 'There, I ', 'In that job, I ']

/** The first two words of a sentence, to keep two neighbours from opening alike. */
function openingOf(sentence: string | undefined): string {
  return (sentence ?? '').split(' ').slice(0, 2).join(' ')
}

/**
 * "At Hidrotec, I won … / At Hidrotec, I grew … / At Hidrotec, I sell …": a sentence that opens on
 * the employer the letter is already talking about says so once; the next ones go on from it, each
 * opening unlike the sentences beside it. An opening the letter has used before, further back
 * ("Earlier, at Hotel Alfama Palace, I …" in two paragraphs), comes back as "Also at …, I …".
 */
const EMPLOYER_LEADS = [
  'At ',
  'In my time at ',
  'In my current role at ',
  'Earlier, at ',
  'Before that, at ',
  'Prior to that, at ',
  'Earlier in my career, at ',
]

/**
 * The employer a sentence opens on ("At X, I …", "As a nurse at X, I …", "At X, after I …"): the words up
 * to and with the comma after the employer, and what follows them; `subject` when that is "I …" (which
 * `rest` then holds without its "I").
 */
function employerOpening(
  sentence: string,
  employers: string[],
): { employer: string; lead: string; rest: string; subject: boolean } | null {
  // The role's own lead ("As a nurse at ") is read once; the fixed leads are tried beside it.
  const asRole = /^As an? [^,]{1,60}? at /.exec(sentence)?.[0]
  const leads = asRole ? [...EMPLOYER_LEADS, asRole] : EMPLOYER_LEADS
  for (const employer of employers) {
    const lead = leads.find((l) => sentence.startsWith(`${l}${employer}, `))
    if (!lead) continue
    const after = sentence.slice(`${lead}${employer}, `.length)
    const subject = after.startsWith('I ')
    return { employer, lead: `${lead}${employer}, `, rest: subject ? after.slice(2) : after, subject }
  }
  return null
}

const EARLIER_LEADS = ['Earlier, at ', 'Before that, at ', 'Prior to that, at ', 'Earlier in my career, at ']

const BACK_AGAIN = [
  (employer: string) => `Also at ${employer}`,
  (employer: string) => `At ${employer} as well`,
  (employer: string) => `Back at ${employer}`,
]

/** "I also " before what the person did; "I am also …" before a state ("am a field trainer"). */
function alsoI(rest: string): string {
  const be = /^(am|was) (.*)$/.exec(rest)
  return be ? `I ${be[1]} also ${be[2]}` : `I also ${rest}`
}

/**
 * A sentence that names the employer the letter last told, in a later paragraph: the name once in a
 * letter is enough while no other employer comes between ("At Trinity High School, I raised … /
 * In my current role at Trinity High School, I led … / Also at Trinity High School, I ran …"). The
 * opening goes ("In my current role, I led …", "I also ran …"), and so does an employer put in the
 * middle of a frame ("When it comes to court filings, at Lerners LLP, I tracked …": "…, I tracked …").
 */
function withoutNamedEmployer(
  sentence: string,
  opening: ReturnType<typeof employerOpening>,
  employer: string,
  neighbours: string[],
): string {
  if (opening) {
    if (opening.lead.startsWith('In my current role')) return `In my current role, I ${opening.rest}`
    // Never two "I also …" side by side.
    return neighbours.includes('I also') ? `I ${opening.rest}` : alsoI(opening.rest)
  }
  for (const mark of [': at ', ', at ']) {
    const inner = `${mark}${employer}, I `
    const at = sentence.indexOf(inner)
    if (at > 0) return `${sentence.slice(0, at)}${mark.charAt(0)} I ${sentence.slice(at + inner.length)}`
  }
  return sentence
}

export function varyEmployerOpenings(paragraphs: string[][], employers: string[]): string[][] {
  // Sentence by sentence: one item of a paragraph may hold several ("Here is the proof: …. At X, I …").
  const split = paragraphs.map((items) => items.map((item) => splitSentences(item)))
  const flat = split.flat(2)
  const usedLeads = new Set<string>()
  let current = ''
  // The employer the letter named last, across paragraph breaks, and every employer it has named.
  let last = ''
  const named = new Set<string>()
  let repeats = 0
  const returns = new Map<string, number>()
  let index = -1
  return split.map((items) => {
    const count = items.flat().length
    // "There, I …" goes on from an employer the same paragraph named, never across a break.
    current = ''
    return items.map((sentences) =>
      sentences
        .map((sentence) => {
          index++
          const opening = employerOpening(sentence, employers)
          let out = sentence
          const rest = opening?.rest ?? ''
          // A short sentence alone in its paragraph keeps its employer: it has to stand on its own.
          const standsAlone = count === 1 && rest.split(/\s+/).length < 13
          // The name can go when the letter's last-named employer is the current one (or the only
          // one named so far): "I also …" can then only mean there.
          const told = (employer: string) =>
            last === employer &&
            (employer === employers[0] || named.size === 1) &&
            flat.slice(0, index).some((s) => s.includes(employer))
          const middle = !opening && last ? sentence.includes(`at ${last}, I `) : false
          if (opening && opening.employer === current && !opening.subject) {
            // "At Coastal Fresh Markets, after I introduced …" right after a sentence about Coastal
            // Fresh Markets: "There, after I introduced …".
            if (count > 1 && !/^There\b/.test(flat[index - 1] ?? '')) {
              out = `There, ${rest}`
              flat[index] = out
            }
          } else if (opening && opening.employer === current && !standsAlone) {
            const neighbours = [openingOf(flat[index - 1]), openingOf(flat[index + 1])]
            const choices = AGAIN.filter((a) => !neighbours.includes(openingOf(a)))
            out = `${choices[repeats % choices.length] ?? AGAIN[0]}${rest}`
            flat[index] = out
            repeats++
          } else if ((opening?.subject && told(opening.employer)) || (middle && told(last))) {
            const beside = [openingOf(flat[index - 1]), openingOf(flat[index + 1])]
            out = withoutNamedEmployer(sentence, opening, last, beside)
            flat[index] = out
          } else if (
            opening &&
            (usedLeads.has(opening.lead) ||
              // "Earlier in my career, at X" after the letter has told work at X goes back in time twice.
              (EARLIER_LEADS.some((l) => opening.lead.startsWith(l)) &&
                flat.slice(0, index).some((s) => s.includes(opening.employer))))
          ) {
            // Said once per employer: a second "Also at X" reads like a list.
            const backs = returns.get(opening.employer) ?? 0
            returns.set(opening.employer, backs + 1)
            out = `${BACK_AGAIN[backs % BACK_AGAIN.length]!(opening.employer)}, ${opening.subject ? 'I ' : ''}${rest}`
            flat[index] = out
          }
          if (opening) usedLeads.add(opening.lead)
          // The employer the sentence names last is the one the next sentence would go on from.
          let at = -1
          for (const e of employers) {
            const found = sentence.lastIndexOf(e)
            if (found > at) [at, current] = [found, e]
          }
          if (at >= 0) {
            last = current
            named.add(current)
          }
          return out
        })
        .join(' '),
    )
  })
}

/**
 * A further scene after the style's first: "Before that, from 2016, I worked at … as …."; more of
 * the same post goes on without naming it again.
 */
function laterScene(scene: Scene, previous: Scene | null): string[] {
  const samePost = previous?.employer === scene.employer && previous.role === scene.role
  return [
    samePost
      ? ''
      : scene.isCurrent
        ? `I have also been ${aTitle(scene.role)} at ${scene.employer} since ${scene.year}.`
        : // A post taken up after the one just told started went on beside it: no "Before that".
          previous && Number(scene.year) > Number(previous.year)
          ? `From ${scene.year} I also worked at ${scene.employer} as ${aTitle(scene.role)}.`
          : `Before that, from ${scene.year}, I worked at ${scene.employer} as ${aTitle(scene.role)}.`,
    scene.now ? `${asSentence(scene.now.clause)}` : '',
    scene.result ? `${asSentence(scene.result.clause)}` : '',
  ]
}
