import { expect, test } from 'vitest'

import { isCurrentRole, monthIndexOf } from '#shared/text/dates.ts'

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
