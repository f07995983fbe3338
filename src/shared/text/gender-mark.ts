// A German gender mark written on a person's noun ("Bilanzbuchhalter:in", "Erzieher*innen", "Sachbearbeiter/in",
// "Verwaltungsfachangestellte/r", "Kaufmann/-frau", "Erzieher(in)"): the same noun for every gender.
const GENDER_MARK = /(?:(?:[:*_]|\/-?)(?:innen|in|r|n|e|frau|mann)|\((?:innen|in|r|n)\))$/u

// The endings a person's noun takes for gender and case: "Erzieherin", "Steuerfachangestellter", "-angestellten".
const GENDERED_ENDING = /^(?:|r|n|in|innen|en|e)$/

/** A person's noun without its gender mark: "Bilanzbuchhalter:in" and "Bilanzbuchhalter" name one role. */
export function withoutGenderMark(noun: string): string {
  return noun
    .split(' ')
    .map((word) => word.replace(GENDER_MARK, ''))
    .join(' ')
}

/** Whether `word` is the noun `base` in any of its gendered or declined forms ("Erzieherin" of "Erzieher"). */
export function isGenderedFormOf(word: string, base: string): boolean {
  const lower = word.toLowerCase()
  const stem = base.toLowerCase()
  return lower.startsWith(stem) && GENDERED_ENDING.test(lower.slice(stem.length))
}

/**
 * German text with every person's noun in one form: the gender mark gone ("Erzieher/in", "anerkannte/r") and
 * the feminine "-in" of an "-er" noun too ("Erzieherin", "Lehrerinnen"), so that all forms stem alike.
 */
export function genderNeutral(text: string): string {
  return withoutGenderMark(text).replace(/(?<=\p{L}{3}er)in(?:nen)?\b/gu, '')
}
