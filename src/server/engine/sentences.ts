// The one sentence splitter of the engine: the writers, the sentence ledger and the truthfulness
// guard must agree on where a sentence ends, or a guard that drops "sentences" cuts a name in half.

// Words written with a full stop that do not end a sentence ("Dr. August Oetker KG", "bzw. Hydraulik").
const ABBREVIATIONS = new Set(
  [
    // English titles, companies and Latin
    'dr mr mrs ms mx prof st sr jr rev gen col capt lt sgt hon',
    'inc ltd co corp bros dept est approx vs no nos fig vol ed eds',
    'e.g i.e cf al',
    // German
    'hr fr nr str ca bzw ggf inkl evtl zzgl dipl ing mag techn kfm rer nat oec päd med jur',
    // numbers written short ("2,9 Mio. Euro") and names ("LKH-Univ. Klinikum")
    'mio mrd tsd univ',
    'z.b u.a d.h s.o s.u o.ä u.ä z.t i.d.r usw',
    // months written short
    'jan feb mar apr jun jul aug sep sept oct okt nov dec dez',
  ]
    .join(' ')
    .split(' '),
)

// A sentence end: ".", "!", "?" or "…" (a closing quote or bracket may follow), then space, then
// what opens a sentence: a capital, a digit, a bullet or an opening quote or bracket.
const BOUNDARY = /[.!?…]["”’)]?\s+(?=["“„(•]?[\p{Lu}\d•])/gu

/**
 * The word right before a full stop at `end`, with its inner dots ("z.B", "e.g"); empty when it
 * is the tail of something longer ("example.com/x").
 */
function wordBefore(text: string, end: number): string {
  let start = end
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1]!)) start--
  // After a hyphen the word is the last part of a compound name ("LKH-Univ.").
  if (start > 0 && !/[\s(„“"-]/u.test(text[start - 1]!)) return ''
  return text.slice(start, end).replace(/^\.+/, '')
}

// A company's legal form closes its name, and usually the sentence too: "… at Severnside Build Ltd.
// At Severnside …" is two sentences; only another legal form goes on ("Samsung Co. Ltd.").
const LEGAL_FORMS = new Set(['inc', 'ltd', 'corp'])
const NEXT_LEGAL_FORM = /^\s+(?:ltd|inc|llc|plc|corp|co|gmbh|ag|kg|sa|s\.a|pty|pvt)\b/i

/** True when the full stop at `index` closes an abbreviation or an initial, not a sentence. */
function isAbbreviation(text: string, index: number): boolean {
  const word = wordBefore(text, index)
  if (word === '') return false
  // "J. Smith", "A.J. Billes", "z. B.", "u. a.": single letters with dots are initials or a split abbreviation.
  if (/^(?:\p{L}\.)*\p{L}$/u.test(word)) return true
  if (LEGAL_FORMS.has(word.toLowerCase())) return NEXT_LEGAL_FORM.test(text.slice(index + 1, index + 12))
  return ABBREVIATIONS.has(word.toLowerCase())
}

/**
 * Splits prose into sentences. Decimals, URLs, "e.g.", initials and titles such as "Dr." stay
 * inside their sentence; text with no sentence end comes back whole.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = []
  let from = 0
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index
    if (text[index] === '.' && isAbbreviation(text, index)) continue
    const stop = index + match[0].trimEnd().length
    out.push(text.slice(from, stop).trim())
    from = index + match[0].length
  }
  out.push(text.slice(from).trim())
  return out.filter(Boolean)
}
