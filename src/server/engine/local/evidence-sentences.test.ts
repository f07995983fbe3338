import { expect, test } from 'vitest'

import {
  spokenEmployer,
  evidenceClause,
  reword,
  sayEvidence,
  type EvidenceClause,
} from '#server/engine/local/evidence-sentences.ts'
import { dropRepeats } from '#server/engine/local/write-variations.ts'
import { degreeTitle, leadDegree } from '#server/engine/local/degree-title.ts'
import { planApplication } from '#server/engine/local/plan-application.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'

const pharmacist = profile({
  personalInfo: { fullName: 'Orla Byrne', currentRole: 'Hospital Pharmacist' },
  workExperience: {
    experiences: [
      {
        id: 'p1',
        company: 'St Brigid’s Hospital',
        role: 'Hospital Pharmacist',
        duration: 'May 2019 - Present',
        description: 'Run clinical pharmacy for two surgical wards.',
        achievements: [
          'Set up an IV admixture service for 3 wards, cutting nurse workload by 40%',
          'Reorganised stock ordering, reducing expired stock by 30%',
          'Raised the reporting rate of near misses from 12 to 30 a month with a new ward checklist',
        ],
      },
    ],
  },
  education: {
    degrees: [
      {
        id: 'd1',
        institution: 'Trinity College Dublin',
        degree: 'Master of Pharmacy',
        field: 'Pharmacy',
        year: '2018',
      },
    ],
    certifications: ['Registered with the PSI'],
  },
})

function achievement(text: string): EvidenceClause {
  return evidenceClause(pharmacist, { kind: 'achievement', text, source: '', experienceIndex: 0 })!
}

test('a credential held as a status is named as a noun in the evidence clause', () => {
  const clause = evidenceClause(pharmacist, {
    kind: 'certification',
    text: 'Registered with the PSI',
    source: '',
    experienceIndex: null,
  })
  expect(clause?.clause).toBe('I hold registration with the PSI')
  // A body's registration with its number is held as named, never "the … qualification".
  const pin = evidenceClause(pharmacist, {
    kind: 'certification',
    text: 'NMC registration (PIN 19J2231O)',
    source: '',
    experienceIndex: null,
  })
  expect(pin?.clause).toBe('I hold NMC registration (PIN 19J2231O)')
})

test('the resume names a degree once when its name already holds the field', () => {
  expect(degreeTitle({ degree: 'Master of Pharmacy', field: 'Pharmacy' })).toBe('Master of Pharmacy')
  expect(degreeTitle({ degree: 'Bachelor of Science', field: 'Chemistry' })).toBe(
    'Bachelor of Science, Chemistry',
  )
  expect(degreeTitle({ degree: '', field: 'Chemistry' })).toBe('Chemistry')
})

test('each style carries a result in its own shape, with the same facts', () => {
  const stock = achievement('Reorganised stock ordering, reducing expired stock by 30%')
  expect(reword(stock, ['outcome']).clause).toBe(
    'I reduced expired stock by 30% by reorganising stock ordering',
  )
  expect(reword(stock, ['which']).clause).toBe(
    'I reorganised stock ordering, which reduced expired stock by 30%',
  )
  // A result reached "by" one action is told as what that action did.
  const queues = achievement('Cut waiting time from 25 to 10 minutes by splitting chronic and acute queues')
  expect(reword(queues, ['which']).clause).toBe(
    'I split chronic and acute queues, which cut waiting time from 25 to 10 minutes',
  )
  const checklist = achievement(
    'Raised the reporting rate of near misses from 12 to 30 a month with a new ward checklist',
  )
  expect(reword(checklist, ['means']).clause).toBe(
    'with a new ward checklist, I raised the reporting rate of near misses from 12 to 30 a month',
  )
  // A style's rewordings in order: the first that fits the clause.
  expect(reword(checklist, ['outcome', 'means']).clause).toMatch(/^with a new ward checklist, I raised/)
  expect(reword(checklist, ['outcome']).clause).toBe(checklist.clause)
  // A "with" inside an earlier means is part of it: the sentence keeps its order.
  const menu = achievement(
    'Brought food cost from 33 % to 29 % by re-costing the menu with the head chef and moving two suppliers',
  )
  expect(reword(menu, ['means']).clause).toBe(menu.clause)
  // The people a job was done with are no means: never "with a team of 11, I run a pharmacy".
  const team = achievement('Ran a community pharmacy dispensing 9,000 items a month with a team of 11')
  expect(reword(team, ['means']).clause).toBe(team.clause)
})

