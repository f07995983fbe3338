import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { SINGLE_DATE, looksLikeLocation } from '#server/features/imports/structure/text-patterns.ts'

// Turns pdf.js text items (with positions) into reading-order lines. Two-column pages (a sidebar, a
// LinkedIn export, a Deedy-style resume) are found by a vertical gutter that almost no text crosses,
// and read column by column, so the columns do not interleave. A layout where the narrow left column
// only holds dates aligned with the entries on the right (moderncv) is read row by row instead.

export type PositionedItem = { text: string; x: number; y: number; width: number; size: number }

/** A row of items on one baseline; `bottom` is the baseline of the last line of cells wrapped into it. */
type Row = { y: number; size: number; items: PositionedItem[]; bottom?: number }

const DURATION = /^\d{1,2}\s+(?:years?|yrs?|months?|mos?)\b/i

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Groups items whose baselines are close into rows, top to bottom, each row left to right. */
function toRows(items: PositionedItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: Row[] = []
  for (const item of sorted) {
    const row = rows.find((r) => Math.abs(r.y - item.y) <= Math.max(2, Math.min(r.size, item.size) * 0.45))
    if (row) {
      row.items.push(item)
      row.size = Math.max(row.size, item.size)
    } else rows.push({ y: item.y, size: item.size, items: [item] })
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x)
  return rows.sort((a, b) => b.y - a.y)
}

// A run of letter-spaced text as pdf.js gives it: "N O R A", one word whose letters it spaced itself.
const LETTER_SPACED_RUN = /^\p{L}(?: \p{L})+$/u

/**
 * Where a table's cells start: the x of every item that follows a wide gap in its row. A cell in another row of the
 * same column may follow a narrower gap (a long cell beside it), yet it starts at the same x.
 */
function cellStops(rows: Row[]): number[] {
  const stops: number[] = []
  for (const row of rows)
    row.items.forEach((item, i) => {
      const before = row.items[i - 1]
      if (before && item.x - (before.x + before.width) > item.size * 1.5) stops.push(item.x)
    })
  return stops
}

/** Joins a row's items; a wide horizontal gap, or a gap at a table cell's start, becomes a column separator. */
function rowText(row: Row, stops: number[] = []): string {
  let text = ''
  let end: number | null = null
  let previous: PositionedItem | null = null
  for (const item of row.items) {
    if (end !== null) {
      const gap = item.x - end
      // Between two letter-spaced runs ("N O R A" · "K E S S L E R", CSS letter-spacing) the gap is a
      // word's: it stays wider than the letters' own, so the words can be joined back.
      const betweenSpacedWords =
        previous !== null && LETTER_SPACED_RUN.test(previous.text) && LETTER_SPACED_RUN.test(item.text)
      const atCellStart = gap > item.size * 0.45 && stops.some((x) => Math.abs(x - item.x) <= 1)
      if (gap > item.size * 1.5 || atCellStart || (betweenSpacedWords && gap > 0)) text += '   '
      else if (gap > item.size * 0.15 && !text.endsWith(' ') && !item.text.startsWith(' ')) text += ' '
    }
    text += item.text
    end = Math.max(end ?? 0, item.x + item.width)
    previous = item
  }
  return text.trimEnd()
}

type Cell = { start: number; end: number; last: PositionedItem }

/** A row's table cells: the items after a wide gap, or at a cell start found in other rows, open a cell. */
function cellsOf(row: Row, stops: number[]): Cell[] {
  const cells: Cell[] = []
  for (const item of row.items) {
    const open = cells.at(-1)
    const gap = open ? item.x - open.end : Infinity
    if (
      !open ||
      gap > item.size * 1.5 ||
      (gap > item.size * 0.45 && stops.some((x) => Math.abs(x - item.x) <= 1))
    )
      cells.push({ start: item.x, end: item.x + item.width, last: item })
    else {
      open.end = Math.max(open.end, item.x + item.width)
      open.last = item
    }
  }
  return cells
}

/**
 * A table whose cells wrap in narrow columns ("M.Tech, Structural   Indian Institute of Technology   2011 –" over
 * "Engineering   Madras   2013"): a row close below a row of three or more cells, whose every cell starts where a cell of
 * that row starts, each of those full (its next word would not have fitted before the next cell or the table's edge),
 * continues those cells. Its text is joined to theirs, and the row is read once.
 */
