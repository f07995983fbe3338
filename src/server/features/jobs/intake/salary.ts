// Pay as the posting states it, normalised to "EUR 65,000–80,000 per year". Never a bonus
// percentage, a funding round or a figure from another job's card: only amounts with a currency,
// and not when the words around them say they are something else.

export type Period = 'hour' | 'day' | 'week' | 'month' | 'year'
export type SalaryParts = {
  currency: string
  min: number
  max: number | null
  period: Period | null
  equity?: boolean
}

const SYMBOLS: [RegExp, string][] = [
  [/^(A\$|AU\$|AUD)$/i, 'AUD'],
  [/^(C\$|CA\$|CAD)$/i, 'CAD'],
  [/^(NZ\$|NZD)$/i, 'NZD'],
  [/^(HK\$|HKD)$/i, 'HKD'],
  [/^(S\$|SGD)$/i, 'SGD'],
  [/^(US\$|\$|USD)$/i, 'USD'],
  [/^(€|EUR|euros?)$/i, 'EUR'],
  [/^(£|GBP)$/i, 'GBP'],
  [/^(₹|INR|Rs\.?)$/i, 'INR'],
  [/^(¥|JPY)$/i, 'JPY'],
  [/^(CHF|Fr\.)$/i, 'CHF'],
]
const CODES = 'USD|EUR|GBP|CHF|CAD|AUD|NZD|INR|JPY|SEK|NOK|DKK|PLN|SGD|HKD|CZK|BRL|MXN|ZAR'
const CURRENCY = `(?:A\\$|AU\\$|C\\$|CA\\$|NZ\\$|HK\\$|S\\$|US\\$|\\$|€|£|₹|¥|${CODES}|Rs\\.?|euros?)`
const NUMBER = `\\d{1,3}(?:[.,'\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?`
const AMOUNT = `(${NUMBER})\\s?([kK]|[mM](?![a-z]))?`
const SEP = `\\s*(?:-|–|—|to|bis|and|up to)\\s*`
const PERIOD =
  /^\s*(?:\/\s*|per\s+|an?\s+|a\s+|pro\s+)?(hours?|hr|h|hourly|stunde|std\.?|days?|daily|tag|weeks?|weekly|woche|months?|mo|monthly|monat|monatlich|years?|yr|annum|annually|annual|jahr|jährlich|p\.\s?a\.?|pa)\b/i

const SALARY = new RegExp(
  `(${CURRENCY})\\s?${AMOUNT}(?:${SEP}(${CURRENCY})?\\s?${AMOUNT}(?:\\s?(${CURRENCY}))?)?|${AMOUNT}(?:${SEP}${AMOUNT})?\\s?(${CURRENCY})`,
  'gi',
)

function currencyCode(symbol: string | undefined): string | null {
  if (!symbol) return null
  const trimmed = symbol.trim()
  for (const [pattern, code] of SYMBOLS) if (pattern.test(trimmed)) return code
  return new RegExp(`^(${CODES})$`, 'i').test(trimmed) ? trimmed.toUpperCase() : null
}

const DOLLAR_COUNTRIES: Record<string, string> = { au: 'AUD', ca: 'CAD', nz: 'NZD', sg: 'SGD', hk: 'HKD' }

/** The currency a bare "$" stands for, from the page language ("en-AU"), og:locale or the host (au.indeed.com, .com.au). */
export function dollarCurrency(hints: { lang?: string; locale?: string; host?: string }): string | undefined {
  const region =
    /[-_]([a-z]{2})$/i.exec(hints.lang ?? '')?.[1] ?? /[-_]([a-z]{2})$/i.exec(hints.locale ?? '')?.[1]
  const host = (hints.host ?? '').toLowerCase()
  const fromHost = /\.([a-z]{2})$/.exec(host)?.[1] ?? /^([a-z]{2})\./.exec(host)?.[1]
  for (const code of [region, fromHost])
    if (code && DOLLAR_COUNTRIES[code.toLowerCase()]) return DOLLAR_COUNTRIES[code.toLowerCase()]
  return undefined
}

