import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

import { askedLanguages } from '#shared/matching/languages.ts'
import { isStopWord } from '#shared/text/stop-words.ts'
import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import {
  PARTY_HEAD,
  coordinatedPhrases,
  dutyObjectLists,
} from '#server/features/jobs/intake/coordinated-phrases.ts'
import {
  CLASSIFYING,
  cuedPhrases,
  isCompoundHead,
  nounChunks,
} from '#server/features/jobs/intake/english-phrases.ts'
import { dealObjects, kitObjects } from '#server/features/jobs/intake/deal-objects.ts'
import { germanPhrases } from '#server/features/jobs/intake/german-phrases.ts'
import {
  colonHeadObject,
  colonListItems,
  skillsListItems,
} from '#server/features/jobs/intake/list-phrases.ts'
import {
  bracketItems,
  bracketNames,
  innerCapitalNames,
  toolNames,
} from '#server/features/jobs/intake/named-phrases.ts'
import {
  BARE_ACT,
  BROAD_NOUN,
  GENERIC,
  LEADING,
  NOT_SKILL_HEAD,
  NOT_SKILL_MODIFIER,
  PLAIN_NOUN,
  QUALITY,
  THING,
  TRAILING_GENERIC,
  cleanPhrase,
  type Token,
} from '#server/features/jobs/intake/phrase-words.ts'

// Skills the lexicon does not know, read from the requirement lines themselves with NLP: English
// lines are part-of-speech tagged by wink-nlp (its English model ships inside the npm package, no
// download) and the noun phrases a cue introduces ("knowledge of X and Y", "experience with X",
// "Degree in X") or a tool-like proper noun ("NETCONF", "Siemens S7") are kept; German lines are
// read by their own cues ("Kenntnisse in X", "Erfahrung mit X", "X-Kenntnisse"). Every phrase is
// the page's own words.

// A platform named by its web address ("Booking.com", "realestate.com.au", "ImmoScout24.de"), not a
// link to follow (no scheme, "www." or e-mail "@" before it).
const DOMAIN =
  /(?<![\p{L}\d@/.-])((?!www\.)[\p{L}\d][\p{L}\d-]{2,}\.(?:com|net|org|co\.uk|com\.au|co\.za|co\.nz|ie|de|at|ch|in)(?:\.[a-z]{2})?)(?![\p{L}\d/@-]|\.[\p{L}\d])/giu

function platformDomains(line: string): string[] {
  return [...line.matchAll(DOMAIN)].map((m) => m[1]!)
}

// "laboratory equipment such as incubators, autoclaves and pipettes", "tools like Jira and Confluence":
// the examples a line gives of the kit of the work are each a skill (the agencies one works with are
// parties, left out elsewhere).
const KIT_EXAMPLES =
  /\b(?:equipment|tools|machinery|machines|instruments|devices|software|systems|platforms|apps|applications|vehicles)\s+(?:such as|including|like|e\.g\.,?)\s+([^.;:()]{3,160})/giu

function kitExamples(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(KIT_EXAMPLES)) {
    const items = match[1]!.split(/\s*(?:,|\band\b|\bor\b|&)\s*/)
    for (const raw of items) {
      const words = raw
        .replace(/^(?:the|a|an)\s+/i, '')
        .trim()
        .split(/\s+/)
      // An item is one to three words; a clause after the list ("… the site dumper to move materials")
      // ends the item and the list.
      const end = words.findIndex((w) => isStopWord(w.toLowerCase()))
      const item = (end === -1 ? words : words.slice(0, end)).join(' ')
      if (item && item.split(' ').length <= 3) found.push(item)
      if (end !== -1 || !item || words.length > 3) break
    }
  }
  return found
}

/**
 * "Matric", "References", "Teamwork": a requirement written as one noun alone names what it asks; an
 * adjective alone ("Reliable") is a trait, and a broad, generic or party noun names nothing.
 */
