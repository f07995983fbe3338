import { expect, test } from 'vitest'

import { isCurrentRole, MONTH_NAMES, monthIndexOf, readDateRange } from '#shared/text/dates.ts'

test('a duration runs to the present when it says so in any of the languages resumes use', () => {
  for (const current of [
    'May 2023 - Present',
    '03/2019 – heute',
    'since 2022',
    'seit 04/2019',
    '2020 -',
    'Jan 2019 to date',
    'ene. 2020 – actualidad',
    'settembre 2018 - oggi',
    'maart 2017 – heden',
    'Jan 2021 – Current (2 yrs)',
  ])
    expect(isCurrentRole(current), current).toBe(true)
  for (const past of ['2015 - 2016', 'October 2020 to March 2022', 'Present Inc. 2010 - 2012', '', '2019'])
    expect(isCurrentRole(past), past).toBe(false)
})

test('month names in seven languages, and words that only start like one are none', () => {
  expect(monthIndexOf('Okt.')).toBe(9)
  expect(monthIndexOf('März')).toBe(2)
  expect(monthIndexOf('juil.')).toBe(6)
  expect(monthIndexOf('Fevereiro')).toBe(1)
  expect(monthIndexOf('maart')).toBe(2)
  expect(monthIndexOf('gennaio')).toBe(0)
  expect(monthIndexOf('ene.')).toBe(0)
  expect(monthIndexOf('dic.')).toBe(11)
  for (const word of ['General', 'Outreach', 'Settle', 'Ottawa', 'Agora', 'Meister'])
    expect(monthIndexOf(word), word).toBe(-1)
})

test('"bis dato" runs to the present', () => {
  expect(isCurrentRole('04/2019 bis dato')).toBe(true)
})

test('"sinds", "vanaf" and "dal" open a range that runs on, as "since" does', () => {
  for (const open of ['sinds 2019', 'vanaf 03/2020', 'dal 2017']) expect(isCurrentRole(open), open).toBe(true)
  expect(isCurrentRole('Dalhousie 2017')).toBe(false)
})

const on = (year: number, month: number | null = null) => ({ year, month: month === null ? null : month - 1 })

test('a range is read to the month in every language and layout resumes use', () => {
  const ranges: [string, ReturnType<typeof on>, ReturnType<typeof on> | null][] = [
    ['2020-03 – 2022-11', on(2020, 3), on(2022, 11)],
    ['06/2017 – 02/2020', on(2017, 6), on(2020, 2)],
    ['03.2016 - 12.2018', on(2016, 3), on(2018, 12)],
    ['Jan. 2019 – Dec 2021', on(2019, 1), on(2021, 12)],
    ['September, 2018 – May, 2021', on(2018, 9), on(2021, 5)],
    ['März 2015 bis Dezember 2018', on(2015, 3), on(2018, 12)],
    ['février 2017 – août 2019', on(2017, 2), on(2019, 8)],
    ['juil. 2016 - déc. 2019', on(2016, 7), on(2019, 12)],
    ['septiembre 2015 a diciembre 2017', on(2015, 9), on(2017, 12)],
    ['gennaio 2018 - dicembre 2020', on(2018, 1), on(2020, 12)],
    ['maart 2015 tot juni 2018', on(2015, 3), on(2018, 6)],
    ['mrt. 2019 – okt. 2021', on(2019, 3), on(2021, 10)],
    ['outubro 2016 até fevereiro 2019', on(2016, 10), on(2019, 2)],
    ['2015-2016', on(2015), on(2016)],
  ]
  for (const [text, start, end] of ranges)
    expect(readDateRange(text), text).toEqual({ start, end, isCurrent: false, isRange: true })
})

test('a range that runs to the present says so, in every language resumes use', () => {
  for (const text of [
    '2019-09 to now',
    'März 2018 bis heute',
    'déc. 2019 - aujourd’hui',
    'enero 2018 – actualidad',
    'outubro 2020 – atual',
    '12/2020 - dato',
    'gennaio 2019 – ad oggi',
    'Sept. 2021 – Till Date',
    'Mei 2019 – heden',
  ])
    expect(readDateRange(text), text).toMatchObject({ end: null, isCurrent: true, isRange: true })
})

test('one date alone is no range, and text without a year has no dates', () => {
  expect(readDateRange('2019')).toEqual({ start: on(2019), end: null, isCurrent: false, isRange: false })
  expect(readDateRange('Engineering 2019')).toMatchObject({ start: on(2019) })
  expect(readDateRange('Jan 2019 – Mar')).toMatchObject({ end: null, isRange: true })
  expect(readDateRange('since forever')).toBeNull()
  expect(readDateRange('FY2019')).toBeNull()
})

test('every whole month name an imported resume is searched for is one the date reader reads as its month', () => {
  const whole = new RegExp(`^${MONTH_NAMES}$`, 'i')
  const named: [string, number][] = [
    ['January', 0],
    ['jän.', 0],
    ['Jänner', 0],
    ['enero', 0],
    ['gennaio', 0],
    ['januari', 0],
    ['févr.', 1],
    ['fevereiro', 1],
    ['März', 2],
    ['maart', 2],
    ['mrt.', 2],
    ['avril', 3],
    ['abr.', 3],
    ['Mai', 4],
    ['mei', 4],
    ['juin', 5],
    ['giugno', 5],
    ['juil.', 6],
    ['julho', 6],
    ['août', 7],
    ['augustus', 7],
    ['sept.', 8],
    ['setiembre', 8],
    ['set.', 8],
    ['Okt.', 9],
    ['outubro', 9],
    ['out.', 9],
    ['noviembre', 10],
    ['Dezember', 11],
    ['déc.', 11],
    ['dic.', 11],
  ]
  for (const [name, month] of named)
    expect([whole.test(name), monthIndexOf(name)], name).toEqual([true, month])
  for (const word of ['General', 'Outreach', 'Market']) expect(whole.test(word), word).toBe(false)
})
