import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Shapes found on resumes written outside the tuned sets.

test('a US city with its state and ZIP code in the contact line is the location', () => {
  const { profileData } = importText({
    content: `MARCUS J. WHITFIELD, CPA
Charlotte, NC 28202 | (704) 555-0188 | marcus.whitfield@example.com
EXPERIENCE
Carolina Textile Group | Charlotte, NC
Controller | 2019 – Present
- Cut the monthly close from 12 to 5 business days`,
  })
  expect(profileData.personalInfo.location).toBe('Charlotte, NC 28202')
  expect(profileData.personalInfo.phone).toBe('(704) 555-0188')
})

test('a study mode in brackets is neither the school nor the field', () => {
  const { profileData } = importText({
    content: `Jonas Hartmann
jonas.hartmann@example.de
Berufserfahrung
04/2016 – 02/2021 Elektrotechniker
Festo SE & Co. KG, Esslingen
Ausbildung
2013 – 2016 Staatlich geprüfter Techniker Elektrotechnik (Abendschule), Technische Schule Stuttgart`,
  })
  const [degree] = profileData.education.degrees
  expect(degree!.institution).toBe('Technische Schule Stuttgart')
  expect(degree!.field).not.toBe('Abendschule')
})