// Where the posting's place says which dollar it pays in: an Australian state ("Parramatta NSW", "WA 6000"
// with its four-digit postcode, or "WA" in a posting that pays "+ super"), a Canadian province, the country.
const PLACE_DOLLARS: [RegExp, string][] = [
  [/\b(?:[Aa]ustralia|NSW|VIC|QLD|TAS|ACT)\b|\b(?:WA|SA|NT)\s+\d{4}\b/, 'AUD'],
  [/\b(?:[Cc]anada|ON|BC|AB|QC|MB|SK|NS|NB|NL|PEI)\b/, 'CAD'],
  [/\bnew zealand\b/i, 'NZD'],
  [/\bsingapore\b/i, 'SGD'],
  [/\bhong kong\b/i, 'HKD'],
]

/** The currency a bare "$" stands for, from the posting's place and, for "WA" or "SA", its pay in "super". */
export function placeDollar(location: string, text: string): string | undefined {
  const found = PLACE_DOLLARS.find(([pattern]) => pattern.test(location))?.[1]
  if (found) return found
  return /\b(?:WA|SA|NT)\b/.test(location) && /\+\s*super\b|\bsuperannuation\b/i.test(text)
    ? 'AUD'
    : undefined
}

/** "65.000" and "65,000" are thousands; "65,5" and "65.5" are decimals. */
export function parseAmount(raw: string, suffix?: string): number {
  const text = raw.replace(/[\u00a0\u202f' ]/g, '')
  let value: number
  if (/^\d{1,3}([.,]\d{3})+([.,]\d{1,2})?$/.test(text)) {
    const decimal = /[.,]\d{1,2}$/.exec(text)
    const whole = decimal ? text.slice(0, decimal.index) : text
    value = Number(whole.replace(/[.,]/g, '')) + (decimal ? Number(`0.${decimal[0].slice(1)}`) : 0)
  } else value = Number(text.replace(',', '.'))
  if (suffix && /k/i.test(suffix)) value *= 1000
  if (suffix && /m/i.test(suffix)) value *= 1_000_000
  return value
}

function periodOf(word: string | undefined): Period | null {
  if (!word) return null
  const w = word.toLowerCase()
  if (/^(hours?|hr|h|hourly|stunde|std)/.test(w)) return 'hour'
  if (/^(days?|daily|tag)/.test(w)) return 'day'
  if (/^(weeks?|weekly|woche)/.test(w)) return 'week'
  if (/^(months?|mo|monthly|monat)/.test(w)) return 'month'
  return 'year'
}

// JobSpy's rule: small figures are hourly, middling ones monthly, large ones yearly.
function inferPeriod(min: number, hasK: boolean): Period {
  if (hasK) return 'year'
  if (min < 350) return 'hour'
  if (min < 20_000) return 'month'
  return 'year'
}

// "£75,000 plus car allowance": what follows "plus" is extra, the amount itself is the pay.
const NOT_PAY_AFTER =
  /^\s*(?!plus\b)(?:[a-z]+\s){0,3}(bonus|signing|sign-on|stipend|relocation|referral|budget|allowance|reimburse|funding|raised|in funding|valuation|revenue|arr\b|users|customers|per cent|percent|learning|equity grant|401)/i
const NOT_PAY_BEFORE =
  /(raised|funding|valuation|revenue|series [a-e]|worth|budget of|stipend|bonus of|allowance|reimburs|learning|donat|fund|grant|investment|invested|backed|saved|generat(ed|ing)|manag(e|ing))\s*(of\s*)?$/i

/** The first pay statement in the text, or null. */
export type FindSalaryOptions = {
  /** What a bare "$" means on this page (AUD on au.indeed.com, CAD on .ca sites); USD by default. */
  dollar?: string
}

export function findSalary(text: string, options: FindSalaryOptions = {}): SalaryParts | null {
  for (const match of text.matchAll(SALARY)) {
    const [whole, cur1, a1, s1, cur2, a2, s2, cur3, b1, bs1, b2, bs2, cur4] = match
    const index = match.index
    const before = text.slice(Math.max(0, index - 40), index)
    const after = text.slice(index + whole.length, index + whole.length + 60)
    if (/^\s*%/.test(after) || /^\s*(million|billion|mio|mrd|bn|b|mm|tn|trillion)\b/i.test(after)) continue
    if (NOT_PAY_AFTER.test(after) || NOT_PAY_BEFORE.test(before)) continue
    const symbol = cur1 ?? cur2 ?? cur3 ?? cur4
    const currency = symbol?.trim() === '$' && options.dollar ? options.dollar : currencyCode(symbol)
    const firstRaw = a1 ?? b1
    if (!currency || !firstRaw) continue
    const secondRaw = a2 ?? b2
    const firstSuffix = s1 ?? bs1
    const secondSuffix = s2 ?? bs2 ?? (secondRaw ? undefined : undefined)
    let min = parseAmount(firstRaw, firstSuffix ?? secondSuffix)
    let max = secondRaw ? parseAmount(secondRaw, secondSuffix ?? firstSuffix) : null
    if (/m/i.test(firstSuffix ?? '') || /m/i.test(secondSuffix ?? '')) continue
    if (max !== null && max < min) [min, max] = [max, min]
    if (!(min >= 7) || min > 5_000_000) continue
    const explicit = PERIOD.exec(after)
    const period = explicit
      ? periodOf(explicit[1])
      : /\b(per year|annual|annually|yearly|p\.a\.|jährlich|per annum)\b/i.test(before)
        ? 'year'
        : inferPeriod(min, /k/i.test(`${firstSuffix ?? ''}${secondSuffix ?? ''}`))
    const context = text.slice(Math.max(0, index - 80), index + whole.length + 80)
    return { currency, min, max, period, equity: /\bequity\b|\bstock options?\b|\bRSUs?\b/i.test(context) }
  }
  return null
}

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: value % 1 === 0 ? 0 : 2 })
}