function oneWordLine(line: string, isDuty: boolean): string[] {
  const word = /^\s*(\p{Lu}\p{Ll}{3,})\.?\s*$/u.exec(line)?.[1]
  if (isDuty || !word) return []
  const lower = word.toLowerCase()
  const reading = readAlone(lower)
  if (
    !reading.isNoun ||
    [GENERIC, BROAD_NOUN, NOT_SKILL_HEAD, PLAIN_NOUN, THING, QUALITY, LEADING, PARTY_HEAD].some((p) =>
      p.test(lower),
    ) ||
    isStopWord(lower)
  )
    return []
  return [word]
}

let nlp: WinkMethods | null = null
function english(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos'])
  return nlp
}

const readings = new Map<string, { isVerb: boolean; isNoun: boolean }>()
/** How a word reads alone: as a verb a person does ("You brief it"), as a noun ("the brief is"). */
function readAlone(word: string): { isVerb: boolean; isNoun: boolean } {
  const known = readings.get(word)
  if (known) return known
  const tag = (text: string) => english().readDoc(text).tokens().out(english().its.pos)[1]
  const reading = { isVerb: tag(`You ${word} it`) === 'VERB', isNoun: tag(`the ${word} is`) === 'NOUN' }
  // Words of a posting are few; the cache only spares repeated tagging, so it stays small.
  if (readings.size < 5000) readings.set(word, reading)
  return reading
}

const taggedLines = new Map<string, { texts: string[]; tags: string[]; spaces: string[] }>()
/** A line's tokens with their tags, tagged once however many names it holds. */
function taggedLine(line: string): { texts: string[]; tags: string[]; spaces: string[] } {
  const known = taggedLines.get(line)
  if (known) return known
  const doc = english().readDoc(line)
  const tagged = {
    texts: doc.tokens().out(),
    tags: doc.tokens().out(english().its.pos),
    spaces: doc.tokens().out(english().its.precedingSpaces),
  }
  // A posting has a few dozen lines; the cache only spares re-tagging them, so it is emptied when full.
  if (taggedLines.size >= 500) taggedLines.clear()
  taggedLines.set(line, tagged)
  return tagged
}

/**
 * The lower-case noun the page writes right before `at` as part of one noun phrase with what follows
 * ("front" of "in front office management", "ledger" of "general ledger reconciliations"), read by
 * the tagger in the line's own context; null before a verb, an adjective or a function word ("lead
 * project management", "strong stakeholder management").
 */
export function nounBefore(source: string, at: number): string | null {
  const lineStart = source.lastIndexOf('\n', at - 1) + 1
  const before = /(?:^|\s)(\p{Ll}{3,}) $/u.exec(source.slice(Math.max(lineStart, at - 30), at))
  if (!before || isStopWord(before[1]!)) return null
  const lineEnd = source.indexOf('\n', at)
  const line = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
  if (line.length > 400) return null
  const { texts, tags, spaces } = taggedLine(line)
  let offset = 0
  for (let i = 0; i < texts.length; i++) {
    offset += (spaces[i] ?? '').length
    const end = offset + texts[i]!.length
    if (lineStart + end === at - 1) {
      const next = tags[i + 1]
      // Where a longer run of modifiers opens the phrase ("real estate sales"), where it starts is unsure.
      const previous = tags[i - 1]
      return texts[i] === before[1] &&
        tags[i] === 'NOUN' &&
        (next === 'NOUN' || next === 'PROPN') &&
        previous !== 'ADJ' &&
        previous !== 'NOUN' &&
        previous !== 'PROPN'
        ? before[1]!
        : null
    }
    offset = end
  }
  return null
}

/**
 * A duty's second verb after "and" is tagged as part of the noun phrase it opens ("Track regulatory
 * change and brief senior management"): a plain lower-case word after "and" or "or" that reads as a
 * verb on its own is the verb when an adjective or an article follows it, or when it cannot be a
 * noun. A word that can ("and stock rotation", "and soil vapour samples") stays a noun.
 */
