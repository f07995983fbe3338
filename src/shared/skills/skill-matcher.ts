import type { RawSkill } from '#shared/skills/skills-data.ts'

// A dictionary matcher for the lexicon: one character trie of every spelling, walked from each word
// start, so a text is read once whatever the size of the lexicon (linear time, no regex per skill,
// nothing built per call). Boundaries are strict: a spelling never matches inside a longer word
// ("NoSQL" is not SQL, "AngularJS" is not Angular) and a short one (up to three characters) never
// matches inside a hyphenated compound ("go-live", "AI-driven"), except a German compound whose next
// part is capitalised ("SAP-Berater", "QM-System").

export type SkillSpan = {
  /** Index of the entry in the lexicon. */
  entry: number
  start: number
  end: number
  /** The words as the text writes them. */
  surface: string
}

type Terminal = { entry: number; pattern: string; isCaseSensitive: boolean }
type TrieNode = { next: Map<string, TrieNode>; terminals: Terminal[] }

const WORD_CHAR = /[\p{L}\p{N}_+#&]/u
const START_BLOCKER = /[\p{L}\p{N}_+#&.\-@]/u
const UPPER = /\p{Lu}/u
const DIGIT = /\d/

function newNode(): TrieNode {
  return { next: new Map(), terminals: [] }
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\u00a0'
}

export type SkillMatcher = { spans(text: string): SkillSpan[] }

/** Builds the matcher once for the given spellings; `skip` entries are matched by their own rules. */
export function buildSkillMatcher(raw: RawSkill[], skip: Set<number>): SkillMatcher {
  const root = newNode()
  raw.forEach((skill, entry) => {
    if (skip.has(entry)) return
    for (const spelling of skill.patterns) {
      const isCaseSensitive = spelling.startsWith('=')
      const pattern = (isCaseSensitive ? spelling.slice(1) : spelling).trim().replace(/\s+/g, ' ')
      if (!pattern) continue
      let node = root
      for (const char of pattern.toLowerCase()) {
        const key = char === '-' ? ' ' : char
        let child = node.next.get(key)
        if (!child) node.next.set(key, (child = newNode()))
        node = child
      }
      node.terminals.push({ entry, pattern, isCaseSensitive })
    }
  })

  function endsCleanly(text: string, end: number, length: number): boolean {
    const after = text[end]
    if (after === undefined) return true
    if (WORD_CHAR.test(after)) return false
    const next = text[end + 1] ?? ''
    if (after === '-') return length > 3 ? !DIGIT.test(next) : UPPER.test(next)
    if (after === '.') return !(next && WORD_CHAR.test(next))
    if (after === '/') return !DIGIT.test(next)
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
    const code = text.charCodeAt(start - 1)
    // Fast paths: a space or common punctuation before, or an ASCII letter or digit (inside a word).
    if (code === 32 || code === 10 || code === 40 || code === 44 || code === 58 || code === 59 || code === 34)
      return true
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return false
    const before = text[start - 1]!
    if (before === '-')
      return /^\p{Lu}{3}/u.test(text.slice(start, start + 3)) && start > 1 && /\p{L}/u.test(text[start - 2]!)
    return !START_BLOCKER.test(before)
  }

  function sameCase(text: string, start: number, end: number, pattern: string): boolean {
    return text.slice(start, end).replace(/[\s-]+/g, ' ') === pattern.replace(/-/g, ' ')
  }

  function spans(text: string): SkillSpan[] {
    const found: SkillSpan[] = []
    const lower = text.toLowerCase()
    for (let start = 0; start < text.length; start++) {
      const first = lower[start]!
      if (!root.next.has(first)) continue
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
        const char = lower[i]!
        if (isSpace(char) || char === '-') {
          node = node.next.get(' ')
          i++
          while (i < text.length && isSpace(lower[i]!)) i++
          continue
        }
        node = node.next.get(char)
        i++
      }
    }
    return found
  }

  return { spans }
}
