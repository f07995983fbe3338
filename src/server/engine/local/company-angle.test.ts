import { expect, test } from 'vitest'

import { companyAngle, identityOf, isSupportRole } from '#server/engine/local/company-angle.ts'
import { job } from '#tests/fixtures/writing/cases.ts'

// The writer's reason for applying, from what the posting says the company does (issue 14).

const angleOf = (company: string, description: string) =>
  companyAngle(job({ title: 'Engineer', company, description }))

test('a second verb joined to the first is said in the infinitive too, and a cut leaves no participle', () => {
  expect(
    angleOf('Norlake Devices', 'Norlake Devices designs and manufactures pumps used in dialysis clinics.'),
  ).toEqual({
    verb: 'design',
    focus: 'and manufacture pumps',
  })
})

test("the posting's figures are left out whether written in digits or in words", () => {
  expect(angleOf('Tidewater Inns', 'Tidewater Inns runs five seaside inns on the coast.')).toEqual({
    verb: 'run',
    focus: 'seaside inns',
  })
  expect(angleOf('Tidewater Inns', 'Tidewater Inns runs 5 seaside inns on the coast.')?.focus).toBe(
    'seaside inns',
  )
})

test('a heading without a full stop is no part of the sentence after it', () => {
  expect(
    angleOf(
      'Brightpath Health',
      '<p>Brightpath Health · Remote (US) · Full-time</p><h3>About Brightpath</h3><p>Brightpath Health runs 38 primary care clinics across Texas.</p>',
    ),
  ).toEqual({ verb: 'run', focus: 'primary care clinics' })
})

test('an irregular participle left by the cut goes with it ("a dining room known [for …]")', () => {
  expect(
    angleOf(
      'Fitzroy Social',
      'Fitzroy Social is a 200-seat bar and dining room known for local produce and live music.',
    ),
  ).toEqual({ verb: null, focus: 'a bar and dining room' })
})

test('a role that serves the company’s people or money is told apart from one that makes its product', () => {
  for (const title of [
    'HR Business Partner',
    'FP&A Analyst',
    'Payroll Officer',
    'Procurement Lead',
    'Content Lead',
    'Marketing Manager',
    'Social Media Coordinator',
  ])
    expect(isSupportRole(title), title).toBe(true)
  for (const title of ['Production Supervisor', 'Clinical Pharmacist', 'Software Engineer'])
    expect(isSupportRole(title), title).toBe(false)
})

test('a figure with its multiplier goes whole ("17 million users"), never leaving "million users"', () => {
  const angle = angleOf('Tidewater Pay', 'Tidewater Pay serves 17 million users in Ghana.')
  expect(angle?.focus ?? '').not.toMatch(/million/)
  expect(angleOf('Tidewater Pay', 'Tidewater Pay serves 2 million small shops and their customers.')).toEqual(
    {
      verb: 'serve',
      focus: 'small shops and their customers',
    },
  )
})

test('a participle in -ld, -de or -ng left by the cut goes with it ("products sold [through salons]")', () => {
  expect(
    angleOf(
      'Kelpie Hair',
      'Kelpie Hair makes hair care and colour products sold through salons in 50 countries.',
    ),
  ).toEqual({ verb: 'make', focus: 'hair care and colour products' })
})

test('"The <company>" opening its sentence is the company', () => {
  expect(angleOf('Harbour Hotel', 'The Harbour Hotel runs two restaurants for hotel guests.')).toEqual({
    verb: 'run',
    focus: 'restaurants for hotel guests',
  })
})

test('a posting that names itself without its kind ("Little Voices" of "Little Voices Clinic") still says what it is', () => {
  expect(
    angleOf(
      'Little Voices Clinic',
      'Little Voices is a private paediatric therapy clinic in Cork city, founded in 2016.',
    ),
  ).toEqual({ verb: null, focus: 'a private paediatric therapy clinic' })
  expect(
    angleOf(
      'Dis-Chem Pharmacies',
      "Dis-Chem is South Africa's fastest-growing pharmacy retailer, with 250 stores.",
    ),
  ).toEqual({ verb: null, focus: 'a pharmacy retailer' })
  // A name of a few letters is never cut to them.
  expect(angleOf('BT Group', 'BT is a telecoms company.')).toBeNull()
})

test('a second part the cut leaves without its complement goes with the cut', () => {
  expect(
    angleOf(
      'Arthrex',
      'Arthrex is a global medical device company and a leader in new product development and medical education in orthopedics.',
    ),
  ).toEqual({ verb: null, focus: 'a global medical device company' })
})

test('what a company is: its kind after a possessive without the boast, or the phrase after "is a"', () => {
  expect(identityOf("is South Africa's fastest-growing pharmacy retailer")).toBe('a pharmacy retailer')
  expect(identityOf('is an employee-owned consulting firm')).toBe('an employee-owned consulting firm')
  // A boast is no longer true without its scope ("in Latin America"), which the short phrase cuts.
  expect(identityOf('is the largest e-commerce and fintech company in Latin America')).toBe(
    'an e-commerce and fintech company in Latin America',
  )
  expect(identityOf('is one of the UK’s largest car insurers')).toBe('one of the UK’s largest car insurers')
  expect(identityOf('builds laser modules')).toBeNull()
})

test('a size given as "of <figure> <noun>" goes whole, never leaving "a school of pupils"', () => {
  expect(
    angleOf(
      'Gaelscoil Lorcan',
      'Gaelscoil Lorcan is an Irish-medium primary school of 320 pupils in Galway city, with a strong tradition in music.',
    ),
  ).toEqual({ verb: null, focus: 'an Irish-medium primary school' })
  expect(angleOf('Harbour Trust', 'Harbour Trust is a charity of about 40 volunteers.')).toEqual({
    verb: null,
    focus: 'a charity',
  })
})

test('a list of what the company is stays whole, a participle after its noun is cut, and the article fits what is left (issue 14, unseen12)', () => {
  expect(
    angleOf(
      'Aurecon',
      'Aurecon is an engineering, design and advisory company working on roads, rail and water infrastructure.',
    ),
  ).toEqual({ verb: null, focus: 'an engineering, design and advisory company' })
  expect(
    angleOf(
      "Children's Home & Aid",
      "Children's Home & Aid is a 140-year-old Illinois child welfare agency providing foster care, family preservation and early childhood services.",
    ),
  ).toEqual({ verb: null, focus: 'an Illinois child welfare agency' })
  // A verb's list of objects is the posting's own: never taken whole.
  expect(
    angleOf('Morgan Sindall', 'Morgan Sindall builds homes, schools and public buildings across the UK.')
      ?.focus ?? '',
  ).not.toContain('schools')
  // A clause after a comma is still cut.
  expect(angleOf('Acme', 'Acme is a private clinic, founded in 1990.')).toEqual({
    verb: null,
    focus: 'a private clinic',
  })
})