function tagSecondVerbs(tokens: Token[], hasListHead = false): void {
  // "Procure subcontract packages: tender enquiries and subcontract orders": after the colon of a
  // duty's object that lists its kinds, the word after "and" opens the last of them.
  const colon = hasListHead ? tokens.findIndex((t) => t.text === ':') : -1
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i]!
    const next = tokens[i + 1]!
    // "and cross-sell life insurance", "and re-order stock": a verb behind a prefix and a hyphen,
    // before a noun, is the duty's second verb ("hand-held scanners" has no prefix).
    const hyphened = /^(?:cross|re|co|pre|up|double|over|under|sub|de|un|mis)-([a-z]{3,12})$/.exec(token.text)
    if (
      hyphened &&
      /^(?:and|or)$/i.test(tokens[i - 1]!.text) &&
      token.pos === 'NOUN' &&
      ['NOUN', 'ADJ', 'DET'].includes(next.pos) &&
      readAlone(hyphened[1]!).isVerb
    ) {
      token.pos = 'VERB'
      continue
    }
    if (
      (colon === -1 || i < colon) &&
      /^(?:and|or)$/i.test(tokens[i - 1]!.text) &&
      (token.pos === 'NOUN' || token.pos === 'ADJ') &&
      /^[a-z]{3,15}$/.test(token.text) &&
      !/(?:s|ing|ed)$/.test(token.text) &&
      readAlone(token.text).isVerb &&
      ((['NOUN', 'ADJ', 'DET', 'PROPN'].includes(next.pos) &&
        (next.pos === 'ADJ' ||
          next.pos === 'DET' ||
          !readAlone(token.text).isNoun ||
          // "and draft Tree Preservation Orders": a lower-case word before a capitalised name acts on it.
          /^\p{Lu}\p{Ll}/u.test(next.text))) ||
        // "Read drawings and work from single line diagrams": a verb that takes its object through a
        // preposition of where or from what, not a noun's "of" or "for".
        (next.pos === 'ADP' && /^(?:from|on|alongside|across|under|within)$/i.test(next.text)))
    )
      token.pos = 'VERB'
  }
}

// -ing words that link a clause rather than name a kind ("ensuring", "including").
const LINKING_PARTICIPLE =
  /^(?:using|including|following|regarding|during|according|concerning|involving|ensuring|making|getting|keeping|taking|giving|being|having|working|helping|supporting|providing)$/i

/**
 * "Build raised beds, retaining walls and sleeper steps", "with shipping lines and freight
 * forwarders": inside a duty, after a comma, a joiner or a preposition, an -ing word right before a
 * noun says what kind the noun is; it is no second verb.
 */
function tagParticipleModifiers(tokens: Token[]): void {
  for (let i = 2; i < tokens.length - 1; i++) {
    const token = tokens[i]!
    if (
      token.pos === 'VERB' &&
      /^\p{Ll}{3,}ing$/u.test(token.text) &&
      !LINKING_PARTICIPLE.test(token.text) &&
      /^(?:,|and|or|with|for|of|on)$/i.test(tokens[i - 1]!.text) &&
      // "Loading and unloading roll cages": a verb after the duty's opening verb is one of them.
      tokens[i - 2]!.pos !== 'VERB' &&
      tokens[i + 1]!.pos === 'NOUN'
    )
      token.pos = 'NOUN'
  }
}

/**
 * "Develop and review support plans", "Set and adjust reserves": a duty that opens with two verbs
 * joined by "and" or "or" has a verb as its third word, also where the tagger read a noun
 * ("review/NOUN support plans"), when the word reads as a verb on its own; so do verbs listed with
 * commas before the joiner ("Count, measure and label medications").
 */
