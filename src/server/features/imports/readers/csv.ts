// A small RFC 4180 CSV parser: quoted fields with commas, doubled quotes and newlines; CRLF or LF;
// spaces around a quoted field (hand-edited LinkedIn exports have them) are ignored.

export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let inQuotes = false
  let wasQuoted = false
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') inQuotes = false
      else field += char
      continue
    }
    if (char === '"' && field.trim() === '') {
      field = ''
      inQuotes = true
      wasQuoted = true
    } else if (char === ',') {
      row.push(wasQuoted ? field : field.trim())
      field = ''
      wasQuoted = false
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      row.push(wasQuoted ? field : field.trim())
      rows.push(row)
      row = []
      field = ''
      wasQuoted = false
    } else if (!(wasQuoted && /\s/.test(char))) field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(wasQuoted ? field : field.trim())
    rows.push(row)
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''))
}

/** Rows as objects keyed by the header's column names (trimmed, case kept). */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  const keys = header.map((h) => h.trim())
  return rows.map((cells) => Object.fromEntries(keys.map((key, i) => [key, (cells[i] ?? '').trim()])))
}

/** The value of the first column whose name matches one of `names` (case-insensitive). */
export function column(record: Record<string, string>, ...names: string[]): string {
  const wanted = names.map((n) => n.toLowerCase())
  for (const [key, value] of Object.entries(record)) if (wanted.includes(key.toLowerCase())) return value
  return ''
}
