import { expect, test } from 'vitest'

import {
  dollarCurrency,
  findSalary,
  formatSalary,
  parseAmount,
  salaryFromParts,
  placeDollar,
} from '#server/features/jobs/intake/salary.ts'

const format = (text: string) => {
  const found = findSalary(text)
  return found ? formatSalary(found) : null
}

test('ranges with symbols, codes, k suffixes and periods', () => {
  expect(format('The base salary range is $120,000 - $150,000 per year.')).toBe(
    'USD 120,000–150,000 per year',
  )
  expect(format('Pay: €65.000 – €80.000 brutto jährlich')).toBe('EUR 65,000–80,000 per year')
  expect(format('65.000 – 80.000 € brutto im Jahr')).toBe('EUR 65,000–80,000 per year')
  expect(format('Salary: $20K - $30K')).toBe('USD 20,000–30,000 per year')
  expect(format('$165,000.00/yr')).toBe('USD 165,000 per year')
  expect(format('£14.50 - £16 per hour')).toBe('GBP 14.5–16 per hour')
  expect(format('$34.62/hour')).toBe('USD 34.62 per hour')
  expect(format('A$130,000 – A$160,000')).toBe('AUD 130,000–160,000 per year')
  expect(format('CHF 9,000 per month')).toBe('CHF 9,000 per month')
  // What follows "plus" is on top of the pay; the amount before it is the pay.
  expect(format('Salary £75,000–£85,000 plus car allowance and bonus.')).toBe('GBP 75,000–85,000 per year')
})

test('equity is appended when the pay statement mentions it', () => {
  expect(format('Compensation: USD 120,000–150,000 per year plus equity.')).toBe(
    'USD 120,000–150,000 per year + equity',
  )
})

test('bonus percentages, funding, budgets and numbers without a currency are not pay', () => {
  expect(format('Eligible for a 15% annual bonus.')).toBeNull()
  expect(format('We are a $12B company and raised $40 million in Series B.')).toBeNull()
  expect(format('A $1,000 learning budget and a $500 home office stipend.')).toBeNull()
  expect(format('We have 120,000 customers in 40 countries.')).toBeNull()
  expect(format('A £2,000 car allowance.')).toBeNull()
})

test('European and US separators', () => {
  expect(parseAmount('65.000')).toBe(65000)
  expect(parseAmount('1.234.567,50')).toBe(1234567.5)
  expect(parseAmount('120,000.00')).toBe(120000)
  expect(parseAmount('65,5')).toBe(65.5)
  expect(parseAmount('72', 'k')).toBe(72000)
})

test('structured pay with strings and unit names', () => {
  expect(salaryFromParts({ currency: 'USD', min: '$227,500', max: '$300,000', unit: 'YEAR' })).toEqual({
    currency: 'USD',
    min: 227500,
    max: 300000,
    period: 'year',
  })
  expect(salaryFromParts({ currency: 'EUR', min: 0, max: 0 })).toBeNull()
  expect(salaryFromParts({ min: 50000 })).toBeNull()
})

test('a bare "$" follows the page: AUD on Australian sites, CAD on Canadian ones, else USD', () => {
  expect(dollarCurrency({ host: 'au.indeed.com' })).toBe('AUD')
  expect(dollarCurrency({ host: 'www.seek.com.au' })).toBe('AUD')
  expect(dollarCurrency({ lang: 'en-CA' })).toBe('CAD')
  expect(dollarCurrency({ locale: 'en_NZ' })).toBe('NZD')
  expect(dollarCurrency({ host: 'www.indeed.com', lang: 'en' })).toBeUndefined()
  const found = findSalary('$130,000 - $160,000 a year', { dollar: 'AUD' })
  expect(found && formatSalary(found)).toBe('AUD 130,000–160,000 per year')
  const explicit = findSalary('US$90,000 per year', { dollar: 'AUD' })
  expect(explicit?.currency).toBe('USD')
})

test('a bare dollar is read in the currency of the posting’s place', () => {
  expect(placeDollar('Parramatta NSW', '')).toBe('AUD')
  expect(placeDollar('Rockingham WA 6168', '')).toBe('AUD')
  // "WA" alone is Washington too: Australian only where the pay is "+ super".
  expect(placeDollar('Pilbara, WA (FIFO from Perth)', '$165,000 - $185,000 + super')).toBe('AUD')
  expect(placeDollar('Seattle, WA', '$165,000 - $185,000 plus equity')).toBeUndefined()
  expect(placeDollar('Toronto, ON', '')).toBe('CAD')
  expect(placeDollar('Columbus, OH (Hybrid)', '')).toBeUndefined()
})
