import { expect, test } from 'vitest'

import {
  assessPage,
  hasExpiredNotice,
  type AssessPageInput,
} from '#server/features/jobs/intake/posting-check.ts'

const base: AssessPageInput = {
  title: 'Data Analyst',
  text: 'We are hiring a data analyst. '.repeat(20),
  sections: {
    responsibilities: ['Build dashboards', 'Run analyses'],
    requirements: ['SQL', 'Python'],
    preferred: [],
    headings: [],
  },
  structured: false,
  closed: false,
  pageText: '',
  pageTitle: 'Data Analyst – Acme',
  jsonLdTypes: [],
  ogType: undefined,
  jobLinkCount: 0,
  validThrough: undefined,
  now: new Date('2026-11-01'),
}

test('a page with a title and sections is a posting', () => {
  expect(assessPage(base)).toBe('posting')
})

test('closed notices in English and German', () => {
  for (const text of [
    'This job is no longer available',
    'No longer accepting applications',
    'The position has been filled',
    'Diese Stelle ist leider bereits besetzt',
    'Die Stellenanzeige ist leider nicht mehr verfügbar',
  ])
    expect(hasExpiredNotice(text), text).toBe(true)
  expect(hasExpiredNotice('We are available to answer questions about the position.')).toBe(false)
  expect(assessPage({ ...base, pageText: 'Data Analyst. This job has expired.' })).toBe('expired')
})

test('validThrough in the past only counts when there is no content', () => {
  expect(assessPage({ ...base, validThrough: '2025-01-01' })).toBe('posting')
  expect(
    assessPage({
      ...base,
      validThrough: '2025-01-01',
      text: '',
      sections: { ...base.sections, requirements: [], responsibilities: [] },
      structured: true,
    }),
  ).toBe('expired')
})

test('articles, listings, error pages and untitled pages are not postings', () => {
  expect(
    assessPage({
      ...base,
      jsonLdTypes: ['newsarticle'],
      sections: { ...base.sections, requirements: ['SQL'], responsibilities: [] },
    }),
  ).toBe('not-a-posting')
  expect(
    assessPage({
      ...base,
      jobLinkCount: 12,
      sections: { ...base.sections, requirements: [], responsibilities: [] },
    }),
  ).toBe('not-a-posting')
  expect(assessPage({ ...base, pageTitle: '404 – Page not found' })).toBe('not-a-posting')
  expect(assessPage({ ...base, title: undefined })).toBe('not-a-posting')
  expect(
    assessPage({
      ...base,
      title: 'How to become a data analyst',
      sections: { ...base.sections, requirements: [], responsibilities: [] },
    }),
  ).toBe('not-a-posting')
})

test('an article that shows its reading time is no posting, whatever lists it has', () => {
  const guide: AssessPageInput = {
    ...base,
    title: 'Paralegal salaries in 2026: what to expect and how to earn more',
    jsonLdTypes: ['blogposting'],
    sections: {
      ...base.sections,
      requirements: ['Relativity', 'Westlaw', 'Billing', 'CILEx'],
      responsibilities: [],
    },
    pageText: 'Paralegal salaries in 2026 By Hannah Oduya · 12 November 2026 · 6 min read Paralegal pay rose',
  }
  expect(assessPage(guide)).toBe('not-a-posting')
  expect(assessPage({ ...guide, pageText: 'Karrieretipps · Lesezeit: 4 Minuten' })).toBe('not-a-posting')
  // The same lists on a page that gives no reading time keep the rule of four items.
  expect(assessPage({ ...guide, pageText: 'Paralegal salaries in 2026' })).toBe('posting')
})

test('a duties list and a requirements list make a posting whatever the title and vocabulary', () => {
  const page: AssessPageInput = {
    ...base,
    title: 'Personal Care Worker – Residential Aged Care',
    text: 'Banksia Grove is a 120-bed home looking for caring people on a rotating roster. '.repeat(3),
    sections: {
      responsibilities: ['Support residents with showering', 'Record care notes', 'Follow infection control'],
      requirements: ['Certificate III in Individual Support', 'Current First Aid', 'Police check'],
      preferred: [],
      headings: [],
    },
  }
  expect(assessPage(page)).toBe('posting')
  // Two short lists under an unknown title are still too little to tell.
  expect(
    assessPage({
      ...page,
      sections: { ...page.sections, responsibilities: ['Support residents'], requirements: ['Police check'] },
    }),
  ).toBe('not-a-posting')
})

