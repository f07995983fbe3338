import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'

// People the social post writer had not seen when they were written (issue 14, point 6): each one a
// profile, a topic (a word, a phrase or a full sentence) and the argument they want to make. The
// TUNING cases were read while fixing the writer; the HELD_OUT cases never were, so the posts eval
// reports them separately as a check that the fixes are general.

type Role = { company: string; role: string; duration: string; achievements?: string[] }

/** A post author's profile: a name, a current title, roles and skills; every other section empty. */
export function person(
  name: string,
  currentRole: string,
  roles: readonly Role[],
  skills: { technical?: string[]; business?: string[] } = {},
): ProfileSections {
  return ProfileSectionsSchema.parse({
    personalInfo: { fullName: name, currentRole, company: roles[0]?.company ?? '' },
    workExperience: {
      experiences: roles.map((r, i) => ({ id: `r${i}`, achievements: [], ...r })),
    },
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills,
  })
}

export type FreshCase = {
  id: string
  topic: string
  argument: string
  traits: readonly string[]
  profile: ProfileSections
}

export const TUNING_CASES: readonly FreshCase[] = [
  {
    id: 'nursing-handover',
    topic: 'Bedside handover',
    argument:
      'Shift handover at the nurses’ station loses the details that matter. When we hand over at the bedside, the patient hears the plan and corrects it, and the next nurse sees the IV lines and wounds with their own eyes.',
    traits: ['Empathetic', 'Reliable'],
    profile: person('Adaeze Okafor', 'Charge Nurse', [
      {
        company: 'St. Brendan’s Hospital',
        role: 'Charge Nurse',
        duration: '2019 - Present',
        achievements: [
          'Introduced bedside handover on a 28-bed surgical ward and cut handover-related incident reports from 14 to 5 in a year.',
          'Precepted 11 newly qualified nurses through their first six months.',
        ],
      },
    ]),
  },
  {
    id: 'logistics-slotting',
    topic: 'Warehouse slotting',
    argument:
      'Most warehouses slot by product family because it looks tidy. Slotting by pick frequency puts the fast movers near the dock and takes kilometres off every picker’s shift.',
    traits: ['Analytical', 'Results-oriented'],
    profile: person('Tomasz Wieczorek', 'Logistics Coordinator', [
      {
        company: 'Baltic Freight Services',
        role: 'Logistics Coordinator',
        duration: 'Mar 2021 - Present',
        achievements: [
          'Re-slotted 2,400 SKUs by pick frequency, reducing average picker travel per order by 18%.',
        ],
      },
      { company: 'Baltic Freight Services', role: 'Warehouse Operative', duration: '2018 - 2021' },
    ]),
  },
  {
    id: 'teaching-feedback',
    topic: 'Students learn more from feedback than from grades',
    argument:
      'A grade tells a student where they stand and ends the conversation. A comment that names one thing to fix in the next draft keeps it going, and the second draft is where the learning happens.',
    traits: ['Curious', 'Collaborative'],
    profile: person('Hannah Lindqvist', 'Secondary English Teacher', [
      {
        company: 'Northgate Academy',
        role: 'Secondary English Teacher',
        duration: '2016 - Present',
        achievements: ['Replaced end-of-unit grades with two-draft essays and written feedback for Year 10.'],
      },
    ]),
  },
  {
    id: 'sales-discovery',
    topic: 'Discovery calls',
    argument:
      'Reps treat discovery as a checklist to get through before the demo. The best calls I have heard spend twenty minutes on how the buyer makes decisions and never reach the demo at all.',
    traits: ['Curious', 'Decisive'],
    profile: person(
      'Marcus Bell',
      'Regional Sales Manager',
      [
        {
          company: 'Corvane Systems',
          role: 'Regional Sales Manager',
          duration: '2020 - Present',
          achievements: [
            'Coached a team of 8 account executives; win rate rose from 19% to 27% in four quarters.',
          ],
        },
      ],
      { business: ['Sales coaching', 'Pipeline management', 'Discovery calls'] },
    ),
  },
  {
    id: 'software-reviews',
    topic: 'Code reviews should be about design, not style',
    argument:
      'If a linter can catch it, a reviewer should not spend time on it. Review time is expensive, and it belongs to the questions a tool cannot answer: is this the right boundary, and what breaks when the requirements change?',
    traits: ['Analytical', 'Collaborative'],
    profile: person(
      'Priya Raman',
      'Senior Software Engineer',
      [
        {
          company: 'Loomwork',
          role: 'Senior Software Engineer',
          duration: '2019 - Present',
          achievements: ['Set up automated formatting and lint checks in CI for 14 repositories.'],
        },
      ],
      { technical: ['TypeScript', 'Code review', 'CI/CD'] },
    ),
  },
  {
    id: 'german-pflege',
    topic: 'Einarbeitung',
    argument:
      'Neue Pflegekräfte kündigen oft im ersten Jahr, weil die Einarbeitung aus zwei Wochen Mitlaufen besteht. Eine feste Bezugsperson für die ersten drei Monate kostet Zeit, aber sie hält Menschen im Beruf.',
    traits: ['Empathetic', 'Determined'],
    profile: person('Katrin Vogel', 'Stationsleitung', [
      {
        company: 'Klinikum Nordstadt',
        role: 'Stationsleitung',
        duration: '2017 - heute',
        achievements: ['Einarbeitungskonzept mit festen Bezugspersonen für neue Pflegekräfte eingeführt.'],
      },
    ]),
  },
  {
    id: 'thin-career',
    topic: 'Career changers',
    argument:
      'Hiring managers read a career change as a gap. It is usually the opposite: someone who has already learned one job from scratch knows how to learn the next one.',
    traits: [],
    profile: person('Sam Ortiz', '', []),
  },
]

