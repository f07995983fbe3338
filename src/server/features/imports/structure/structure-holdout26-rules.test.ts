import { expect, test } from 'vitest'

import { read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout26 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('a role that ends on a title word keeps its place when the section mostly writes the role first', () => {
  const text = `Ruth Mbeki
ruth@example.com

Experience
Kestrel | Lead Software Engineer | Leeds | 2021 – Present
Payments platform.
Software Engineer – Sage Group – Newcastle – 2018 – 2021
Accounting products.`
  expect(work(text)).toEqual([
    ['Lead Software Engineer', 'Kestrel', 'Leeds'],
    ['Software Engineer', 'Sage Group', 'Newcastle'],
  ])
})