test('a change of a measure is told as where it went once the work was done', () => {
  const zones = achievement('Raised on-time rate from 86% to 97% by moving pickers to a zone layout')
  expect(reword(zones, ['after']).clause).toBe(
    'after I moved pickers to a zone layout, on-time rate went from 86% to 97%',
  )
  const queues = achievement('Split chronic and acute queues, cutting waiting time from 25 to 10 minutes')
  expect(reword(queues, ['after']).clause).toBe(
    'after I split chronic and acute queues, waiting time went from 25 to 10 minutes',
  )
  // The verb's particle is no part of the measure: never "query resolution time down went from …".
  const calls = achievement('Brought query resolution time down from 21 to 9 days by running weekly calls')
  expect(reword(calls, ['after']).clause).toBe(
    'after I ran weekly calls, query resolution time went from 21 to 9 days',
  )
  // No means, a second action, or no values: told as it is (or by the next rewording).
  const shrink = achievement('Cut inventory shrink from 2.4% to 1.6% of sales in two years')
  expect(reword(shrink, ['after']).clause).toBe(shrink.clause)
  // Without a means, the move of the measure is told as the person's.
  // A fall is told as a fall: never "I took late departures from 9% to 3%".
  expect(reword(shrink, ['after', 'took']).clause).toBe(
    'I brought inventory shrink down from 2.4% to 1.6% of sales in two years',
  )
  const late = achievement(
    'Reduced late trailer departures from 9% to 3% by re-sequencing the night loading plan',
  )
  expect(reword(late, ['took']).clause).toBe(
    'I brought late trailer departures down from 9% to 3% by re-sequencing the night loading plan',
  )
  expect(reword(achievement('Grew regional ARR from $14M to $31M'), ['took']).clause).toBe(
    'I took regional ARR from $14M to $31M',
  )
  expect(reword(achievement('Cut costs by 20%'), ['took']).clause).toBe('I cut costs by 20%')
  const menu = achievement(
    'Brought food cost from 33 % to 29 % by re-costing the menu with the head chef and moving two suppliers',
  )
  expect(reword(menu, ['after']).clause).toBe(menu.clause)
  const stock = achievement('Reorganised stock ordering, reducing expired stock by 30%')
  expect(reword(stock, ['after', 'outcome']).clause).toBe(
    'I reduced expired stock by 30% by reorganising stock ordering',
  )
})

test('work the person started is theirs to tell as a part or a chance taken', () => {
  const screening = achievement('Started a monthly screening day that referred 38 patients to their GP')
  expect(reword(screening, ['chance']).clause).toBe(
    'I got to start a monthly screening day that referred 38 patients to their GP',
  )
  expect(reword(screening, ['part']).clause).toBe(
    'my part was starting a monthly screening day that referred 38 patients to their GP',
  )
})

test('a variation sentence that went on from a dropped repeat stands on its own', () => {
  const seen = new Set(['at acme i cut costs by 20%'])
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9%]+/g, ' ')
      .trim()
  const ledger = {
    claim: (s: string) => (seen.has(key(s)) ? false : (seen.add(key(s)), true)),
    usedSources: new Set<string>(),
    usedTopics: new Set<string>(),
  }
  expect(
    dropRepeats(
      'At Acme, I cut costs by 20%. Alongside that, I trained 4 analysts.',
      ledger,
      'Alongside that, I ',
    ),
  ).toBe('I trained 4 analysts.')
})

test('evidence is chosen by meaning where the skills lexicon knows two names for one skill', () => {
  const plan = planApplication({
    job: job({
      title: 'Clinical Pharmacist',
      company: 'Mercy University Hospital',
      description: 'Mercy University Hospital is a teaching hospital in Cork.',
      requirements: ['Aseptic preparation'],
    }),
    profile: pharmacist,
    speed: 'medium',
  })
  const answer = plan.arguments.find((a) => a.requirement === 'Aseptic preparation')
  expect(answer?.evidence[0]?.text).toMatch(/IV admixture service/)
})

