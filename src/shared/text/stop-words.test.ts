import { expect, test } from 'vitest'

import { ENGLISH_FUNCTION_WORDS, isGermanFunctionWord, isStopWord } from '#shared/text/stop-words.ts'

test('matching drops English and German function words and posting filler', () => {
  for (const word of ['the', 'Whom', 'another', 'und', 'Kenntnisse', 'experience'])
    expect(isStopWord(word), word).toBe(true)
  for (const word of ['nurse', 'forklift', 'Pflege']) expect(isStopWord(word), word).toBe(false)
})

test('English has one list: matching and posts drop the same function words and keep "never", "now" and "take"', () => {
  for (const word of ['whom', 'without', 'won’t', 'the'])
    expect(ENGLISH_FUNCTION_WORDS.has(word), word).toBe(true)
  for (const word of ['never', 'now', 'take', 'nurse'])
    expect([ENGLISH_FUNCTION_WORDS.has(word), isStopWord(word)], word).toEqual([false, false])
  for (const word of ENGLISH_FUNCTION_WORDS) expect(isStopWord(word), word).toBe(true)
})

test('German has one list for matching and posts, in any case, "gestern" beside "heute"', () => {
  for (const word of ['Dass', 'viele', 'Heute', 'Gestern'])
    expect([isGermanFunctionWord(word), isStopWord(word)], word).toEqual([true, true])
  for (const word of ['Pflegekräfte', 'Dienstpläne']) expect(isGermanFunctionWord(word), word).toBe(false)
})
