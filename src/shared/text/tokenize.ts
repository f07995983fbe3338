import { detectLanguage, type TextLanguage } from '#shared/text/language.ts'
import { stemWord } from '#shared/text/stem.ts'
import { isStopWord } from '#shared/text/stop-words.ts'

// The one tokeniser of the codebase: lower-cased words, stop words (EN + DE) removed, stemmed with
// the Snowball stemmer of the text's language. Technical tokens (c++, c#, s/4hana, .net, ci/cd) are
// kept whole and unstemmed. Deterministic: the same text always gives the same tokens.

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#./&-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu

export type TokenizeOptions = {
  /** The language to stem with; detected from the text when absent. */
  language?: TextLanguage
}

/** Lower-cased words of a text, in order, before stop-word removal and stemming. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? []
}

/**
 * The words of a sentence as written, for the writers: case kept (it tells "AI" and names apart), no
 * numbers or punctuation, a hyphenated or apostrophised word whole ("B2B", "SaaS", "month-end", "don't").
 * Letters of any script: "Pflegekräfte" is one word, not "Pflegekr" and "fte".
 */
export function writtenWords(text: string): string[] {
  return text.match(/\p{L}[\p{L}\p{N}]*(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []
}

/** Stemmed content tokens of a text. */
export function tokenize(text: string, { language }: TokenizeOptions = {}): string[] {
  const lang = language ?? (text.length > 60 ? detectLanguage(text) : 'en')
  const tokens: string[] = []
  for (const raw of words(text)) {
    const word = raw.replace(/[.-]+$/, '')
    if (!word || isStopWord(word) || /^\d+$/.test(word)) continue
    if (/[+#/]/.test(word)) {
      tokens.push(word)
      continue
    }
    // Hyphenated compounds count as their parts too ("cross-functional" → cross, function).
    if (word.includes('-')) {
      for (const part of word.split(/-+/)) if (part && !isStopWord(part)) tokens.push(stemWord(part, lang))
      continue
    }
    tokens.push(stemWord(word, lang))
  }
  return tokens
}

/** Distinct tokens of a text. */
export function tokenSet(text: string, options: TokenizeOptions = {}): Set<string> {
  return new Set(tokenize(text, options))
}

/**
 * The stem of one word, as `tokenize` would give it (exported for callers that stem word by word); a
 * possessive "'s" is dropped first ("nurse's" and "nurses" → "nurs").
 */
export function stem(word: string, language: TextLanguage = 'en'): string {
  return stemWord(word.toLowerCase().replace(/[’']s$/, ''), language)
}
