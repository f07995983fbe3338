import { expect, test } from 'vitest'

import { read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout12 and holdout6 of the written resumes (issue 19): each test names
// the rule, in a shape of its own rather than a fixture's text.

test('a profile page titled "Profile" above the name keeps its name, phone and town as contact data', () => {
  const draft = read(`About us   Browse jobs   Log in   Register
Profile
Mei Ling Tan
Chef de Partie · Perth WA
meiling.tan@example.com   0438 555 271
Share   Print

Personal summary
Pastry and sauce sections in hotel kitchens.

Work history
Chef de Partie
Crown Perth
2019 - Present`)
  expect(draft.fullName).toBe('Mei Ling Tan')
  expect(draft.phone).toBe('0438 555 271')
  expect(draft.location).toBe('Perth WA')
  expect(draft.headline).not.toMatch(/jobs|log in/i)
  expect(draft.summary).toBe('Pastry and sauce sections in hotel kitchens.')
})

test('a US town and state with its ZIP code is the location', () => {
  const draft = read(`Dana Whitaker
Columbus, OH 43215 | (614) 555-0190 | dana.whitaker@example.com
Experience
Nurse Manager
OhioHealth
2018 - Present`)
  expect(draft.location).toBe('Columbus, OH 43215')
})

test('a Dutch postcode with its letters before the town gives the town, also with "the Netherlands" after it', () => {
  const draft = read(`Joris Bakker
Oudegracht 120, 3511 AZ Utrecht, the Netherlands · joris.bakker@example.nl · +31 6 5555 0931
Experience
Data Engineer
Bol
2020 - Present`)
  expect(draft.location).toBe('Utrecht')
})