function tagOpeningVerbs(tokens: Token[]): void {
  if (tokens[0]?.pos !== 'VERB') return
  const readsAsVerb = (token: Token | undefined) =>
    token !== undefined &&
    (token.pos === 'VERB' || (/^[a-z]{3,15}$/.test(token.text) && readAlone(token.text).isVerb))
  // "Count, measure and label medications": verbs listed with commas before the joiner are verbs too.
  let at = 1
  const listed: Token[] = []
  while (
    tokens[at]?.text === ',' &&
    readsAsVerb(tokens[at + 1]) &&
    /^(?:,|and|or)$/i.test(tokens[at + 2]?.text ?? '')
  ) {
    listed.push(tokens[at + 1]!)
    at += 2
  }
  const joiner = tokens[at]
  const last = tokens[at + 1]
  if (joiner === undefined || !/^(?:and|or)$/i.test(joiner.text) || !readsAsVerb(last)) return
  for (const token of [...listed, last!]) token.pos = 'VERB'
}

/**
 * "3D", "5G", "A/B": the tagger splits a number from the letters written against it and reads a
 * lone "A" before a slash as an article, so "2D/3D modelling" gave "/3" and "D/3D modelling" and
 * "A/B testing" gave "/B testing". A digit with one to three letters against it (not an amount:
 * "£25M"), and a capital letter read as an article joined by a slash to another, are one word.
 */
function joinSplitCodes(tokens: Token[]): void {
  for (let i = tokens.length - 1; i > 0; i--) {
    const token = tokens[i]!
    const before = tokens[i - 1]!
    const sign = tokens[i - 2]?.text ?? ''
    if (
      token.pre === '' &&
      /^\d$/.test(before.text) &&
      /^[A-Za-z]{1,3}$/.test(token.text) &&
      !/^[$£€¥]$/.test(sign)
    ) {
      before.text = `${before.text}${token.text}`
      before.pos = 'PROPN'
      tokens.splice(i, 1)
    }
  }
  for (let i = tokens.length - 2; i > 0; i--) {
    const slash = tokens[i]!
    const before = tokens[i - 1]!
    const after = tokens[i + 1]!
    if (
      slash.text === '/' &&
      slash.pre === '' &&
      after.pre === '' &&
      before.pos === 'DET' &&
      /^[A-Z]$/.test(before.text) &&
      /^[A-Z]$/.test(after.text)
    ) {
      before.text = `${before.text}/${after.text}`
      before.pos = 'PROPN'
      tokens.splice(i, 2)
    }
  }
}

/** "drivers' hours rules": a plural's apostrophe written against it belongs to the word. */
function joinPossessives(tokens: Token[]): void {
  for (let i = tokens.length - 1; i > 0; i--) {
    const token = tokens[i]!
    const before = tokens[i - 1]!
    if (
      token.text === "'" &&
      token.pre === '' &&
      /\p{Ll}s$/u.test(before.text) &&
      NOUNISH_POS.has(before.pos) &&
      // "two years' experience": a time is not part of a name.
      !/^(?:years|months|weeks|days|hours)$/i.test(before.text)
    ) {
      before.text = `${before.text}'`
      tokens.splice(i, 1)
    }
  }
}
const NOUNISH_POS = new Set(['NOUN', 'PROPN'])

/**
 * "root cause investigations": a bare verb form between two nouns, which reads as a noun alone, is
 * the middle of a compound the tagger split.
 */
function tagCompoundNouns(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i++) if (isCompoundHead(tokens, i, canBeNoun)) tokens[i]!.pos = 'NOUN'
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i]!
    if (
      token.pos === 'VERB' &&
      /^[a-z]{3,12}$/.test(token.text) &&
      !/(?:s|ing|ed)$/.test(token.text) &&
      tokens[i - 1]!.pos === 'NOUN' &&
      tokens[i + 1]!.pos === 'NOUN' &&
      readAlone(token.text).isNoun
    )
      token.pos = 'NOUN'
  }
}
const canBeNoun = (word: string) => readAlone(word).isNoun
const canBeVerb = (word: string) => readAlone(word).isVerb