/** "EUR 65,000–80,000 per year" (+ " + equity" when the posting says so). */
export function formatSalary(parts: SalaryParts): string {
  const range =
    parts.max !== null && parts.max !== parts.min
      ? `${formatNumber(parts.min)}–${formatNumber(parts.max)}`
      : formatNumber(parts.min)
  const period = parts.period ? ` per ${parts.period}` : ''
  return `${parts.currency} ${range}${period}${parts.equity ? ' + equity' : ''}`
}

/** Structured pay (JSON-LD baseSalary, ATS pay ranges) with numbers that may arrive as strings. */
export function salaryFromParts(input: {
  currency?: unknown
  min?: unknown
  max?: unknown
  unit?: unknown
}): SalaryParts | null {
  const toNumber = (v: unknown): number | null => {
    if (typeof v === 'number' && Number.isFinite(v)) return v
    if (typeof v === 'string') {
      const m = /(\d[\d.,'\s]*)\s*([kK])?/.exec(v)
      return m?.[1] ? parseAmount(m[1].trim(), m[2]) : null
    }
    return null
  }
  // "65000-80000" in one field is a range.
  if (typeof input.min === 'string' && input.max === undefined && /\d\s*[-–]\s*\d/.test(input.min)) {
    const found = findSalary(`${typeof input.currency === 'string' ? input.currency : ''} ${input.min}`)
    if (found)
      return {
        ...found,
        period:
          typeof input.unit === 'string' && input.unit
            ? periodOf(input.unit.replace(/^per[_\s-]?/i, ''))
            : found.period,
        equity: undefined,
      }
  }
  let min = toNumber(input.min)
  let max = toNumber(input.max)
  if (min === null && max === null) return null
  if (min === null || min === 0) [min, max] = [max as number, null]
  if (!min || min <= 0) return null
  const symbol =
    typeof input.currency === 'string'
      ? input.currency
      : typeof input.min === 'string'
        ? /[$€£₹¥]/.exec(input.min)?.[0]
        : undefined
  const currency =
    currencyCode(symbol) ??
    (typeof input.currency === 'string' && /^[A-Z]{3}$/.test(input.currency) ? input.currency : null)
  if (!currency) return null
  const unit = typeof input.unit === 'string' ? input.unit : ''
  const period = unit ? periodOf(unit.replace(/^per[_\s-]?/i, '')) : inferPeriod(min, false)
  return { currency, min, max: max !== null && max !== min ? max : null, period }
}
