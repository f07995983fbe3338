import { expect, test } from 'vitest'

import { jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout10 of the written resumes (issue 19), on how names, links and
// education are laid out: each test names the rule, in a shape of its own rather than a fixture's text.

test('a letter-spaced capital name heading is read as the name', () => {
  expect(
    read(`T O M Á S   N O V Á K
Brno · tomas.novak@example.cz
Experience
Buyer, Škoda Auto, 2019 – 2023`).fullName,
  ).toBe('Tomás Novák')
})

test('a German feminine job title (English loan word + "-in") is a role, so the employer after its comma stays', () => {
  expect(
    jobs(`Petra Aigner
Berufserfahrung
seit 01/2020 Managerin, Red Bull GmbH, Salzburg
- Einführung eines neuen Planungsprozesses.`),
  ).toEqual([{ company: 'Red Bull GmbH', role: 'Managerin', duration: 'seit 01/2020' }])
})
