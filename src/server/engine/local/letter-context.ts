import { shortCompanyName } from '#shared/text/company-name.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import type { ProcessingSpeed } from '#shared/constants.ts'
import nlp from 'compromise'

import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import {
  findSkills,
  getSkill,
  PRODUCT_CATEGORIES,
  type SkillCategory,
} from '#shared/skills/skills-lexicon.ts'
import {
  isGerman,
  listPhrase,
  type ApplicationPlan,
  type Argument,
} from '#server/engine/local/plan-application.ts'
import { spokenEmployer } from '#server/engine/local/evidence-sentences.ts'
import { sentenceKey } from '#server/engine/local/phrasing.ts'
import { stem, tokenize, tokenSet } from '#shared/text/tokenize.ts'
import { degreeWords, type LetterContext } from '#server/engine/local/writing-styles.ts'
import { leadDegree } from '#server/engine/local/degree-title.ts'

// What every piece of writing in one package shares: the context the voices write from, and a
// ledger so that no sentence (and no piece of evidence in the letter) is used twice.

export type SentenceLedger = {
  /** Records the sentence; false when the package already holds it. */
  claim: (sentence: string) => boolean
  usedSources: Set<string>
  /** Requirement topics already answered in the letter. */
  usedTopics: Set<string>
}

export function createLedger(): SentenceLedger {
  const seen = new Set<string>()
  return {
    claim(sentence) {
      const key = sentenceKey(sentence)
      if (!key) return false
      if (seen.has(key)) return false
      seen.add(key)
      return true
    },
    usedSources: new Set(),
    usedTopics: new Set(),
  }
}

const MAX_TOPIC_WORDS = 4

/** A stable number from the person and the posting: it picks among a style's phrasings. */
function variantOf(plan: ApplicationPlan): number {
  let hash = 0
  for (const ch of `${plan.profile.personalInfo.fullName}|${plan.profile.personalInfo.email}|${plan.company}`)
    hash = (hash * 31 + ch.charCodeAt(0)) % 9973
  return hash
}

const NAMED_CATEGORIES = new Set<SkillCategory>([...PRODUCT_CATEGORIES, 'certification'])

/** A skill named in running text: "Route Planning" -> "route planning" when the texts write it so. */
/** Whether a text writes one of the words with its capital after a lower-case word: a name. */
function capitalisedIn(texts: string[], words: string[], alone = false): boolean {
  // The word ends at a space or a mark: "videos in Camtasia, used by …", "(Camtasia or Adobe Premiere)".
  const after = `(?![\\p{L}\\p{N}])${alone ? '(?! \\p{Lu})' : ''}`
  return texts.some((t) =>
    words.some(
      (w) =>
        t.includes(w) &&
        // After a whole lower-case word, or a bracket after one: "Quantity Surveying" is no name for "surveying".
        // `alone`: not inside a title-cased run ("a Medicines Optimisation Technician" names a post).
        new RegExp(`(?<!\\S)\\p{Ll}\\S* [(“"]?${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${after}`, 'u').test(
          t,
        ),
    ),
  )
}

