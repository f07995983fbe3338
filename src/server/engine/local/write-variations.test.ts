import { expect, test } from 'vitest'

import type { ProfileSections } from '#shared/profile/profile.schema.ts'

import { createLedger } from '#server/engine/local/letter-context.ts'
import { planApplication } from '#server/engine/local/plan-application.ts'
import { writeVariations } from '#server/engine/local/write-variations.ts'
import { titlePhrase } from '#server/engine/local/phrasing.ts'
import { makeJob, makeProfile } from '#tests/factories.ts'
import { UNSEEN11_CASES } from '#tests/fixtures/writing/unseen11-cases.ts'

function narrativeOf(experiences: ProfileSections['workExperience']) {
  const profile = makeProfile({ workExperience: experiences })
  const plan = planApplication({ job: makeJob({ title: 'Junior Data Analyst' }), profile, speed: 'medium' })
  return writeVariations(plan, 'business_leader', 3, createLedger()).find(
    (v) => v.style === 'Personal Narrative',
  )?.content
}

test('the story of a career says when a finished post was held, never "since" with a past tense', () => {
  const story = narrativeOf({
    experiences: [
      {
        id: 'd1',
        company: 'Paystack',
        role: 'Data Analyst Intern',
        duration: 'June 2025 - November 2025',
        description: 'Cleaned merchant transaction data and built weekly reports in Google Sheets.',
        achievements: [],
      },
    ],
  })
  expect(story).toMatch(/^In 2025, I worked as a data analyst intern at Paystack\./)
  expect(story).not.toMatch(/Since 2025, I worked/)
})

test('a role description that names the post rather than a deed is no clause with "I"', () => {
  const story = narrativeOf({
    experiences: [
      {
        id: 'p1',
        company: 'Medirite Pharmacy',
        role: 'Pharmacist',
        duration: 'January 2019 - Present',
        description: 'Dispense and counsel patients on chronic medication.',
        achievements: ['Cut script waiting time from 25 to 10 minutes'],
      },
      {
        id: 'p2',
        company: 'Johannesburg Academic Hospital',
        role: 'Pharmacist Intern',
        duration: 'January 2018 - December 2018',
        description: 'Internship in inpatient dispensing and the antiretroviral clinic.',
        achievements: [],
      },
    ],
  })
  expect(story).toMatch(/I started as a pharmacist intern at Johannesburg Academic Hospital in 2018\./)
  expect(story).not.toMatch(/\bI internship\b/i)
})

test('a title is spoken as one phrase, its field after the comma in brackets', () => {
  expect(titlePhrase('Social Worker, Children and Families')).toBe('social worker (children and families)')
  expect(titlePhrase('Senior UX Designer')).toBe('senior UX designer')
})

test('a side post taken up beside the current one is no start of the career; the current post speaks in the present', () => {
  const story = narrativeOf({
    experiences: [
      {
        id: 'i1',
        company: 'Brightpath Learning',
        role: 'Instructional Design Intern',
        duration: 'Jun 2025 - Oct 2025',
        description: '',
        achievements: ['Wrote quiz items and branching scenarios for a compliance course'],
      },
      {
        id: 't1',
        company: 'Westland High School',
        role: 'Chemistry Teacher',
        duration: 'Aug 2018 - Present',
        description: '',
        achievements: ['Teach AP Chemistry to about 150 students a year'],
      },
    ],
  })
  expect(story).toMatch(/^I started as a chemistry teacher at Westland High School in 2018\./)
  expect(story).toMatch(/At Brightpath Learning, I wrote quiz items/)
  expect(story).toMatch(/I teach AP Chemistry/)
})

test('a later post at the employer just named is told by its title, not by the employer again', () => {
  const story = narrativeOf({
    experiences: [
      {
        id: 'c1',
        company: 'Clicks Group',
        role: 'Store Manager',
        duration: 'April 2019 - Present',
        description: '',
        achievements: ['Coach four department managers'],
      },
      {
        id: 'p2',
        company: 'Pick n Pay',
        role: 'Assistant Store Manager',
        duration: 'March 2014 - March 2019',
        description: '',
        achievements: ['Planned rosters for 80 staff across three shifts'],
      },
      {
        id: 'p1',
        company: 'Pick n Pay',
        role: 'Trainee Manager',
        duration: 'January 2012 - February 2014',
        description: '',
        achievements: ['Rotated through fresh produce, grocery and front end'],
      },
    ],
  })
  expect(story).toMatch(/Later, as an assistant store manager, I planned rosters/)
  expect(story).not.toMatch(/At Pick n Pay, I planned/)
})

test('the styles of one family tell a career in stories of their own shape', () => {
  const profile = makeProfile({
    workExperience: {
      experiences: [
        {
          id: 'c2',
          company: 'Bristol Museums',
          role: 'Curator of Social History',
          duration: 'April 2020 - Present',
          description: '',
          achievements: ['Secured a £120,000 grant to digitise 5,000 photographs'],
        },
        {
          id: 'c1',
          company: 'Bristol Museums',
          role: 'Assistant Curator',
          duration: 'September 2016 - March 2020',
          description: '',
          achievements: ['Cleared a documentation backlog of 3,200 objects'],
        },
      ],
    },
  })
  const plan = planApplication({ job: makeJob({ title: 'Senior Curator' }), profile, speed: 'medium' })
  const story = (style: 'tech_leader' | 'business_leader' | 'spotify_creative' | 'apple_creative') =>
    writeVariations(plan, style, 3, createLedger()).find((v) => v.style === 'Personal Narrative')?.content ??
    ''
  expect(story('tech_leader')).toMatch(/^First post: Assistant Curator, Bristol Museums \(2016\)\./)
  expect(story('spotify_creative')).toMatch(
    /^I got my start in 2016 as an assistant curator at Bristol Museums\./,
  )
  expect(new Set([story('tech_leader'), story('business_leader')]).size).toBe(2)
  expect(story('spotify_creative').slice(0, 30)).not.toBe(story('apple_creative').slice(0, 30))
})

test('the story of a person applying for the title they hold is no "step from HR generalist to HR Generalist"', () => {
  for (const c of UNSEEN11_CASES.filter((x) => /NHS trust|returning after/.test(x.name))) {
    const plan = planApplication({ job: c.job, profile: c.profile, speed: 'medium' })
    const story = writeVariations(plan, 'business_leader', 3, createLedger())
      .map((v) => v.content)
      .join('\n')
    expect(story, c.name).not.toMatch(/step I want to take is from (\S+ \S+) to \1/i)
    expect(story, c.name).toMatch(/is where I want to take that work next/)
    expect(story, c.name).not.toMatch(/\bNow, as an? [^,]+, I [a-z]+ed\b/)
  }
})
