import { person, type FreshCase } from '#tests/social-post-fresh-fixtures.ts'

// Group 8 (issue 14, point 6): the people of the unseen5 writing set, in New Zealand, the US,
// Scotland, Germany and South Africa, written on 2026-12-07 before the post trait-line and
// own-work fixes of that session and measured first. Three have no quantified result; one topic is
// a thing other people do ("Vets at the front desk"), which the post must not tell as the author's
// own work. The last two cases are held out (only measured, never printed).
// First read (2026-12-07, writer at main fa6f885, before any fix), 6 cases x 5 tones x 3 audiences:
// 90 posts / 263 scaffold sentences (2.9 a post); 9 skeletons shared across people (6.8 %); tone
// overlap 0.22 / 0.75; junk tags 0 of 270; claims, wrapped topics, slips 0. Read by hand: trait
// lines any post could carry ('Treat brands as an experiment', 'Make the call on a bus network');
// 'what is one change to vets at the front desk'. Held out (2 cases, 30 posts): 7 skeletons shared
// (15.2 %), overlap 0.11 / 0.48, 0 junk tags, claims, wraps or slips.
// After the trait-line and closing work of that session: 8 skeletons shared (6.1 %), overlap
// 0.22 / 0.75, 0 junk tags, claims, wraps, slips; trait lines said from where the author stands
// ('As a bus driver at First Glasgow, I would rather make the call on …'). Held out: 5 shared
// (10.9 %), overlap 0.12 / 0.55, 0 junk tags, claims, wraps or slips.

// Hamilton, New Zealand: a result.
const VET_NURSE = person(
  'Hana Te Rangi',
  'Senior Veterinary Nurse',
  [
    {
      company: 'Waikato Animal Health',
      role: 'Senior Veterinary Nurse',
      duration: '2020 - Present',
      achievements: [
        'Cut drug stock write-offs by 35% with a monthly expiry check and first-in first-out shelving',
      ],
    },
  ],
  { technical: ['Stock control', 'ezyVet'], business: ['Rostering'] },
)

// Charlotte, US: a result, no money.
const PARALEGAL = person(
  'Danielle Ortiz',
  'Paralegal',
  [
    {
      company: 'Hartwell & Greene LLP',
      role: 'Paralegal',
      duration: '2020 - Present',
      achievements: [
        'Built a tracker for 300 annual state filings that has not missed a deadline since 2021',
      ],
    },
  ],
  { technical: ['Regulatory filings', 'Contract review'] },
)

// Glasgow, Scotland: no quantified result.
const DRIVER = person(
  'Callum McIntyre',
  'Bus Driver',
  [{ company: 'First Glasgow', role: 'Bus Driver', duration: '2016 - Present' }],
  { technical: ['Duty allocation', 'Route knowledge'] },
)

// Mainz, Germany (writes in English): a result.
const CHEMIST = person(
  'Sofia Marchetti',
  'Postdoctoral Researcher',
  [
    {
      company: 'Max Planck Institute for Polymer Research',
      role: 'Postdoctoral Researcher',
      duration: '2022 - Present',
      achievements: ['Developed a hot-melt adhesive that releases at 80 °C for recyclable packaging'],
    },
  ],
  { technical: ['Polymer synthesis', 'Rheology'] },
)

// Columbus, US: no quantified result given here.
const STORE = person(
  'Marcus Bell',
  'Store Manager',
  [{ company: 'Target', role: 'Store Manager', duration: '2019 - Present' }],
  { business: ['Order fulfilment', 'Team leadership'] },
)

// Cape Town, South Africa: self-employed, no number.
const PHOTOGRAPHER = person(
  'Thandiwe Mokoena',
  'Freelance Photographer',
  [{ company: 'Self-employed', role: 'Freelance Photographer', duration: '2017 - Present' }],
  { technical: ['Product photography', 'Adobe Lightroom'] },
)

// Held out: Winnipeg, Canada, and Kalgoorlie, Australia.
const TEACHER = person(
  'Émilie Gagnon',
  'Grade 7 Teacher',
  [
    {
      company: 'Winnipeg School Division',
      role: 'Grade 7 Teacher',
      duration: '2015 - Present',
      achievements: ['Built 24 online science units used by 30 teachers in the division'],
    },
  ],
  { technical: ['Curriculum design', 'Google Classroom'] },
)

const MINING = person(
  'Ben Kowalczyk',
  'Senior Mining Engineer',
  [{ company: 'Northern Star Resources', role: 'Senior Mining Engineer', duration: '2020 - Present' }],
  { technical: ['Drill and blast', 'Short-term planning'] },
)

export const GROUP_8: readonly FreshCase[] = [
  {
    id: 'g8-vet-front-desk',
    topic: 'Vets at the front desk',
    argument:
      'Clients trust the clinic more when a vet or nurse explains the bill before the consult, not after it. Five minutes at the desk saves an argument at the till.',
    traits: ['Empathetic', 'Reliable'],
    profile: VET_NURSE,
  },
  {
    id: 'g8-paralegal-deadlines',
    topic: 'Deadlines live in trackers, not in inboxes',
    argument:
      'A filing deadline kept in someone’s inbox is missed the week they are on leave. One shared tracker with an owner per line is dull and it works.',
    traits: ['Reliable', 'Analytical'],
    profile: PARALEGAL,
  },
  {
    id: 'g8-driver-late-shifts',
    topic: 'What a late shift teaches about a bus network',
    argument:
      'On a late shift the timetable meets reality: a breakdown on one route empties two others. Controllers who have driven the routes know which bus to move.',
    traits: ['Decisive', 'Collaborative'],
    profile: DRIVER,
  },
  {
    id: 'g8-chemist-industry',
    topic: 'Academic chemists in industry',
    argument:
      'Academic chemists are trained to publish the first result that works; industry needs the result that still works on the thousandth batch. The habit to learn is repeatability.',
    traits: ['Curious', 'Analytical'],
    profile: CHEMIST,
  },
  {
    id: 'g8-store-click-collect',
    topic: 'Click and collect',
    argument:
      'Click and collect fails at the back of the store, not on the website. Put the pickers in zones next to the stock and the order is ready before the customer parks.',
    traits: ['Results-oriented', 'Collaborative'],
    profile: STORE,
  },
  {
    id: 'g8-photographer-in-house',
    topic: 'Why brands should shoot their own product photos',
    argument:
      'Brands that outsource every shoot wait weeks for a photo of a new label. A small in-house setup and one person who owns it turns a launch around in a day.',
    traits: ['Innovative', 'Determined'],
    profile: PHOTOGRAPHER,
  },
]

// Held out: measured only, never printed.
export const GROUP_8_HELD_OUT: readonly FreshCase[] = [
  {
    id: 'g8-teacher-course-design',
    topic: 'Teachers make good course designers',
    argument:
      'A teacher sees within a minute when a lesson has lost the room. Course designers who have taught build in that check before anyone clicks next.',
    traits: ['Empathetic', 'Curious'],
    profile: TEACHER,
  },
  {
    id: 'g8-mining-blast-design',
    topic: 'Blast design is a cost lever',
    argument:
      'Most of a pit’s cost per tonne is decided by the blast pattern before a truck moves. Small changes in spacing and burden pay for a planning engineer many times over.',
    traits: ['Analytical', 'Results-oriented'],
    profile: MINING,
  },
]
