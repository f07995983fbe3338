import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { elidedMembers } from '#shared/matching/elided-compounds.ts'
import { collectEvidence, type Evidence } from '#shared/matching/profile-evidence.ts'
import {
  canonicalSkill,
  findSkillMatches,
  findSkills,
  findSkillsWithImplied,
} from '#shared/skills/skills-lexicon.ts'
import { compoundMeets } from '#shared/text/german-compounds.ts'
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
    stems: new Set([...tokenize(text, { language: 'en' }), ...tokenize(split, { language: 'en' })]),
    words: new Set([...words(text), ...words(split)]),
    germanStems: new Set(tokenize(split, { language: 'de' })),
  }
  if (tokenMemo.size > 4000) tokenMemo.clear()
  if (text.length <= 20_000) tokenMemo.set(text, value)
  return value
}

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

/**
 * True when `skill` (a canonical name, an alias or the job's own words) occurs in `text`: through the
 * lexicon (aliases, abbreviations, German forms), else as the same stemmed words. A short word only
 * meets the same whole word, never part of a longer word or a hyphenated compound.
 */
export function mentionsSkill(text: string, skill: string): boolean {
  const members = elidedMembers(skill)
  if (members) return members.some((member) => mentionsSkill(text, member))
  // "FEM-Berechnungen", "BtM-Dokumentation": work done with what the abbreviation names.
  const abbreviation = compoundAbbreviation(skill)
  if (abbreviation && mentionsSkill(text, abbreviation)) return true
  // "ICA qualification" is met by "ICA Certificate": the credential's name, and some credential word.
  const credential = CREDENTIAL_HEAD.exec(skill)
  if (credential && credential.index >= 2) {
    const core = skill.slice(0, credential.index)
    if (CREDENTIAL_WORD.test(text) && mentionsSkill(text, core)) return true
  }
  const name = skillName(skill)
  if (name && findSkillsWithImplied(text).has(name)) return true
  const wanted = tokenize(skill, { language: 'en' })
  if (wanted.length === 0) return false
  // A lexicon skill of one word is found by the lexicon alone: its context rules ("Go", "Excel") decide.
  if (name && wanted.length < 2) return false
  const { stems, words: textWords } = textTokens(text)
  // The number of a named standard must be there too ("EPA 608", "Section 47 enquiries").
  const hasNumbers = (skill.match(/(?<![\p{L}\p{N}])\d+(?![\p{L}\p{N}])/gu) ?? []).every((n) =>
    textWords.has(n),
  )
  if (!hasNumbers) return false
  if (wanted.length === 1 && wanted[0]!.length <= 3) {
    const word = skill.replace(/(?<![\p{L}\p{N}])\d+(?![\p{L}\p{N}])/gu, ' ').trim()
    return (
      textWords.has(word.toLowerCase()) ||
      isCompoundModifier(text, word) ||
      spellsAcronym(text, word) ||
      (wanted.length === 1 && writesAcronym(text, word))
    )
  }
  if (wanted.every((token) => stems.has(token))) return true
  // A German noun in another case or number ("Beratungsbesuchen" in "Beratungsbesuche nach § 37.3"):
  // the German stemmer, for a word that is German by its letters or a long capitalised compound.
  if (GERMAN_LOOKING.test(skill.trim())) {
    const { germanStems } = textTokens(text)
    const asked = tokenize(skill, { language: 'de' })
    if (asked.every((token) => germanStems.has(token))) return true
    // One compound: "Vertriebsstärke" is shown by "Vertrieb", "Kundenberatung" by "Privatkundenberatung".
    if (asked.length === 1 && [...germanStems].some((have) => compoundMeets(asked[0]!, have))) return true
  }
  if (wanted.length === 1 && isModifierOf(textWords, skill.trim().toLowerCase())) return true
  return spellsAcronym(text, skill) || writesAcronym(text, skill)
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
      if (word.length > 1 && word[0] === letters[k] && !(k > 0 && SMALL_WORD.test(word))) k++
      else if (k === 0 || !SMALL_WORD.test(word)) break
      j++
    }
    if (k === letters.length) return true
  }
  return false
}

/** "Suspicious activity reports" in a text that writes "SARs": the initials, in capitals, as a word. */
function writesAcronym(text: string, skill: string): boolean {
  const parts = skill.split(/[^\p{L}]+/u).filter((w) => w && !SMALL_WORD.test(w.toLowerCase()))
  if (parts.length < 3 || parts.length > 6) return false
  const initials = parts.map((w) => w[0]!.toUpperCase()).join('')
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

export type SkillEvidence = { skill: string; evidence: Evidence[] }

/** For each job skill: the profile evidence that mentions it (empty = the person lacks it). */
export function skillEvidence(profile: ProfileSections, skills: string[]): SkillEvidence[] {
  const evidence = collectEvidence(profile)
  return skills.map((skill) => ({
    skill,
    evidence: evidence.filter((item) => mentionsSkill(`${item.text}`, skill)),
  }))
}

/** Every skill the profile evidences, in the person's own wording, most frequently evidenced first. */
export function profileSkills(profile: ProfileSections): string[] {
  const own = [...profile.skills.technical, ...profile.skills.sap, ...profile.skills.business]
  const text = collectEvidence(profile)
    .map((e) => e.text)
    .join('\n')
  const found = findSkills(text).filter(
    (skill) => !own.some((o) => canonicalSkill(o) === skill || o.toLowerCase() === skill.toLowerCase()),
  )
  return [...new Set([...own, ...found])]
}
