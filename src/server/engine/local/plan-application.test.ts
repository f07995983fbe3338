import { expect, test } from 'vitest'

import {
  asThePostingWritesIt,
  listPhrase,
  planApplication,
  provesTheme,
  resultStrength,
  requirementTopic,
} from '#server/engine/local/plan-application.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'

const concierge = profile({
  personalInfo: { fullName: 'Ines Moreau', currentRole: 'Head Concierge' },
  workExperience: {
    experiences: [
      {
        id: 'c1',
        company: 'Hôtel Lumière',
        role: 'Head Concierge',
        duration: 'March 2020 - Present',
        description: 'Welcomed guests at the front desk and arranged their transfers.',
        achievements: ['Cut complaints by 35% in a year with a new arrivals briefing'],
      },
    ],
  },
})
const posting = job({
  title: 'Front Office Supervisor',
  company: 'Maison Azur',
  description: 'Maison Azur runs three boutique hotels on the Riviera.',
  requirements: ['Outstanding guest experience'],
})

test('a measured result on the requirement’s theme answers it before a duty that only shares its words', () => {
  const plan = planApplication({ job: posting, profile: concierge, speed: 'medium' })
  const answer = plan.arguments.find((a) => a.requirement === 'Outstanding guest experience')
  expect(answer?.evidence[0]?.text).toMatch(/complaints by 35%/)
  // The duty that only shared "guests" is no proof beside the result.
  expect(answer?.evidence.map((e) => e.text).join(' ')).not.toMatch(/Welcomed guests/)
})

test('without a result on the theme, the duty that shares the words still answers', () => {
  const noResult = profile({
    ...concierge,
    workExperience: {
      experiences: [
        { ...concierge.workExperience.experiences[0]!, achievements: ['Trained 4 new concierges'] },
      ],
    },
  })
  const plan = planApplication({ job: posting, profile: noResult, speed: 'medium' })
  const answer = plan.arguments.find((a) => a.requirement === 'Outstanding guest experience')
  expect(answer?.evidence[0]?.text).toMatch(/Welcomed guests/)
})

test('the themes read results in their own words, and not across themes', () => {
  expect(provesTheme('Excellent customer service', 'Raised the mystery-shopper score from 72% to 94%')).toBe(
    true,
  )
  expect(provesTheme('Strong focus on quality and safety', 'Cut defects per million from 850 to 310')).toBe(
    true,
  )
  expect(provesTheme('Excellent customer service', 'Cut defects per million from 850 to 310')).toBe(false)
})

test('a requirement of years names its work as the topic, not the years', () => {
  expect(
    requirementTopic("At least 3 years' post-qualifying experience in children and families social work"),
  ).toBe('children and families social work')
  expect(requirementTopic('5+ years of commercial experience in B2B sales')).toBe('B2B sales')
  // The setting, then the work asked in it: the work is the topic, never "a concentrator, with flotation".
  expect(requirementTopic('At least 5 years in a concentrator, with flotation experience')).toBe('flotation')
})

test('a thing asked for with its article keeps it; a quality stripped from the front takes none', () => {
  expect(requirementTopic('A portfolio of eLearning samples')).toBe('a portfolio of eLearning samples')
  expect(requirementTopic('A full UK driving licence')).toBe('a full UK driving licence')
  expect(requirementTopic('A strong understanding of GDPR')).toBe('understanding of GDPR')
  expect(requirementTopic('Working at Heights')).toBe('Working at Heights')
  expect(requirementTopic('Working knowledge of SAP')).toBe('SAP')
  // A product with its version keeps its capital; a preference in brackets is no part of the topic.
  expect(requirementTopic('Proficiency with Articulate 360 and an LMS (Cornerstone preferred)')).toBe(
    'Articulate 360 and an LMS',
  )
})

test('a requirement of ease with a tool names the tool; a language keeps its capital', () => {
  expect(requirementTopic('Confident with Microsoft Excel')).toBe('Microsoft Excel')
  expect(requirementTopic('Proficient in SQL and Python')).toBe('SQL and Python')
  expect(requirementTopic('Fluent Portuguese and English')).toBe('Portuguese and English')
})

