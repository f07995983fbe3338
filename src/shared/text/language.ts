import { detect } from 'tinyld/light'

// Language detection for postings and profile text. tinyld (pure JS, its n-gram tables ship inside
// the package, no download) answers ISO 639-1 codes; the product reads English and German, so any
// other answer falls back to English, and short or mixed text is decided by German function words.

export type TextLanguage = 'en' | 'de'

const GERMAN_MARKERS =
  /\b(?:und|der|die|das|mit|für|wir|sie|oder|eine?n?|ihre?|sowie|Kenntnisse|Erfahrung|Aufgaben|Anforderungen)\b/g
const ENGLISH_MARKERS = /\b(?:and|the|with|for|you|your|our|we|of|to|experience|skills)\b/g

/** The language of a text: 'de' for German, else 'en'. */
export function detectLanguage(text: string): TextLanguage {
  const sample = text.length > 4000 ? text.slice(0, 4000) : text
  const german = sample.match(GERMAN_MARKERS)?.length ?? 0
  const english = sample.match(ENGLISH_MARKERS)?.length ?? 0
  if (sample.length < 200 || Math.abs(german - english) >= 8) return german > english ? 'de' : 'en'
  return detect(sample, { only: ['en', 'de'] }) === 'de' ? 'de' : 'en'
}
