import { expect, test } from 'vitest'

import { emptyAuthor, readPostAuthor } from '#client/features/social-posts/api/get-post-author.ts'

test('reads name, role and selected traits from the profile, bare or wrapped', () => {
  const profile = {
    id: 'p1',
    personalInfo: { fullName: ' Ana Lima ', currentRole: 'Head of Sales', email: 'a@example.com' },
    personalityTraits: { selectedTraits: ['Empathetic', ' ', 'Decisive'] },
  }
  const expected = { name: 'Ana Lima', headline: 'Head of Sales', selectedTraits: ['Empathetic', 'Decisive'] }
  expect(readPostAuthor(profile)).toEqual(expected)
  expect(readPostAuthor({ success: true, profile })).toEqual(expected)
})

test('missing or malformed parts fall back to empty values instead of failing', () => {
  expect(readPostAuthor(null)).toEqual(emptyAuthor)
  expect(readPostAuthor('nope')).toEqual(emptyAuthor)
  expect(
    readPostAuthor({ personalInfo: { fullName: 42 }, personalityTraits: { selectedTraits: 'Analytical' } }),
  ).toEqual(emptyAuthor)
  expect(readPostAuthor({ personalityTraits: { selectedTraits: ['Curious'] } })).toEqual({
    name: '',
    headline: '',
    selectedTraits: ['Curious'],
  })
})