function joinCellWraps(rows: Row[], stops: number[], lineGap: number): Row[] {
  const edge = Math.max(0, ...rows.flatMap((row) => row.items.map((i) => i.x + i.width)))
  const out: Row[] = []
  // The cells of the row last read into each kept row: where each cell's last physical line ends.
  let cells: Cell[] = []
  for (const row of rows) {
    const previous = out.at(-1)
    const own = cellsOf(row, stops)
    const targets = own.map((cell) => cells.findIndex((c) => Math.abs(c.start - cell.start) <= 1.5))
    const isFull = (cell: Cell, index: number) => {
      const next = cells[index + 1]?.start ?? edge + row.size
      const word = cell.last.text.split(' ')[0] ?? ''
      const wordWidth = (cell.last.width * (word.length + 1)) / Math.max(1, cell.last.text.length)
      return cells[index]!.end + wordWidth > next - row.size * 0.45
    }
    const continues =
      previous !== undefined &&
      cells.length >= 3 &&
      own.length >= 2 &&
      row.size === previous.size &&
      (previous.bottom ?? previous.y) - row.y <= lineGap * 1.3 &&
      targets.every((t, i) => t >= 0 && (i === 0 || t > targets[i - 1]!) && isFull(own[i]!, t))
    if (!continues) {
      out.push({ ...row, items: [...row.items] })
      cells = own
      continue
    }
    own.forEach((cell, i) => {
      const target = cells[targets[i]!]!
      const items = row.items.filter(
        (item) => item.x >= cell.start - 0.5 && item.x + item.width <= cell.end + 0.5,
      )
      const index = previous.items.indexOf(target.last)
      // The joined text keeps the width of the cell's first line, so the gaps between cells stay as they were.
      previous.items[index] = {
        ...target.last,
        text: `${target.last.text} ${items.map((i) => i.text).join(' ')}`,
      }
      target.last = previous.items[index]!
      target.end = cell.end
    })
    previous.bottom = row.y
  }
  return out
}

function toLines(
  rows: Row[],
  column: DocumentLine['column'],
  bodySize: number,
  lineGap: number,
): DocumentLine[] {
  const stops = cellStops(rows)
  const joined = joinCellWraps(rows, stops, lineGap)
  // Where each row's last cell starts and ends: "seit 04/2019   Krankenpflegerin, Station für Innere" over
  // "Medizin" wraps in the row's last cell, not at the row's start.
  const lastCells = joined.map((row) => {
    const cells = cellsOf(row, stops)
    return cells.length >= 2 ? cells.at(-1)! : null
  })
  const lines = joined.map((row, index, rows) => {
    const previous = rows[index - 1]
    const gap = previous ? (previous.bottom ?? previous.y) - row.y : 0
    return {
      text: rowText(row, stops),
      size: Math.round(row.size * 10) / 10,
      column,
      gapBefore: previous ? gap > lineGap * 1.45 + 0.5 : false,
      isHeading: row.size >= bodySize * 1.25 && rowText(row).length < 60,
      xStart: Math.min(...row.items.map((i) => i.x)),
      xEnd: Math.max(...row.items.map((i) => i.x + i.width)),
    }
  })
  // The column's right edge is where its longest lines end.
  const edge = Math.max(0, ...lines.map((l) => l.xEnd))
  return lines.map((line, index) => {
    const previous = lines[index - 1]
    if (!previous || line.gapBefore || line.size !== previous.size) return line
    const cell = lastCells[index - 1]
    // A line under the last cell of a row of cells: measured against that cell's own text.
    if (cell && Math.abs(line.xStart - cell.start) <= 2 && Math.abs(line.xStart - previous.xStart) > 2) {
      const cellText = previous.text.split(/\s{3,}/).at(-1) ?? ''
      const width = cell.end - cell.start
      const charWidth = width / Math.max(1, cellText.length)
      const firstWord = line.text.split(' ')[0] ?? ''
      return cell.end + charWidth * (firstWord.length + 1) > edge ? { ...line, couldWrap: true } : line
    }
    if (Math.abs(line.xStart - previous.xStart) > 2 || previous.text.length === 0) return line
    const charWidth = (previous.xEnd - previous.xStart) / previous.text.length
    const firstWord = line.text.split(' ')[0] ?? ''
    // The first word is measured in its own line's letters: "WMS" in capitals is wider than the
    // average letter of the sentence above, and a word that fitted nowhere but the next line wrapped.
    const wordWidth = ((line.xEnd - line.xStart) * firstWord.length) / Math.max(1, line.text.length)
    // Within a third of a letter of the edge: the estimate runs short on capitals and wide letters ("New").
    return previous.xEnd + charWidth + Math.max(wordWidth, charWidth * firstWord.length) >
      edge - charWidth / 3
      ? { ...line, couldWrap: true }
      : line
  })
}

