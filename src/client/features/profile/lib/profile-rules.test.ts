import { expect, test } from 'vitest'

import { generateDraftId, slugifyName } from '#client/features/profile/lib/draft-id.ts'
import { extractBook, extractQuestionnaire } from '#client/features/profile/lib/extract-questionnaire.ts'
import {
  HEALTH_LOW_MESSAGE,
  HEALTH_READY_MESSAGE,
  computeProfileHealth,
} from '#client/features/profile/lib/profile-health.ts'
import { applyImportedData, applyQuestionnaire } from '#client/features/profile/lib/apply-profile-data.ts'
import { blankProfileSections } from '#shared/profile/profile.schema.ts'
import { degreeBadge, workBadge } from '#client/features/profile/lib/work-badge.ts'

test('profile health counts the four requirements and maps them to status and message', () => {
  const profile = blankProfileSections()
  expect(computeProfileHealth(profile)).toMatchObject({
    percent: 0,
    status: 'incomplete',
    message: HEALTH_LOW_MESSAGE,
  })
  profile.personalInfo = {
    ...profile.personalInfo,
    fullName: 'Jo',
    email: 'jo@example.com',
    currentRole: 'Analyst',
  }
  profile.workExperience.experiences.push({
    id: 'w',
    company: 'A',
    role: 'B',
    duration: '',
    description: '',
    achievements: [],
  })
  expect(computeProfileHealth(profile)).toMatchObject({ percent: 50, status: 'fair' })
  profile.personalInfo.summary = 'x'.repeat(50)
  expect(computeProfileHealth(profile).percent).toBe(50)
  profile.personalInfo.summary = 'x'.repeat(51)
  expect(computeProfileHealth(profile)).toMatchObject({ percent: 75, status: 'good' })
  profile.education.degrees.push({
    id: 'e',
    institution: 'U',
    degree: 'BSc',
    field: '',
    year: '',
    achievements: '',
  })
  const full = computeProfileHealth(profile)
  expect(full).toMatchObject({ percent: 100, status: 'complete', message: HEALTH_READY_MESSAGE })
  expect(full.requirements.map((r) => r.label)).toEqual([
    'Basic Info',
    'Work Experience',
    'Skills & Summary',
    'Education',
  ])
  profile.personalInfo.email = '  '
  expect(computeProfileHealth(profile).requirements[0]?.met).toBe(false)
})

test('the work badge is Current only when the duration runs to the present', () => {
  for (const current of [
    'May 2023 - Present',
    '2021 – today',
    'since 2022',
    '2020 -',
    'Jan 2020 to now',
    '03/2019 - heute',
    'March 2020 - Current',
  ])
    expect(workBadge(current), current).toBe('Current')
  for (const previous of ['June 2017 - February 2020', '2015-2016', '', 'Present Solutions GmbH 2010 - 2012'])
    expect(workBadge(previous), previous).toBe('Previous')
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
  expect(result.hobbies.map((h) => h.name)).toEqual([
    'Open Water Swimming',
    'Long-distance Running',
    'Chess',
    'Cooking',
    'Sailing',
  ])
  expect(result.strengths).toHaveLength(4)
  expect(result.strengths[0]).toBe('Planning and organisation')
  expect(result.traits.length).toBe(5)
  expect(result.book).toEqual({
    title: 'Deep Work',
    author: 'Cal Newport',
    impact: '"Deep Work" by Cal Newport taught me to protect focus time.',
  })
})

test('unknown hobbies typed as a list are kept in the person’s words; nothing is invented for empty answers', () => {
  const result = extractQuestionnaire({
    hobbies: 'Beekeeping, pottery and chess',
    workStyle: 'Quiet mornings.',
  })
  expect(result.hobbies.map((h) => h.name)).toEqual(['Chess', 'Beekeeping', 'Pottery'])
  expect(result.book).toBeNull()
  expect(extractQuestionnaire({ hobbies: ' ', workStyle: ' ' })).toMatchObject({
    hobbies: [],
    strengths: [],
    traits: [],
    book: null,
  })
  expect(extractBook('The Lean Startup by Eric Ries changed how I test ideas.')).toMatchObject({
    title: 'The Lean Startup',
    author: 'Eric Ries',
  })
})

