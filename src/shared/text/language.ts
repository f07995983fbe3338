import { detect } from 'tinyld/light'

// Language detection for postings and profile text. tinyld (pure JS, its n-gram tables ship inside
// the package, no download) answers ISO 639-1 codes; the product reads English and German, so any
// other answer falls back to English, and short or mixed text is decided by German function words.

export type TextLanguage = 'en' | 'de'

const GERMAN_MARKERS =
  /\b(?:und|der|die|das|mit|für|wir|sie|oder|eine?n?|ihre?|sowie|Kenntnisse|Erfahrung|Aufgaben|Anforderungen)\b/g
const ENGLISH_MARKERS = /\b(?:and|the|with|for|you|your|our|we|of|to|experience|skills)\b/g

// The n-gram model is the costly part, and the same texts come back: a profile's entries are read
// again for every posting matched against it. The answer depends on the sample alone.
const modelMemo = new Map<string, TextLanguage>()
const MODEL_MEMO_LIMIT = 2000

/** The language of a text: 'de' for German, else 'en'. */
export function detectLanguage(text: string): TextLanguage {
  const sample = text.length > 4000 ? text.slice(0, 4000) : text
  const german = sample.match(GERMAN_MARKERS)?.length ?? 0
  const english = sample.match(ENGLISH_MARKERS)?.length ?? 0
  if (sample.length < 200 || Math.abs(german - english) >= 8) return german > english ? 'de' : 'en'
  const known = modelMemo.get(sample)
  if (known) return known
  const language = detect(sample, { only: ['en', 'de'] }) === 'de' ? 'de' : 'en'
  if (modelMemo.size >= MODEL_MEMO_LIMIT) modelMemo.clear()
  modelMemo.set(sample, language)
  return language
}
