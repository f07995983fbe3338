// The ten employers whose house style the engine recognises by name in a posting's company field.
// The first four are the ones the landing page names. Each maps to what that employer's hiring
// culture publicly emphasises, which decides which of the person's own achievements lead.

export type EliteCompany = {
  name: string
  /** Lower-case words that identify the company in a posting's company field. */
  match: string[]
  /** What the application emphasises for this employer. */
  emphasis: 'customer' | 'scale' | 'craft' | 'rigour' | 'impact' | 'collaboration' | 'story'
  /** Shown on the landing page. */
  isNamedOnLanding: boolean
  /** One line on the tone adaptation, shown to users. */
  toneNote: string
}

export const ELITE_COMPANIES: EliteCompany[] = [
  {
    name: 'SAP',
    match: ['sap se', 'sap'],
    emphasis: 'rigour',
    isNamedOnLanding: true,
    toneNote: 'Precise process and integration language, certifications up front.',
  },
  {
    name: 'Google',
    match: ['google', 'alphabet'],
    emphasis: 'scale',
    isNamedOnLanding: true,
    toneNote: 'Data-driven impact and scale, measured outcomes first.',
  },
  {
    name: 'Apple',
    match: ['apple'],
    emphasis: 'craft',
    isNamedOnLanding: true,
    toneNote: 'Short, crafted sentences; quality and user focus.',
  },
  {
    name: 'McKinsey & Company',
    match: ['mckinsey'],
    emphasis: 'rigour',
    isNamedOnLanding: true,
    toneNote: 'Structured, hypothesis-led, results quantified.',
  },
  {
    name: 'Amazon',
    match: ['amazon', 'aws'],
    emphasis: 'customer',
    isNamedOnLanding: false,
    toneNote: 'Ownership and customer outcomes, every claim backed by a number.',
  },
  {
    name: 'Microsoft',
    match: ['microsoft'],
    emphasis: 'collaboration',
    isNamedOnLanding: false,
    toneNote: 'Growth mindset and cross-team collaboration.',
  },
  {
    name: 'Spotify',
    match: ['spotify'],
    emphasis: 'collaboration',
    isNamedOnLanding: false,
    toneNote: 'Autonomous squads, warm and team-first wording.',
  },
  {
    name: 'Ogilvy',
    match: ['ogilvy'],
    emphasis: 'story',
    isNamedOnLanding: false,
    toneNote: 'A headline and a story; persuasion grounded in results.',
  },
  {
    name: 'Goldman Sachs',
    match: ['goldman sachs'],
    emphasis: 'rigour',
    isNamedOnLanding: false,
    toneNote: 'Risk-aware precision and commercial results.',
  },
  {
    name: 'Siemens',
    match: ['siemens'],
    emphasis: 'impact',
    isNamedOnLanding: false,
    toneNote: 'Engineering excellence and long-term industrial impact.',
  },
]

/** The recognised company named in `company`, or null. */
export function recogniseEliteCompany(company: string): EliteCompany | null {
  const value = company.toLowerCase()
  return (
    ELITE_COMPANIES.find((c) =>
      c.match.some((m) =>
        new RegExp(`(^|[^a-z])${m.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}([^a-z]|$)`).test(value),
      ),
    ) ?? null
  )
}
