import { foldMarks, isSpokenLanguageName } from '#shared/text/spoken-language-names.ts'

// A languages section or line only yields items that name a spoken language (the shared list): a label, a
// place, a person or a programming language never becomes a spoken language (issue 19).

/**
 * The spoken language an item of a languages list names ("English (native)", "Deutsch – C1",
 * "Fluent in Spanish", "Spanish: fluent"), kept as written; null when it names none.
 */
export function spokenLanguageOf(item: string): string | null {
  // "Language: English" (a USAJOBS resume): the label goes.
  const text = item.trim().replace(/^(?:language|sprache|langue|idioma|lingua)\s*:\s*/i, '')
  if (text.length === 0 || text.length > 80) return null
  const words = foldMarks(text.toLowerCase())
    .replace(/[()[\]:–—,;/.-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  // The language leads ("English (native)") or follows a level ("Fluent in Spanish", "Native English").
  const leads = [3, 2, 1].some((n) => isSpokenLanguageName(words.slice(0, n).join(' ')))
  const follows = words
    .slice(1, 4)
    .some(
      (w, i) =>
        isSpokenLanguageName(w) &&
        /^(?:native|fluent|basic|conversational|business|working|professional|in|good|some|advanced|intermediate|beginner|limited|elementary|full)$/.test(
          words[i] ?? '',
        ),
    )
  return leads || follows ? text : null
}

const LEVEL =
  /\b(?:native|mother tongue|fluent|fluently|bilingual|conversational|business|proficient|intermediate|advanced|basic|beginner|[ABC][12]|muttersprache|fließend|verhandlungssicher|grundkenntnisse)\b/i

/**
 * A spoken language given with its level ("Spanish (fluent)", "Deutsch – C1", "Fluent in Spanish"):
 * said so inside a skills list, it is a language the person speaks. Nothing else may stand beside
 * the name: "English Literature (advanced)" is a subject.
 */
export function isLevelledLanguage(item: string): boolean {
  if (!LEVEL.test(item)) return false
  const name = foldMarks(item.toLowerCase())
    .replace(/\([^()]*\)/g, ' ')
    .replace(new RegExp(LEVEL.source, 'gi'), ' ')
    .replace(/\b(?:in|level|speaker)\b/g, ' ')
    .replace(/[()[\]:–—,;/.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return isSpokenLanguageName(name)
}

const BILINGUAL =
  /^(?:bilingual(?:\s*[(:]\s*|\s+in\s+|\s+)(\p{L}+)\s*(?:\/|\band\b|&|,)\s*(\p{L}+)\)?|(\p{L}+)\s*(?:\/|\band\b|&)\s*(\p{L}+)(?:\s*[(,–-]\s*|\s+)bilingual\)?)$/iu

/**
 * "Bilingual English/Spanish", "English & Spanish (bilingual)": two languages the person speaks, each with its
 * level; null when the item is no such pair.
 */
export function bilingualLanguages(item: string): string[] | null {
  const found = BILINGUAL.exec(item.trim())
  if (!found) return null
  const pair = [found[1] ?? found[3]!, found[2] ?? found[4]!]
  if (!pair.every((name) => isSpokenLanguageName(foldMarks(name.toLowerCase())))) return null
  return pair.map((name) => `${name} (bilingual)`)
}
