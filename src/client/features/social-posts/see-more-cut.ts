// Where LinkedIn's desktop feed cuts a post with "…see more": after about three lines or about
// 210 characters, whichever comes first. A blank line between paragraphs counts as a line, which is
// why a one-line hook followed by a blank line leaves so little room. The numbers are estimates of
// the feed's layout (about 70 characters per line at its width), not a LinkedIn API.

export const SEE_MORE_CHARS = 210
export const SEE_MORE_LINES = 3
export const FEED_CHARS_PER_LINE = 70

export type SeeMoreCut = { visible: string; hidden: string; isCut: boolean }

export function seeMoreCut(
  content: string,
  { maxChars = SEE_MORE_CHARS, maxLines = SEE_MORE_LINES, charsPerLine = FEED_CHARS_PER_LINE } = {},
): SeeMoreCut {
  let linesLeft = maxLines
  let end = 0
  let cutAt: number | null = null
  for (const line of content.split('\n')) {
    const needed = Math.max(1, Math.ceil(line.length / charsPerLine))
    if (needed > linesLeft) {
      cutAt = end + linesLeft * charsPerLine
      break
    }
    linesLeft -= needed
    end += line.length + 1
    if (linesLeft === 0) {
      cutAt = end - 1
      break
    }
  }
  if (cutAt === null || cutAt >= content.length) cutAt = content.length
  cutAt = Math.min(cutAt, maxChars)
  if (cutAt >= content.trimEnd().length) return { visible: content, hidden: '', isCut: false }
  // Cut on a word boundary, as the feed does.
  const space = content.lastIndexOf(' ', cutAt)
  const newline = content.lastIndexOf('\n', cutAt)
  const boundary = Math.max(space, newline)
  const at = boundary > cutAt - 25 && boundary > 0 ? boundary : cutAt
  return { visible: content.slice(0, at).trimEnd(), hidden: content.slice(at).trimStart(), isCut: true }
}