export const HELD_OUT_CASES: readonly FreshCase[] = [
  {
    id: 'mech-tolerances',
    topic: 'Why do we still over-specify tolerances?',
    argument:
      'Tight tolerances on every dimension feel safe on the drawing and cost a fortune on the shop floor. Only the features that mate with something need them; the rest can follow the general tolerance block.',
    traits: ['Analytical', 'Reliable'],
    profile: person(
      'Jonas Whitfield',
      'Mechanical Design Engineer',
      [
        {
          company: 'Harrow Pumps',
          role: 'Mechanical Design Engineer',
          duration: '2018 - Present',
          achievements: [
            'Reviewed tolerances on a pump housing drawing set and cut machining cost per part by 22%.',
          ],
        },
      ],
      { technical: ['SolidWorks', 'GD&T', 'Tolerance analysis'] },
    ),
  },
  {
    id: 'logistics-sentence',
    topic: 'Drivers are the best source of route data',
    argument:
      'Our routing software knew the distances but not the loading bays that close at four or the gate that needs a code. Ten minutes with the drivers every Friday fixed more late deliveries than any new feature.',
    traits: ['Collaborative'],
    profile: person('Leila Haddad', 'Transport Planner', [
      { company: 'Meridian Distribution', role: 'Transport Planner', duration: '2021 - Present' },
    ]),
  },
  {
    id: 'german-sentence',
    topic: 'Ausbildung im Betrieb braucht mehr Zeit als Geld',
    argument:
      'Viele Betriebe zahlen eine gute Ausbildungsvergütung und lassen die Auszubildenden dann allein. Wer jede Woche eine Stunde für Fragen einplant, verliert weniger Auszubildende als der Betrieb mit dem höchsten Lohn.',
    traits: ['Reliable'],
    profile: person('Uwe Brandt', 'Ausbildungsleiter', [
      { company: 'Brandt Metallbau GmbH', role: 'Ausbildungsleiter', duration: '2012 - heute' },
    ]),
  },
]

// A second held-out group (written before the skeleton-sharing work, measured only): four people in
// other fields and countries, one German, each writing on three topics of different shapes (a
// phrase, a full sentence, a question), so a frame shared across one person's topics counts too.

const MEI_LING = person(
  'Mei Ling Tan',
  'FP&A Manager',
  [
    {
      company: 'Straits Marine Holdings',
      role: 'FP&A Manager',
      duration: '2020 - Present',
      achievements: [
        'Replaced the annual budget with a quarterly rolling forecast; forecast error on operating cost fell from 11% to 4%.',
        'Cut the monthly management pack from 46 pages to 12 by dropping reports nobody acted on.',
      ],
    },
    { company: 'KPMG Singapore', role: 'Audit Senior', duration: '2016 - 2020' },
  ],
  { technical: ['Excel', 'Power BI', 'Anaplan'], business: ['Rolling forecasts', 'Variance analysis'] },
)

