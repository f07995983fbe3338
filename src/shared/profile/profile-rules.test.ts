import { expect, test } from 'vitest'

import { generateDraftId, slugifyName } from '#shared/profile/draft-id.ts'
import { extractBook, extractQuestionnaire } from '#shared/profile/extract-questionnaire.ts'
import { HEALTH_LOW_MESSAGE, HEALTH_READY_MESSAGE, computeProfileHealth } from '#shared/profile/profile-health.ts'
import { blankProfileSections } from '#shared/profile/profile.schema.ts'
import { degreeBadge, workBadge } from '#shared/profile/work-badge.ts'

test('profile health counts the four requirements and maps them to status and message', () => {
  const profile = blankProfileSections()
  expect(computeProfileHealth(profile)).toMatchObject({ percent: 0, status: 'incomplete', message: HEALTH_LOW_MESSAGE })
  profile.personalInfo = { ...profile.personalInfo, fullName: 'Jo', email: 'jo@example.com', currentRole: 'Analyst' }
  profile.workExperience.experiences.push({ id: 'w', company: 'A', role: 'B', duration: '', description: '', achievements: [] })
  expect(computeProfileHealth(profile)).toMatchObject({ percent: 50, status: 'fair' })
  profile.personalInfo.summary = 'x'.repeat(50)
  expect(computeProfileHealth(profile).percent).toBe(50)
  profile.personalInfo.summary = 'x'.repeat(51)
  expect(computeProfileHealth(profile)).toMatchObject({ percent: 75, status: 'good' })
  profile.education.degrees.push({ id: 'e', institution: 'U', degree: 'BSc', field: '', year: '', achievements: '' })
  const full = computeProfileHealth(profile)
  expect(full).toMatchObject({ percent: 100, status: 'complete', message: HEALTH_READY_MESSAGE })
  expect(full.requirements.map((r) => r.label)).toEqual(['Basic Info', 'Work Experience', 'Skills & Summary', 'Education'])
  profile.personalInfo.email = '  '
  expect(computeProfileHealth(profile).requirements[0]?.met).toBe(false)
})

test('the work badge is Current only when the duration runs to the present', () => {
  for (const current of ['May 2023 - Present', '2021 – today', 'since 2022', '2020 -', 'Jan 2020 to now', '03/2019 - heute', 'March 2020 - Current']) expect(workBadge(current), current).toBe('Current')
  for (const previous of ['June 2017 - February 2020', '2015-2016', '', 'Present Solutions GmbH 2010 - 2012']) expect(workBadge(previous), previous).toBe('Previous')
})

test('degree badges follow the degree text', () => {
  expect(degreeBadge('Master of Science')).toBe('Graduate')
  expect(degreeBadge('PhD/Doctorate')).toBe('Graduate')
  expect(degreeBadge('Certificate: SAP Certified Application Associate')).toBe('Certification')
  expect(degreeBadge("Bachelor's")).toBe('Undergraduate')
})

test('draft ids are URL-safe and follow the typed name', () => {
  expect(generateDraftId('Jöhn  O’Neil', 'ab12')).toBe('draft-john-o-neil-ab12')
  expect(generateDraftId('', 'ab12')).toMatch(/^draft-[a-z0-9]+-ab12$/)
  expect(slugifyName('!!!')).toBe('')
})

test('questionnaire extraction keeps at most 5 hobbies, 4 strengths and 5 traits, all from the answers', () => {
  const result = extractQuestionnaire({
    hobbies: 'I love swimming, running marathons, chess, baking bread, sailing, yoga and rock climbing.',
    workStyle:
      'I plan carefully, analyse the data, communicate with stakeholders, solve problems, pay attention to detail and work as a team; curious, reliable, decisive, empathetic and results driven. "Deep Work" by Cal Newport taught me to protect focus time.',
  })
  expect(result.hobbies.map((h) => h.name)).toEqual(['Open Water Swimming', 'Long-distance Running', 'Chess', 'Cooking', 'Sailing'])
  expect(result.strengths).toHaveLength(4)
  expect(result.strengths[0]).toBe('Planning and organisation')
  expect(result.traits.length).toBe(5)
  expect(result.book).toEqual({ title: 'Deep Work', author: 'Cal Newport', impact: '"Deep Work" by Cal Newport taught me to protect focus time.' })
})

test('unknown hobbies typed as a list are kept in the person’s words; nothing is invented for empty answers', () => {
  const result = extractQuestionnaire({ hobbies: 'Beekeeping, pottery and chess', workStyle: 'Quiet mornings.' })
  expect(result.hobbies.map((h) => h.name)).toEqual(['Chess', 'Beekeeping', 'Pottery'])
  expect(result.book).toBeNull()
  expect(extractQuestionnaire({ hobbies: ' ', workStyle: ' ' })).toMatchObject({ hobbies: [], strengths: [], traits: [], book: null })
  expect(extractBook('The Lean Startup by Eric Ries changed how I test ideas.')).toMatchObject({ title: 'The Lean Startup', author: 'Eric Ries' })
})
