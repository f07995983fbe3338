import nlp from 'compromise'

import { detectLanguage } from '#shared/text/language.ts'
import { ENGLISH_FUNCTION_WORDS, isGermanFunctionWord } from '#shared/text/stop-words.ts'
import { stem, writtenWords } from '#shared/text/tokenize.ts'

import { verbsInContext } from '#server/engine/local/social-post/pos-tags.ts'
import { GENERIC_WORDS, isNamedSkill } from '#server/engine/local/social-post/post-text.ts'

// 3-5 CamelCase hashtags from the topic and the argument: the topic itself, the established tags for
// what it mentions (people follow #FutureOfWork, not #WorkFuture), then the argument's key nouns.

const KNOWN_TAGS: readonly (readonly [RegExp, string])[] = [
  [/\bgenerative ai\b|\bgenai\b|\bllms?\b|\blarge language model/i, '#GenerativeAI'],
  [/\bartificial intelligence\b|\bai\b/i, '#AI'],
  [/\bmachine learning\b|\bml\b/i, '#MachineLearning'],
  [/\bfuture of work\b/i, '#FutureOfWork'],
  [/\breturn[- ]to[- ](?:the )?office\b|\brto\b/i, '#ReturnToOffice'],
  [/\bremote\b/i, '#RemoteWork'],
  [/\bhybrid work/i, '#HybridWork'],
  [/\bfour[- ]day (?:work )?week\b|\b4[- ]day (?:work )?week\b/i, '#FourDayWeek'],
  [/\bdigital transformation\b/i, '#DigitalTransformation'],
  [/\bhiring\b|\bhire[sd]?\b|\brecruit/i, '#Hiring'],
  [/\btalent\b/i, '#Talent'],
  [/\bleadership\b|\bleaders?\b/i, '#Leadership'],
  [/\bstart-?ups?\b/i, '#Startups'],
  [/\bfounders?\b|\bentrepreneur/i, '#Entrepreneurship'],
  [/\bventure capital\b|\bvcs?\b/i, '#VentureCapital'],
  [/\bfundrais|\bfunding round/i, '#Fundraising'],
  [/\binvest(?:ors?|ing|ment)\b/i, '#Investing'],
  [/\bb2b\b/i, '#B2B'],
  [/\bsaas\b/i, '#SaaS'],
  [/\bsales\b|\bselling\b/i, '#Sales'],
  [/\bbusiness development\b/i, '#BusinessDevelopment'],
  [/\bcustomer experience\b|\bcustomers?\b/i, '#CustomerExperience'],
  [/\bmarketing\b/i, '#Marketing'],
  [/\bpersonal brand/i, '#PersonalBranding'],
  [/\bproduct management\b|\bproduct managers?\b/i, '#ProductManagement'],
  // Software the post only uses ("our routing software") does not make it a post about engineering.
  [/\bsoftware (?:engineer|develop)|\bdevelopers?\b|\bcoding\b/i, '#SoftwareEngineering'],
  [/\bengineering\b|\bengineers?\b/i, '#Engineering'],
  [/\bdevops\b/i, '#DevOps'],
  [/\bkubernetes\b|\bk8s\b/i, '#Kubernetes'],
  [/\bplatform engineering\b/i, '#PlatformEngineering'],
  [/\bopen[- ]source\b/i, '#OpenSource'],
  [/\bcloud\b/i, '#CloudComputing'],
  [/\bcyber|\bsecurity\b/i, '#Cybersecurity'],
  [/\bdata\b/i, '#Data'],
  [/\banalytics\b/i, '#Analytics'],
  [/\bautomat/i, '#Automation'],
  [/\bsustainab|\bclimate\b|\besg\b|\bnet[- ]zero\b/i, '#Sustainability'],
  [/\bculture\b/i, '#CompanyCulture'],
  [/\bproductivity\b/i, '#Productivity'],
  [/\bupskill|\breskill/i, '#Upskilling'],
  [/\blearning\b|\btraining\b/i, '#Learning'],
  [/\bcareers?\b/i, '#CareerGrowth'],
  [/\bburnout\b|\bwell-?being\b|\bmental health\b/i, '#Wellbeing'],
  [/\bdiversity\b|\binclusion\b|\binclusive\b/i, '#DiversityAndInclusion'],
  [/\bfeedback\b/i, '#Feedback'],
  [/\bonboarding\b/i, '#Onboarding'],
  [/\bmeetings?\b/i, '#Meetings'],
  [/\basync(?:hronous)?\b/i, '#AsyncWork'],
  [/\bdocumentation\b|\bdocument(?:ing)? decisions\b/i, '#Documentation'],
  [/\bnegotiat/i, '#Negotiation'],
  [/\bpricing\b/i, '#Pricing'],
  [/\binnovat/i, '#Innovation'],
  [/\bstrateg/i, '#Strategy'],
  [/\bmanagers?\b|\bmanagement\b/i, '#Management'],
  [/\bs\/4hana\b|\bsap\b/i, '#SAP'],
  [/\berp\b/i, '#ERP'],
  [/\bfinance\b|\bcfos?\b|\bfinancial\b/i, '#Finance'],
  [/\bhealth ?care\b/i, '#Healthcare'],
  [/\bfintech\b/i, '#Fintech'],
  [/\bsupply chain\b/i, '#SupplyChain'],
  [/\bpurpose\b|\bmission\b/i, '#Purpose'],
  [/\baccessib|\ba11y\b|\bscreen readers?\b/i, '#Accessibility'],
  [/\bnurs(?:e|es|ing)\b/i, '#Nursing'],
  [/\bpatients?\b/i, '#PatientCare'],
  [/\bmonth[- ]end close\b|\bfinancial close\b/i, '#MonthEndClose'],
  [/\bux\b|\buser experience\b/i, '#UX'],
  [/\bdesign systems?\b/i, '#DesignSystems'],
  [/\bteachers?\b|\bteaching\b|\bclassrooms?\b/i, '#Education'],
  [/\bconstruction\b/i, '#Construction'],
  [/\bproject management\b|\bproject managers?\b/i, '#ProjectManagement'],
]

