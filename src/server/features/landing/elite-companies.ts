// The employers whose house style the tone adaptation recognises by name (spec section 1: "about 10
// recognised elite companies, 4 named, 6 others"). The engine issue owns the adaptation itself and
// is adding `src/shared/elite-companies.ts`; once that lands, the landing page should read the list
// from there and this file goes away.

export type LandingEliteCompany = { name: string; isNamedOnLanding: boolean }

export const LANDING_ELITE_COMPANIES: LandingEliteCompany[] = [
  { name: 'SAP', isNamedOnLanding: true },
  { name: 'Google', isNamedOnLanding: true },
  { name: 'Apple', isNamedOnLanding: true },
  { name: 'McKinsey & Company', isNamedOnLanding: true },
  { name: 'Amazon', isNamedOnLanding: false },
  { name: 'Microsoft', isNamedOnLanding: false },
  { name: 'Spotify', isNamedOnLanding: false },
  { name: 'Ogilvy', isNamedOnLanding: false },
  { name: 'Goldman Sachs', isNamedOnLanding: false },
  { name: 'Siemens', isNamedOnLanding: false },
]