test('"my part was" takes every joined verb as a gerund: "running …, and cutting …"', () => {
  const clause = {
    clause: 'I ran onboarding for a 340-person plant, and cut time-to-productive from 6 weeks to 4 weeks',
    employer: 'Maple Ridge',
    role: 'HR Generalist',
    isCurrent: true,
    hasNumber: true,
    source: 'Run onboarding for a 340-person plant; cut time-to-productive from 6 weeks to 4 weeks',
    order: 0,
    duration: '',
    kind: 'achievement' as const,
  }
  expect(reword(clause, 'part').clause).toBe(
    'my part was running onboarding for a 340-person plant, and cutting time-to-productive from 6 weeks to 4 weeks',
  )
})

test('a role description opening on a verb the tagger reads as a noun is still said with "I"; a named field is not', () => {
  const shop = profile({
    workExperience: {
      experiences: [
        { id: 's1', company: 'Corner Market', role: 'Sales Assistant', duration: '2023 - Present' },
      ],
    },
  })
  const clauseOf = (text: string) =>
    evidenceClause(shop, { kind: 'description', text, source: 'Sales Assistant', experienceIndex: 0 })?.clause
  expect(clauseOf('Serve customers at the deli counter and handle returns.')).toBe(
    'I serve customers at the deli counter and handle returns',
  )
  // Named work is told as work the person does, never as a verb ("I triage and emergency care …").
  expect(clauseOf('Triage and emergency care in a trauma centre.')).toBe(
    'I work on triage and emergency care in a trauma centre',
  )
  expect(clauseOf('Audits of mid-sized companies in retail.')).toBeUndefined()
  expect(clauseOf('Internship in inpatient dispensing and the clinic.')).toBeUndefined()
  // "Research on …" names the work: "I research on …" is no sentence; the person does research.
  expect(clauseOf('Research on debondable adhesives for recyclable packaging.')).toBe(
    'I do research on debondable adhesives for recyclable packaging',
  )
})

test('a project with a name of its own is named as a title after the work, not as "in my project <Name>"', () => {
  const withProject = profile({
    personalExperiences: {
      projects: [
        {
          id: 'p',
          name: 'Onboarding course for volunteer tutors',
          description: 'Built a 45-minute Rise course',
        },
      ],
    },
  })
  const told = evidenceClause(withProject, {
    kind: 'project',
    text: 'Onboarding course for volunteer tutors — Built a 45-minute Rise course',
    source: '',
    experienceIndex: null,
  })
  expect(told?.clause).toBe(
    'I built a 45-minute Rise course — a project of my own, “Onboarding course for volunteer tutors”',
  )
})

test('a letter names the highest held qualification, the most recent first, never a school-leaving certificate before it', () => {
  const degree = (d: string, year: string) => ({ degree: d, field: '', year })
  expect(
    leadDegree([
      degree('Mittlere Reife', '2016'),
      degree('Staatlich geprüfter Techniker Elektrotechnik', '2021 – 2023'),
    ])?.degree,
  ).toBe('Staatlich geprüfter Techniker Elektrotechnik')
  expect(
    leadDegree([degree('BSc Biology', '2018'), degree('MSc Data Science', '2024 – present')])?.degree,
  ).toBe('BSc Biology')
  expect(leadDegree([degree('BA History', '2012'), degree('MA History', '2015')])?.degree).toBe('MA History')
})

test('a work verb whose infinitive the tagger cannot find is told as it is, never "I got to mentored"', () => {
  const mentored = achievement('Mentored 14 new drivers through their first month on city routes')
  expect(reword(mentored, ['chance']).clause).toBe(mentored.clause)
  expect(reword(achievement('Trained 5 student nurses'), ['chance']).clause).toBe(
    'I got to train 5 student nurses',
  )
})

test('work still done in the current role is told in the present, results in the past', () => {
  expect(achievement('Lead a team of 5 dispensers across two shifts').clause).toBe(
    'I lead a team of 5 dispensers across two shifts',
  )
  expect(achievement('Trained 9 new dispensers on the robot').clause).toBe(
    'I trained 9 new dispensers on the robot',
  )
  expect(achievement('Reduced waiting times by 20%').clause).toBe('I reduced waiting times by 20%')
})

