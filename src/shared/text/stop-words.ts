import { deu } from 'stopword'

// Stop words, one module and one list a language for matching and for the post writer. English has the
// function words below, written out because the `stopword` package's list lacks many ("nor", "whom",
// "without", "won't") and holds words a topic means ("never", "now", "take"); German has the package's
// list (with "gestern" beside its "heute" and "morgen"). Matching also drops the words every job posting
// repeats without meaning anything about the job ("experience", "Kenntnisse").

/** English words that only hold a sentence together ("the", "whom", "without", "won't"). */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having how i if in into is it its ' +
    'just me more most my no nor not of on once only or other our ours out over own same she should so some such than that the their ' +
    'theirs them then there these they this those through to too under until up very was we were what when where which while who whom ' +
    'why will with would you your yours about above after again against all am any because before below between both during each few ' +
    'further he her here hers him his itself let may might must myself need needs off ourselves shall themselves yourself yourselves ' +
    'also even ever every much many one ones get gets got make makes made way ways thing things really actually still yet already ' +
    'instead rather like well cannot can’t isn’t don’t doesn’t won’t it’s that’s we’re they’re you’re i’m lot lots us new ' +
    'within without across around along among upon toward towards less often another himself'
  ).split(' '),
)

const POSTING_WORDS =
  'also etc e.g i.e within across per via able strong good excellent great ideal ideally plus least well experience experienced years year work working role team teams ability skills skill knowledge understanding including include includes required requirement requirements preferred new using use used erfahrung erfahrungen kenntnisse kenntnissen gute guten sehr idealerweise wünschenswert jahre jahren mehrjährige mehrjährigen sicherer sicheren fundierte fundierten ausgeprägte ausgeprägten'

const GERMAN_FUNCTION_WORDS: ReadonlySet<string> = new Set([...deu, 'gestern'].map((w) => w.toLowerCase()))

/** True for a German word that only holds a sentence together ("und", "Dass", "Viele", "heute"), in any case. */
export function isGermanFunctionWord(word: string): boolean {
  return GERMAN_FUNCTION_WORDS.has(word.toLowerCase())
}

const STOP_WORDS = new Set([...ENGLISH_FUNCTION_WORDS, ...GERMAN_FUNCTION_WORDS, ...POSTING_WORDS.split(' ')])

/** True for a word that carries no meaning for matching, in English or German. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase())
}