test('the questionnaire result is merged without duplicates and keeps at most 3 selected traits', () => {
  const sections = blankProfileSections()
  sections.personalExperiences.hobbies = [
    {
      name: 'Chess',
      category: 'Strategy & Games',
      description: '',
      proficiencyLevel: 'advanced',
      achievement: '',
      selected: false,
    },
  ]
  sections.personalityTraits.selectedTraits = ['Analytical', 'Reliable']
  const applied = applyQuestionnaire(sections, {
    hobbies: [
      { name: 'chess', category: 'Strategy & Games' },
      { name: 'Sailing', category: 'Outdoors' },
    ],
    strengths: ['Teamwork'],
    traits: ['Curious', 'Analytical', 'Decisive'],
    book: { title: 'Deep Work', author: 'Cal Newport', impact: 'Protect focus time.' },
    workStyle: 'Mornings for deep work.',
  })
  expect(applied.personalExperiences.hobbies).toEqual([
    expect.objectContaining({ name: 'Chess', proficiencyLevel: 'advanced', selected: true }),
    expect.objectContaining({ name: 'Sailing', proficiencyLevel: 'intermediate', selected: true }),
  ])
  expect(applied.personalityTraits.selectedTraits).toEqual(['Analytical', 'Reliable', 'Curious'])
  expect(applied.personalityTraits.traits).toEqual(['Curious', 'Analytical', 'Decisive'])
  expect(applied.personalityTraits.workStyle).toBe('Mornings for deep work.')
  expect(applied.books.books).toEqual([
    expect.objectContaining({ title: 'Deep Work', author: 'Cal Newport', impact: 'Protect focus time.' }),
  ])
})

test('imported data fills personal info, work and education with new local ids and reads position/duration', () => {
  const sections = blankProfileSections()
  sections.personalInfo.phone = '+1 555'
  let n = 0
  const applied = applyImportedData(
    sections,
    {
      personalInfo: { fullName: 'Ana Lima', email: 'ana@example.com', phone: '' },
      workExperience: {
        experiences: [
          {
            id: 'x',
            company: 'Globex',
            position: 'Analyst',
            duration: '2020 - Present',
            achievements: ['Did A', ''],
          },
          { company: '', role: '' },
        ],
      },
      education: [{ institution: 'USP', degree: 'BSc', field: 'Economics', duration: '2014-2018' }],
      skills: { technical: ['SQL', 'sql'] },
    },
    () => `local-${++n}`,
  )
  expect(applied.personalInfo).toMatchObject({
    fullName: 'Ana Lima',
    email: 'ana@example.com',
    phone: '+1 555',
  })
  expect(applied.workExperience.experiences).toEqual([
    {
      id: 'local-1',
      company: 'Globex',
      role: 'Analyst',
      duration: '2020 - Present',
      description: '',
      achievements: ['Did A'],
    },
  ])
  expect(applied.education.degrees).toEqual([
    expect.objectContaining({ institution: 'USP', year: '2014-2018' }),
  ])
  expect(applied.education.degrees[0]?.id).toMatch(/^local-/)
  expect(applied.skills.technical).toEqual(['SQL'])
})

test('import data of another shape (nothing, a list, text where a section belongs) leaves the profile as it was', () => {
  const sections = blankProfileSections()
  sections.personalInfo.fullName = 'Ana Lima'
  sections.skills.technical = ['SQL']
  for (const imported of [
    null,
    undefined,
    ['Ana'],
    'Ana',
    { personalInfo: 'Ana', education: null, skills: [1] },
  ]) {
    const applied = applyImportedData(sections, imported, () => 'id')
    expect(applied.personalInfo.fullName).toBe('Ana Lima')
    expect(applied.workExperience).toEqual(sections.workExperience)
    expect(applied.education.degrees).toEqual(sections.education.degrees)
    expect(applied.skills.technical).toEqual(['SQL'])
  }
})
