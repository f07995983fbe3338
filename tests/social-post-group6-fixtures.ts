import { person, type FreshCase } from '#tests/social-post-fresh-fixtures.ts'

// Group 6 (issue 14, point 6): eight people in eight fields, written on 2026-11-28 before the English
// small-profile work of that session and measured first. Five of them have no quantified achievement
// (two have none at all, one has no skill either), so a post cannot open on a number. Topics come as
// a single word, a phrase, a claim and a question, in every tone the eval runs.
//
// First read (2026-11-28, writer at main 208aee3, before any fix), 8 cases x 5 tones x 3 audiences:
// 120 posts / 366 scaffold sentences (3.0 a post); 12 skeletons shared across people (7.9 % of
// scaffold sentences, 0.2 a post); 7.9 % shared across topics; tone trigram overlap 0.39 mean / 0.71
// max; junk tags 0 of 390; claims 0; wrapped topics 46 (all 'What I learned from cleaning data for
// six months', a headline read as a question: 'the question “What I learned …?”'); wrong language 0;
// grammar slips 0.
// After the headline fix of that session: 14 shared skeletons (10.7 %: the headline's subject,
// 'cleaning data', now sits in the scaffold sentences other topics use); wrapped topics 46 -> 0;
// junk tags 0; claims 0; slips 0; tone overlap 0.39 / 0.71.

// Johannesburg, South Africa: one quantified result.
const PHARMACIST = person(
  'Thandeka Mokoena',
  'Responsible Pharmacist',
  [
    {
      company: 'Medirite Pharmacy Rosebank',
      role: 'Responsible Pharmacist',
      duration: '2021 - Present',
      achievements: [
        'Cut script waiting time at peak hours from 25 to 10 minutes by splitting chronic and acute queues',
      ],
    },
  ],
  { business: ['Medication counselling', 'Stock control'] },
)

// Poznań, Poland: duties only, no number.
const WAREHOUSE = person(
  'Tomasz Wierzbicki',
  'Warehouse Shift Supervisor',
  [
    {
      company: 'Vistula Logistics',
      role: 'Warehouse Shift Supervisor',
      duration: '2020 - Present',
      achievements: ['Introduced a pre-shift briefing on safety and the night’s priorities'],
    },
  ],
  { business: ['Shift planning', 'Team leadership'] },
)

// Glasgow, Scotland: no achievement at all.
const SOCIAL_WORKER = person(
  'Fiona MacLeod',
  'Social Worker',
  [
    {
      company: 'Glasgow City Health and Social Care Partnership',
      role: 'Social Worker',
      duration: '2020 - Present',
    },
  ],
  { technical: ['Child protection', 'Risk assessment'] },
)

// Christchurch, New Zealand: a career changer with one result.
const CHEF = person(
  'Hemi Walker',
  'Head Chef',
  [
    {
      company: 'Riverside Kitchen & Bar',
      role: 'Head Chef',
      duration: '2019 - Present',
      achievements: [
        'Wrote the kitchen’s food control plan and kept an A grade at every council verification',
      ],
    },
  ],
  { technical: ['HACCP', 'Allergen management'] },
)

// Lagos, Nigeria: one internship, nothing quantified, no business skill.
const ANALYST = person(
  'Chinedu Eze',
  'Data Analyst Intern',
  [{ company: 'Paystack', role: 'Data Analyst Intern', duration: '2025' }],
  { technical: ['SQL', 'Google Sheets'] },
)

// Singapore: quantified results.
const HR = person(
  'Rachel Tan',
  'HR Generalist',
  [
    {
      company: 'Keppel Marine Engineering Services',
      role: 'HR Generalist',
      duration: '2021 - Present',
      achievements: [
        'Reduced time to hire for technician roles from 52 to 31 days by moving interviews on site',
      ],
    },
  ],
  { business: ['Recruitment', 'Employee relations'] },
)

// Quezon City, Philippines: thin, no achievement, no skill.
const CASHIER = person('Maricel Dela Cruz', 'Cashier', [
  { company: 'SM Supermarket', role: 'Cashier', duration: '2021 - Present' },
])

// Valparaíso, Chile: a port planner writing in English, a result without a number.
const PORT = person(
  'Ignacio Fuentes',
  'Vessel Planner',
  [
    {
      company: 'Terminal Pacífico Sur',
      role: 'Vessel Planner',
      duration: '2018 - Present',
      achievements: ['Moved the stowage handover from email to a shared plan the crane drivers can see'],
    },
  ],
  { technical: ['Stowage planning', 'Navis N4'] },
)

export const GROUP_6: readonly FreshCase[] = [
  {
    id: 'g6-pharmacist-queues',
    topic: 'Pharmacy queues',
    argument:
      'Most of the wait at a pharmacy counter is chronic repeats queuing behind acute scripts. Give repeats their own line and their own hour, and everyone waits less.',
    traits: ['Analytical', 'Empathetic'],
    profile: PHARMACIST,
  },
  {
    id: 'g6-warehouse-night-shift',
    topic: 'Why do night shifts lose more people?',
    argument:
      'Night shifts lose people because nobody explains the plan. Ten minutes at the start of the shift on safety and the order of the loads keeps people longer than a pay rise.',
    traits: ['Reliable', 'Collaborative'],
    profile: WAREHOUSE,
  },
  {
    id: 'g6-social-work-caseloads',
    topic: 'Caseloads are a safeguarding issue',
    argument:
      'When a social worker carries too many children, visits get shorter and notes get thinner. Caseload limits protect children, not just staff.',
    traits: ['Empathetic', 'Reliable'],
    profile: SOCIAL_WORKER,
  },
  {
    id: 'g6-chef-food-safety',
    topic: 'Food safety',
    argument:
      'A food control plan only works if the cooks who fill in the temperature log understand why it matters. Train the reason, not just the form.',
    traits: ['Reliable', 'Curious'],
    profile: CHEF,
  },
  {
    id: 'g6-analyst-first-job',
    topic: 'What I learned from cleaning data for six months',
    argument:
      'Most of an analyst’s first job is cleaning data, and that is where you learn how the business really works: which fields nobody fills in, and why.',
    traits: ['Curious', 'Analytical'],
    profile: ANALYST,
  },
  {
    id: 'g6-hr-hiring-speed',
    topic: 'Time to hire',
    argument:
      'Good technicians accept the first offer that is real. Interviewing on site, with the supervisor in the room, is faster and tells the candidate more than three video calls.',
    traits: ['Decisive', 'Results-oriented'],
    profile: HR,
  },
  {
    id: 'g6-cashier-customer-service',
    topic: 'Customer service at the till',
    argument:
      'The till is the last thing a customer remembers about a shop. A calm cashier can fix a bad visit in a minute, and a rushed one can spoil a good one.',
    traits: ['Empathetic', 'Reliable'],
    profile: CASHIER,
  },
  {
    id: 'g6-port-handover',
    topic: 'Handover between planners and crane drivers',
    argument:
      'A stowage plan that lives in an email is out of date before the first crane moves. When crane drivers see the same plan the planner sees, fewer boxes are moved twice.',
    traits: ['Collaborative', 'Analytical'],
    profile: PORT,
  },
]
