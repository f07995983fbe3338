// Whether a phrase is written on a page, in its words: case, spacing and punctuation between the
// words aside ("Früh-/Spätschicht" and "früh-/spätschicht", "GD&T" and "GD&T"). A listed skill must
// be; a name the lexicon gives it is only an alias.

/** The page's words, lower case, joined by single spaces; "+", "#", "&" and "/" stay ("C++", "P&L", "A/B"). */
export function pageWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#&/]+/gu, ' ')
    // A slash parts words as a space does ("Patran/Nastran", "Sozialarbeiter/in") and is kept as one.
    .replace(/\s*\/\s*/g, ' / ')
    .trim()} `
}

/** Whether `phrase` is written on the page whose words `pageWords` gave. */
export function isWrittenOn(phrase: string, words: string): boolean {
  const key = pageWords(phrase)
  if (key.trim() === '') return false
  if (words.includes(key)) return true
  // A German noun named in the nominative where the page writes its genitive ("Vertragsrecht" in
  // "Kenntnisse des Vertragsrechts"): the same word, its case ending aside.
  if (
    /\p{L}{5} $/u.test(key) &&
    (words.includes(`${key.trimEnd()}s `) || words.includes(`${key.trimEnd()}es `))
  )
    return true
  // An adjective named in the nominative where the page declines it ("öffentlicher Dienst" in "im
  // öffentlichen Dienst"): the same words, the adjective's ending aside.
  const adjective = /^ (\p{L}{3,}?)(?:er|es|e) (\p{L}+) $/u.exec(key)
  return adjective !== null && words.includes(` ${adjective[1]}en ${adjective[2]} `)
}

/**
 * The phrase as the page writes it whole: itself when it is on the page, or, when a reader cut it
 * inside a word ("Category C" of "Category C+E", "Te reo M" of "Te reo Māori"), the page's words up
 * to the end of that word; null when the page does not write it at all.
 */
export function wholeOnPage(phrase: string, raw: string, words: string): string | null {
  if (isWrittenOn(phrase, words)) return phrase
  const at = raw.toLowerCase().indexOf(phrase.toLowerCase())
  if (at === -1) return null
  const rest = /^[^\s,;:()[\]]*/u.exec(raw.slice(at + phrase.length))![0]
  const whole = raw.slice(at, at + phrase.length + rest.length).replace(/[.!?]+$/u, '')
  return isWrittenOn(whole, words) ? whole : null
}
