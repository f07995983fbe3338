import { person, type FreshCase } from '#tests/social-post-fresh-fixtures.ts'

// Group 7 (issue 14, point 6): seven people in careers the other groups cover least, in Canada,
// Ireland, India, Australia and Kenya, written on 2026-12-06 before the English phrasing work of that
// session and measured first. Four have no quantified result, so a post cannot lead with one. Topics
// come as a word, a phrase, a claim and a question. The last two cases are held out (only measured).
//
// First read (2026-12-06, writer at main a7589b6, before any fix), 5 cases x 5 tones x 3 audiences:
// 75 posts / 231 scaffold sentences (3.1 a post); 12 skeletons shared across people (13.0 % of
// scaffold sentences, 0.4 a post); 13.0 % shared across topics; tone overlap 0.33 mean / 0.74 max;
// junk tags 0 of 255; claims 0; wrapped topics 18 (the plural phrase 'Pharmacists on ward rounds'
// slotted in as a thing: 'one change to pharmacists on ward rounds'); wrong language 0; slips 0.
// Held out (2 cases, 30 posts): 0 shared skeletons, overlap 0.32 / 0.66, 0 junk tags, claims,
// wrapped topics or slips.
// After the labels and closing-question fix of that session: no argument under a label, no closing
// that quotes it back; 15 skeletons shared across people (15.6 %: the closing is now the writer's
// own question about the subject, where it used to quote the person); tone overlap 0.29 / 0.67;
// junk tags, claims, slips 0; wrapped topics 21 ('pharmacists on ward rounds', still slotted in as a
// thing). Held out: 0 shared skeletons, overlap 0.29 / 0.66, 0 junk tags, claims, wraps or slips.

// Mississauga, Canada: quantified results.
const PHARMACIST = person(
  'Priya Raghunathan',
  'Hospital Pharmacist',
  [
    {
      company: 'Trillium Health Partners',
      role: 'Hospital Pharmacist',
      duration: '2020 - Present',
      achievements: ['Cut anticoagulant dosing errors on the wards by 40% with a new heparin order set'],
    },
  ],
  { technical: ['Medication reconciliation', 'Anticoagulation'] },
)

// Cork, Ireland: a result, no money.
const HR = person(
  'Aoife Brennan',
  'HR Generalist',
  [
    {
      company: 'Munster Medical Devices',
      role: 'HR Generalist',
      duration: '2021 - Present',
      achievements: [
        'Brought absence on the production floor down from 6.1% to 3.8% with return-to-work meetings',
      ],
    },
  ],
  { business: ['Employee relations', 'Absence management'] },
)

// Melbourne, Australia: no quantified result.
const RESTAURANT = person(
  'Lachlan O’Sullivan',
  'Restaurant Manager',
  [{ company: 'Southbank Grill House', role: 'Restaurant Manager', duration: '2021 - Present' }],
  { business: ['Team leadership', 'Guest experience'] },
)

// Ottawa, Canada: a career changer, no number.
const ANALYST = person(
  'Marc-André Tremblay',
  'Junior Data Analyst',
  [
    {
      company: 'Rideau Home Services',
      role: 'Junior Data Analyst',
      duration: '2024 - Present',
      achievements: ['Wrote the SQL that merged the booking and billing databases'],
    },
    { company: 'Tremblay & Fils Comptabilité', role: 'Bookkeeper', duration: '2015 - 2024' },
  ],
  { technical: ['SQL', 'Power BI'] },
)

// Kochi, India: thin, one job, nothing quantified.
const SALES = person('Kavya Nair', 'Sales Assistant', [
  { company: 'Lulu Hypermarket', role: 'Sales Assistant', duration: '2023 - Present' },
])

// Pune, India: held out.
const ENGINEER = person(
  'Arjun Deshmukh',
  'Project Engineer',
  [
    {
      company: 'Larsen & Toubro Construction',
      role: 'Project Engineer',
      duration: '2021 - Present',
      achievements: ['Cut concrete rejections from 4% to 1% with a pour checklist for subcontractors'],
    },
  ],
  { technical: ['Primavera P6', 'Quality control'] },
)

// Nairobi, Kenya: held out, no number.
const SOCIAL_WORKER = person(
  'Wanjiru Kamau',
  'Medical Social Worker',
  [{ company: 'Kenyatta National Hospital', role: 'Medical Social Worker', duration: '2020 - Present' }],
  { technical: ['Case management', 'Discharge planning'] },
)

export const GROUP_7: readonly FreshCase[] = [
  {
    id: 'g7-pharmacist-on-rounds',
    topic: 'Pharmacists on ward rounds',
    argument:
      'Most dosing errors are caught too late because the pharmacist sees the order hours after it is written. Put the pharmacist on the round and the question is asked before the order exists.',
    traits: ['Analytical', 'Collaborative'],
    profile: PHARMACIST,
  },
  {
    id: 'g7-hr-absence',
    topic: 'Absence',
    argument:
      'Absence falls when someone asks how the person is on the first day back, not when the policy gets stricter. A ten-minute return-to-work talk does more than a warning letter.',
    traits: ['Empathetic', 'Decisive'],
    profile: HR,
  },
  {
    id: 'g7-restaurant-turnover',
    topic: 'Why do good waiters leave?',
    argument:
      'Good waiters leave when the roster changes every week and nobody trains them. Pay for a training week and publish rosters a fortnight ahead, and they stay.',
    traits: ['Reliable', 'Collaborative'],
    profile: RESTAURANT,
  },
  {
    id: 'g7-analyst-bookkeeping',
    topic: 'Bookkeeping is good training for data analysis',
    argument:
      'Years of reconciling accounts teach you to distrust a total until you know where every row came from. That habit matters more in analytics than any tool.',
    traits: ['Analytical', 'Curious'],
    profile: ANALYST,
  },
  {
    id: 'g7-sales-first-job',
    topic: 'What a shop floor teaches about customers',
    argument:
      'Customers at an electronics counter rarely ask for a product; they describe a problem. Listening to the problem first sells less today and brings them back next month.',
    traits: ['Empathetic', 'Curious'],
    profile: SALES,
  },
]

// Held out: measured only, never printed.
export const GROUP_7_HELD_OUT: readonly FreshCase[] = [
  {
    id: 'g7-engineer-checklists',
    topic: 'Checklists on site',
    argument:
      'A pour checklist the subcontractor signs before concrete arrives prevents more rejections than any inspection after it. Quality is planned, not inspected.',
    traits: ['Reliable', 'Analytical'],
    profile: ENGINEER,
  },
  {
    id: 'g7-social-work-discharge',
    topic: 'Discharge planning starts at admission',
    argument:
      'Children stay in hospital after they are well because nobody planned who takes them home. A social worker at the first ward round saves days at the end.',
    traits: ['Empathetic', 'Reliable'],
    profile: SOCIAL_WORKER,
  },
]