test('a list inside the last-but-one item takes no comma before the conjunction; a clause does', () => {
  expect(
    listPhrase(['die Betreuung von Kunden in Anlage, Finanzierung und Vorsorge', 'der Abschluss'], 'und'),
  ).toBe('die Betreuung von Kunden in Anlage, Finanzierung und Vorsorge und der Abschluss')
  expect(listPhrase(['ein Projekt, das Kosten senkte', 'ein Audit'], 'und')).toBe(
    'ein Projekt, das Kosten senkte, und ein Audit',
  )
})

test('the role in the posting’s title is answered by the opening, not as a requirement', () => {
  const plan = planApplication({
    job: job({
      title: 'Commercial Manager – Healthcare',
      company: 'Bramall Build Ltd',
      description: 'A regional contractor building hospitals.',
      skills: ['Commercial Manager', 'NEC4'],
    }),
    profile: profile({
      workExperience: {
        experiences: [
          {
            id: 'c1',
            company: 'Kier Construction North',
            role: 'Commercial Manager',
            duration: '2020 - Present',
            description: 'Commercial manager for education frameworks.',
            achievements: ['Valued 140 compensation events under NEC4, recovering £1.2m'],
          },
        ],
      },
    }),
    speed: 'medium',
  })
  expect(plan.arguments.map((a) => a.requirement)).not.toContain('Commercial Manager')
})

test('a person specification weighting is no part of the topic', () => {
  expect(requirementTopic('Experience of medicines reconciliation (essential)')).toBe(
    'medicines reconciliation',
  )
  expect(requirementTopic('Desirable: experience with SystmOne')).toBe('SystmOne')
})

test('a standard named "Good … Practice" keeps its first word', () => {
  expect(requirementTopic('Good Clinical Practice')).toBe('Good Clinical Practice')
  expect(requirementTopic('Good communication skills')).toBe('communication')
})

test('an amount with the currency after it is money, and a share written as a word is a share', () => {
  expect(resultStrength('Preisverhandlungen bei Rahmenverträgen, 2023 Einsparung von 38.000 €')).toBe(3)
  expect(resultStrength('Umsatz auf 1,2 Mio. € gesteigert')).toBe(3)
  expect(resultStrength('Erfassungsfehler um rund 40 Prozent reduziert')).toBe(2)
  expect(resultStrength('rund 2.500 Bestellungen im Jahr')).toBe(1)
  // A measure moved from one value to another is a result as much as a share is.
  expect(resultStrength('Brought query resolution time down from 21 to 9 days')).toBe(2)
  expect(resultStrength('Ausfallquote im Nachtdienst von 11 auf 6 gesenkt')).toBe(2)
  expect(resultStrength('Monitor 9 oncology sites')).toBe(1)
})

test('a skill is matched where the posting asks for it, not where it describes the employer', () => {
  const seller = profile({
    personalInfo: { fullName: 'Jamie Robertson', currentRole: 'Sales Assistant' },
    skills: { technical: ['Microsoft Word'], business: ['Sales', 'Customer Service'], sap: [] },
  })
  const paralegal = job({
    title: 'Trainee Paralegal',
    company: 'Harper Macleod',
    description: 'Our residential property team handles over 2,000 house sales and purchases a year.',
    requirements: ['Confident with Microsoft Word and Outlook', 'Experience in a customer service role'],
  })
  const plan = planApplication({ job: paralegal, profile: seller, speed: 'medium' })
  expect(plan.matchedSkills).toContain('Microsoft Word')
  expect(plan.matchedSkills).toContain('Customer Service')
  expect(plan.matchedSkills).not.toContain('Sales')
})

test('a skill of several words that a line of the posting names in its own words is a matched skill', () => {
  const pharmacist = profile({
    personalInfo: { fullName: 'Priya Raghavan', currentRole: 'Pharmacy Manager' },
    skills: { technical: ['independent prescribing', 'EMIS Web'], business: [], sap: [] },
  })
  const clinical = job({
    title: 'Clinical Pharmacist',
    company: 'Soar Valley PCN',
    description: 'Soar Valley PCN brings together six GP practices.',
    requirements: ['Independent prescriber, or willing to complete the qualification'],
    skills: [],
  })
  const plan = planApplication({ job: clinical, profile: pharmacist, speed: 'medium' })
  expect(plan.matchedSkills).toContain('independent prescribing')
  expect(plan.matchedSkills).not.toContain('EMIS Web')
})

test('a business practice the lexicon knows is a common noun in a topic; a tool keeps its name', () => {
  expect(requirementTopic('Negotiation')).toBe('negotiation')
  expect(requirementTopic('Budgeting')).toBe('budgeting')
  expect(requirementTopic('Figma')).toBe('Figma')
  expect(requirementTopic('Excel')).toBe('Excel')
})

