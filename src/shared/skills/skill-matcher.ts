// A dictionary matcher for the lexicon: one character trie of every spelling, walked from each word
// start, so a text is read once whatever the size of the lexicon (linear time, no regex per skill,
// nothing built per call). Boundaries are strict: a spelling never matches inside a longer word
// ("NoSQL" is not SQL, "AngularJS" is not Angular) and a short one (up to three characters) never
// matches inside a hyphenated compound ("go-live", "AI-driven"), except a German compound whose next
// part is capitalised ("SAP-Berater", "QM-System").
//
// The text is read by character code from a flat copy: on a long concatenated string V8 can pay
// for each `text[i]` or `charCodeAt` with time proportional to the text, which made the walk quadratic.

export type SkillSpan = {
  /** Index of the entry in the lexicon. */
  entry: number
  start: number
  end: number
  /** The words as the text writes them. */
  surface: string
}

type Terminal = { entry: number; pattern: string; isCaseSensitive: boolean }
type TrieNode = { next: Map<number, TrieNode>; terminals: Terminal[] }

const WORD_CHAR = /[\p{L}\p{N}_+#&]/u
const START_BLOCKER = /[\p{L}\p{N}_+#&.\-@]/u
const UPPER = /\p{Lu}/u
const LETTER = /\p{L}/u
const SPACE = 32
const HYPHEN = 45

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || isDigit(code)
}

/** The string as one flat sequence: slicing a fresh concatenation flattens it once, whatever its origin. */
function flatCopy(text: string): string {
  return ` ${text}`.slice(1)
}

/** Tests one character, by code, against a one-character pattern. */
function charIs(pattern: RegExp, code: number): boolean {
  return !Number.isNaN(code) && pattern.test(String.fromCharCode(code))
}

function newNode(): TrieNode {
  return { next: new Map(), terminals: [] }
}

function isSpace(code: number): boolean {
  return code === SPACE || code === 10 || code === 9 || code === 13 || code === 0xa0
}

export type SkillMatcher = { spans(text: string): SkillSpan[] }
/** One lexicon entry's spellings, `=` marking a case-sensitive one. */
export type SkillSpellings = { patterns: string[] }

/** Builds the matcher once for the given spellings; `skip` entries are matched by their own rules. */
export function buildSkillMatcher(raw: SkillSpellings[], skip: Set<number>): SkillMatcher {
  const root = newNode()
  raw.forEach((skill, entry) => {
    if (skip.has(entry)) return
    for (const spelling of skill.patterns) {
      const isCaseSensitive = spelling.startsWith('=')
      const pattern = (isCaseSensitive ? spelling.slice(1) : spelling).trim().replace(/\s+/g, ' ')
      if (!pattern) continue
      let node = root
      const lower = pattern.toLowerCase()
      for (let k = 0; k < lower.length; k++) {
        const code = lower.charCodeAt(k)
        const key = code === HYPHEN ? SPACE : code
        let child = node.next.get(key)
        if (!child) node.next.set(key, (child = newNode()))
        node = child
      }
      node.terminals.push({ entry, pattern, isCaseSensitive })
    }
  })

  function endsCleanly(text: string, end: number, length: number): boolean {
    if (end >= text.length) return true
    const after = text.charCodeAt(end)
    if (charIs(WORD_CHAR, after)) return false
    const next = text.charCodeAt(end + 1)
    if (after === HYPHEN) return length > 3 ? !isDigit(next) : charIs(UPPER, next)
    if (after === 46) return !charIs(WORD_CHAR, next)
    if (after === 47) return !isDigit(next)
    return true
  }

  // German and English inflections of a long spelling: "Toleranzanalysen", "Maschinenbaus", "reservations".
  const SUFFIXES = ['s', 'es', 'n', 'en', 'e', 'er', 'ern', 'in', 'innen']

  function inflectedEnd(text: string, end: number, pattern: string): number {
    if (endsCleanly(text, end, pattern.length)) return end
    if (pattern.length < 5 || !/\p{L}$/u.test(pattern)) return -1
    for (const suffix of SUFFIXES) {
      if (
        text.slice(end, end + suffix.length).toLowerCase() === suffix &&
        endsCleanly(text, end + suffix.length, pattern.length)
      )
        return end + suffix.length
    }
    return -1
  }

  /** A start right after a hyphen is a German compound's second part only when written in capitals ("Design-FMEA"). */
  function startsCleanly(text: string, start: number): boolean {
    if (start === 0) return true
    const before = text.charCodeAt(start - 1)
    // Fast paths: a space or common punctuation before, or an ASCII letter or digit (inside a word).
    if (
      before === SPACE ||
      before === 10 ||
      before === 40 ||
      before === 44 ||
      before === 58 ||
      before === 59 ||
      before === 34
    )
      return true
    if (isAsciiAlphanumeric(before)) return false
    if (before === HYPHEN)
      return (
        start > 1 &&
        charIs(LETTER, text.charCodeAt(start - 2)) &&
        [0, 1, 2].every((offset) => charIs(UPPER, text.charCodeAt(start + offset)))
      )
    return !charIs(START_BLOCKER, before)
  }

  function sameCase(text: string, start: number, end: number, pattern: string): boolean {
    return text.slice(start, end).replace(/[\s-]+/g, ' ') === pattern.replace(/-/g, ' ')
  }

  function spans(input: string): SkillSpan[] {
    const found: SkillSpan[] = []
    const text = flatCopy(input)
    const lower = flatCopy(text.toLowerCase())
    for (let start = 0; start < text.length; start++) {
      if (!root.next.has(lower.charCodeAt(start))) continue
      if (!startsCleanly(text, start)) continue
      let node: TrieNode | undefined = root
      let i = start
      // The longest spelling of an entry that starts here wins ("Microsoft Excel" over "Microsoft").
      let seen: Map<number, SkillSpan> | null = null
      while (node && i <= text.length) {
        for (const terminal of node.terminals) {
          if (terminal.isCaseSensitive && !sameCase(text, start, i, terminal.pattern)) continue
          const end = terminal.isCaseSensitive
            ? endsCleanly(text, i, i - start)
              ? i
              : -1
            : inflectedEnd(text, i, terminal.pattern)
          if (end < 0) continue
          seen ??= new Map()
          const known = seen.get(terminal.entry)
          if (known) {
            known.end = end
            known.surface = text.slice(start, end)
            continue
          }
          const span = { entry: terminal.entry, start, end, surface: text.slice(start, end) }
          seen.set(terminal.entry, span)
          found.push(span)
        }
        if (i === text.length) break
        const code = lower.charCodeAt(i)
        if (isSpace(code) || code === HYPHEN) {
          node = node.next.get(SPACE)
          i++
          while (i < text.length && isSpace(lower.charCodeAt(i))) i++
          continue
        }
        node = node.next.get(code)
        i++
      }
    }
    return found
  }

  return { spans }
}