const traits = new Map<string, boolean>()
/** Whether a word reads as an adjective of a person ("very reliable", "very organised"). */
function isTrait(word: string): boolean {
  // A compound's last part says what kind of word it is ("self-motivated", "customer-focused").
  const key = word.toLowerCase().split('-').at(-1)!
  const known = traits.get(key)
  if (known !== undefined) return known
  const pos = english().readDoc(`very ${key}`).tokens().out(english().its.pos)[1]
  const trait = pos === 'ADJ' || (pos === 'VERB' && /ed$/.test(key))
  if (traits.size < 5000) traits.set(key, trait)
  return trait
}
// Adjectives that say whether or when, not what a person is like.
const NOT_TRAIT =
  /^(?:able|available|willing|happy|eligible|required|essential|desirable|preferred|desired|necessary|full|valid|current|clean|relevant|similar|related|equivalent|new|other|own|local|able-bodied)$/i

/**
 * "Reliable, punctual and customer focused", "Organised, accurate and able to meet deadlines": a
 * requirement line that is a list of the traits asked for lists each trait (a word that reads as an
 * adjective of a person, or a noun with "focused", "oriented" or "minded"); two at least must be
 * single adjectives, or the line is no such list.
 */
function traitList(tokens: Token[]): string[] {
  const items: Token[][] = [[]]
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const last = items.at(-1)!.at(-1)
    const next = tokens[i + 1]
    // "Self-motivated", "data-driven": a hyphen written without spaces joins one word.
    if (token.text === '-' && token.pre === '' && last && next && next.pre === '') {
      items.at(-1)![items.at(-1)!.length - 1] = { ...last, text: `${last.text}-${next.text}` }
      i++
    } else if (/^(?:,|and|or|;|\.)$/i.test(token.text)) items.push([])
    else items.at(-1)!.push(token)
  }
  const members = items.filter((item) => item.length > 0)
  const found: string[] = []
  let single = 0
  for (const item of members) {
    const words = item.map((t) => t.text)
    if (
      words.length === 1 &&
      /^\p{L}[\p{Ll}-]{2,}$/u.test(words[0]!) &&
      !NOT_TRAIT.test(words[0]!) &&
      isTrait(words[0]!)
    ) {
      single++
      found.push(words[0]!)
    } else if (
      words.length === 2 &&
      /^\p{Ll}+$/u.test(words[0]!) &&
      /^(?:focused|focussed|oriented|orientated|minded|driven)$/i.test(words[1]!)
    )
      found.push(words.join(' '))
  }
  return members.length >= 2 && single >= 2 ? found : []
}

// "proof of delivery", "bills of lading", "letters of credit", "certificates of conformity": a
// document named by what it is of is one name, which the noun runs split at "of".
const DOCUMENT_OF =
  /\b(?:proofs?|certificates?|statements?|bills?|letters?|grants?|powers?|deeds?|notices?|chains?|declarations?)\s+of\s+\p{L}{4,}/giu
const NOT_DOCUMENT_OBJECT = /\s(?:work|employment|experience|interest|intent|the|this|that|which|service)$/i

function documentNames(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(DOCUMENT_OF)) {
    const name = match[0]
    if (NOT_DOCUMENT_OBJECT.test(name) || isStopWord(name.split(/\s+/).at(-1)!)) continue
    // "Letters of recommendation" in an application's instructions are not work; a capital after
    // "of" names a body or a place ("Statement of Ireland").
    if (/\s\p{Lu}/u.test(name.slice(name.indexOf(' of ') + 3)) || /recommendation|reference/i.test(name))
      continue
    found.push(name)
  }
  return found
}

/**
 * "corrective and preventive actions", "civil and commercial litigation": two classifying adjectives
 * joined before one noun name one kind of work, listed whole.
 */