const WANJIRU = person(
  'Wanjiru Kamau',
  'County Public Health Officer',
  [
    {
      company: 'Kiambu County Department of Health',
      role: 'County Public Health Officer',
      duration: '2018 - Present',
      achievements: [
        'Trained 140 community health volunteers to trace children who missed their second measles dose; drop-out fell from 17% to 8% in 18 months.',
        'Moved immunisation registers from paper to a shared tablet list across 12 health centres.',
      ],
    },
  ],
  { business: ['Immunisation programmes', 'Community health'], technical: ['DHIS2', 'Stata'] },
)

const CIARAN = person(
  'Ciarán Murphy',
  'Head Chef',
  [
    {
      company: 'The Quay Kitchen',
      role: 'Head Chef',
      duration: '2019 - Present',
      achievements: [
        'Cut the menu from 22 dishes to 9 and reduced food waste by 30% while covers went up.',
        'Moved the kitchen from split shifts to a four-day week of 10-hour shifts without losing a service.',
      ],
    },
    { company: 'Ballymaloe House', role: 'Sous Chef', duration: '2014 - 2019' },
  ],
  { business: ['Menu costing', 'Kitchen management'] },
)

const LENA = person(
  'Lena Hoffmann',
  'Bauleiterin',
  [
    {
      company: 'Sachsenbau GmbH',
      role: 'Bauleiterin',
      duration: '2015 - heute',
      achievements: [
        'Digitales Bautagebuch auf sechs Baustellen eingeführt; die wöchentliche Dokumentation sank von fünf auf zwei Stunden.',
        'Betreut 9 Auszubildende im Hochbau, alle mit bestandener Gesellenprüfung.',
      ],
    },
  ],
  { technical: ['Bauzeitenplanung', 'AVA'], business: ['Nachunternehmersteuerung'] },
)

export const HELD_OUT_GROUP_2: readonly FreshCase[] = [
  {
    id: 'fpa-rolling',
    topic: 'Rolling forecasts',
    argument:
      'An annual budget is out of date by March and everyone knows it. A forecast we redo every quarter for the next four quarters keeps the numbers close to what the business is actually doing.',
    traits: ['Analytical', 'Results-oriented'],
    profile: MEI_LING,
  },
  {
    id: 'fpa-variance',
    topic: 'Variance meetings are a waste of time unless they end with a decision',
    argument:
      'We used to spend an hour explaining why each line was over or under. Now every variance above the threshold gets an owner and an action, or it is not discussed.',
    traits: ['Decisive'],
    profile: MEI_LING,
  },
  {
    id: 'fpa-question',
    topic: 'What should a finance team stop reporting?',
    argument:
      'Most management packs grow by one report every time someone asks a question once. If nobody has acted on a page in six months, stop producing it and see who notices.',
    traits: ['Results-oriented', 'Curious'],
    profile: MEI_LING,
  },
  {
    id: 'health-volunteers',
    topic: 'Community health volunteers',
    argument:
      'Volunteers know which households moved and which mother works night shifts. No register tells you that, and it is the difference between a missed dose and a completed schedule.',
    traits: ['Empathetic', 'Collaborative'],
    profile: WANJIRU,
  },
  {
    id: 'health-dashboards',
    topic: 'Dashboards do not vaccinate children',
    argument:
      'We built a beautiful coverage dashboard and coverage did not move. It moved when each health centre got a list of names to follow up on Monday morning.',
    traits: ['Determined'],
    profile: WANJIRU,
  },
  {
    id: 'health-dropout',
    topic: 'Why do children miss their second dose?',
    argument:
      'It is rarely refusal. Families move, clinic days clash with market days, and nobody reminds them. Fix the reminder and the date, and most of them come.',
    traits: ['Empathetic', 'Analytical'],
    profile: WANJIRU,
  },
  {
    id: 'chef-waste',
    topic: 'Food waste',
    argument:
      'Most kitchen waste is decided when the menu is written, not at the bin. Every dish that shares prep with another one is waste you never have to manage.',
    traits: ['Innovative', 'Results-oriented'],
    profile: CIARAN,
  },
  {
    id: 'chef-menu',
    topic: 'A short menu is a better menu',
    argument:
      'Guests say they want choice, then order the same five dishes. Nine dishes done properly beat twenty-two done in a rush, and the team can actually learn them.',
    traits: ['Innovative', 'Decisive'],
    profile: CIARAN,
  },
  {
    id: 'chef-shifts',
    topic: 'Why do kitchens still run on split shifts?',
    argument:
      'Split shifts keep cooks in the building for fourteen hours to work ten. Four longer days with three off kept my team together when every other kitchen in town was short-staffed.',
    traits: ['Empathetic', 'Reliable'],
    profile: CIARAN,
  },
  {
    id: 'bau-zeitplan',
    topic: 'Bauzeitenplan',
    argument:
      'Ein Bauzeitenplan, den nur die Bauleitung kennt, ist ein Wunsch. Wenn die Nachunternehmer ihn jeden Montag gemeinsam durchgehen, hält er auch.',
    traits: ['Reliable', 'Collaborative'],
    profile: LENA,
  },
  {
    id: 'bau-tagebuch',
    topic: 'Das digitale Bautagebuch spart mehr Zeit als jede neue Software',
    argument:
      'Fotos, Wetter und Mängel gleich auf der Baustelle erfassen statt abends im Büro abtippen. Das spart Stunden und beendet den Streit darüber, wer wann was gesagt hat.',
    traits: ['Results-oriented'],
    profile: LENA,
  },
  {
    id: 'bau-nachwuchs',
    topic: 'Warum finden Baufirmen keine Auszubildenden?',
    argument:
      'Junge Leute sehen vom Bau nur Lärm und Kälte. Wer sie einen Tag auf die Baustelle mitnimmt und zeigt, was am Ende steht, bekommt Bewerbungen.',
    traits: ['Determined', 'Empathetic'],
    profile: LENA,
  },
]

