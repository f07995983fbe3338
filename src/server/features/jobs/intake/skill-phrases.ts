import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

import { isStopWord } from '#shared/text/stop-words.ts'

// Skills the lexicon does not know, read from the requirement lines themselves with NLP: English
// lines are part-of-speech tagged by wink-nlp (its English model ships inside the npm package, no
// download) and the noun phrases a cue introduces ("knowledge of X and Y", "experience with X",
// "Degree in X") or a tool-like proper noun ("NETCONF", "Siemens S7") are kept; German lines are
// read by their own cues ("Kenntnisse in X", "Erfahrung mit X", "X-Kenntnisse"). Every phrase is
// the page's own words.

let nlp: WinkMethods | null = null
function english(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos'])
  return nlp
}

const CUE =
  /^(?:knowledge|experience|experienced|proficiency|proficient|familiarity|familiar|expertise|skilled|skills|background|understanding|degree|qualification|qualified|certification|certified|competence|fluency|trained)$/i
const CUE_LINK = /^(?:of|in|with|on|using|as)$/i
const GENERIC =
  /^(?:experience|knowledge|skills?|ability|abilities|understanding|team|teams|environment|role|work|years?|field|discipline|subject|area|areas|track record|record|background|degree|equivalent|similar|related field|related discipline|detail|attention|commitment|passion|interest|willingness|level|systems?|tools?|projects?|companies|company|customers?|clients?|people|others|practice|practices|standards?|processes|process|solutions?|products?|services?|industry|sector|organisation|organization|way|ways|time|range|variety|number|plus|advantage|opportunity|ideally|preferably|e\.g|etc|qualifikation|ausbildung|abschluss|studium|kenntnisse|erfahrung|berufserfahrung)$/i
const LEADING =
  /^(?:strong|solid|good|excellent|proven|sound|deep|broad|extensive|hands-on|relevant|related|similar|significant|demonstrable|demonstrated|practical|working|basic|advanced|thorough|secure|general|some|any|the|a|an|your|our|their|ideally|preferably|other|previous|prior|current|professional|confident|first-hand|in-depth|vergleichbare?n?|abgeschlossene?[ns]?|einschlägige?n?|mehrjährige?n?|fundierte?n?|gute?n?|sehr|sichere?n?|erste?n?|umfassende?n?|praktische?n?)$/i
const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM'])
// A phrase whose head says how, where or how much rather than what ("remote environment", "full mastery").
const GENERIC_HEAD =
  /^(?:environments?|roles?|positions?|discipline|breadth|mastery|reasoning|mindset|attitude|approach|skills?|abilities|ability|background|experience|knowledge|understanding|levels?|degree|languages|frameworks|developer|domestic|international|vision|best practices|practices|fields?|settings?|capacity|manner|fashion|basis|focus|passion|team|teams)$/i
// Capitals that name a place, a currency, a company form or an office, not a skill.
const NOT_TOOLS =
  /^(?:US|USA|UK|EU|EMEA|APAC|DACH|UAE|EUR|USD|GBP|AUD|CAD|CHF|NHS|OEMs?|HQ|CEO|CFO|CTO|COO|CIO|VP|SVP|EVP|PTO|GmbH|LLC|LLP|Ltd|Inc|AG|SE|KG|NGO|FAQ|ASAP|TBD|N\/A|V\d+|KS\d|Y\d+|Q[1-4]|H[12]|FY\d+|\d+)$/

type Token = { text: string; pos: string }

function cleanPhrase(words: string[]): string | null {
  const kept = [...words]
  while (kept.length && (LEADING.test(kept[0]!) || isStopWord(kept[0]!))) kept.shift()
  while (kept.length && (isStopWord(kept.at(-1)!) || /^[/&-]$/.test(kept.at(-1)!))) kept.pop()
  if (kept.length === 0 || kept.length > 4) return null
  const phrase = kept
    .join(' ')
    .replace(/\s*([/&])\s*/g, '$1')
    .replace(/\s+-\s+/g, '-')
  if (phrase.length < 2 || phrase.length > 48 || GENERIC.test(phrase) || /^\d/.test(phrase)) return null
  if (kept.every((w) => GENERIC.test(w) || isStopWord(w))) return null
  if (GENERIC_HEAD.test(kept.at(-1)!) || kept.some((w) => NOT_TOOLS.test(w) && kept.length === 1)) return null
  return phrase
}

