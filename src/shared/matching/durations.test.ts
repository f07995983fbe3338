import { expect, test } from 'vitest'

import { careerOrder, endedBefore, parseDuration, yearsOfExperience } from '#shared/matching/durations.ts'

const NOW = new Date(2026, 10, 15)
const months = (year: number, month: number) => year * 12 + month - 1

test('English, German and French ranges are read to the month', () => {
  expect(parseDuration('October 2020 - Present', NOW)).toEqual({
    startMonths: months(2020, 10),
    endMonths: months(2026, 11),
    isCurrent: true,
  })
  expect(parseDuration('October 2020 to March 2022', NOW)).toMatchObject({
    startMonths: months(2020, 10),
    endMonths: months(2022, 3),
  })
  expect(parseDuration('März 2015 bis Dezember 2018', NOW)).toMatchObject({
    startMonths: months(2015, 3),
    endMonths: months(2018, 12),
  })
  expect(parseDuration('Okt. 2019 – heute', NOW)).toMatchObject({
    startMonths: months(2019, 10),
    isCurrent: true,
  })
  expect(parseDuration('juil. 2016 - déc. 2019', NOW)).toMatchObject({
    startMonths: months(2016, 7),
    endMonths: months(2019, 12),
  })
  expect(parseDuration('06/2017 – 02/2020', NOW)).toMatchObject({
    startMonths: months(2017, 6),
    endMonths: months(2020, 2),
  })
})

test('"seit" and "since" run to today', () => {
  expect(parseDuration('seit 04/2019', NOW)).toMatchObject({ startMonths: months(2019, 4), isCurrent: true })
  expect(parseDuration('Since 2021', NOW)).toMatchObject({ isCurrent: true, endMonths: months(2026, 11) })
})

test('years across positions count overlapping months once', () => {
  expect(yearsOfExperience(['October 2020 - Present', 'September 2018 - September 2020'], NOW)).toBe(8)
  // A bare year is read as its January, never as more than the text says: 2015 to 2017 is two years.
  expect(yearsOfExperience(['2015 - 2016', '2016 - 2017'], NOW)).toBe(2)
  expect(yearsOfExperience(['no dates here'], NOW)).toBe(0)
})

test('a range written with the French, Spanish or Dutch word for "to" is read', () => {
  const spanish = parseDuration('2012 a 2016', NOW)!
  expect(spanish.isCurrent).toBe(false)
  expect(spanish.endMonths - spanish.startMonths).toBeGreaterThanOrEqual(4 * 12)
  expect(parseDuration('2016 à aujourd’hui', NOW)).toMatchObject({
    endMonths: months(2026, 11),
    isCurrent: true,
  })
  expect(parseDuration('maart 2015 tot juni 2018', NOW)).toMatchObject({
    startMonths: months(2015, 3),
    endMonths: months(2018, 6),
  })
})

test('a Danish, Swedish or Dutch "nu" and a Polish "obecnie" end a range at the present', () => {
  expect(parseDuration('2018 – nu', NOW)).toMatchObject({ endMonths: months(2026, 11), isCurrent: true })
  expect(parseDuration('2020 – obecnie', NOW)!.isCurrent).toBe(true)
})

test('positions are told newest first whatever order the profile lists them in', () => {
  const volunteer = { id: 'v', duration: 'Jun 2023 – Dec 2023' }
  const teacher = { id: 't', duration: 'Aug 2018 – Present' }
  const student = { id: 's', duration: 'Jan 2018 – May 2018' }
  expect(careerOrder([student, volunteer, teacher], NOW).map((p) => p.id)).toEqual(['t', 'v', 's'])
  // An undated position leaves the person's own order as the only evidence of the sequence.
  const undated = { id: 'u', duration: '' }
  expect(careerOrder([student, undated, teacher], NOW).map((p) => p.id)).toEqual(['s', 'u', 't'])
  expect(endedBefore(student.duration, teacher.duration, NOW)).toBe(true)
  expect(endedBefore(volunteer.duration, teacher.duration, NOW)).toBe(false)
})

test('ISO year-months are read to the month, as the JSON Resume export reads them', () => {
  expect(parseDuration('2020-03 – 2022-11', NOW)).toMatchObject({
    startMonths: months(2020, 3),
    endMonths: months(2022, 11),
  })
  expect(parseDuration('2019-09 to now', NOW)).toMatchObject({
    startMonths: months(2019, 9),
    isCurrent: true,
  })
})