function joinedAdjectivePhrases(tokens: Token[]): string[] {
  const found: string[] = []
  // The tagger reads the second adjective as a noun at times ("preventive/NOUN actions").
  const isKind = (t: Token | undefined) =>
    t !== undefined &&
    /^\p{Ll}{4,}$/u.test(t.text) &&
    (t.pos === 'ADJ' || (t.pos === 'NOUN' && CLASSIFYING.test(t.text))) &&
    !NOT_SKILL_MODIFIER.test(t.text) &&
    !LEADING.test(t.text) &&
    !QUALITY.test(t.text)
  for (let i = 0; i + 3 < tokens.length; i++) {
    const [first, joiner, second, noun] = tokens.slice(i, i + 4) as [Token, Token, Token, Token]
    const after = tokens[i + 4]
    // "disciplinary and grievance cases": the second may be a noun of the same kind.
    const isSecond =
      isKind(second) ||
      (second.pos === 'NOUN' &&
        /^\p{Ll}{4,}$/u.test(second.text) &&
        !/s$/.test(second.text) &&
        !GENERIC.test(second.text) &&
        !BROAD_NOUN.test(second.text) &&
        !PARTY_HEAD.test(second.text))
    if (
      isKind(first) &&
      /^(?:and|or)$/i.test(joiner.text) &&
      isSecond &&
      noun.pos === 'NOUN' &&
      /^\p{Ll}{4,}$/u.test(noun.text) &&
      (after === undefined || !['NOUN', 'PROPN'].includes(after.pos)) &&
      !GENERIC.test(noun.text) &&
      !PLAIN_NOUN.test(noun.text) &&
      !THING.test(noun.text) &&
      !PARTY_HEAD.test(noun.text)
    )
      found.push(`${first.text} ${joiner.text} ${second.text} ${noun.text}`)
  }
  return found
}

// A posting that sells: its lines name sales, selling, a commission or a quota.
const SELLS = /\b(?:sales|sell|selling|commission|OTE|quotas?|business development|new business)\b/i

/** Skill phrases written in the lines (requirements, preferred), in the lines' own words. */
const MAX_LINES = 60

