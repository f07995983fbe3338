import { diffLines, diffWordsWithSpace } from 'diff'

export type DiffSegment = { text: string; isChanged: boolean }
export type DiffRow = {
  kind: 'same' | 'changed' | 'removed' | 'added'
  left: DiffSegment[] | null
  right: DiffSegment[] | null
}

function splitLines(text: string): string[] {
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines
}

function wordPair(left: string, right: string): { left: DiffSegment[]; right: DiffSegment[] } {
  const parts = diffWordsWithSpace(left, right)
  return {
    left: parts.filter((p) => !p.added).map((p) => ({ text: p.value, isChanged: p.removed })),
    right: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, isChanged: p.added })),
  }
}

/**
 * Rows for a two-column comparison: unchanged lines side by side, a removed block beside the block
 * that replaced it (with the changed words marked), and lone removals or additions opposite a gap.
 */
export function sideBySideDiff(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = []
  const changes = diffLines(before.replace(/\r\n/g, '\n'), after.replace(/\r\n/g, '\n'))
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]
    if (!change) continue
    if (!change.added && !change.removed) {
      for (const line of splitLines(change.value))
        rows.push({
          kind: 'same',
          left: [{ text: line, isChanged: false }],
          right: [{ text: line, isChanged: false }],
        })
      continue
    }
    const next = changes[index + 1]
    const removed = change.removed ? splitLines(change.value) : []
    const added = change.added
      ? splitLines(change.value)
      : next?.added && change.removed
        ? splitLines(next.value)
        : []
    if (change.removed && next?.added) index += 1
    const count = Math.max(removed.length, added.length)
    for (let line = 0; line < count; line += 1) {
      const left = removed[line]
      const right = added[line]
      if (left !== undefined && right !== undefined) rows.push({ kind: 'changed', ...wordPair(left, right) })
      else if (left !== undefined)
        rows.push({ kind: 'removed', left: [{ text: left, isChanged: true }], right: null })
      else if (right !== undefined)
        rows.push({ kind: 'added', left: null, right: [{ text: right, isChanged: true }] })
    }
  }
  return rows
}
