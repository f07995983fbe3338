import { person, type FreshCase } from '#tests/social-post-fresh-fixtures.ts'

// Held-out group 5 (issue 14, point 6): ten people in ten fields and eight countries, two of them
// writing in German, written before the writer was changed in that session. Topics come as a single
// word, a phrase, a claim and a question; one profile is thin (no achievement, no skill), one is
// imported (a title in capitals). The posts eval reports this group blind: only its figures are
// printed, and the writer is never tuned on it.
//
// First read (2026-11-28, writer unchanged; slip measure with its two corrections of that day),
// 12 cases x 5 tones x 3 audiences: 180 posts / 970 scaffold sentences (5.4 a post); 63 skeletons
// shared across people (27.6 % of scaffold sentences, 1.5 a post); 32.7 % shared across topics;
// tone trigram overlap 0.31 mean / 0.67 max; junk tags 0 of 570; claims 0; wrapped topics 0; wrong
// language 0; grammar slips 5 (0 before the measure read questions: "where does <plural> show up?").
// The measures read no German grammar: the two German people were judged only by these figures.
// Final read of that session (measured once, after the writer was fixed on groups 1-4): 526 scaffold
// sentences (2.9 a post); 33 shared skeletons (21.1 %, 0.6 a post); 22.6 % across topics; tone
// overlap 0.33 / 0.76; junk tags 0 of 570; claims 0; wrapped 0; wrong language 0; slips 0.

// Toronto, Canada.
const PHARMACIST = person(
  'Priya Natarajan',
  'Community Pharmacist',
  [
    {
      company: 'Lakeshore Pharmacy',
      role: 'Pharmacist Manager',
      duration: '2016 - Present',
      achievements: [
        'Set up a weekly shortage list shared with four local clinics, so prescribers switch before the shelf is empty.',
      ],
    },
  ],
  { business: ['Medication reviews', 'Inventory management'] },
)

// Pune, India.
const SITE_ENGINEER = person(
  'Vikram Deshpande',
  'Site Engineer',
  [
    {
      company: 'Sahyadri Infra Projects',
      role: 'Site Engineer',
      duration: '2018 - Present',
      achievements: ['Ran daily pour checklists on a 14-storey residential tower with no rework on slabs.'],
    },
  ],
  { technical: ['AutoCAD', 'Quantity surveying', 'Concrete testing'] },
)

// Bologna, Italy (writes in English for an international audience).
const CHEF = person(
  'Marco Bellini',
  'Head Chef',
  [
    {
      company: 'Osteria Bellini',
      role: 'Head Chef and Owner',
      duration: '2012 - Present',
      achievements: ['Cut food waste by a third by planning the menu around whole animals and whole crates.'],
    },
  ],
  { business: ['Menu costing', 'Supplier relations'] },
)

// Melbourne, Australia.
const MARKETER = person(
  'Chloe Bennett',
  'Content Marketing Manager',
  [
    {
      company: 'Tidewater Software',
      role: 'Content Marketing Manager',
      duration: '2020 - Present',
      achievements: ['Grew the customer newsletter from 2,000 to 11,500 subscribers in two years.'],
    },
  ],
  { business: ['Email marketing', 'Copywriting', 'SEO'] },
)

// Stuttgart, Germany.
const PRODUCTION = person(
  'Markus Brenner',
  'Produktionsleiter',
  [
    {
      company: 'Brenner Präzisionsteile GmbH',
      role: 'Produktionsleiter',
      duration: '2013 - heute',
      achievements: [
        'Ausbildungsquote im Werk auf 9 Prozent erhöht; alle Azubis des Jahrgangs 2022 übernommen.',
      ],
    },
  ],
  { business: ['Lean Management', 'Schichtplanung', 'Ausbildung'] },
)

// Vienna, Austria.
const KITA = person(
  'Anna Hofer',
  'Kita-Leiterin',
  [
    {
      company: 'Kindergarten Sonnenhof',
      role: 'Leiterin',
      duration: '2017 - heute',
      achievements: ['Eingewöhnung nach dem Berliner Modell für alle vier Gruppen eingeführt.'],
    },
  ],
  { business: ['Elternarbeit', 'Personalführung'] },
)

// São Paulo, Brazil.
const RESEARCHER = person(
  'Beatriz Souza',
  'UX Researcher',
  [
    {
      company: 'Pagora',
      role: 'Senior UX Researcher',
      duration: '2019 - Present',
      achievements: [
        'Ran 60 customer interviews that moved the instalment feature ahead of the loyalty programme.',
      ],
    },
  ],
  { technical: ['Usability testing', 'Interview synthesis', 'Figma'] },
)

// Dublin, Ireland. Imported: a title in capitals.
const LAWYER = person(
  'Ciara Byrne',
  'SOLICITOR',
  [
    {
      company: 'Byrne Walsh LLP',
      role: 'SOLICITOR',
      duration: '2015 - Present',
      achievements: [
        'Rewrote the firm’s standard lease in plain English, halving client queries on signing.',
      ],
    },
  ],
  { business: ['Commercial leases', 'Contract drafting'] },
)

