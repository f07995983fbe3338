import { isSpokenLanguageName } from '#shared/text/spoken-language-names.ts'

// The languages a posting asks for and a profile speaks, by their English and German names: the
// first pattern finds the ask in a posting's words, the second the language in a profile's list.

export const LANGUAGES: [RegExp, RegExp][] = [
  [/\b(english|englisch\w*)\b/i, /\b(english|englisch)\b/],
  [/\b(german|deutsch\w*)\b/i, /\b(german|deutsch)\b/],
  [/\b(french|französisch\w*)\b/i, /\b(french|französisch|français)\b/],
  [/\b(spanish|spanisch\w*)\b/i, /\b(spanish|spanisch|español)\b/],
  [/\b(italian|italienisch\w*)\b/i, /\b(italian|italienisch|italiano)\b/],
  [/\b(dutch|niederländisch\w*)\b/i, /\b(dutch|niederländisch|nederlands)\b/],
  [/\b(polish|polnisch\w*)\b/i, /\b(polish|polnisch|polski)\b/],
  [/\b(portuguese|portugiesisch\w*)\b/i, /\b(portuguese|portugiesisch|português)\b/],
  [/\b(turkish|türkisch\w*)\b/i, /\b(turkish|türkisch|türkçe)\b/],
  [/\b(arabic|arabisch\w*)\b/i, /\b(arabic|arabisch)\b/],
  [/\b(russian|russisch\w*)\b/i, /\b(russian|russisch)\b/],
  [/\b(welsh|walisisch\w*)\b/i, /\b(welsh|walisisch|cymraeg)\b/],
  [/\b(mandarin|chinese|chinesisch\w*)\b/i, /\b(mandarin|chinese|chinesisch)\b/],
]

/**
 * True when a skill is a spoken language ("Spanish", "Spanish (fluent)", "Business English", "English/German"), by
 * the one list of spoken-language names the importer reads too.
 */
export function namesLanguage(skill: string): boolean {
  const core = skill
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\b(?:business|fluent|native|conversational|basic|advanced|good)\b/gi, '')
    .trim()
    .toLowerCase()
  return !/\s/.test(core) && core.split(/[^\p{L}\p{M}\d_]+/u).some(isSpokenLanguageName)
}

/** Words that say a line asks for a language ("fluent German", "Englischkenntnisse"). */
export const LANGUAGE_ASK =
  /\b(fluent|fluency|language|native|business|bilingual|multilingual|zweisprachig\w*|sprach\w*|kenntnisse|englischkenntnisse|deutschkenntnisse|verhandlungssicher|fließend|speak|written and spoken)\b/i

// A language named alone in a clause of a requirement ("French or German is an advantage",
// "Englisch von Vorteil"): the name, capitalised, then a joiner, the verb that says it is wanted or
// the clause's end; "German market knowledge" names a market, not a language.
const NAME =
  /(?<![\p{L}-])(English|German|French|Spanish|Italian|Dutch|Polish|Portuguese|Turkish|Arabic|Russian|Welsh|Mandarin|Englisch|Deutsch|Französisch|Spanisch|Italienisch|Niederländisch|Polnisch|Portugiesisch|Türkisch|Arabisch|Russisch)(?=\s*(?:$|[,;.)]|\s(?:or|and|is|are|would|oder|und|ist|sind|von|wünschenswert)\b))/gu

// Any word before the same clause ends, or before a bracket ("Spanish (testing required)", "Irish
// (Gaeilge)"); "isiXhosa" opens in lower case.
const ANY_NAME =
  /(?<![\p{L}-])(\p{Lu}\p{L}+|\p{Ll}{2,3}\p{Lu}\p{L}+)(?=\s*(?:$|[,;.)]|\s\(|\s(?:or|and|is|are|would|oder|und|ist|sind|von|wünschenswert)\b))/gu

// A clause of one name and the words that say it is wanted ("Punjabi an asset", "Hindi is a plus").
const WANTED_ALONE =
  /^\s*(\p{Lu}\p{L}+)(?:\s\([^()]{1,30}\))?\s(?:(?:is|would be)\s)?(?:an?\s)?(?:asset|plus|advantage|bonus|desirable|preferred|required|essential|beneficial)\b/u

/**
 * The languages a requirement line asks for, in its own words: the common ones by name, any other
 * spoken language where the line says it asks for one ("fluent", "bilingual") or names it beside
 * another ("English, Marathi and Hindi", "Afrikaans or isiXhosa"); alone, "Irish" may be a
 * nationality ("Irish and UK payroll").
 */
export function askedLanguages(line: string): string[] {
  const common = new Set([...line.matchAll(NAME)].map((m) => m[1]!))
  const alone = WANTED_ALONE.exec(line)?.[1]
  const named = [...line.matchAll(ANY_NAME)].map((m) => m[1]!).filter((w) => isSpokenLanguageName(w))
  if (alone && isSpokenLanguageName(alone) && !named.includes(alone)) named.push(alone)
  const isAsked = LANGUAGE_ASK.test(line) || named.length >= 2 || alone !== undefined
  return [...new Set([...common, ...named.filter((w) => common.has(w) || isAsked)])]
}

// "Hindi (conversational)", "French (basic)", "Spanish – A2", "Grundkenntnisse": a level below working use.
const BELOW_WORKING_LEVEL =
  /\b(?:basic|beginner|elementary|conversational|intermediate|limited|some|school|learning|a1|a2|b1|grundkenntnisse|grundlagen|anfänger\w*|basiskenntnisse)\b/i

/**
 * The person's languages at a level they can work in ("English (native)" -> "English", "Tamil (fluent)"
 * -> "Tamil"); a language known at a lower level ("Hindi (conversational)") is left out, so that "I work in
 * …" claims nothing more than the profile says.
 */
export function workingLanguages(languages: readonly string[]): string[] {
  return languages
    .map((l) => l.trim())
    .filter((l) => l && !BELOW_WORKING_LEVEL.test(l))
    .map((l) =>
      l
        .replace(
          /\s*[(–—-]\s*(?:native(?: or bilingual)?(?: proficiency)?|mother tongue|first language|fluent|bilingual|(?:full )?professional(?: (?:working )?proficiency)?|working proficiency|business|c1|c2|b2)\s*\)?$/i,
          '',
        )
        .trim(),
    )
}
