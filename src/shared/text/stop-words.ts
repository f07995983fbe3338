import { deu, eng } from 'stopword'

// Stop words for English and German from the `stopword` package (its per-language lists), plus the
// words every job posting repeats without meaning anything about the job ("experience", "Kenntnisse").

const POSTING_WORDS =
  'also etc e.g i.e within across per via able strong good excellent great ideal ideally plus least well experience experienced years year work working role team teams ability skills skill knowledge understanding including include includes required requirement requirements preferred new using use used erfahrung erfahrungen kenntnisse kenntnissen gute guten sehr idealerweise wünschenswert jahre jahren mehrjährige mehrjährigen sicherer sicheren fundierte fundierten ausgeprägte ausgeprägten'

const STOP_WORDS = new Set([...eng, ...deu, ...POSTING_WORDS.split(' ')].map((w) => w.toLowerCase()))

/** True for a word that carries no meaning for matching, in English or German. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase())
}