// German tags people follow; a German text is tagged by these and by its own nouns (capitalised).
const GERMAN_TAGS: readonly (readonly [RegExp, string])[] = [
  [/pflege/i, '#Pflege'],
  [/fachkräfte|personalmangel/i, '#Fachkräftemangel'],
  [
    /(?:kräfte|mitarbeiter\w*|personal|fachleute)\s+(?:halten|bleiben)|mitarbeiterbindung/i,
    '#Mitarbeiterbindung',
  ],
  [/handwerk/i, '#Handwerk'],
  [/digital/i, '#Digitalisierung'],
  [/krankenh|klinik/i, '#Gesundheitswesen'],
  [/\bki\b|künstliche intelligenz/i, '#KI'],
  [/führung/i, '#Führung'],
  [/nachhaltig/i, '#Nachhaltigkeit'],
]

/**
 * "every dimension feel safe": a run whose last word is followed by an adjective was a subject and
 * its verb that the tagger read as nouns, not a term.
 */
function actsAsVerb(run: readonly string[], flat: readonly { normal: string; tags: string[] }[]): boolean {
  const normals = run.map((w) => w.toLowerCase())
  for (let i = 0; i + normals.length < flat.length; i++) {
    if (!normals.every((w, j) => flat[i + j]!.normal === w)) continue
    const next = flat[i + normals.length]!.tags
    if (next.includes('Adjective') && !next.includes('Noun')) return true
  }
  return false
}

// A subordinate clause opens here: "before the truck moves", "when the orders arrives".
const CLAUSE_OPENER =
  /\b(?:before|after|when|whenever|until|because|if|once|while|unless)\s+(?:(?:the|a|an|this|that|every|each|its|their|our|your|my)\s+)?$/i

/**
 * "the truck moves" after "before": a subject and its verb, which both taggers can read as a noun
 * phrase; its last word reads as a verb in the third person ("it moves").
 */
function isClause(run: readonly string[], text: string): boolean {
  const last = run.at(-1)!.toLowerCase()
  if (!/[^s]s$/.test(last) || !nlp(`it ${last}`).verbs().found) return false
  const lower = text.toLowerCase()
  const phrase = run.join(' ').toLowerCase()
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1))
    if (CLAUSE_OPENER.test(lower.slice(Math.max(0, at - 40), at))) return true
  return false
}

/** German tags for the audience's English tag, so a German post is tagged in German. */
const GERMAN_AUDIENCE_TAGS: Readonly<Record<string, string>> = {
  '#Startups': '#Gründung',
  '#Leadership': '#Führung',
  '#VentureCapital': '#Risikokapital',
  // Engineering is the tag German engineers follow; software development is only one kind of it.
  '#EngineeringLeadership': '#Engineering',
  '#Sales': '#Vertrieb',
}

/** Established tags people follow, whatever the words of the post. */
export const KNOWN_TAG_NAMES: ReadonlySet<string> = new Set([
  ...[...KNOWN_TAGS, ...GERMAN_TAGS].map(([, tag]) => tag),
  ...Object.values(GERMAN_AUDIENCE_TAGS),
])