/** The x of a gutter that splits the page into two real text columns, or null. */
function findGutter(items: PositionedItem[], pageWidth: number): number | null {
  const textItems = items.filter((i) => i.text.trim().length > 0)
  const totalChars = textItems.reduce((sum, i) => sum + i.text.length, 0)
  if (textItems.length < 12 || totalChars === 0) return null
  let best: { x: number; crossing: number; width: number } | null = null
  let run: { start: number; crossing: number } | null = null
  for (let x = pageWidth * 0.18; x <= pageWidth * 0.78; x += 2) {
    const crossing = textItems.filter((i) => i.x < x - 1 && i.x + i.width > x + 1).length
    const leftItems = textItems.filter((i) => i.x + i.width <= x + 1)
    const left = leftItems.reduce((s, i) => s + i.text.length, 0)
    // Text across the gutter belongs to neither column.
    const rightItems = textItems.filter((i) => i.x >= x - 1)
    const right = rightItems.reduce((s, i) => s + i.text.length, 0)
    // A short sidebar beside a long main column holds little of the text, but several lines; it
    // may stand on either side.
    const isCandidate =
      crossing <= Math.max(2, textItems.length * 0.04) &&
      Math.min(left, right) >= totalChars * 0.04 &&
      Math.max(left, right) >= totalChars * 0.2 &&
      leftItems.length >= 5 &&
      rightItems.length >= 5
    if (isCandidate) {
      if (!run || crossing !== run.crossing) run = { start: x, crossing }
      const width = x - run.start
      if (!best || crossing < best.crossing || (crossing === best.crossing && width > best.width))
        best = { x: (run.start + x) / 2, crossing, width }
    } else run = null
  }
  return best && best.width >= 6 ? best.x : null
}

// A narrow sidebar wraps names and addresses ("National Institute of" / "Technology",
// "linkedin.com/in/jane-" / "doe"). A line that reaches the column's right edge and ends in a
// connecting word, or is followed by a lower-case start, continues on the next line.
const CONNECTOR_END = /(?:\s(?:of|and|for|in|the|at|de|der|des|du|la|le|und|für|für|&)|[-/,&])$/i

