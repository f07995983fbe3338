import { expect, test } from 'vitest'

import { ledBy } from '#server/engine/local/writing-styles.ts'

test('a frame ending in a colon before evidence with its own colon puts one colon in the sentence', () => {
  const frame = (first: string) => `SME banking is where my record is clearest: ${first}.`
  expect(
    ledBy('I run the Westlands branch: retail and SME banking, cash operations and a team of 18', frame),
  ).toBe(
    'SME banking is where my record is clearest: I run the Westlands branch – retail and SME banking, cash operations and a team of 18.',
  )
  // A frame without a colon keeps the evidence as written.
  expect(ledBy('I run the branch: retail banking', (first) => `On retail, ${first}.`)).toBe(
    'On retail, I run the branch: retail banking.',
  )
})