// A third held-out group (stop 24, written before the audience-filler and thought-leadership work,
// measured only and never printed): four people far from the tuning set, one German, one in a
// trade, each on two topics of different shapes (a phrase, a sentence or a question; with and
// without a "but").
//
// First read (measured before any fix of stop 24): 120 posts, 6.6 scaffold sentences per post;
// skeletons shared across people 34 (13.5 % of scaffold sentences, 0.9 per post); shared across
// topics 31.7 %; tone overlap mean 0.34 / max 0.66; 0 of 405 junk hashtags, 0 unsupported claims,
// 0 wrapped topics, 0 posts in the wrong language.

const DECLAN = person(
  'Declan Foley',
  'Electrician',
  [
    {
      company: 'Foley Electrical Contractors',
      role: 'Electrician',
      duration: '2014 - Present',
      achievements: [
        'Trained 6 apprentices through their NVQ Level 3 and AM2 assessment.',
        'Moved quotes from day-rate estimates to itemised fixed prices; disputed invoices fell from 9 to 2 a year.',
      ],
    },
    { company: 'Kerrigan Building Services', role: 'Apprentice Electrician', duration: '2010 - 2014' },
  ],
  {
    business: ['Fixed-price quoting', 'Apprentice training'],
    technical: ['EICR inspections', 'Consumer unit upgrades'],
  },
)

const SABINE = person(
  'Sabine Krüger',
  'Kita-Leitung',
  [
    {
      company: 'Kita Sonnenhof',
      role: 'Kita-Leitung',
      duration: '2018 - heute',
      achievements: [
        'Eingewöhnung nach dem Berliner Modell mit festen Bezugserzieherinnen für alle 64 Plätze eingeführt.',
        'Elterngespräche zweimal im Jahr mit Entwicklungsbeobachtung statt nur bei Problemen eingeführt.',
      ],
    },
    { company: 'Städtische Kita Am Park', role: 'Erzieherin', duration: '2009 - 2018' },
  ],
  { business: ['Teamleitung', 'Elternarbeit'] },
)