// German nouns too common to follow as a tag; function words ("Mehr", "Warum") are no tags either.
const GERMAN_NOT_TAG_NOUNS = new Set('Gehalt Büro Papier Geld Arbeit Leute Team Teams'.split(' '))

/** The nouns of a German text as tags: specific (eight letters or more) or an adjective-noun pair. */
function germanNounTags(text: string): string[] {
  const tags: string[] = []
  for (const match of text.matchAll(/(?:\b[a-zäöü]+(?:e|en|er|es)\s)?\b[A-ZÄÖÜ][a-zäöüß]{3,}\b/gu)) {
    const term = match[0]
    // "Regelmäßige Entwicklungsgespräche": at the start of a sentence an adjective has a capital too;
    // before another capitalised word, with an adjective's ending, it is not a noun.
    const start = /(?:^|[.!?:]\s+)$/.test(text.slice(0, match.index))
    const after = text.slice(match.index + term.length)
    if (start && !term.includes(' ') && /(?:e|en|er|es|em)$/.test(term) && /^\s+[A-ZÄÖÜ]/.test(after))
      continue
    const parts = term.split(' ')
    const noun = parts.at(-1)!
    if (GERMAN_NOT_TAG_NOUNS.has(noun) || isGermanFunctionWord(noun)) continue
    const adjective =
      parts.length === 2 &&
      /^(?:digitale|digitalen|soziale|sozialen|künstliche|neue|öffentliche)$/.test(parts[0]!)
        ? parts[0]!
        : ''
    // A lone German noun is a tag when it is a compound ("Pflegekräfte", "Dienstpläne"), i.e. long.
    if (!adjective && noun.length < 11) continue
    tags.push(`#${adjective ? camelWord(adjective) : ''}${noun}`)
  }
  return tags
}

/** Verbs and adverbs that look like nouns to a word counter but make poor hashtags. */
const NOT_TAGGABLE = new Set(
  (
    'using doing going having being getting making building giving taking becoming reject rejects screen screens faster slower better worse ' +
    'truly simply fewer more less greater bigger smaller higher lower manual specific useful simple clear strong quick slowest fastest ' +
    'biggest modern need fix stop ask learn step steps discipline everybody whatever without within across around toward towards'
  ).split(' '),
)

function camelWord(word: string): string {
  if (/[A-Z]/.test(word.slice(1)) || /^[A-Z0-9]+$/.test(word)) return word
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
}

/** Words as one CamelCase tag, each part of a hyphenated word capitalised ("end-to-end testing" -> #EndToEndTesting). */
function camelTag(parts: readonly string[]): string {
  return `#${parts.map((w) => w.split('-').map(camelWord).join('')).join('')}`
}

function tagKey(tag: string): string {
  return stem(tag.slice(1))
}

