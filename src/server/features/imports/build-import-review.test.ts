import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

const RESUME = `Priya Raman
priya.raman@example.in | Bengaluru, India

Experience
Senior Accountant
Kaveri Textiles Ltd | Apr 2019 – Present
• Closed the books monthly for four entities.
Accounts Assistant | 2016 – 2019
• Reconciled bank statements.

Education
B.Com, University of Mysore, 2016

Hobbies
Chess, trekking`

test('the review names the lines each work entry and degree came from, by profile id', () => {
  const { profileData, review } = importText({ content: RESUME })
  const [first, second] = profileData.workExperience.experiences
  expect(first).toMatchObject({ company: 'Kaveri Textiles Ltd', role: 'Senior Accountant' })
  const firstSource = review.sources.find((s) => s.itemId === first!.id)
  expect(firstSource?.section).toBe('workExperience')
  expect(firstSource?.lines).toEqual([
    'Senior Accountant',
    'Kaveri Textiles Ltd | Apr 2019 – Present',
    '• Closed the books monthly for four entities.',
  ])
  const degree = profileData.education.degrees[0]!
  expect(review.sources.find((s) => s.itemId === degree.id)?.lines).toEqual([
    'B.Com, University of Mysore, 2016',
  ])
  expect(review.sources.find((s) => s.section === 'personalInfo')?.lines).toEqual([
    'Priya Raman',
    'priya.raman@example.in | Bengaluru, India',
  ])
  // The second entry has no employer: it is marked, not filled in.
  expect(second).toMatchObject({ company: '', role: 'Accounts Assistant' })
  expect(review.notes).toContainEqual(
    expect.objectContaining({
      section: 'workExperience',
      itemId: second!.id,
      field: 'company',
      kind: 'missing',
    }),
  )
  expect(review.notes).toContainEqual(
    expect.objectContaining({ section: 'personalInfo', field: 'phone', kind: 'missing' }),
  )
  // A section the profile has no place for is listed as skipped text.
  expect(review.skipped).toEqual(['Chess, trekking'])
})
