import { expect, test } from 'vitest'

import { profile } from '#tests/fixtures/writing/cases.ts'
import { roleSupports, yearsAs } from '#server/engine/local/role-years.ts'

const planner = profile({
  workExperience: {
    experiences: [
      {
        id: 'a',
        company: 'Van der Meer Logistics',
        role: 'Senior Transport Planner',
        duration: 'Apr 2022 - Present',
        description: '',
        achievements: [],
      },
      {
        id: 'b',
        company: 'DHL Supply Chain',
        role: 'Transport Planner',
        duration: 'Jan 2019 - Mar 2022',
        description: '',
        achievements: [],
      },
    ],
  },
})
const now = new Date('2026-11-27')

test('years at a level count only the positions at that level', () => {
  expect(yearsAs(planner, 'Senior Transport Planner', now)).toBe(4)
  expect(yearsAs(planner, 'Transport Planner', now)).toBe(7)
  expect(yearsAs(planner, 'Sr. Transport Planner', now)).toBe(4)
  // The work itself is the same at any level.
  expect(roleSupports('Transport Planner', 'Senior Transport Planner')).toBe(true)
  // Words that are no level (part-time, freelance) still say nothing about the work.
  expect(roleSupports('Transport Planner (part-time)', 'Transport Planner')).toBe(true)
})