test('a post the requirements ask to have held for years is no topic to argue; the opening tells it', () => {
  const chef = profile({
    workExperience: {
      experiences: [
        {
          id: 'c1',
          company: 'Atlantis The Palm',
          role: 'Chef de Partie',
          duration: 'March 2021 - Present',
          description: '',
          achievements: [
            'Run the cold kitchen and garde manger section for the buffet (up to 1,200 covers)',
            'Cut food waste on my section by 18% by changing prep pars',
          ],
        },
      ],
    },
    skills: { technical: ['Garde manger', 'HACCP'] },
  })
  const posting = job({
    title: 'Sous Chef',
    company: 'Crown Sydney',
    description: 'Lead the banqueting brigade.',
    requirements: [
      'At least 3 years as a Chef de Partie or Junior Sous Chef in a high-volume hotel kitchen',
      'Strong garde manger and buffet experience',
    ],
    skills: ['Chef de Partie', 'Junior Sous Chef', 'Garde manger'],
  })
  const topics = planApplication({ job: posting, profile: chef, speed: 'medium' }).arguments.map(
    (a) => a.topic,
  )
  expect(topics.join(' | ')).not.toMatch(/chef de partie|sous chef/i)
  expect(topics.join(' | ')).toMatch(/garde manger/i)
})

test('a career break is a gap, never a position held or an employer', () => {
  const returner = profile({
    personalInfo: { fullName: 'Test Returner', currentRole: 'Mechanical Design Engineer' },
    workExperience: {
      experiences: [
        {
          id: 'r1',
          company: 'Career break',
          role: 'Full-time carer',
          duration: 'April 2021 - March 2024',
          description: 'Cared for my father.',
          achievements: [],
        },
        {
          id: 'r2',
          company: 'Denso',
          role: 'Mechanical Design Engineer',
          duration: 'April 2014 - March 2021',
          description: 'Design of brackets.',
          achievements: [],
        },
      ],
    },
  })
  const plan = planApplication({
    job: job({ title: 'Design Engineer', company: 'Acme', description: 'Acme makes forklifts.' }),
    profile: returner,
    speed: 'medium',
  })
  expect(plan.positions.map((p) => p.company)).toEqual(['Denso'])
})

test('a credential asked for by its letters is not answered by another one that shares only "certification"', () => {
  const technician = profile({
    personalInfo: { fullName: 'Marisol Ortega', currentRole: 'HVAC Service Technician' },
    workExperience: {
      experiences: [
        {
          id: 'h1',
          company: 'Desert Air Mechanical',
          role: 'HVAC Service Technician',
          duration: '06/2019 - Present',
          description: '',
          achievements: ['Program and troubleshoot Johnson Controls Metasys BAS'],
        },
      ],
    },
    education: { degrees: [], certifications: ['EPA Section 608 Universal Certification - 2015'] },
  })
  const plan = planApplication({
    job: job({
      title: 'Facilities Maintenance Supervisor',
      company: 'Valley Regional Medical Center',
      description: 'Valley Regional Medical Center is a 320-bed acute care hospital.',
      requirements: ['EPA 608 Universal certification required', 'CHFM or CHT certification a plus'],
    }),
    profile: technician,
    speed: 'medium',
  })
  const answered = (requirement: string) => plan.arguments.find((a) => a.requirement === requirement)
  expect(answered('EPA 608 Universal certification required')?.evidence[0]?.text).toMatch(/EPA Section 608/)
  expect(answered('CHFM or CHT certification a plus')).toBeUndefined()
})

test('a topic the posting writes in lower case is a common noun, whatever case the lexicon names it in', () => {
  const manager = profile({
    personalInfo: { fullName: 'Bronwyn Naidoo', currentRole: 'Store Manager' },
    workExperience: {
      experiences: [
        {
          id: 'b1',
          company: 'Coastal Fresh Markets',
          role: 'Store Manager',
          duration: 'Mar 2020 - Present',
          description: '',
          achievements: ['Passed every food safety audit since 2021'],
        },
      ],
    },
  })
  const plan = planApplication({
    job: job({
      title: 'Area Manager',
      company: 'Umoya Retail Group',
      description: 'Umoya Retail Group runs 140 supermarkets.',
      responsibilities: ['Ensure compliance with food safety and labour legislation'],
      skills: ['Food Safety'],
    }),
    profile: manager,
    speed: 'medium',
  })
  const topics = plan.arguments.map((a) => a.topic)
  expect(topics).toContain('food safety')
  expect(topics).not.toContain('Food Safety')
})