test('a post held in the current role is told in the present, its past results in the past', () => {
  expect(
    achievement('Accredited checking technician for discharge prescriptions, about 300 items a day').clause,
  ).toBe('I am an accredited checking technician for discharge prescriptions, about 300 items a day')
  expect(achievement('Brought the near-miss rate from 12 to 30 a month').clause).toBe(
    'I brought the near-miss rate from 12 to 30 a month',
  )
})

test('work still done in the current post goes on "since joining"; a result came "after joining"', () => {
  const base: EvidenceClause = {
    clause: 'I supervise two staff-grade therapists',
    employer: 'HSE Primary Care',
    role: 'Senior Speech and Language Therapist',
    isCurrent: true,
    hasNumber: false,
    source: 'Supervise two staff-grade therapists',
    order: 0,
    duration: 'March 2021 - Present',
    kind: 'achievement',
  }
  expect(sayEvidence(base, 'during')).toBe(
    'Since joining HSE Primary Care, I supervise two staff-grade therapists',
  )
  expect(sayEvidence({ ...base, clause: 'I introduced a parent programme for 9 groups' }, 'during')).toBe(
    'After joining HSE Primary Care, I introduced a parent programme for 9 groups',
  )
})

test('a chance taken ("I got to …") is never said of work the person commanded or did in a senior post', () => {
  // A verb of command: "I got to manage a team of 6" reads as a favour granted.
  const managed = achievement('Managed a team of 6 engineers and technologists')
  expect(reword(managed, ['chance', 'split']).clause).toBe(managed.clause)
  // A senior or managing post: its work is told plainly.
  const designed = achievement('Designed a flood model for 50 culvert crossings')
  expect(reword(designed, ['chance']).clause).toBe('I got to design a flood model for 50 culvert crossings')
  for (const role of ['senior water resources engineer', 'lead installer', 'procurement manager'])
    expect(reword({ ...designed, role }, ['chance']).clause).toBe(designed.clause)
})

test('a role description that names its work without a verb is told as that work, a place or one noun is not', () => {
  const described = (text: string, index = 0) =>
    evidenceClause(pharmacist, { kind: 'description', text, source: '', experienceIndex: index })
  expect(described('Tills, stock and helping customers on the beauty counter.')).toMatchObject({
    clause: 'I work on tills, stock and helping customers on the beauty counter',
    work: 'tills, stock and helping customers on the beauty counter',
  })
  expect(described('Domestic and commercial electrical work.')?.clause).toBe(
    'I do domestic and commercial electrical work',
  )
  expect(described('Responsible for the social history collection of about 40,000 objects.')?.clause).toBe(
    'I am responsible for the social history collection of about 40,000 objects',
  )
  // A place, a single noun before its setting, or German: nothing to say "I" with.
  expect(described('A 90-seat restaurant in the city centre.')).toBeNull()
  expect(described('Category for sheet metal and plastics.')).toBeNull()
  expect(
    described('Corporate and regulatory paralegal for a team of four partners: entity filings.'),
  ).toBeNull()
  expect(described('Kardiologische Normalstation mit 32 Betten und 26 Pflegekräften.')).toBeNull()
})

test('a public body, a bank named "<kind> of <place>" or an armed service takes "the" in running text (issue 14, unseen12)', () => {
  expect(spokenEmployer('British Army')).toBe('the British Army')
  expect(spokenEmployer('Illinois Department of Children and Family Services')).toBe(
    'the Illinois Department of Children and Family Services',
  )
  expect(spokenEmployer('London Borough of Tower Hamlets')).toBe('the London Borough of Tower Hamlets')
  expect(spokenEmployer('Co-operative Bank of Kenya')).toBe('the Co-operative Bank of Kenya')
  // A name that opens on its kind, or a company, is said as it is.
  expect(spokenEmployer('Bank of America')).toBe('Bank of America')
  expect(spokenEmployer('Equity Bank Kenya')).toBe('Equity Bank Kenya')
  expect(spokenEmployer('The Westbury')).toBe('The Westbury')
  expect(spokenEmployer('Self-employed')).toBe('')
})

