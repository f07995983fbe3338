import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'

// People the social post writer had not seen when they were written (issue 14, point 6): each one a
// profile, a topic (a word, a phrase or a full sentence) and the argument they want to make. The
// TUNING cases were read while fixing the writer; the HELD_OUT cases never were, so the posts eval
// reports them separately as a check that the fixes are general.

type Role = { company: string; role: string; duration: string; achievements?: string[] }

function person(
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