/** "#FourDayWeek" -> four, day, week. */
function tagParts(tag: string): string[] {
  return tag
    .slice(1)
    .split(/(?<=[a-z0-9])(?=[A-Z][a-z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((part) => stem(part))
}

/** Two multi-word tags where one's words all appear in the other (#FourDayWeek, #FourDayWorkWeek). */
function isNearDuplicate(tag: string, other: string): boolean {
  // "#Auszubildende" and "#Auszubildenden": one word in two inflections.
  const [short, long] = tag.length <= other.length ? [tag, other] : [other, tag]
  if (
    short.length >= 6 &&
    long.toLowerCase().startsWith(short.toLowerCase()) &&
    long.length - short.length <= 2
  )
    return true
  const a = tagParts(tag)
  const b = tagParts(other)
  if (a.length < 2 || b.length < 2) return false
  return a.every((part) => b.includes(part)) || b.every((part) => a.includes(part))
}

/**
 * The topic as one tag: its longest run of content words, so "AI in the hiring process" gives
 * #HiringProcess rather than #AIInTheHiringProcess.
 */
function topicTag(topic: string): string | null {
  const text = topic.replace(/&/g, ' and ')
  // Verbs break a run too: "Why nurses should lead discharge planning" gives #DischargePlanning.
  const verbs = new Set(
    nlp(text)
      .verbs()
      .out('array')
      .flatMap((verb: string) => writtenWords(verb).map((w) => w.toLowerCase())),
  )
  const runs: string[][] = [[]]
  for (const [index, word] of writtenWords(text).entries()) {
    const lower = word.toLowerCase()
    // "Code reviews …": the tagger reads a first word as an imperative; a topic is not an order.
    // "Warehouse slotting": a gerund inside a topic phrase names an activity, a noun.
    const verb = verbs.has(lower) && index > 0 && !/ing$/.test(lower)
    // "over-specify" is a verb with a prefix, not the start of a term.
    const prefixed = ENGLISH_FUNCTION_WORDS.has(lower.split('-')[0] ?? '') && lower.includes('-')
    if (ENGLISH_FUNCTION_WORDS.has(lower) || verb || prefixed || /['’]/.test(word)) runs.push([])
    else runs.at(-1)?.push(word)
  }
  const candidates = runs.filter((run) => run.length > 0 && run.length <= 3 && isCompound(run))
  const best = candidates.reduce<string[] | null>(
    (acc, run) => (!acc || run.length >= acc.length ? run : acc),
    null,
  )
  // A single word is the topic's tag only when it is the whole topic ("Einarbeitung", "Homework").
  if (!best || (best.length === 1 && writtenWords(text).length > 1)) return null
  const tag = camelTag(best)
  return tag.length <= 28 ? tag : null
}

// Plural words that still modify a noun ("sales team", "logistics costs").
const PLURAL_MODIFIERS = new Set(
  'sales goods news operations logistics analytics systems services savings'.split(' '),
)

/**
 * Words that form one term: an English compound modifies its head with singular nouns ("pick
 * frequency", "product family"), so "warehouses slot" or "reps treat discovery" is a clause the
 * tagger misread, not a term.
 */
export function isCompound(run: readonly string[]): boolean {
  return run.slice(0, -1).every((word) => {
    const lower = word.toLowerCase()
    if (PLURAL_MODIFIERS.has(lower) || /ss$|us$|is$/.test(lower) || /^[A-Z0-9]+$/.test(word)) return true
    // "reps" is unknown to the tagger; a word ending in a plural "s" counts as plural too.
    return !/[^s]s$/.test(lower) && !(nlp(lower).nouns().isPlural().found as boolean)
  })
}

type TaggedTerm = { text: string; tags: string[] }

function isTagNoun(term: TaggedTerm): boolean {
  return (
    term.tags.includes('Noun') &&
    !term.tags.includes('Pronoun') &&
    !term.tags.includes('Value') &&
    /^[A-Za-z][A-Za-z-]{2,}$/.test(term.text)
  )
}

/**
 * Terms of the text worth a tag, read by the compromise part-of-speech tagger: runs of two or three
 * nouns ("intercompany reconciliation" -> #IntercompanyReconciliation) first, then a single noun only
 * when it is specific (eight letters or more, not a generic word) and not the first half of a compound
 * ("screen readers" never gives #Readers). Adjectives, verbs and counts never become tags.
 */
function phraseTags(text: string): string[] {
  // The tagger reads English; on German text it would call every word a noun.
  if (detectLanguage(text) !== 'en') return []
  const compounds: string[] = []
  // "Most errors on a ward happen between …": a word read as a verb in its sentence ends no term.
  const verbs = verbsInContext(text)
  const flat = (nlp(text).terms().json() as { terms: { normal: string; tags: string[] }[] }[]).map(
    (t) => t.terms[0] ?? { normal: '', tags: [] },
  )
  for (const phrase of nlp(text).nouns().json() as { terms: TaggedTerm[] }[]) {
    const runs: TaggedTerm[][] = [[]]
    for (const term of phrase.terms) {
      if (isTagNoun(term)) runs.at(-1)!.push(term)
      else if (runs.at(-1)!.length > 0) runs.push([])
    }
    for (const run of runs) {
      // "near-miss reports": the tagger split a hyphenated word; half of it is not a term.
      if (run[0] && text.toLowerCase().includes(`-${run[0].text.toLowerCase()}`)) continue
      const texts = run.map((t) => t.text)
      if (run.length < 2 || run.length > 3 || !isCompound(texts) || actsAsVerb(texts, flat)) continue
      if (verbs.has(texts.at(-1)!.toLowerCase()) || isClause(texts, text)) continue
      if (texts.some((w) => NOT_TAGGABLE.has(w.toLowerCase()) || GENERIC_WORDS.has(w.toLowerCase()))) continue
      compounds.push(camelTag(texts))
    }
  }
  // A single word taken out of a sentence (#Checklist, #Kilometres) is too generic to follow.
  return compounds
}

/** The profile's skills that the post is about, as tags ("Discovery calls" -> #DiscoveryCalls). */
function skillTags(skills: readonly string[], text: string): string[] {
  const stems = new Set(writtenWords(text).map((w) => stem(w)))
  return skills
    .filter((skill) => /^[\p{L}][\p{L}\p{N} -]*$/u.test(skill.trim()))
    .filter((skill) => isNamedSkill(skill, text))
    .filter((skill) => {
      const parts = writtenWords(skill)
      return parts.length >= 1 && parts.length <= 3 && parts.every((w) => stems.has(stem(w)))
    })
    .map((skill) => camelTag(writtenWords(skill)))
}

/**
 * The profile's own terms, to make up three tags when the text gives fewer: a skill of two or three
 * words ("Employee relations" -> #EmployeeRelations) or, in German, a compound noun
 * ("Lohnbuchhaltung"). Better than a generic tag the post has nothing to do with (#Arbeitswelt,
 * #CareerGrowth); a lone English word ("Forecast") or a list of acronyms is not used.
 */
function profileTags(skills: readonly string[], language: 'en' | 'de'): string[] {
  return skills
    .map((skill) => skill.trim())
    .filter((skill) => {
      const parts = skill.split(/\s+/)
      if (!parts.every((w) => /^\p{L}[\p{L}-]*$/u.test(w))) return false
      if (parts.some((w) => ENGLISH_FUNCTION_WORDS.has(w.toLowerCase()))) return false
      if (parts.length === 1) return language === 'de' && /^\p{Lu}\p{Ll}{9,}$/u.test(skill)
      return parts.length <= 3 && parts.some((w) => /\p{Ll}/u.test(w))
    })
    .map((skill) => camelTag(writtenWords(skill)))
}

const withoutAmpersandAbbreviations = (text: string) =>
  text.replace(/(?<![\p{L}])\p{Lu}{1,2}&\p{Lu}{1,2}(?![\p{L}])/gu, ' ')

/** 3-5 unique CamelCase hashtags for the post. */
export function deriveHashtags({
  topic,
  argument,
  audienceTag,
  skills = [],
}: {
  topic: string
  argument: string
  audienceTag: string
  /** The profile's skills; one the topic or argument names in full becomes a tag. */
  skills?: readonly string[]
}): string[] {
  // "P&L", "R&D", "M&A": letters joined by "&" would be cut at it ("#CaféP"); they give no tag of their own.
  topic = withoutAmpersandAbbreviations(topic)
  argument = withoutAmpersandAbbreviations(argument)
  const tags: string[] = []
  const keys = new Set<string>()
  const add = (tag: string | null) => {
    if (!tag || tags.length >= 5 || !/^#[A-ZÄÖÜ][\p{L}\p{N}]+$/u.test(tag)) return
    const key = tagKey(tag)
    if (keys.has(key) || tags.some((existing) => isNearDuplicate(tag, existing))) return
    keys.add(key)
    tags.push(tag)
  }
  // Tags the person wrote themselves come first, in CamelCase.
  for (const own of `${topic} ${argument}`.match(/#[A-Za-z][A-Za-z0-9]+/g) ?? [])
    if (tags.length < 2) add(`#${camelWord(own.slice(1)).charAt(0).toUpperCase()}${own.slice(2)}`)
  if (detectLanguage(`${topic} ${argument}`) === 'de') {
    for (const [pattern, tag] of GERMAN_TAGS) if (pattern.test(`${topic} ${argument}`)) add(tag)
    for (const tag of germanNounTags(topic)) add(tag)
    for (const tag of germanNounTags(argument)) if (tags.length < 4) add(tag)
    add(GERMAN_AUDIENCE_TAGS[audienceTag] ?? null)
    for (const tag of profileTags(skills, 'de')) if (tags.length < 3) add(tag)
    for (const fallback of ['#Führung', '#Arbeitswelt']) if (tags.length < 3) add(fallback)
    return tags
  }
  for (const tag of skillTags(skills, `${topic} ${argument}`)) if (tags.length < 2) add(tag)
  const known = (text: string) => KNOWN_TAGS.filter(([pattern]) => pattern.test(text)).map(([, tag]) => tag)
  // Established tags first: people follow #FourDayWeek, so it wins over the topic spelled out.
  const fromTopic = known(topic)
  const multiWordKnown = fromTopic.filter((tag) => tagParts(tag).length >= 2)
  for (const tag of multiWordKnown) add(tag)
  add(topicTag(topic))
  for (const tag of fromTopic) add(tag)
  for (const tag of known(argument).slice(0, 2)) if (tags.length < 4) add(tag)
  for (const tag of phraseTags(argument)) if (tags.length < 4) add(tag)
  if (tags.length < 5) add(audienceTag)
  for (const tag of phraseTags(topic)) if (tags.length < 3) add(tag)
  for (const tag of profileTags(skills, 'en')) if (tags.length < 3) add(tag)
  for (const fallback of ['#Leadership', '#CareerGrowth', '#FutureOfWork']) if (tags.length < 3) add(fallback)
  return tags
}