export function spokenSkill(skill: string, plan: ApplicationPlan): string {
  // "Health and safety (JHSC certified)": the name is written as the phrase before its note in brackets.
  const noted = /^([^()]+?)(\s\([^()]*\))$/.exec(skill)
  if (noted) return `${spokenSkill(noted[1]!, plan)}${noted[2]}`
  // "Lean Six Sigma" of a "Lean Six Sigma Yellow Belt": a name the person's credentials carry keeps its capitals.
  if (/\s/.test(skill) && plan.profile.education.certifications.some((c) => c.includes(skill))) return skill
  const lower = skill.toLowerCase()
  const texts = [
    plan.job.description,
    ...plan.job.requirements,
    ...plan.job.responsibilities,
    ...plan.job.preferred,
    ...plan.profile.workExperience.experiences.flatMap((e) => [e.description, ...e.achievements]),
    plan.profile.personalInfo.summary,
    ...plan.profile.personalExperiences.projects.map((p) => p.description),
  ]
  // "Transport planning", "Route optimisation": a phrase in sentence case is a practice, unless its
  // first word is a name ("Excel modelling", "Salesforce administration", "Irish employment law",
  // "Canadian payroll").
  // "Risk-based monitoring": a hyphenated word is one word of the phrase.
  if (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?(?: \p{Ll}+(?:-\p{Ll}+)?)+$/u.test(skill)) {
    const head = skill.split(' ')[0]!
    const category = getSkill(head)?.category
    const isName =
      (category !== undefined && (category === 'method' || NAMED_CATEGORIES.has(category))) ||
      // "Grant writing", "Mark-up": a word the tagger reads as a first name is no product's name.
      (nlp(head).has('#ProperNoun') && !nlp(head).has('#FirstName')) ||
      capitalisedIn(texts, [head], true)
    return isName ? skill : `${head.toLowerCase()}${skill.slice(head.length)}`
  }
  // "Fault-finding", "Problem-solving": a practice named by a compound gerund is a common noun.
  if (
    /^\p{Lu}\p{Ll}+-\p{Ll}+ing$/u.test(skill) &&
    !NAMED_CATEGORIES.has(getSkill(skill)?.category ?? 'method')
  )
    return lower
  if (skill === lower || !/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*$/u.test(skill)) return skill
  // One word ("Budgeting", but "Excel", "Python") is lowered only as a practice the lexicon knows.
  if (!skill.includes(' ')) {
    const category = getSkill(skill)?.category
    // A practice named by its gerund ("Rostering", "Budgeting") is a common noun whatever the
    // lexicon knows of it; a product's name is no gerund ("Xero", "Deputy").
    if (category === undefined && nlp(lower).has('#Gerund')) return lower
    // A word the lexicon does not know that the posting or the profile writes in lower case ("the
    // flotation circuit", "with flotation experience") and never capitalises mid-sentence is a
    // common noun: "on flotation", never "on Flotation".
    if (
      category === undefined &&
      texts.some((t) => t.split(/[^\p{L}]+/u).includes(lower)) &&
      !capitalisedIn(texts, [skill])
    )
      return lower
    // A method's one-word name is a name ("Scrum", "Kanban").
    if (category === undefined || category === 'method' || NAMED_CATEGORIES.has(category)) return skill
  }
  if (texts.some((t) => t.includes(lower))) return lower
  // A word the texts capitalise mid-sentence ("a 45-minute Rise course") is a name: kept as written.
  if (capitalisedIn(texts, skill.split(' '))) return skill
  // A practice ("carrier negotiation") is a common noun; a product or technology keeps its name.
  const category = getSkill(skill)?.category
  const named = category !== undefined && NAMED_CATEGORIES.has(category)
  return named || nlp(`I know ${lower}`).has('#ProperNoun') ? skill : lower
}

