import { elidedMembers } from '#shared/matching/elided-compounds.ts'
import { canonicalSkill, findSkillMatches, findSkillsWithImplied } from '#shared/skills/skills-lexicon.ts'
import { compoundMeets } from '#shared/text/german-compounds.ts'
import { isGenderedFormOf, withoutGenderMark } from '#shared/text/gender-mark.ts'
import { ENGLISH_FUNCTION_WORDS } from '#shared/text/stop-words.ts'
import { tokenize, words } from '#shared/text/tokenize.ts'

// Which job skills the person really has, and where the profile shows it. Pure and precompiled:
// the truthfulness guard calls `mentionsSkill` per sentence, so nothing here builds a pattern per
// call, and results depend only on the two strings (callers may cache by text).

const tokenMemo = new Map<string, { stems: Set<string>; words: Set<string>; germanStems: Set<string> }>()

function textTokens(text: string): { stems: Set<string>; words: Set<string>; germanStems: Set<string> } {
  const known = tokenMemo.get(text)
  if (known) return known
  // One stemmer for both sides, so the same word always meets itself whatever the text's language.
  // "NETCONF/YANG" also counts as its parts.
  const split = text.replace(/\//g, ' ')
  const value = {
    stems: new Set(
      [...tokenize(text, { language: 'en' }), ...tokenize(split, { language: 'en' })].map(sameSense),
    ),
    words: new Set([...words(text), ...words(split)]),
    germanStems: new Set(tokenize(split, { language: 'de' })),
  }
  if (tokenMemo.size > 4000) tokenMemo.clear()
  if (text.length <= 20_000) tokenMemo.set(text, value)
  return value
}

// Heads of one sense, by their English stems: "tachograph rules", "tachograph regulations" and
// "tachograph legislation" name one body of rules; "employment law" is "employment legislation".
const SENSE = new Map([
  ['regul', 'rule'],
  ['legisl', 'rule'],
  ['law', 'rule'],
])
const sameSense = (stem: string) => SENSE.get(stem) ?? stem

// An abbreviation (two capitals at least) joined to a German noun that is not a person.
const ABBREVIATION_COMPOUND = /^([\p{Lu}\d][\p{L}\d]{1,5})-\p{Lu}\p{Ll}{3,}$/u
const PERSON_NOUN = /(?:er|ern|erin|erinnen|eur|euren|kraft|kräfte|leute)$/

/** The abbreviation a compound such as "BtM-Dokumentation" or "FEM-Berechnungen" is work with, or null. */
export function compoundAbbreviation(phrase: string): string | null {
  const match = ABBREVIATION_COMPOUND.exec(phrase.trim())
  const abbreviation = match?.[1]
  if (!abbreviation || (abbreviation.match(/\p{Lu}/gu) ?? []).length < 2) return null
  return PERSON_NOUN.test(phrase.trim()) ? null : abbreviation
}

/** The lexicon entry a skill string names: itself, or the one skill it is written as ("SPS-Programmierung"). */
export function skillName(skill: string): string | null {
  const direct = canonicalSkill(skill)
  if (direct) return direct
  // "FEM-Berechnungen" is FEM work: the abbreviation names the skill.
  const abbreviation = compoundAbbreviation(skill)
  if (abbreviation) return canonicalSkill(abbreviation)
  const matches = findSkillMatches(skill, { isNested: false })
  const only = matches.length === 1 ? matches[0] : undefined
  return only && only.end - only.start >= skill.trim().length * 0.6 ? only.name : null
}

// What `mentionsSkill` reads off the skill alone, made once per skill: it is asked of every piece of
// evidence in a profile, and the skill's lexicon walk, tokens and parts are the same each time.
type SkillShape = {
  members: string[] | null
  abbreviation: string | null
  /** "ICA" of "ICA qualification": the credential's name. */
  credentialCore: string | null
  name: string | null
  wanted: string[]
  numbers: string[]
  /** The skill without its numbers, for a short word ("NVQ" of "NVQ 3"). */
  word: string
  /** German tokens, for a word that looks German; null otherwise. */
  germanAsked: string[] | null
  lowered: string
  /** The initials a text may write for the skill ("SARs" for "suspicious activity reports"), or null. */
  initials: string | null
  wordInitials: string | null
}

/** "EMIS" of "EMIS Web", "QuickBooks" of "QuickBooks Online": one name with two capitals, then its edition. */
function productWithoutEdition(skill: string): string | null {
  const [name = '', edition = '', ...rest] = skill.trim().split(' ')
  if (rest.length > 0 || !/^(?:web|online|desktop)$/i.test(edition)) return null
  return /^[\p{L}\p{N}]+$/u.test(name) && (name.match(/\p{Lu}/gu) ?? []).length >= 2 ? name : null
}
const NUMBER = /(?<![\p{L}\p{N}])\d+(?![\p{L}\p{N}])/gu
const shapeMemo = new Map<string, SkillShape>()

function shapeOf(skill: string): SkillShape {
  const known = shapeMemo.get(skill)
  if (known) return known
  const credential = CREDENTIAL_HEAD.exec(skill)
  const word = skill.replace(NUMBER, ' ').trim()
  const shape: SkillShape = {
    members: elidedMembers(skill),
    abbreviation: compoundAbbreviation(skill),
    credentialCore: credential && credential.index >= 2 ? skill.slice(0, credential.index) : null,
    name: skillName(skill),
    wanted: tokenize(skill, { language: 'en' }),
    numbers: skill.match(NUMBER) ?? [],
    word,
    germanAsked: GERMAN_LOOKING.test(skill.trim()) ? tokenize(skill, { language: 'de' }) : null,
    lowered: skill.trim().toLowerCase(),
    initials: initialsOf(skill),
    wordInitials: initialsOf(word),
  }
  if (shapeMemo.size > 5000) shapeMemo.clear()
  shapeMemo.set(skill, shape)
  return shape
}

/**
 * True when `skill` (a canonical name, an alias or the job's own words) occurs in `text`: through the
 * lexicon (aliases, abbreviations, German forms), else as the same stemmed words. A short word only
 * meets the same whole word, never part of a longer word or a hyphenated compound.
 */
export function mentionsSkill(text: string, skill: string): boolean {
  // "Steuerfachangestellte/r", "Erzieher/in": a title written for every gender is met by any of its forms.
  const base = /[:*_/(]/.test(skill) ? withoutGenderMark(skill.trim()) : skill
  if (base !== skill)
    return (
      mentionsSkill(text, base) || (!/\s/.test(base) && words(text).some((w) => isGenderedFormOf(w, base)))
    )
  const shape = shapeOf(skill)
  if (shape.members) return shape.members.some((member) => mentionsSkill(text, member))
  // "EMIS Web", "QuickBooks Online": the product is met by its name without the edition.
  const product = productWithoutEdition(skill)
  if (product && mentionsSkill(text, product)) return true
  // "FEM-Berechnungen", "BtM-Dokumentation": work done with what the abbreviation names.
  if (shape.abbreviation && mentionsSkill(text, shape.abbreviation)) return true
  // "ICA qualification" is met by "ICA Certificate": the credential's name, and some credential word.
  if (shape.credentialCore && CREDENTIAL_WORD.test(text) && mentionsSkill(text, shape.credentialCore))
    return true
  const { name, wanted } = shape
  if (name && findSkillsWithImplied(text).has(name)) return true
  if (wanted.length === 0) return false
  // A lexicon skill of one word is found by the lexicon alone: its context rules ("Go", "Excel") decide.
  if (name && wanted.length < 2) return false
  const { stems, words: textWords } = textTokens(text)
  // The number of a named standard must be there too ("EPA 608", "Section 47 enquiries").
  if (!shape.numbers.every((n) => textWords.has(n))) return false
  if (wanted.length === 1 && wanted[0]!.length <= 3) {
    const { word } = shape
    return (
      textWords.has(word.toLowerCase()) ||
      isCompoundModifier(text, word) ||
      spellsAcronym(text, word) ||
      writesAcronym(text, shape.wordInitials)
    )
  }
  if (wanted.every((token) => stems.has(token) || stems.has(sameSense(token)))) return true
  // A German noun in another case or number ("Beratungsbesuchen" in "Beratungsbesuche nach § 37.3"):
  // the German stemmer, for a word that is German by its letters or a long capitalised compound.
  const asked = shape.germanAsked
  if (asked) {
    const { germanStems } = textTokens(text)
    if (asked.every((token) => germanStems.has(token))) return true
    // One compound: "Vertriebsstärke" is shown by "Vertrieb", "Kundenberatung" by "Privatkundenberatung".
    if (asked.length === 1 && [...germanStems].some((have) => compoundMeets(asked[0]!, have))) return true
  }
  if (wanted.length === 1 && isModifierOf(textWords, shape.lowered)) return true
  return spellsAcronym(text, skill) || writesAcronym(text, shape.initials)
}

const CREDENTIAL_HEAD = /\s+(?:qualifications?|certifications?|certificates?|accreditations?|credentials?)$/i
const CREDENTIAL_WORD =
  /\b(?:certificates?|certifications?|certified|qualifications?|qualified|diplomas?|accredited|accreditations?)\b/i

const GERMAN_LOOKING = /[äöüß]|^\p{Lu}\p{Ll}{9,}$/u

const SMALL_WORD = /^(?:and|of|the|for|in|to|on|&)$/

/** "SARs" in a text that says "suspicious activity reports": the initials of consecutive words. */
const sequenceMemo = new Map<string, string[]>()

function spellsAcronym(text: string, skill: string): boolean {
  if (!/^[A-Z]{3,6}s?$/.test(skill)) return false
  const letters = skill.replace(/s$/, '').toLowerCase()
  let seq = sequenceMemo.get(text)
  if (!seq) {
    seq = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
    if (sequenceMemo.size > 2000) sequenceMemo.clear()
    if (text.length <= 20_000) sequenceMemo.set(text, seq)
  }
  for (let i = 0; i < seq.length; i++) {
    let k = 0
    let j = i
    while (j < seq.length && k < letters.length) {
      const word = seq[j]!
      // A function word opens no abbreviation: "in its first year" spells no "IIF".
      const opens = k > 0 || !ENGLISH_FUNCTION_WORDS.has(word)
      if (word.length > 1 && word[0] === letters[k] && opens && !(k > 0 && SMALL_WORD.test(word))) k++
      else if (k === 0 || !SMALL_WORD.test(word)) break
      j++
    }
    if (k === letters.length) return true
  }
  return false
}

/** The initials of a phrase of three to six words, small words aside ("SAR" of "suspicious activity reports"), or null. */
function initialsOf(phrase: string): string | null {
  const parts = phrase.split(/[^\p{L}]+/u).filter((w) => w && !SMALL_WORD.test(w.toLowerCase()))
  if (parts.length < 3 || parts.length > 6) return null
  return parts.map((w) => w[0]!.toUpperCase()).join('')
}

/** "Suspicious activity reports" in a text that writes "SARs": the initials, in capitals, as a word. */
function writesAcronym(text: string, initials: string | null): boolean {
  if (!initials) return false
  for (let at = text.indexOf(initials); at !== -1; at = text.indexOf(initials, at + 1)) {
    const before = text.charAt(at - 1)
    const after = text
      .slice(at + initials.length)
      .replace(/^s/, '')
      .charAt(0)
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true
  }
  return false
}

/**
 * "ADR-Schulung", "SPS-Programmierung": an abbreviation joined by a hyphen to a German noun is the
 * compound's subject, unlike "go-live" or "Go-Live" (the rest is not a capitalised noun of its own).
 */
function isCompoundModifier(text: string, skill: string): boolean {
  if (!/^[A-Z][A-Z0-9]{1,3}$/.test(skill)) return false
  for (let at = text.indexOf(`${skill}-`); at !== -1; at = text.indexOf(`${skill}-`, at + 1)) {
    const before = text.charAt(at - 1)
    const rest = text.slice(at + skill.length + 1, at + skill.length + 4)
    if (!/[\p{L}\p{N}]/u.test(before) && /^\p{Lu}\p{Ll}{2}/u.test(rest)) return true
  }
  return false
}

/**
 * A German compound is about its first part: "Kommunikationsstärke" shows "Kommunikation",
 * "Gefahrgutschulung" shows "Gefahrgut". Only a long word, so "Bau" is not met by "Bauleitung".
 */
function isModifierOf(textWords: Set<string>, skill: string): boolean {
  if (skill.length < 7 || !/^\p{L}+$/u.test(skill)) return false
  for (const word of textWords)
    if (word.length >= skill.length + 4 && word.startsWith(skill) && !word.includes('-')) return true
  return false
}