/** Noun phrases after a cue, split at "and", "or" and commas. */
function cuedPhrases(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!CUE.test(tokens[i]!.text) || !CUE_LINK.test(tokens[i + 1]!.text)) continue
    let words: string[] = []
    for (let j = i + 2; j < tokens.length; j++) {
      const token = tokens[j]!
      const isJoiner = /^(?:and|or|,|\/|&)$/i.test(token.text) && token.text !== '/' && token.text !== '&'
      if (isJoiner) {
        const phrase = cleanPhrase(words)
        if (phrase) found.push(phrase)
        words = []
        continue
      }
      if (
        !NOUNISH.has(token.pos) &&
        !/^[/&-]$/.test(token.text) &&
        !(token.pos === 'DET' && words.length === 0)
      )
        break
      words.push(token.text)
    }
    const phrase = cleanPhrase(words)
    if (phrase) found.push(phrase)
  }
  return found
}

/** Tool-like names: capitals inside the word or digits ("NETCONF", "Siemens S7", "Allen-Bradley", "BS 7671"). */
function toolNames(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!
    if (
      token.pos !== 'PROPN' ||
      !/^(?:[A-Z]{2}[A-Z0-9]*|[A-Z][a-z]+-[A-Z][a-z]+|[A-Z]+\d+)$/.test(token.text) ||
      NOT_TOOLS.test(token.text)
    )
      continue
    const previous = tokens[i - 1]!
    const next = tokens[i + 1]
    const words = [token.text]
    if (previous.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(previous.text) && i - 1 > 0)
      words.unshift(previous.text)
    if (next && next.pos === 'NUM' && /^\d{3,5}$/.test(next.text)) words.push(next.text)
    const phrase = cleanPhrase(words)
    if (phrase) found.push(phrase)
  }
  return found
}

const DE_CUE =
  /\b(?:Kenntnisse|Kenntnissen|Erfahrung(?:en)?|Umgang|Know-how|Expertise|Studium|Ausbildung|Weiterbildung)\s+(?:(?:in|im|mit|der|des|von|bei|zu[mr]?|als)\s+){1,2}((?:[\p{Lu}0-9][\p{L}0-9./&+-]*|[\p{Ll}]+(?:en|e|er|es|em)\b)(?:\s+(?:[\p{Lu}0-9][\p{L}0-9./&+-]*|und|sowie|oder|,|[\p{Ll}]+(?:en|e|er|es|em)\b))*)/gu
const DE_COMPOUND =
  /(?<![\p{L}-])([\p{Lu}0-9][\p{L}0-9/&+.]{1,30})-(?:Kenntnisse|Kenntnissen|Erfahrung|Erfahrungen|Know-how)\b/gu

// A product written in capitals in a German line ("in der Patientenakte (ORBIS)", "DATEV"); a
// language level ("B2") has one letter and is not one.
const DE_TOOL = /(?<![\p{L}\d-])([A-Z]{2}[A-Z0-9]*)(?![\p{L}\d-])/gu

function germanPhrases(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(DE_TOOL)) {
    const name = match[1]!
    if (NOT_TOOLS.test(name) || name.length > 12) continue
    found.push(name)
  }
  for (const match of line.matchAll(DE_CUE)) {
    for (const part of match[1]!.split(/\s*(?:,|\bund\b|\bsowie\b|\boder\b)\s*/u)) {
      // "Maschinen- und Anlagenbau": the first half of an elided compound is not a phrase of its own.
      if (/-$/.test(part.trim())) continue
      const words = part.trim().split(/\s+/).filter(Boolean)
      // A German noun phrase ends in a capitalised noun; trailing adjectives or verbs are not part of it.
      while (words.length && !/^[\p{Lu}0-9]/u.test(words.at(-1)!)) words.pop()
      const phrase = cleanPhrase(words)
      if (phrase) found.push(phrase)
    }
  }
  for (const match of line.matchAll(DE_COMPOUND)) {
    const phrase = cleanPhrase([match[1]!])
    if (phrase) found.push(phrase)
  }
  return found
}

/** Skill phrases written in the lines (requirements, preferred), in the lines' own words. */
export function findSkillPhrases(lines: string[], language: 'en' | 'de'): string[] {
  const found: string[] = []
  for (const line of lines) {
    if (line.length > 400) continue
    if (language === 'de') {
      found.push(...germanPhrases(line))
      continue
    }
    const doc = english().readDoc(line)
    const texts = doc.tokens().out()
    const tags = doc.tokens().out(english().its.pos)
    const tokens = texts.map((text, i) => ({ text, pos: tags[i] ?? 'X' }))
    found.push(...cuedPhrases(tokens), ...toolNames(tokens))
  }
  return found
}
