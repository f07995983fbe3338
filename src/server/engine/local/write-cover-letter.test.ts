import { expect, test } from 'vitest'

import { COMMUNICATION_STYLES } from '#shared/constants.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { openingWords, withoutRepeatedFrame } from '#server/engine/local/write-cover-letter.ts'
import { WRITING_CASES } from '#tests/fixtures/writing/cases.ts'
import { FRESH_CASES } from '#tests/fixtures/writing/fresh-cases.ts'
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

test('a letter names a certificate once, joins its evidence without a double frame and gives "the University of" its article', async () => {
  const restaurant = FRESH_CASES.find((c) => c.name.includes('restaurant manager'))!
  const nurse = WRITING_CASES.find((c) => c.name === 'nurse practitioner')!
  const letter = async (c: typeof nurse, style: (typeof COMMUNICATION_STYLES)[number]) =>
    (
      await generateLocalApplication({
        job: c.job,
        profile: c.profile,
        communicationStyle: style,
        speed: 'medium',
      })
    ).coverLetter
  for (const style of COMMUNICATION_STYLES) {
    const text = await letter(restaurant, style)
    expect(text.match(/TABC/g)?.length ?? 0, style).toBeLessThanOrEqual(1)
  }
  const academic = await letter(nurse, 'cambridge_oxford')
  expect(academic).not.toMatch(/in that I would add that/)
  expect(academic).toMatch(/at the University of Arizona/)
  expect(await letter(nurse, 'spotify_creative')).not.toMatch(/at University of/)
})

test('a path within one employer names it once, and a single certificate takes its article', async () => {
  const changer = WRITING_CASES.find((c) => c.name.startsWith('career changer'))!
  const eth = await generateLocalApplication({
    job: changer.job,
    profile: changer.profile,
    communicationStyle: 'eth_zurich',
    speed: 'medium',
  })
  expect(eth.coverLetter).not.toMatch(/I hold is Google/)
  const logistics = WRITING_CASES.find((c) => c.name === 'logistics coordinator')!
  const academic = await generateLocalApplication({
    job: logistics.job,
    profile: logistics.profile,
    communicationStyle: 'cambridge_oxford',
    speed: 'advanced',
  })
  expect(academic.coverLetter).not.toMatch(/at (Buckeye Fresh Distribution)[^.]* at \1, and each step/)
})