test('a compound noun whose first word is a verb too names work, never "I supplied chain" (issue 14, unseen12)', () => {
  const described = (text: string, index = 0) =>
    evidenceClause(pharmacist, { kind: 'description', text, source: '', experienceIndex: index })
  expect(described('Supply chain and transport for an armoured regiment.')?.clause).toBe(
    'I work on supply chain and transport for an armoured regiment',
  )
  expect(described('Cash handling and customer service.')?.clause).toBe(
    'I provide cash handling and customer service',
  )
  expect(described('Reach truck and counterbalance forklift in receiving and put-away.')?.clause).not.toMatch(
    /^I reach truck/,
  )
  // A verb before its object is still the person's work.
  expect(described('Manage stock and rosters for the store.')?.clause).toBe(
    'I manage stock and rosters for the store',
  )
  expect(described('Run control room operations at night.')?.clause).toBe(
    'I run control room operations at night',
  )
})

test('two verbs joined before their object are the person’s work ("I design and lead …"), two nouns are named work', () => {
  const described = (text: string) =>
    evidenceClause(pharmacist, { kind: 'description', text, source: '', experienceIndex: 0 })?.clause
  expect(described('Design and lead field trips, teacher workshops and summer camps.')).toBe(
    'I design and lead field trips, teacher workshops and summer camps',
  )
  // A past form alone reads as an adjective, but after "I" it is the verb: never "I work on received and …".
  expect(described('Received and put away inbound freight.')).toMatch(/^I (?:received|receive) and put away/)
  expect(described('Triage and emergency care in a trauma centre.')).toBe(
    'I work on triage and emergency care in a trauma centre',
  )
  // Two nouns before "support" or "service" name the service provided, never "I phone and chat support".
  expect(described('Phone and chat support in German and English for a telecom client.')).toBe(
    'I provide phone and chat support in German and English for a telecom client',
  )
  // A curated exhibition is the writer's part too, as a built one is.
  expect(reword(achievement('Curated a temporary exhibition seen by 86,000 visitors'), ['part']).clause).toBe(
    'my part was curating a temporary exhibition seen by 86,000 visitors',
  )
})

test('named work with its setting and a participle after it is still told ("…, leading a crew of two or three")', () => {
  const clause = evidenceClause(pharmacist, {
    kind: 'description',
    text: 'Residential and small commercial rooftop installs across the Geelong region, leading a crew of two or three.',
    source: '',
    experienceIndex: 0,
  })
  expect(clause?.work).toBe(
    'residential and small commercial rooftop installs across the Geelong region, leading a crew of two or three',
  )
})

test('a past form the tagger cannot turn into a gerund is told as it is, never "mentoredding"', () => {
  const told = reword(achievement('Mentored 3 newly qualified teachers through their first year'), [
    'part',
  ]).clause
  expect(told).not.toMatch(/edding|eding\b/)
  expect([
    'my part was mentoring 3 newly qualified teachers through their first year',
    'I mentored 3 newly qualified teachers through their first year',
  ]).toContain(told)
})

test('an achievement opened by a passive participle is told with "I was", never "I trusted with"', () => {
  expect(achievement('Trusted with the round for clients living with dementia').clause).toBe(
    'I was trusted with the round for clients living with dementia',
  )
  expect(achievement('Named in guest reviews more than any other receptionist in 2024').clause).toBe(
    'I was named in guest reviews more than any other receptionist in 2024',
  )
})

test('a clause told with "I was" keeps its order in every rewording ("with the round …, I was trusted" never)', () => {
  const trusted = achievement('Trusted with the round for clients living with dementia')
  for (const how of [
    'plain',
    'split',
    'contribution',
    'part',
    'chance',
    'outcome',
    'means',
    'which',
    'after',
    'took',
  ] as const)
    expect(reword(trusted, how).clause, how).toBe(
      'I was trusted with the round for clients living with dementia',
    )
})

test('an induction or a training named as a certification is completed, not held', () => {
  const clause = evidenceClause(pharmacist, {
    kind: 'certification',
    text: 'Mine Safety Induction (Mines Safety Department)',
    source: '',
    experienceIndex: null,
  })
  expect(clause?.clause).toBe('I completed the Mine Safety Induction (Mines Safety Department)')
})
