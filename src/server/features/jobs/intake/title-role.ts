import { isGenericNoun, isPerson } from '#server/features/jobs/intake/german-words.ts'

// The role a posting's title names is the first thing a reader lists: "Deputy Court Clerk II" asks
// for a deputy court clerk, "Lehrkraft (m/w/d) für Mathematik" for a Lehrkraft. The title's
// brackets (gender marks, hours) and what comes after them, what follows a dash or a bar (the team, the site) and what a
// preposition adds (the subject, the place) are not the role; a grade numeral is not either. Two
// roles joined by a slash are both named ("Tischler / Schreiner"), unless they are the same word
// in two genders ("Pflegefachfrau / Pflegefachmann", "Sachbearbeiter/in").

const AFTER_ROLE =
  /\s(?:[-–—|:]|für|im|in|mit|bei|am|an|zur|zum|fachrichtung|schwerpunkt|for|with|at|within)\s|,/iu
const GRADE = /\s+(?:I{1,3}|IV|V|[1-5])$/u
// A Swiss or Austrian workload ("Réceptionist/in 80–100 %", "60-80% Pflegefachperson HF"): the hours, not the role.
const WORKLOAD = /^\d{1,3}\s?(?:[-–]\s?\d{1,3}\s?)?%\s+|\s+\d{1,3}\s?(?:[-–]\s?\d{1,3}\s?)?%(?=\s|$)/gu
const MAX_WORDS = 6
// A title names its role in capitals ("Teacher of Mathematics"); a lower-case word is a sentence's.
const ROLE_WORD = /^(?:\(?[\p{Lu}\d&/]|of$|and$|und$|de$)/u

/** The length of the start two words share. */
function sharedStart(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i]!.toLowerCase() === b[i]!.toLowerCase()) i++
  return i
}

/**
 * "Medical Social Worker (LCSW)": an abbreviation in brackets that closes the role is the licence or
 * the grade the job asks for, not part of the role; one that spells the role's initials ("Registered
 * Nurse (RN)") is the role's own short name and stays.
 */
function withoutLicence(role: string): string {
  const bracket = /\s*\(([A-Z][A-Za-z&]{1,5})\)$/u.exec(role)
  if (!bracket) return role
  const before = role.slice(0, bracket.index).split(' ')
  const letters = bracket[1]!.replace(/[^A-Z]/g, '')
  const initials = before
    .slice(-letters.length)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
  return initials === letters ? role : role.slice(0, bracket.index)
}

export function rolesFromTitle(title: string): string[] {
  // The role ends at a bracket ("Pflegefachkraft (m/w/d) Intensivstation"), unless the bracket
  // abbreviates the words before it ("Security Operations Center (SOC) Analyst").
  const plain = title
    .replace(WORKLOAD, ' ')
    .replace(/\((?![A-Z]{2,6}\))[^()]{0,60}\).*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
  const cut = AFTER_ROLE.exec(plain)
  const role = withoutLicence((cut ? plain.slice(0, cut.index) : plain).replace(GRADE, '').trim())
  const words = role.split(' ')
  if (words.length > MAX_WORDS || !/\p{L}{3}/u.test(role) || !words.every((w) => ROLE_WORD.test(w))) return []
  const parts = role.split(/\s*\/\s*/u)
  if (parts.length !== 2) return [role]
  const [first, second] = parts as [string, string]
  // "Sachbearbeiter/in", "Verwaltungsfachangestellte/r", "Kaufmann/-frau": a gender ending, one role,
  // also with the qualification written after it ("Polymechaniker/in EFZ", "Pflegefachmann/-frau HF").
  const ending = second.split(' ')[0]!
  if (ending.length <= 3 || first.length < 4 || second.startsWith('-')) return [role]
  const shorter = Math.min(first.length, second.length)
  if (sharedStart(first, second) >= shorter * 0.7) return [first]
  return [first, second]
}

// "Zerspanungsmechaniker (m/w/d) Fachrichtung Drehtechnik", "Sozialarbeiter (m/w/d) in der
// Schulsozialarbeit", "Controller mit Schwerpunkt Kostenrechnung": one German noun after the word
// that introduces a field, closing the title.
const DE_FIELD_TAIL = /(?:^|\s)(?:Fachrichtung|Schwerpunkt|im|in der)\s+(\p{Lu}[\p{Ll}\p{Lu}-]{5,40})\s*$/u
// "Territory Sales Representative – Orthopaedics", "Senior Pharmacist – Oncology": one word after a
// dash that names a field of knowledge by its ending, closing the title ("– Nights" names a shift).
const EN_FIELD_TAIL = /\s[–—-]\s+(\p{Lu}\p{Ll}{4,30}(?:ics|ogy|ology|ing|ment|tion|ence|ance|ry))\s*$/u

/** The field a title names after its role, when it is one word of a field, else nothing. */
export function fieldFromTitle(title: string): string | null {
  const plain = title
    .replace(/\((?:m|w|d|f|x|gn|all genders)(?:\s*\/\s*(?:m|w|d|f|x))*\)/giu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
  const german = DE_FIELD_TAIL.exec(plain)?.[1]
  if (german && !isGenericNoun(german) && !isPerson(german) && !/-$/.test(german)) return german
  return EN_FIELD_TAIL.exec(plain)?.[1] ?? null
}