export function findSkillPhrases(
  lines: string[],
  language: 'en' | 'de',
  duties: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = []
  // The units of a sale are read where the posting sells; "negotiate offers" in a recruiter's
  // posting are job offers, "commercial terms" in a buyer's are a purchase's.
  const sells = SELLS.test(lines.join('\n'))
  // A posting has a few dozen bullets; a page with hundreds is a list page, and tagging it all is slow.
  for (const line of lines.slice(0, MAX_LINES)) {
    if (line.length > 400) continue
    found.push(
      ...askedLanguages(line),
      ...innerCapitalNames(line),
      ...platformDomains(line),
      ...(language === 'en' ? kitExamples(line) : []),
    )
    if (language === 'en') found.push(...documentNames(line), ...oneWordLine(line, duties.has(line)))
    if (language === 'de') {
      found.push(...germanPhrases(line, duties.has(line)))
      continue
    }
    // A bullet opens with a capital the tagger takes for a name ("Review and verify …"); a duty opens
    // with its verb, read as one after "You" ("Document interventions" is not a noun phrase).
    const first = line.replace(/^([A-Z][a-z]+)\b/, (word) => word.toLowerCase())
    // A duty written as the work itself ("Butchery and fish preparation", "Daily walkaround vehicle
    // checks") opens with a word that cannot be a verb: its opening noun phrase is the duty's object.
    const opener = /^[a-z]+(?:-[a-z]+)*/.exec(first)?.[0]
    const isNominal = duties.has(line) && opener !== undefined && !readAlone(opener).isVerb
    const isDuty = duties.has(line) && first !== line && !isNominal
    const doc = english().readDoc(isDuty ? `You ${first}` : first)
    const texts = doc
      .tokens()
      .out()
      .slice(isDuty ? 1 : 0)
    const tags = doc
      .tokens()
      .out(english().its.pos)
      .slice(isDuty ? 1 : 0)
    const spaces = doc
      .tokens()
      .out(english().its.precedingSpaces)
      .slice(isDuty ? 1 : 0)
    let offset = 0
    const tokens = texts.map((text, i) => {
      // The page's own spelling, also for the word lower-cased above.
      const at = line.toLowerCase().indexOf(text.toLowerCase(), offset)
      const surface = at === -1 ? text : line.slice(at, at + text.length)
      if (at !== -1) offset = at + text.length
      return { text: surface, pos: tags[i] ?? 'X', pre: spaces[i] ?? '' }
    })
    joinSplitCodes(tokens)
    // "Quote, sell and bind personal lines policies: auto, …": the opening verbs are read first, so
    // the object before the colon stands right after them.
    if (isDuty) tagOpeningVerbs(tokens)
    const listHead = isDuty ? colonHeadObject(tokens) : null
    if (isDuty || isNominal) tagSecondVerbs(tokens, listHead !== null)
    if (isDuty) tagParticipleModifiers(tokens)
    joinPossessives(tokens)
    tagCompoundNouns(tokens)
    // A sibling vouches for a list when a cue, brackets or a product-like name says it is a skill;
    // a bare noun phrase ("quantitative proof") or a two-letter code ("SF") does not.
    const vouched = [...bracketNames(line), ...cuedPhrases(tokens), ...toolNames(tokens)]
    if (listHead) found.push(listHead, ...colonListItems(tokens))
    const inLine = [
      ...vouched,
      ...(sells ? dealObjects(tokens, canBeNoun, canBeVerb) : []),
      ...(duties.has(line) ? kitObjects(tokens, canBeNoun, canBeVerb) : []),
      ...joinedAdjectivePhrases(tokens),
      ...bracketItems(line, duties.has(line)),
      ...nounChunks(
        tokens,
        duties.has(line),
        isNominal,
        (word) => {
          const reading = readAlone(word)
          return reading.isNoun && !reading.isVerb
        },
        canBeNoun,
        canBeVerb,
      ),
      ...(duties.has(line) ? [] : traitList(tokens)),
      ...(duties.has(line) ? [] : skillsListItems(tokens)),
    ]
    const accepted = new Set(vouched.filter((p) => p.length > 2).map((p) => p.toLowerCase()))
    found.push(...inLine)
    // A duty lists the things it is done to as often as skills ("deliveries, margin and waste"); only
    // a longer list of the trade's own equipment and tasks is kept.
    if (duties.has(line))
      found.push(
        ...dutyObjectLists(tokens, {
          clean: cleanPhrase,
          isThing: (head) =>
            NOT_SKILL_HEAD.test(head) ||
            GENERIC.test(head) ||
            TRAILING_GENERIC.test(head) ||
            BROAD_NOUN.test(head),
        }),
      )
    else
      found.push(
        ...coordinatedPhrases(tokens, {
          clean: cleanPhrase,
          isAccepted: (p) => accepted.has(p.toLowerCase()) || canonicalSkill(p) !== null,
        }),
      )
  }
  const text = lines.join('\n')
  return found.filter((phrase) => !BARE_ACT.test(phrase) && !isOnlyUnder(phrase, text))
}

/** "Calm under pressure", "under supervision": a lone noun the page writes only after "under" is a manner. */
function isOnlyUnder(phrase: string, text: string): boolean {
  if (!/^\p{Ll}+$/u.test(phrase)) return false
  const all = text.match(new RegExp(`(?<![\\p{L}])${phrase}(?![\\p{L}])`, 'giu'))?.length ?? 0
  const under = text.match(new RegExp(`(?<![\\p{L}])under ${phrase}(?![\\p{L}])`, 'giu'))?.length ?? 0
  return all > 0 && all === under
}
