import { rawSkills } from '#shared/skills/skills-data.ts'

// The skills lexicon shared by job extraction, the career engine and imports: one canonical name per
// skill, with aliases and a category. Matching is on word boundaries, case-insensitive unless a
// spelling is marked case-sensitive; ambiguous names (Go, R, C, Julia, Excel) have context rules.

export type SkillCategory =
  | 'language'
  | 'framework'
  | 'cloud'
  | 'data'
  | 'devops'
  | 'enterprise'
  | 'business'
  | 'design'
  | 'method'
  | 'tool'

export type SkillEntry = { name: string; aliases: string[]; category: SkillCategory }

const raw = rawSkills()

export const SKILLS: SkillEntry[] = raw.map(({ name, aliases, category }) => ({ name, aliases, category }))

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const BEFORE = '(?<![\\w+#.&-])'
// A trailing hyphen is allowed: German compounds ("SAP-Berater", "Python-Kenntnisse") and "React-based".
const AFTER = '(?![\\w+#&]|-\\d|\\.\\w|/\\d)'
// A list context: "Python, R and SQL", "(R)", "R/Python", "R programming".
const LIST_BEFORE = '(?<=(?:^|[,;(/]|\\band|\\bor|\\bin|\\bwith|\\busing|:)\\s*)'
const LIST_AFTER =
  '(?=\\s*(?:[,;)/]|\\band\\b|\\bor\\b|\\bprogramming\\b|\\blanguage\\b|\\bstudio\\b|\\bscripts?\\b|\\bshiny\\b|\\bpackages?\\b|$))'

const CONTEXT_RULES: Record<string, RegExp> = {
  // "Go" the language, not "go to market", "go-live" or a sentence starting with "Go".
  Go: new RegExp(
    `${BEFORE}(?:[Gg]olang|GOLANG|(?<=(?:\\bin|\\bwith|\\busing|\\band|\\bor|[,;(/:])\\s*)Go(?![\\w-])(?!\\s+(?:to|live|ahead|back|beyond|further|for it|above)\\b)|Go(?=\\s*(?:[,;)/]|\\band\\b|\\bor\\b|\\bprogramming|\\blang\\b|\\bdevelop|\\bservices?\\b|\\bmicroservices?\\b|\\bbackend)))${AFTER}`,
  ),
  R: new RegExp(
    `${LIST_BEFORE}R(?![\\w&'’.+#-]|\\/\\d)${LIST_AFTER}|\\bR (?:programming|language|studio)\\b|\\bRStudio\\b`,
  ),
  C: new RegExp(
    `${LIST_BEFORE}C(?![\\w&'’.+#-])${LIST_AFTER}|\\bC (?:programming|language)\\b|\\bANSI C\\b|\\bembedded C\\b`,
  ),
  Julia: new RegExp(`${LIST_BEFORE}Julia(?![\\w'’-])${LIST_AFTER}|\\bJulia (?:programming|language)\\b`),
  // Excel the tool, not "excel at/in" the verb.
  Excel: /\b(?:microsoft excel|ms excel)\b|(?<![\w-])Excel(?![\w-])(?!\s+(?:at|in|as|when|with)\b)/,
}

const matchers = raw.map((entry) => {
  const rule = CONTEXT_RULES[entry.name]
  if (rule) return { entry, patterns: [rule] }
  const insensitive = entry.patterns.filter((p) => !p.startsWith('=')).map(escapeRegExp)
  const sensitive = entry.patterns.filter((p) => p.startsWith('=')).map((p) => escapeRegExp(p.slice(1)))
  const patterns: RegExp[] = []
  if (insensitive.length) patterns.push(new RegExp(`${BEFORE}(?:${insensitive.join('|')})${AFTER}`, 'i'))
  if (sensitive.length) patterns.push(new RegExp(`${BEFORE}(?:${sensitive.join('|')})${AFTER}`))
  return { entry, patterns }
})

/** Canonical names of the lexicon skills that occur in the text, in lexicon order. */
export function findSkills(text: string): string[] {
  return matchers.filter(({ patterns }) => patterns.some((p) => p.test(text))).map(({ entry }) => entry.name)
}

const byKey = new Map<string, SkillEntry>()
for (const entry of SKILLS) {
  for (const key of [entry.name, ...entry.aliases])
    if (!byKey.has(key.toLowerCase())) byKey.set(key.toLowerCase(), entry)
}

/** The canonical name for a skill string, or null when the lexicon does not know it. */
export function canonicalSkill(value: string): string | null {
  const needle = value.trim().toLowerCase()
  if (!needle) return null
  return byKey.get(needle)?.name ?? byKey.get(needle.replace(/\s*\(.*\)$/, ''))?.name ?? null
}

/** The lexicon entry for a canonical name or alias, or null. */
export function getSkill(value: string): SkillEntry | null {
  return byKey.get(value.trim().toLowerCase()) ?? null
}

/** The skills of one category that occur in the text. */
export function findSkillsByCategory(text: string, category: SkillCategory): string[] {
  const found = new Set(findSkills(text))
  return SKILLS.filter((s) => s.category === category && found.has(s.name)).map((s) => s.name)
}

/**
 * Lexicon skills in the text, each named as the text writes it when the canonical name itself does
 * not occur ("Supply Chain", not "Supply Chain Management"): imports keep the person's own words.
 */
export function findSkillMentions(text: string): string[] {
  const lower = text.toLowerCase()
  return matchers.flatMap(({ entry, patterns }) => {
    for (const pattern of patterns) {
      const match = pattern.exec(text)
      if (!match) continue
      if (lower.includes(entry.name.toLowerCase())) return [entry.name]
      const surface = match[0].trim()
      return [surface === surface.toLowerCase() ? surface.charAt(0).toUpperCase() + surface.slice(1) : surface]
    }
    return []
  })
}
