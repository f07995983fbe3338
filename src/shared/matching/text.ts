// Tokenising and light stemming shared by the match score and the local engine. Deliberately small
// and deterministic: the same words always give the same tokens on server and client.

const STOPWORDS = new Set(
  'a an and are as at be been being but by can could did do does for from had has have having he her his how i if in into is it its itself just may me more most must my no nor not of on or our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours also etc e.g i.e within across per via able strong good excellent great ideal ideally plus least well experience experienced years year work working role team teams ability skills skill knowledge understanding including include includes required requirement requirements preferred new using use used'.split(
    ' ',
  ),
)

/** Porter-style suffix stripping, enough to join "managed/managing/management" and "systems/system". */
export function stem(word: string): string {
  let w = word
  if (w.length <= 3) return w
  for (const [suffix, replacement] of [
    ['ational', 'ate'],
    ['ization', 'ize'],
    ['isation', 'ize'],
    ['fulness', 'ful'],
    ['ousness', 'ous'],
    ['iveness', 'ive'],
    ['ements', ''],
    ['ement', ''],
    ['ments', ''],
    ['ment', ''],
    ['ings', ''],
    ['ing', ''],
    ['ies', 'y'],
    ['ied', 'y'],
    ['ers', ''],
    ['er', ''],
    ['ed', ''],
    ['ly', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, w.length - suffix.length) + replacement
      break
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1)
  return w
}

/** Lower-cased word tokens, stop words removed, stemmed. Keeps tech tokens such as c++, c#, s/4hana, .net. */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9äöüßéèàçñ][a-z0-9äöüßéèàçñ+#./&-]*[a-z0-9+#]|[a-z0-9]/g) ?? []
  const tokens: string[] = []
  for (const raw of words) {
    const word = raw.replace(/[.-]+$/, '')
    if (word.length < 2 && !/^[a-z0-9]$/.test(word)) continue
    if (STOPWORDS.has(word)) continue
    if (/^\d+$/.test(word)) continue
    tokens.push(/[+#/]/.test(word) ? word : stem(word))
  }
  return tokens
}

/** Distinct tokens of a text. */
export function tokenSet(text: string): Set<string> {
  return new Set(tokenize(text))
}
