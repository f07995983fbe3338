import { expect, test } from 'vitest'

import { sideBySideDiff } from '#client/features/tracker/lib/side-by-side-diff.ts'

const text = (segments: { text: string }[] | null) => segments?.map((s) => s.text).join('') ?? null
const changed = (segments: { text: string; isChanged: boolean }[] | null) =>
  segments?.filter((s) => s.isChanged).map((s) => s.text.trim()) ?? []

test('unchanged lines sit side by side, a replaced line marks the changed words', () => {
  const rows = sideBySideDiff('Jane Doe\nLed a team of 5\nSQL\n', 'Jane Doe\nLed a team of 7\nSQL\nPython\n')
  expect(rows.map((r) => [r.kind, text(r.left), text(r.right)])).toEqual([
    ['same', 'Jane Doe', 'Jane Doe'],
    ['changed', 'Led a team of 5', 'Led a team of 7'],
    ['same', 'SQL', 'SQL'],
    ['added', null, 'Python'],
  ])
  expect(changed(rows[1]?.left ?? null)).toEqual(['5'])
  expect(changed(rows[1]?.right ?? null)).toEqual(['7'])
})

test('a removed block without a replacement leaves a gap on the right', () => {
  const rows = sideBySideDiff('A\nB\nC', 'A\nC')
  expect(rows.map((r) => [r.kind, text(r.left), text(r.right)])).toEqual([
    ['same', 'A', 'A'],
    ['removed', 'B', null],
    ['same', 'C', 'C'],
  ])
})

test('identical texts give no change', () => {
  expect(sideBySideDiff('same\ntext', 'same\ntext').every((r) => r.kind === 'same')).toBe(true)
})
