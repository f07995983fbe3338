// The skills lexicon shared by job extraction, the career engine and imports: one canonical name per
// skill, with aliases and a category. Matching is on word boundaries, case-insensitive.

export type SkillCategory = 'language' | 'framework' | 'cloud' | 'data' | 'devops' | 'enterprise' | 'business' | 'design' | 'method' | 'tool'

export type SkillEntry = { name: string; aliases: string[]; category: SkillCategory }

export const SKILLS: SkillEntry[] = [
  { name: 'JavaScript', aliases: ['js', 'ecmascript'], category: 'language' },
  { name: 'TypeScript', aliases: ['ts'], category: 'language' },
  { name: 'Python', aliases: [], category: 'language' },
  { name: 'Java', aliases: [], category: 'language' },
  { name: 'Kubernetes', aliases: ['k8s'], category: 'devops' },
  { name: 'SAP S/4HANA', aliases: ['s/4hana', 's4hana', 's/4 hana', 'sap s4'], category: 'enterprise' },
  { name: 'FP&A', aliases: ['financial planning and analysis', 'financial planning & analysis'], category: 'business' },
]

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const matchers = SKILLS.map((entry) => ({
  entry,
  pattern: new RegExp(`(?<![\\w+#/.-])(?:${[entry.name, ...entry.aliases].map(escapeRegExp).join('|')})(?![\\w+#/-]|\\.\\w)`, 'i'),
}))

/** Canonical names of the lexicon skills that occur in the text, in lexicon order. */
export function findSkills(text: string): string[] {
  return matchers.filter(({ pattern }) => pattern.test(text)).map(({ entry }) => entry.name)
}

/** The canonical name for a skill string, or null when the lexicon does not know it. */
export function canonicalSkill(value: string): string | null {
  const needle = value.trim().toLowerCase()
  const entry = SKILLS.find((s) => s.name.toLowerCase() === needle || s.aliases.includes(needle))
  return entry?.name ?? null
}
