import { person, type FreshCase } from '#tests/social-post-fresh-fixtures.ts'

// Held-out group 4 (issue 14, point 6): eight people in eight fields, written before the writer was
// changed in that session and measured first. Topics come in every shape a person types: a claim, a
// question, a single noun, a plural noun. One profile is imported (single-word skills such as
// "Forecast", an ALL-CAPS title), one is thin, one writes in German. Held out until 2026-11-28, when
// its posts were read to fix the writer (last blind read: 35.4 % shared skeletons, 15 junk tags, 11
// slips, all 11 misreads of "sales forecasts"); a tuning set since, its misses printed. Group 5
// (tests/social-post-group5-fixtures.ts) is the blind set now.

const NURSE = person('Grace Mensah', 'Registered Nurse', [
  {
    company: 'Riverside General Hospital',
    role: 'Registered Nurse, Intensive Care',
    duration: '2018 - Present',
    achievements: [
      'Led the unit’s switch to a 12-hour rota review, cutting unfilled night shifts from 9 to 3 a month.',
    ],
  },
])

const ELECTRICIAN = person(
  'Rhys Pritchard',
  'Electrician',
  [
    {
      company: 'Pritchard Electrical',
      role: 'Electrician',
      duration: '2015 - Present',
      achievements: ['Installed and commissioned 40 domestic heat pump circuits in 2023.'],
    },
  ],
  { technical: ['Inspection and testing', 'Heat pumps', 'EV chargers'] },
)

const ACCOUNTANT = person(
  'Sabine Krüger',
  'Bilanzbuchhalterin',
  [
    {
      company: 'Hansen & Partner Steuerberatung',
      role: 'Bilanzbuchhalterin',
      duration: '2014 - heute',
      achievements: ['Monatsabschluss für 12 Mandanten von zehn auf sechs Arbeitstage verkürzt.'],
    },
  ],
  { business: ['DATEV', 'Jahresabschluss', 'Monatsabschluss'] },
)

const TEACHER = person('Oliver Grant', 'Primary School Teacher', [
  { company: 'Meadowbank Primary School', role: 'Year 4 Teacher', duration: '2019 - Present' },
])

// Imported: a title in capitals and single-word skills, as a PDF import leaves them.
const SALES = person(
  'Lucia Ferreira',
  'ACCOUNT EXECUTIVE',
  [
    {
      company: 'Norland Software',
      role: 'ACCOUNT EXECUTIVE',
      duration: '2021 - Present',
      achievements: ['Closed 31 new logos in 2023 against a quota of 24.'],
    },
  ],
  { business: ['Forecast', 'Pipeline', 'Negotiation', 'Salesforce'] },
)

const DATA = person(
  'Arjun Mehta',
  'Data Analyst',
  [
    {
      company: 'Brightwell Retail',
      role: 'Data Analyst',
      duration: '2020 - Present',
      achievements: [
        'Retired 23 of 41 weekly dashboards after asking their owners which decisions they informed.',
      ],
    },
  ],
  { technical: ['SQL', 'Power BI', 'Python'] },
)

const HR = person(
  'Naomi Clarke',
  'HR Business Partner',
  [
    {
      company: 'Kestrel Foods',
      role: 'HR Business Partner',
      duration: '2019 - Present',
      achievements: [
        'Rebuilt the first-week plan for warehouse hires; 90-day attrition fell from 34% to 21%.',
      ],
    },
  ],
  { business: ['Onboarding', 'Employee relations', 'Recruiting'] },
)

const LOGISTICS = person('Daniel Okoro', 'Transport Planner', [
  {
    company: 'Crestline Distribution',
    role: 'Transport Planner',
    duration: '2017 - Present',
    achievements: ['Moved loading to booked 30-minute slots, raising on-time departures from 78% to 93%.'],
  },
])

export const HELD_OUT_GROUP_4: readonly FreshCase[] = [
  {
    id: 'g4-nurse-night-shifts',
    topic: 'Night shifts',
    argument:
      'Most errors on a ward happen between three and six in the morning, when the fewest people are awake to catch them. Rotas that put two experienced nurses on every night make that window safer than any new checklist.',
    traits: ['Empathetic', 'Reliable'],
    profile: NURSE,
  },
  {
    id: 'g4-nurse-question',
    topic: 'Why do new nurses leave in their first year?',
    argument:
      'They are handed a full caseload after two weeks of shadowing. A named preceptor for the first three months costs rota hours, but it keeps people in the profession.',
    traits: ['Empathetic', 'Collaborative'],
    profile: NURSE,
  },
  {
    id: 'g4-electrician-heat-pumps',
    topic: 'Heat pumps',
    argument:
      'Homeowners are told a heat pump is a boiler swap. It is not: the supply, the consumer unit and often the earthing need work first, and a survey that skips them leads to a second visit.',
    traits: ['Reliable', 'Analytical'],
    profile: ELECTRICIAN,
  },
  {
    id: 'g4-accountant-abschluss',
    topic: 'Monatsabschluss',
    argument:
      'Ein schneller Monatsabschluss scheitert selten an der Buchhaltung. Er scheitert an Belegen, die zwei Wochen zu spät kommen, und an Abstimmungen, die niemand vor dem Monatsende anfängt.',
    traits: ['Analytical', 'Reliable'],
    profile: ACCOUNTANT,
  },
  {
    id: 'g4-teacher-homework',
    topic: 'Homework should be optional in primary school',
    argument:
      'Children who need the practice most are the ones with the least help at home. Ten minutes of reading together in class does more than a worksheet that comes back half done.',
    traits: ['Curious', 'Empathetic'],
    profile: TEACHER,
  },
  {
    id: 'g4-sales-forecasts',
    topic: 'Sales forecasts',
    argument:
      'A forecast built on how confident a rep feels is a mood report. Forecasts improve when every deal in the commit column has a named decision maker and a date they agreed to.',
    traits: ['Decisive', 'Results-oriented'],
    profile: SALES,
  },
  {
    id: 'g4-data-dashboards',
    topic: 'Are dashboards the answer?',
    argument:
      'Most dashboards are built because someone asked for one, not because a decision depends on it. Before building one, ask which decision it will change and who makes it.',
    traits: ['Analytical', 'Curious'],
    profile: DATA,
  },
  {
    id: 'g4-hr-onboarding',
    topic: 'Onboarding',
    argument:
      'New starters decide in the first week whether they will stay. A buddy, a working login and a real task on day one matter more than a welcome pack.',
    traits: ['Empathetic', 'Collaborative'],
    profile: HR,
  },
  {
    id: 'g4-logistics-loading',
    topic: 'Late deliveries start at the loading dock',
    argument:
      'Drivers wait because trailers are loaded in the order the orders arrived, not in the order the trucks leave. Booking loading slots against departure times fixes most of the lateness before the truck moves.',
    traits: ['Results-oriented', 'Decisive'],
    profile: LOGISTICS,
  },
  {
    id: 'g4-hr-exit-interviews',
    topic: 'Exit interviews',
    argument:
      'By the time someone is leaving, they have no reason to be candid. Stay interviews with people who are still here tell you what to fix while it can still change a decision.',
    traits: ['Curious', 'Transformative'],
    profile: HR,
  },
]
