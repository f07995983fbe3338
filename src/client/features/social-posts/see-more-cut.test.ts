import { expect, test } from 'vitest'

import { seeMoreCut } from '#client/features/social-posts/see-more-cut.ts'

test('a short post is not cut', () => {
  expect(seeMoreCut('One line.\n\nAnother.')).toEqual({
    visible: 'One line.\n\nAnother.',
    hidden: '',
    isCut: false,
  })
})

test('a hook, a blank line and a paragraph: the cut falls after three lines', () => {
  const hook = 'Where I stand on remote work, and what it means for founders.'
  const content = `${hook}\n\nShort second line.\n\nThis paragraph is below the fold and should be hidden from the preview entirely.`
  const cut = seeMoreCut(content)
  expect(cut.isCut).toBe(true)
  expect(cut.visible).toBe(`${hook}\n\nShort second line.`)
  expect(cut.hidden.startsWith('This paragraph')).toBe(true)
})

test('one long paragraph is cut on a word boundary at about 210 characters', () => {
  const content = 'word '.repeat(100).trim()
  const cut = seeMoreCut(content)
  expect(cut.isCut).toBe(true)
  expect(cut.visible.length).toBeLessThanOrEqual(210)
  expect(cut.visible.length).toBeGreaterThan(180)
  expect(cut.visible.endsWith('word')).toBe(true)
  expect(`${cut.visible} ${cut.hidden}`).toBe(content)
})

test('a wrapped first line uses up two of the three lines', () => {
  const longHook = 'a'.repeat(60) + ' ' + 'b'.repeat(40)
  const content = `${longHook}\n\nSecond paragraph that will not be visible.`
  const cut = seeMoreCut(content)
  expect(cut.visible).toBe(longHook)
})