test('a trade or planning title over terse duties is a posting, not only an engineer or a manager', () => {
  const terse = {
    ...base,
    text: 'Plan daily routes. Allocate drivers. Monitor tachographs. Book delivery slots.',
    sections: {
      responsibilities: [
        'Plan daily routes',
        'Allocate drivers',
        'Monitor tachographs',
        'Book delivery slots',
      ],
      requirements: [],
      preferred: [],
      headings: [],
    },
  }
  for (const title of ['Transport Planner', 'Shift Supervisor', 'Aircraft Mechanic', 'Family Support Worker'])
    expect(assessPage({ ...terse, title })).toBe('posting')
  expect(assessPage({ ...terse, title: 'Route maps of the Midlands' })).toBe('not-a-posting')
})

test('pasted plain text under a job title with a short list is a posting; the same on a page is not enough', () => {
  const short = {
    ...base,
    pageTitle: '',
    text: 'You will coordinate inbound freight for our Bristol site. Excel. SAP EWM experience. Good communication.',
    sections: {
      responsibilities: [],
      requirements: ['Excel', 'SAP EWM experience', 'Good communication'],
      preferred: [],
      headings: [],
    },
    title: 'Logistics Coordinator',
  }
  expect(assessPage({ ...short, plainText: true })).toBe('posting')
  expect(assessPage(short)).toBe('not-a-posting')
  expect(assessPage({ ...short, plainText: true, title: 'How to become a Logistics Coordinator' })).toBe(
    'not-a-posting',
  )
  expect(assessPage({ ...short, plainText: true, title: 'Notes from my week' })).toBe('not-a-posting')
})

test('a prose posting that addresses its applicant is one, whatever its title', () => {
  const prose: AssessPageInput = {
    ...base,
    title: 'Outpatient Medical Coder (CPC) – Remote',
    text:
      'Lakeshore Physicians Network is a multispecialty physician group with forty clinics across West Michigan. In this role you will review provider documentation and assign ICD-10-CM and CPT codes. ' +
      'You will also take part in quarterly audits. We are looking for someone with two years of coding experience and a credential. ' +
      'Benefits include medical and dental cover, a 403(b) match and paid time off for the whole team.',
    sections: { responsibilities: [], requirements: [], preferred: [], headings: [] },
  }
  expect(assessPage(prose)).toBe('posting')
  const german: AssessPageInput = {
    ...prose,
    title: 'Immobilienkauffrau für die WEG-Verwaltung',
    text:
      'Die Wohnbau eG ist eine Genossenschaft mit 4.200 Wohnungen im Süden der Stadt. Zu Ihren Aufgaben gehören die Erstellung der Wirtschaftspläne und die Leitung der Versammlungen. ' +
      'Sie haben eine abgeschlossene Ausbildung und erste Erfahrung in der Verwaltung. Sie kennen das Gesetz und arbeiten sicher mit MS Office. ' +
      'Wir bieten eine unbefristete Stelle in Vollzeit, Bezahlung nach Tarif, 30 Tage Urlaub und ein Jobticket.',
  }
  expect(assessPage(german)).toBe('posting')
  // The same prose under an article's headline, or without speaking to anyone, is not.
  expect(assessPage({ ...prose, title: 'How medical coders can earn more in 2026' })).toBe('not-a-posting')
  expect(
    assessPage({ ...prose, text: 'Medical coding is a growing field with many kinds of work. '.repeat(10) }),
  ).toBe('not-a-posting')
})

test('a title with a German gender mark names a job, whatever the trade ("Gärtner/in EFZ", "Zimmerer:in")', () => {
  const terse: AssessPageInput = {
    ...base,
    text: 'Pflanzarbeiten. Rasenpflege. '.repeat(10),
    sections: {
      responsibilities: ['Pflanzarbeiten', 'Rasenpflege', 'Gehölzschnitt', 'Bedienen von Kleinbaggern'],
      requirements: ['Lehre als Gärtner/in EFZ'],
      preferred: [],
      headings: [],
    },
  }
  expect(assessPage({ ...terse, title: 'Gärtner/in EFZ Garten- und Landschaftsbau 100%' })).toBe('posting')
  expect(assessPage({ ...terse, title: 'Zimmerer:in' })).toBe('posting')
  expect(assessPage({ ...terse, title: 'Gartenbau im Herbst' })).toBe('not-a-posting')
})
