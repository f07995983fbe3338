import { expect, test } from 'vitest'

import { HOBBY_PRESETS } from '#shared/constants.ts'
import { hobbyCards } from '#client/features/profile/components/experiences-tab.tsx'
import { toggleArchetypeTrait } from '#client/features/profile/components/personality-tab.tsx'

test('with no saved hobbies the 12 preset cards show and the first 6 start selected', () => {
  const cards = hobbyCards([])
  expect(cards.map((c) => c.name)).toEqual(HOBBY_PRESETS.map((p) => p.name))
  expect(cards.map((c) => c.selected)).toEqual([
    true,
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
  ])
})

test('saved hobbies replace their preset card and custom ones follow the presets; nothing else is preselected', () => {
  const cards = hobbyCards([
    {
      name: 'chess',
      category: 'Strategy & Games',
      description: '',
      proficiencyLevel: 'expert',
      achievement: 'Club champion',
      selected: true,
    },
    {
      name: 'Beekeeping',
      category: 'Personal',
      description: '',
      proficiencyLevel: 'intermediate',
      achievement: '',
      selected: true,
    },
  ])
  expect(cards).toHaveLength(13)
  expect(cards.find((c) => c.name === 'chess')).toMatchObject({ proficiencyLevel: 'expert', selected: true })
  expect(cards.at(-1)?.name).toBe('Beekeeping')
  expect(cards.filter((c) => c.selected).map((c) => c.name)).toEqual(['chess', 'Beekeeping'])
})

test('an archetype toggles its first trait and never selects more than 3', () => {
  expect(toggleArchetypeTrait([], 'Curious')).toEqual(['Curious'])
  expect(toggleArchetypeTrait(['A', 'B', 'C'], 'Curious')).toEqual(['A', 'B', 'C'])
  expect(toggleArchetypeTrait(['A', 'Curious', 'C'], 'Curious')).toEqual(['A', 'C'])
})
