// The live demo's before/after pair (spec sections 1 and 2): a technical specialist profile, first
// described in tool language, then translated into global business language. The bullets are the
// sample profile's own work; the scores are the spec's illustration and the page says so.

export type DemoSide = {
  label: 'Before' | 'After'
  headline: string
  jobMatch: number
  variations: number
  appeal: 'Local' | 'Global'
  bullets: string[]
}

export const DEMO_BEFORE: DemoSide = {
  label: 'Before',
  headline: 'SAP FI/CO Consultant',
  jobMatch: 60,
  variations: 1,
  appeal: 'Local',
  bullets: [
    'Configured SAP FI/CO modules and intercompany settings',
    'Wrote ABAP reports for the month-end close',
    'Worked on S/4HANA migration tickets for the planning module',
  ],
}

export const DEMO_AFTER: DemoSide = {
  label: 'After',
  headline: 'Finance Transformation Lead, SAP S/4HANA',
  jobMatch: 95,
  variations: 3,
  appeal: 'Global',
  bullets: [
    'Cut month-end close from 9 to 5 working days by automating intercompany reconciliation',
    'Drove 85% user adoption of a new S/4HANA planning product within six months',
    'Managed a client portfolio worth EUR 4M+ in annual revenue across 15+ countries',
  ],
}