export function letterContext(plan: ApplicationPlan, speed: ProcessingSpeed = 'medium') {
  // The person's skills in their words and by their lexicon names ("Canvas LMS" is a learning
  // management system), so that a requirement naming the kind is not taken for one they lack.
  const have = new Set(plan.matchedSkills.flatMap((s) => [s, ...findSkills(s)]).map((s) => s.toLowerCase()))
  const degree = leadDegree(plan.profile.education.degrees)
  const ctx: LetterContext = {
    role: plan.role,
    company: plan.company,
    title: plan.title,
    years: plan.titleYears,
    workYears: plan.workYears,
    angle: plan.isGermanPosting ? null : plan.angle,
    topics: [],
    motivation: plan.profile.personalityTraits.motivation,
    employer: spokenEmployer(plan.positions[0]?.company),
    hasLeft: !!plan.positions[0] && !isCurrentRole(plan.positions[0].duration),
    degree: degree ? degreeWords(degree) : '',
    speed,
    variant: variantOf(plan),
  }
  /**
   * A requirement as a short topic in the writer's words. A long, German or partly unmet
   * requirement is named by the skills the person has for it instead; never quoted at length.
   */
  const profileText = collectEvidence(plan.profile)
    .map((e) => e.text)
    .join('\n')
    .toLowerCase()
  const profileTokens = tokenSet(profileText, { language: 'en' })
  function topicFor(argument: Argument): string {
    // "5 years' experience as a store manager in a large retail environment" asks for a post, which the opening
    // answers with the person's own title and years: as a topic it would read "Store manager is where my record …".
    if (POST_ASKED.test(argument.requirement)) return ''
    const skills = findSkills(argument.requirement)
    // A skill the posting names is lacking unless the person lists it or their profile says it in
    // those words: "Mentoring" is not "Mentored 3 graduate engineers", and "operations management"
    // is not "Operations Manager" plus "property management" (the guard would drop the sentence).
    const lacking =
      skills.some(
        (s) =>
          !plan.matchedSkills.some((m) => m.toLowerCase() === s.toLowerCase()) &&
          !have.has(s.toLowerCase()) &&
          !profileText.includes(s.toLowerCase()),
      ) ||
      // A certification asked for is named only when the profile itself speaks of one.
      (/\b(certified|certification|certificate)\b/i.test(argument.requirement) &&
        !/\b(certified|certification|certificate)\b/.test(profileText))
    // A product or name the topic capitalises ("Articulate Storyline") that the profile never
    // mentions is lacking too, whether or not the skills lexicon knows it.
    const namesUnknown = (text: string) =>
      (text.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}+#.-]*/gu) ?? []).some(
        (w) => !profileText.includes(w.toLowerCase()),
      )
    const unknownName = namesUnknown(argument.topic)
    // "managing a team of engineers": work asked as a gerund keeps its verb and article, one word
    // longer; its noun phrase alone ("team of engineers") would lose its article.
    const words = argument.topic.split(/\s+/)
    const short =
      words.length <= MAX_TOPIC_WORDS ||
      (words.length === MAX_TOPIC_WORDS + 1 &&
        /^\p{Ll}+ing$/u.test(words[0]!) &&
        /^(?:a|an|the)$/.test(words[1]!))
    if (
      short &&
      !lacking &&
      !unknownName &&
      !isGerman(argument.requirement) &&
      argument.topic.length > 2 &&
      !/[:()]/.test(argument.topic)
    ) {
      // A topic that is one of the person's skills is written as the person writes it.
      const skill = plan.matchedSkills.find((m) => m.toLowerCase() === argument.topic.toLowerCase())
      return skill ? spokenSkill(skill, plan) : argument.topic
    }
    const own = plan.matchedSkills.filter(
      (m) =>
        skills.some((s) => s.toLowerCase() === m.toLowerCase()) ||
        argument.requirement.toLowerCase().includes(m.toLowerCase()),
    )
    if (own.length) return listPhrase(own.slice(0, 3).map((m) => spokenSkill(m, plan)))
    // Else a short noun phrase of the requirement that names no skill the person lacks
    // ("designing SuDS and surface water drainage" -> "surface water drainage").
    if (isGerman(argument.requirement)) return ''
    // "Speech and Language Therapist" is one name: a capitalised word joined to a capitalised phrase stays whole.
    const phrases = (nlp(argument.topic).nouns().out('array') as string[]).flatMap((p) =>
      p.split(/(?<!(?:^|\s)\p{Lu}\p{Ll}*)\s+(?:and|or)\s+|\s+(?:and|or)\s+(?!\p{Lu})/u),
    )
    const role = plan.role.toLowerCase()
    return (
      phrases
        .map((p) => p.replace(/^(the|a|an|and|or)\s+/i, '').replace(/[.,;:]+$/, ''))
        .filter((p) => p.split(/\s+/).length >= 2 && p.split(/\s+/).length <= MAX_TOPIC_WORDS)
        // "a related field", "a similar role" stand in for the thing asked, "a fast-paced environment"
        // is where it happens, and "30+ colleagues" carries the posting's number: none is a topic.
        .filter(
          (p) =>
            !/^(?:related|similar|equivalent|comparable|relevant|other)\b/i.test(p) &&
            // The post applied for is no topic of its own ("CORU registration as a Speech and Language Therapist").
            !role.includes(p.toLowerCase()) &&
            !/\b(?:environment|setting|atmosphere)s?$/i.test(p) &&
            !/\d/.test(p),
        )
        .filter(
          (p) =>
            !/[:()]/.test(p) && !namesUnknown(p) && findSkills(p).every((s) => have.has(s.toLowerCase())),
        )
        // "hospital facilities maintenance experience" for a person who has maintained commercial
        // buildings only: every word that says what kind of work must be the person's own.
        .filter((p) =>
          tokenize(p, { language: 'en' }).every((t) => GENERIC_TOPIC.has(t) || profileTokens.has(t)),
        )
        .at(-1) ?? ''
    )
  }
  return { ctx, topicFor }
}

const POST_ASKED = /\b(?:experience|years?['’]?|background)\s+(?:working\s+)?as\s+an?\s/i

const GENERIC_TOPIC = new Set(
  ['experience', 'work', 'role', 'skill', 'knowledge', 'background', 'field', 'area', 'year', 'practice'].map(
    (w) => stem(w),
  ),
)

/**
 * A letter names an organisation once in full and then by its short form: "Leeds Teaching
 * Hospitals NHS Trust" three times in a letter reads as a form filled in.
 */
export function namedInFullOnce(text: string, company: string, others: string[]): string {
  const short = shortCompanyName(company, others)
  const parts = short ? text.split(company.trim()) : []
  if (parts.length <= 2) return text
  let out = `${parts[0]}${company.trim()}${parts[1]}`
  for (const part of parts.slice(2)) {
    const named = /\bthe\s$/i.test(out) ? short.replace(/^the\s+/i, '') : short
    const atStart = /(?:^|[.!?]\s+|\n\s*)$/.test(out)
    out += `${atStart ? named.charAt(0).toUpperCase() + named.slice(1) : named}${part}`
  }
  return out
}