test("a product the lexicon knows only in its own capitals keeps them ('Workday'); a common noun does not", () => {
  expect(requirementTopic('Workday')).toBe('Workday')
  expect(requirementTopic('Recruitment')).toBe('recruitment')
})

test('a skill written with more words than the lexicon’s name holds the one the posting asks for', () => {
  const hr = profile({
    personalInfo: { fullName: 'Chloé Martin', currentRole: 'HR Generalist' },
    skills: { technical: [], business: ['Employee relations & investigations', 'Event planning'], sap: [] },
  })
  const hrbp = job({
    title: 'HR Business Partner',
    company: 'Transports Nordique',
    description: 'We move freight across Quebec.',
    requirements: ['5+ years of HR generalist experience'],
    skills: ['Employee Relations'],
  })
  const plan = planApplication({ job: hrbp, profile: hr, speed: 'medium' })
  expect(plan.matchedSkills).toEqual(['Employee relations & investigations'])
})

test('a skill a requirement line names already is answered with that line, leaving room for the others', () => {
  const hrbp = job({
    title: 'HR Business Partner',
    company: 'Transports Nordique',
    description: 'We move freight across Quebec.',
    requirements: ['Experience with an HRIS (Workday, UKG or similar)'],
    skills: ['HRIS', 'Workday', 'UKG', 'Employee Relations'],
  })
  const hr = profile({
    workExperience: {
      experiences: [
        {
          id: 'h1',
          company: 'Groupe Laval',
          role: 'HR Generalist',
          duration: 'Mar 2022 - Present',
          description: '',
          achievements: [
            'Rolled out Workday performance reviews to 140 staff',
            'Handled employee relations for a 260-person plant',
          ],
        },
      ],
    },
  })
  const plan = planApplication({ job: hrbp, profile: hr, speed: 'fast' })
  expect(plan.arguments.map((a) => a.requirement)).not.toContain('Workday')
  expect(plan.arguments.map((a) => a.requirement)).toContain('Employee Relations')
})

test('a line that names the whole requirement proves it before a result that shares one of its words', () => {
  const cra = profile({
    personalInfo: {
      fullName: 'Kavya Rao',
      currentRole: 'Clinical Research Associate',
      summary: 'ICH-GCP trained and comfortable with risk-based monitoring and remote SDV.',
    },
    workExperience: {
      experiences: [
        {
          id: 'k1',
          company: 'Syneos Health',
          role: 'Clinical Research Associate',
          duration: 'Jan 2023 - Present',
          description: '',
          achievements: ['Trained 4 new CRAs on Medidata Rave and the monitoring plan'],
        },
      ],
    },
  })
  const posting = job({
    title: 'Senior CRA',
    company: 'IQVIA',
    description: 'A CRO.',
    requirements: ['Risk-based monitoring'],
  })
  const plan = planApplication({ job: posting, profile: cra, speed: 'medium' })
  const answer = plan.arguments.find((a) => a.requirement === 'Risk-based monitoring')
  expect(answer?.evidence[0]?.text).toMatch(/risk-based monitoring/)
})

test("a common-noun skill capitalised only as a list item's head is lowered when it is written in lower case elsewhere", () => {
  const posting = 'Road design\n12d Model\nDrainage design\nAurecon works on roads, rail and water.'
  expect(
    asThePostingWritesIt('Drainage design', posting, 'Road and drainage design for council projects.'),
  ).toBe('drainage design')
  // Without the word in lower case anywhere, the capital may be a name's: kept.
  expect(asThePostingWritesIt('Drainage design', posting, '')).toBe('Drainage design')
  // A product's name keeps its capital, even where the text uses the word as a verb ("excel at").
  expect(asThePostingWritesIt('Excel modelling', 'Excel modelling\nYou will excel at it.', '')).toBe(
    'Excel modelling',
  )
  expect(asThePostingWritesIt('Workday', 'Workday\nA busy workday.', '')).toBe('Workday')
  expect(asThePostingWritesIt('Medidata Rave', 'Medidata Rave\nrave reviews', '')).toBe('Medidata Rave')
})
