import type { ProfileSections } from '#shared/profile/profile.schema.ts'

// A German posting's title as the applicant says it in a letter: in the form of their own gender
// (as their own titles show it: "Sachbearbeiterin", "Hotelfachfrau"), with one of two alternatives
// ("Praxisanleiterin / Praxisanleiter", "Serviceberater / Kundendienstberater"), and without the
// employer's voice ("Kita-Leitung für unser Kinderhaus Auenwald") or a department after a dash.

export type PersonGender = 'f' | 'm' | null

// A person's noun with a feminine form in -in: "Managerin", "Referentin", "Ingenieurin",
// "Spezialistin", "Pädagogin". English words that German does not give an -in are left alone.
const AGENT = /^(\p{Lu}[\p{L}-]*?)(er|eur|ent|ant|ist|oge|är|mann)$/u
const NOT_A_PERSON = /(?:center|computer|container|officer|engineer|developer|owner|leader|partner)$/i
const ADJECTIVE = /^\p{L}+(?:isch|lich|ig|iert|ell|al|iv|end)er$/u
const ADJECTIVAL_NOUN =
  /(?:angestellt|beauftragt|bedienstet|vorsitzend|auszubildend|sachverständig|reisend)er$/iu
// "Steuerfachangestellte", "Auszubildende": without an article, the feminine of a participle noun.
const FEMININE_ADJECTIVAL = /^\p{Lu}\p{Ll}*(?:angestellte|beauftragte|bedienstete|auszubildende)$/u
const FEMININE_TITLE_WORD = /^\p{Lu}[\p{L}-]*\p{Ll}(?:in|frau)$/u
// Words ending in -in that name no woman.
const NOT_FEMININE = /(?:medizin|disziplin|termin|benzin|kamin|vitamin|magazin|routin|maschin|begin)$/i

/** The person's gender as their own German titles show it, or null when they do not. */
export function personGender(profile: ProfileSections): PersonGender {
  const titles = [
    profile.personalInfo.currentRole,
    ...profile.workExperience.experiences.map((e) => e.role),
  ].flatMap((t) => t.split(/[\s/(),]+/))
  if (
    titles.some((w) => (FEMININE_TITLE_WORD.test(w) && !NOT_FEMININE.test(w)) || FEMININE_ADJECTIVAL.test(w))
  )
    return 'f'
  if (
    titles.some((w) => /^\p{Lu}\p{Ll}[\p{L}-]*(?:mann|[^e]er|eur|ent|ist)$/u.test(w) && !NOT_A_PERSON.test(w))
  )
    return 'm'
  return null
}

/** "Einkäuferin" -> "Einkäufer", "Strategische" -> "Strategisch": a word less its gender ending. */
function stem(word: string): string {
  return word.replace(/(?:in|frau|mann)$/u, '').replace(/(?:e|er|es|en)$/u, '')
}

/** Whether two alternatives name one title in two genders, word by word (the second may go on). */
function genderPair(a: string[], b: string[]): boolean {
  return (
    a.length <= b.length &&
    a.every((w, i) => (w !== b[i] ? stem(w) === stem(b[i]!) : true)) &&
    a.some((w, i) => w !== b[i])
  )
}

function isFeminine(words: string[]): boolean {
  return words.some((w) => FEMININE_TITLE_WORD.test(w) && !NOT_FEMININE.test(w))
}

/** A masculine or neutral title in its feminine form: "Strategischer Einkäufer" -> "Strategische Einkäuferin". */
function feminine(title: string): string {
  const words = title.split(' ')
  const noun = words.findIndex(
    (w) => ADJECTIVAL_NOUN.test(w) || (AGENT.test(w) && !NOT_A_PERSON.test(w) && !ADJECTIVE.test(w)),
  )
  if (noun < 0) return title
  return words
    .map((w, i) => {
      // The adjective before it: "Technischer" -> "Technische".
      if (i < noun) return ADJECTIVE.test(w) ? w.slice(0, -1) : w
      if (i > noun) return w
      // A noun made from a participle or adjective drops its -r: "Angestellter" -> "Angestellte".
      if (ADJECTIVAL_NOUN.test(w)) return w.slice(0, -1)
      if (w.endsWith('mann')) return `${w.slice(0, -4)}frau`
      return w.endsWith('oge') ? `${w.slice(0, -1)}in` : `${w}in`
    })
    .join(' ')
}

/**
 * The posting's title (already without "(m/w/d)", pay grade and hours) as the person says it: one
 * alternative, in the person's gender, without "für unser …" or a department after a dash.
 */
export function germanRole(title: string, gender: PersonGender): string {
  let role = title
    // "für unser Kinderhaus Auenwald", "in unserem Team": the employer's voice is not the writer's.
    .replace(/\s+(?:für|in|im|bei|an|am)\s+(?:unser|unsere|unseren|unserem|unserer)\b.*$/u, '')
    // "… – Stabsstelle Ausbildung": a department after a dash is no part of the title in a sentence.
    .replace(/\s+[–—-]\s+[^–—]{2,60}$/u, '')
    .trim()
  // "Praxismanager/in", "Koordinator(in)", "Referent*in": the form of the person's own gender.
  if (gender)
    role = role.replace(/(\p{Ll})(?:\/-?in|\(in\)|[*:_]in)(?!\p{L})/gu, gender === 'f' ? '$1in' : '$1')
  const parts = role.split(/\s+\/\s+/)
  if (parts.length === 2) {
    const [a, b] = parts.map((p) => p.split(' ')) as [string[], string[]]
    if (genderPair(a, b) || genderPair(b, a)) {
      const [short, long] = a.length <= b.length ? [a, b] : [b, a]
      // What the longer alternative adds after the shared words ("Elektronikkomponenten") goes with either.
      const tail = long.slice(short.length)
      const want = gender === 'm' ? !isFeminine(short) : gender === 'f' ? isFeminine(short) : short === a
      const head = want ? short : long.slice(0, short.length)
      role = [...head, ...tail].join(' ')
    } else role = parts[0]!
  }
  return gender === 'f' && !isFeminine(role.split(' ')) ? feminine(role) : role
}