// Nakuru, Kenya.
const AGRONOMIST = person(
  'Joseph Kamau',
  'Agronomist',
  [
    {
      company: 'Rift Valley Growers Cooperative',
      role: 'Field Agronomist',
      duration: '2017 - Present',
      achievements: ['Brought soil testing to 300 smallholder farms before the long-rains planting.'],
    },
  ],
  { technical: ['Soil testing', 'Crop planning'] },
)

// Manila, Philippines: thin (no achievement, no skill).
const SUPPORT = person('Maria Santos', 'Customer Support Team Lead', [
  { company: 'Northbay Telecom', role: 'Customer Support Team Lead', duration: '2021 - Present' },
])

export const HELD_OUT_GROUP_5: readonly FreshCase[] = [
  {
    id: 'g5-pharmacist-shortages',
    topic: 'Drug shortages',
    argument:
      'Patients usually hear about a shortage at the counter, when it is already too late to change the prescription. A pharmacy that tells prescribers a week early turns a crisis into a routine switch.',
    traits: ['Reliable', 'Collaborative'],
    profile: PHARMACIST,
  },
  {
    id: 'g5-engineer-question',
    topic: 'Should site engineers sign off their own work?',
    argument:
      'On most sites the engineer who plans the pour also checks it. A second pair of eyes for ten minutes before concrete arrives is cheaper than breaking out a slab.',
    traits: ['Analytical', 'Reliable'],
    profile: SITE_ENGINEER,
  },
  {
    id: 'g5-chef-waste',
    topic: 'Food waste',
    argument:
      'Most kitchen waste is decided when the menu is written, not when the bins are emptied. Buy whole, cook the whole thing, and write dishes for the parts nobody orders.',
    traits: ['Innovative', 'Determined'],
    profile: CHEF,
  },
  {
    id: 'g5-marketer-newsletters',
    topic: 'Newsletters',
    argument:
      'A newsletter is worth sending only if a reader would notice when it stops. Ours grew once we cut it to one useful idea per issue and stopped announcing features.',
    traits: ['Curious', 'Results-oriented'],
    profile: MARKETER,
  },
  {
    id: 'g5-production-fachkraefte',
    topic: 'Fachkräftemangel',
    argument:
      'Viele Betriebe beklagen den Fachkräftemangel und bilden selbst kaum noch aus. Wer heute Azubis einstellt und sie ernsthaft betreut, hat in drei Jahren die Leute, die anderen fehlen.',
    traits: ['Determined', 'Reliable'],
    profile: PRODUCTION,
  },
  {
    id: 'g5-production-schicht',
    topic: 'Die Frühschicht entscheidet über den ganzen Tag',
    argument:
      'Wenn die Übergabe um sechs Uhr hektisch ist, laufen die Fehler bis zum Abend mit. Zehn Minuten gemeinsamer Start an der Linie sparen mehr Zeit, als sie kosten.',
    traits: ['Results-oriented', 'Decisive'],
    profile: PRODUCTION,
  },
  {
    id: 'g5-kita-eingewoehnung',
    topic: 'Warum dauert eine gute Eingewöhnung länger als zwei Wochen?',
    argument:
      'Kinder brauchen eine feste Bezugsperson, bevor sie sich trennen können. Eltern, die das verstehen, planen ihren Wiedereinstieg im Beruf mit Puffer und nicht auf den Tag genau.',
    traits: ['Empathetic', 'Collaborative'],
    profile: KITA,
  },
  {
    id: 'g5-researcher-interviews',
    topic: 'Customer interviews are not a survey with a camera',
    argument:
      'When every interview follows the same script, you only learn the answers to the questions you already had. Ask about the last time the problem happened and let the customer tell the story.',
    traits: ['Curious', 'Empathetic'],
    profile: RESEARCHER,
  },
  {
    id: 'g5-lawyer-plain-english',
    topic: 'Plain English contracts',
    argument:
      'A contract the client cannot read is a contract they will dispute later. Short sentences and defined terms used the same way every time protect both sides better than legal Latin.',
    traits: ['Analytical', 'Decisive'],
    profile: LAWYER,
  },
  {
    id: 'g5-agronomist-soil',
    topic: 'Soil testing before planting',
    argument:
      'Smallholders spend most of their input budget on fertiliser chosen by habit. A soil test that costs less than one bag tells them which bag they actually need.',
    traits: ['Analytical', 'Transformative'],
    profile: AGRONOMIST,
  },
  {
    id: 'g5-support-reopened',
    topic: 'Why do customers reopen tickets?',
    argument:
      'Because the ticket was closed when the agent replied, not when the problem was fixed. Asking the customer to confirm before closing takes one message and saves the second call.',
    traits: ['Empathetic', 'Results-oriented'],
    profile: SUPPORT,
  },
  {
    id: 'g5-support-metrics',
    topic: 'Handle time',
    argument:
      'Measuring agents on how fast they end a call teaches them to end calls. Measure how many customers needed to call back instead.',
    traits: ['Decisive', 'Curious'],
    profile: SUPPORT,
  },
]