const OLUWASEUN = person(
  'Oluwaseun Adeyemi',
  'Clinical Pharmacist',
  [
    {
      company: 'Riverside General Hospital',
      role: 'Clinical Pharmacist',
      duration: '2017 - Present',
      achievements: [
        'Led pharmacist medicines reconciliation on the acute admissions unit within 24 hours of admission for 90% of patients.',
        'Set up a weekly antimicrobial stewardship round with the microbiology team.',
      ],
    },
  ],
  { technical: ['Medicines reconciliation', 'Antimicrobial stewardship'] },
)

const ISABELLA = person(
  'Isabella Romano',
  'Procurement Manager',
  [
    {
      company: 'Vetri Packaging S.p.A.',
      role: 'Procurement Manager',
      duration: '2019 - Present',
      achievements: [
        'Consolidated 140 packaging suppliers to 38 and renegotiated terms; material cost fell by 7% in two years.',
        'Introduced supplier scorecards reviewed quarterly with quality and logistics.',
      ],
    },
    { company: 'Barilla', role: 'Buyer', duration: '2014 - 2019' },
  ],
  { business: ['Supplier management', 'Contract negotiation', 'Category management'] },
)

export const HELD_OUT_GROUP_3: readonly FreshCase[] = [
  {
    id: 'trade-apprentices',
    topic: 'Apprenticeships in the trades',
    argument:
      'Firms complain that they cannot find skilled electricians, yet most of them will not take on an apprentice. Every qualified spark I know was somebody’s apprentice first, and the firms that train are the ones that never run short.',
    traits: ['Reliable', 'Determined'],
    profile: DECLAN,
  },
  {
    id: 'trade-quotes',
    topic: 'Should tradespeople give fixed prices?',
    argument:
      'Customers dread day rates because they cannot see the end of the bill. An itemised fixed quote takes longer to write, but it ends most arguments before the first cable is pulled.',
    traits: ['Reliable', 'Results-oriented'],
    profile: DECLAN,
  },
  {
    id: 'kita-eingewoehnung',
    topic: 'Eingewöhnung',
    argument:
      'Viele Kitas planen für die Eingewöhnung zwei Wochen ein und wundern sich, wenn Kinder danach weinen. Ein Kind braucht eine feste Bezugsperson und so viel Zeit, wie es eben braucht, nicht einen Termin im Kalender.',
    traits: ['Empathetic', 'Collaborative'],
    profile: SABINE,
  },
  {
    id: 'kita-eltern',
    topic: 'Elterngespräche sollten regelmäßig stattfinden, nicht erst bei Problemen',
    argument:
      'Wenn Eltern nur dann eingeladen werden, wenn etwas schiefläuft, hört jedes Gespräch nach Ärger an. Regelmäßige Entwicklungsgespräche schaffen Vertrauen, und dann lassen sich auch schwierige Themen ansprechen.',
    traits: ['Empathetic', 'Reliable'],
    profile: SABINE,
  },
  {
    id: 'pharm-reconciliation',
    topic: 'Medicines reconciliation at admission',
    argument:
      'Half of the medication errors I see start at the front door, when the list from the GP and what the patient actually takes do not match. A pharmacist who checks both within a day of admission catches them before the first dose on the ward.',
    traits: ['Analytical', 'Collaborative'],
    profile: OLUWASEUN,
  },
  {
    id: 'pharm-antibiotics',
    topic: 'Why do antibiotic courses still run on autopilot?',
    argument:
      'A seven-day course gets written on day one and nobody looks at it again. A review at 48 hours, with the culture results in hand, stops most of the courses that were never needed.',
    traits: ['Curious', 'Decisive'],
    profile: OLUWASEUN,
  },
  {
    id: 'procurement-suppliers',
    topic: 'Supplier consolidation',
    argument:
      'Buyers keep extra suppliers on the list because it feels safe. Fewer suppliers with real volume get you better terms, faster answers and someone who picks up the phone when a line stops.',
    traits: ['Decisive', 'Results-oriented'],
    profile: ISABELLA,
  },
  {
    id: 'procurement-price',
    topic: 'The cheapest quote is rarely the lowest cost',
    argument:
      'A unit price hides the rejected batches, the late deliveries and the hours spent chasing them. Scorecards that put quality and delivery next to price change which supplier wins, but only if someone reviews them every quarter.',
    traits: ['Analytical', 'Collaborative'],
    profile: ISABELLA,
  },
]
