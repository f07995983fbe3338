import snowball from 'snowball-stemmers'

import type { TextLanguage } from '#shared/text/language.ts'

// Snowball stemmers (Porter2 for English, the Snowball German stemmer) from snowball-stemmers: the
// reference algorithms ported to plain JS, with no data files. Results are memoised: postings and
// profiles repeat the same few thousand words.

const stemmers = { en: snowball.newStemmer('english'), de: snowball.newStemmer('german') }
const memo = { en: new Map<string, string>(), de: new Map<string, string>() }
const MEMO_LIMIT = 50_000

/** The stem of one lower-case word ("managing" and "management" → "manag"; "Kenntnissen" → "kenntnis"). */
export function stemWord(word: string, language: TextLanguage = 'en'): string {
  if (word.length <= 3) return word
  const cache = memo[language]
  const known = cache.get(word)
  if (known !== undefined) return known
  const stemmed = stemmers[language].stem(language === 'de' ? masculineForm(word) : word)
  if (cache.size >= MEMO_LIMIT) cache.clear()
  cache.set(word, stemmed)
  return stemmed
}

// "Praxisanleiterin", "Physiotherapeutinnen", "Pädagogin": the feminine form of a German post, which the Snowball
// stemmer keeps apart from "Praxisanleiter" and "Praxisanleitung". The suffixes are those of people's posts.
const FEMININE_POST = /(?:er|ist|ant|ent|eut|or|eur|är|og)(?:in|innen)$/

function masculineForm(word: string): string {
  return word.length >= 7 && FEMININE_POST.test(word) ? word.replace(/(?:in|innen)$/, '') : word
}