function joinColumnWraps(lines: DocumentLine[], pageWidth: number): DocumentLine[] {
  const starts = lines.map((l) => l.xStart ?? 0)
  const edge = Math.max(0, ...lines.map((l) => l.xEnd ?? 0))
  const width = edge - Math.min(...starts)
  if (lines.length < 2 || width <= 0 || width > pageWidth * 0.42) return lines
  const out: DocumentLine[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    const reachesEdge = previous !== undefined && (previous.xEnd ?? 0) >= edge - width * 0.3
    const continues =
      previous !== undefined &&
      reachesEdge &&
      !line.gapBefore &&
      !line.isHeading &&
      !previous.isHeading &&
      line.size === previous.size &&
      (CONNECTOR_END.test(previous.text) || /^\p{Ll}/u.test(line.text)) &&
      // "wikipathways.org (Other)" / "gladstone.org/people/alex-pico": a web address opens an item of its own.
      !(/^[\w.-]+\.[a-z]{2,}(?:[/\s]|$)|@/i.test(line.text) && !/[-/.]$/.test(previous.text))
    if (!continues) {
      out.push({ ...line })
      continue
    }
    // An address cut after "-" or "/" continues without a space; words continue after one.
    // An e-mail or web address cut anywhere ("alex.pico@gladstone.ucsf.ed" / "u") continues without one too.
    const lastToken = previous.text.split(/\s/).at(-1) ?? ''
    const glue =
      (/[-/]$/.test(previous.text) && /[./]/.test(previous.text)) ||
      (/@|^(?:https?:\/\/|www\.)|\.[a-z]{2,}\//i.test(lastToken) && !/\s/.test(line.text.trim()))
        ? ''
        : ' '
    previous.text = `${previous.text}${glue}${line.text}`
    previous.xEnd = line.xEnd
  }
  return out
}

/** Reads one page into lines, column by column when it has two columns. */
export function layoutPage(items: PositionedItem[], pageWidth: number): DocumentLine[] {
  // Whitespace items can span a whole gap (pdf.js emits them between far-apart runs); spacing is
  // recomputed from positions instead, so they are dropped.
  const visible = items.filter((i) => i.text.trim().length > 0)
  const bodySize = median(visible.filter((i) => i.text.trim()).map((i) => i.size)) || 10
  const allRows = toRows(visible)
  const lineGap =
    median(
      allRows
        .slice(1)
        .map((row, i) => allRows[i]!.y - row.y)
        .filter((g) => g > 0 && g < bodySize * 3),
    ) || bodySize * 1.2
  const gutter = findGutter(visible, pageWidth)
  if (gutter === null) return toLines(allRows, 'full', bodySize, lineGap)

  const spans = (i: PositionedItem) => i.x < gutter - 1 && i.x + i.width > gutter + 1
  // A row with any item across the gutter (a name banner, "First" and "Last" in two fonts) is read whole.
  const bannerYs = visible.filter(spans).map((i) => i.y)
  const crosses = (i: PositionedItem) =>
    spans(i) || bannerYs.some((y) => Math.abs(y - i.y) <= Math.max(2, i.size * 0.45))
  const leftRows = toRows(visible.filter((i) => !crosses(i) && i.x + i.width <= gutter + 1))
  const rightRows = toRows(visible.filter((i) => !crosses(i) && i.x >= gutter - 1))
  // Dates in a narrow column beside each entry, on the left (moderncv) or right-aligned on the right:
  // most rows of that side share a baseline with a row of the other side and carry a date. That is
  // a table, read row by row.
  // Beside the dates such a column may hold each entry's place and duration (RenderCV): those rows
  // count with the dates, so a right-hand date column is not taken for a sidebar.
  const isMeta = (row: Row) => {
    const text = rowText(row).trim()
    return SINGLE_DATE.test(text) || looksLikeLocation(text) || DURATION.test(text)
  }
  // Above the first section heading stands the page's header, where a contact block set to the right of the name
  // holds no dates ("Rahul Deshpande" beside "Pune" / "+91 …" / "rahul@…"): only the rows below it tell a date
  // column from a sidebar.
  const headingYs = [...leftRows, ...rightRows]
    .filter((row) => sectionOf(rowText(row)) !== null)
    .map((r) => r.y)
  const bodyTop = headingYs.length > 0 ? Math.max(...headingYs) + 1 : Number.POSITIVE_INFINITY
  // The section headings set in the date column's margin ("Werkervaring", "Opleiding") are no rows of its table.
  const isDateColumn = (rows: Row[], other: Row[]) => {
    const side = rows.filter((row) => row.y < bodyTop && sectionOf(rowText(row)) === null)
    return (
      side.length > 0 &&
      side.filter((l) => other.some((r) => Math.abs(r.y - l.y) <= 1.5)).length / side.length >= 0.6 &&
      side.filter((l) => SINGLE_DATE.test(rowText(l))).length / side.length >= 0.25 &&
      side.filter(isMeta).length / side.length >= 0.6
    )
  }
  if (isDateColumn(leftRows, rightRows) || isDateColumn(rightRows, leftRows))
    return toLines(allRows, 'full', bodySize, lineGap)

  // Full-width rows (a name banner across both columns) split the page into bands read in order.
  const fullRows = toRows(visible.filter(crosses))
  const lines: DocumentLine[] = []
  let cursor = Number.POSITIVE_INFINITY
  const bands = [...fullRows.map((r) => r.y), Number.NEGATIVE_INFINITY]
  for (const [index, bandBottom] of bands.entries()) {
    const inBand = (r: Row) => r.y < cursor && r.y > bandBottom
    lines.push(...joinColumnWraps(toLines(leftRows.filter(inBand), 'left', bodySize, lineGap), pageWidth))
    lines.push(...joinColumnWraps(toLines(rightRows.filter(inBand), 'right', bodySize, lineGap), pageWidth))
    const full = fullRows[index]
    if (full)
      lines.push(...toLines([full], 'full', bodySize, lineGap).map((l) => ({ ...l, gapBefore: true })))
    cursor = bandBottom
  }
  return lines
}
