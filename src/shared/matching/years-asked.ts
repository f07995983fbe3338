import { countOf } from '#shared/text/number-words.ts'

// The years of experience a requirement line asks for: the one reader for the match's "N+ years of
// experience" item and for the years a requirement line is judged by.

const STATED =
  /(?<![\p{L}\d])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|ein|einem|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)\s?(?:\+\s?)?(?:(?:-|–|to|bis)\s?\d{1,2}\s?)?(?:\+\s?)?(?:years?|yrs|jahre|jahren|jahr)(?![\p{L}])/iu

// "Significant post-registration experience", "several years in retail", "mehrjährige Berufserfahrung":
// an amount named without a number, read as the least it can mean.
const UNSTATED: readonly [RegExp, number][] = [
  [/\b(?:langjährige[nmrs]?|many years|long-standing|extensive|considerable|substantial|significant)\b/i, 3],
  [/\b(?:mehrjährige[nmrs]?|several years|a number of years|a few years)\b/i, 2],
]
/** Every way a line asks for time, stated or not: what is no part of the line's topic. */
export const TIME_ASKED = new RegExp(
  `${STATED.source}|${UNSTATED.map(([pattern]) => pattern.source).join('|')}`,
  'giu',
)

const EXPERIENCE = /\b(?:experience|track record|background|(?:\p{L}*erfahrung(?:en)?)|years?|jahre)\b/iu

/** The years a line states ("3+ years", "five years'", "drei Jahre"; a range its lower end, "2 to 4 years"); 0 when it states none. */
export function yearsStated(line: string): number {
  const count = STATED.exec(line)?.[1]
  const years = count ? countOf(count) : 0
  return years < 40 ? years : 0
}

/**
 * The years a requirement line asks for: those it states, else the least an amount without a number
 * means ("significant experience" 3, "mehrjährige Berufserfahrung" 2); 0 when it asks for no time.
 */
export function yearsAsked(line: string): number {
  const stated = yearsStated(line)
  if (stated > 0) return stated
  if (!EXPERIENCE.test(line)) return 0
  return UNSTATED.find(([pattern]) => pattern.test(line))?.[1] ?? 0
}
