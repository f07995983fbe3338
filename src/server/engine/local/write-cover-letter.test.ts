import { expect, test } from 'vitest'

import { COMMUNICATION_STYLES } from '#shared/constants.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { openingWords, withoutRepeatedFrame } from '#server/engine/local/write-cover-letter.ts'
import { WRITING_CASES } from '#tests/fixtures/writing/cases.ts'
import { repeatedOpenings } from '#tests/fixtures/writing/writing-measures.ts'

test('a sentence opening like an earlier one loses a frame that carries no fact, and keeps any that does', () => {
  expect(
    withoutRepeatedFrame('The scope of my role at Radio Mashinani was this: I reported and presented news.'),
  ).toBe('I reported and presented news.')
  expect(withoutRepeatedFrame('Along the way I added the PRINCE2 Practitioner certificate.')).toBe(
    'I also added the PRINCE2 Practitioner certificate.',
  )
  expect(
    withoutRepeatedFrame(
      'Earlier in my career, at Northfield Studio, I shipped onboarding for 5 client products.',
    ),
  ).toBe('At Northfield Studio, I shipped onboarding for 5 client products.')
  // The means is a fact: the sentence goes on from the employer instead.
  expect(
    withoutRepeatedFrame('At Casa do Rio Hotel, with a new room-assignment rota, I cut overtime by 22%.'),
  ).toBe('Also at Casa do Rio Hotel, with a new room-assignment rota, I cut overtime by 22%.')
  expect(openingWords('I built it.')).toBe('')
})

test('no letter sentence opens like an earlier one, in any style, for the tuning people', async () => {
  for (const c of WRITING_CASES.slice(0, 8))
    for (const style of COMMUNICATION_STYLES) {
      const app = await generateLocalApplication({
        job: c.job,
        profile: c.profile,
        communicationStyle: style,
        speed: 'medium',
      })
      expect(repeatedOpenings(app.coverLetter), `${c.name} / ${style}`).toEqual([])
    }
})

test('an answer paragraph does not open like the one before it (the style’s phrasings cycle)', async () => {
  const c = WRITING_CASES.find((x) => x.name === 'project manager in construction')!
  const app = await generateLocalApplication({
    job: c.job,
    profile: c.profile,
    communicationStyle: 'cambridge_oxford',
    speed: 'medium',
  })
  expect(app.coverLetter.match(/My case rests in part/g)?.length ?? 0).toBeLessThanOrEqual(1)
})
