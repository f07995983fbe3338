import { expect, test } from 'vitest'

import { findJobSkills, readJobSkills } from '#server/features/jobs/intake/job-skills.ts'

const sections = (requirements: string[], responsibilities: string[] = [], preferred: string[] = []) => ({
  requirements,
  responsibilities,
  preferred,
})

test('skills are listed in the posting own words, read from its requirement lines, not its blurb', () => {
  const lines = [
    'Experience with k8s in production',
    'Knowledge of Nastran and composites',
    'Strong negotiation skills',
  ]
  const skills = findJobSkills({
    sections: sections(lines),
    text: 'We are recruiting a Senior Engineer. Our insurance products are loved.',
  })
  expect(skills).toEqual(expect.arrayContaining(['K8s', 'Nastran', 'Composites', 'Negotiation']))
  expect(skills.join(' ')).not.toMatch(/Kubernetes|Recruiting|Insurance/)
  for (const skill of skills) expect(lines.join(' ').toLowerCase()).toContain(skill.toLowerCase())
})

test('German requirement lines give their own skill phrases', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Kenntnisse in Werkstoffkunde und Hydraulik',
        'Erfahrung mit SPS-Programmierung',
        'Gute Englischkenntnisse (mindestens B2)',
      ],
      ['Pflegedokumentation im KIS', 'Dokumentation in der elektronischen Patientenakte (ORBIS)'],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Werkstoffkunde',
      'Hydraulik',
      'SPS-Programmierung',
      'Pflegedokumentation',
      'ORBIS',
    ]),
  )
  // A language level is not a product.
  expect(skills).not.toContain('B2')
})

test('noun phrases of every field are read from the bullets, in the page words, not the things a duty acts on', () => {
  const requirements = [
    'Classical cooking techniques and knife skills',
    'Good communication and time management skills',
  ]
  const responsibilities = [
    'Take part in antimicrobial stewardship rounds and anticoagulation monitoring',
    'Present quotes to brokers and attend agency visits',
    'Supervise pharmacy technicians and precept pharmacy students',
  ]
  const preferred = ['Experience with automated dispensing cabinets (Pyxis or Omnicell)']
  const skills = findJobSkills({ sections: sections(requirements, responsibilities, preferred), text: '' })
  for (const term of [
    'cooking',
    'knife skills',
    'time management',
    'antimicrobial stewardship',
    'anticoagulation monitoring',
    'dispensing',
    'pyxis',
    'omnicell',
  ])
    expect(
      skills.some((s) => s.toLowerCase().includes(term)),
      term,
    ).toBe(true)
  expect(skills.join(' | ')).not.toMatch(/quotes|agency visits|technicians|students/i)
  const page = [...requirements, ...responsibilities, ...preferred].join(' ').toLowerCase()
  for (const skill of skills) expect(page).toContain(skill.toLowerCase())
})

test('German bullets give compound nouns, adjective phrases and vocational titles, not the words every posting uses', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Abgeschlossene Ausbildung als Elektroniker für Betriebstechnik oder vergleichbar',
        'Sicherer Umgang mit SAP FI und MS Excel',
        'Strukturierte und selbstständige Arbeitsweise',
      ],
      [
        'Eigenständige Betreuung der Kreditoren- und Debitorenbuchhaltung',
        'Fehlersuche an elektrischen Steuerungen',
        'Sie beraten Führungskräfte in allen personalrechtlichen Fragen',
      ],
    ),
    text: '',
  })
  for (const term of [
    'Elektroniker für Betriebstechnik',
    'Kreditoren',
    'Debitorenbuchhaltung',
    'Fehlersuche',
    'elektrischen Steuerungen',
  ])
    expect(
      skills.some((s) => s.includes(term)),
      term,
    ).toBe(true)
  // The manner a posting asks for is listed with its adjective (a careful reader's "selbstständige
  // Arbeitsweise"); the bare noun and the words every posting uses are not.
  expect(skills).toContain('selbstständige Arbeitsweise')
  expect(skills.join(' | ')).not.toMatch(
    /(?<!selbstständige )Arbeitsweise|Strukturierte|Abgeschlossene|Betreuung|beraten|Führungskräfte/,
  )
})

test('a numbered standard keeps its number in brackets', () => {
  const skills = findJobSkills({
    sections: sections(['Knowledge of USP <797>', 'PharmD', 'Two years of hospital pharmacy experience']),
    text: '',
  })
  expect(skills).toContain('USP <797>')
})

test('German: the things and people a duty is done to and an inflected adjective are no skills', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Abgeschlossenes Studium des Maschinenbaus', 'Kenntnisse in der Logistik- oder Hafenbranche'],
      [
        'Konstruktion von Getrieben und Baugruppen',
        'Du arbeitest im agilen Scrum-Team eng mit Product Ownern zusammen',
        'Anfertigung von Ersatzteilen durch Drehen, Fräsen und Schweißen',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Konstruktion', 'Scrum', 'Drehen', 'Fräsen']))
  expect(skills.join(' | ')).not.toMatch(/Getrieben|Baugruppen|Ersatzteilen|Ownern|agilen|Hafenbranche/i)
})

test('English: a fuller phrase replaces a bare abbreviation, "experience" after one word is no skill', () => {
  const skills = findJobSkills({
    sections: sections([
      'Solar PV installation experience',
      'Experience in a GMP laboratory, ideally QC microbiology',
      'At least 1 year of post-qualification experience',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Solar PV installation', 'QC microbiology']))
  expect(skills).not.toContain('PV')
  expect(skills).not.toContain('QC')
  expect(skills.join(' ')).not.toMatch(/post-qualification/i)
})

test('the people, parties, goods and workplaces a posting names are no skills', () => {
  const english = findJobSkills({
    sections: sections([
      'Run full-cycle recruiting for software engineers and product managers',
      'Experience with major UK retailers and capital goods',
      'Experience in financial services',
    ]),
    text: '',
  })
  expect(english.join(' | ')).not.toMatch(/managers|retailers|goods/i)
  expect(english).toContain('Financial services')
  const german = findJobSkills({
    sections: sections([
      'Mehrjährige Berufserfahrung in einer Steuerkanzlei',
      'Staatlich anerkannte/r Erzieher/in',
      'Sicherer Umgang mit DATEV',
    ]),
    text: '',
  })
  expect(german).toContain('DATEV')
  expect(german.join(' | ')).not.toMatch(/Steuerkanzlei|Staatlich/)
})

test('examples in brackets and after "such as" or "including" are read as skills when they name work or a product', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Experience with operations systems such as Lido, AIMS or Sabre'],
      [
        'Running in-house laboratory tests (haematology, biochemistry, urinalysis)',
        'Monitor the flight programme and react to disruption (weather, technical defects)',
        'Willingness to work a rotating shift pattern including nights',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining(['Lido', 'AIMS', 'Haematology', 'Biochemistry', 'Urinalysis']),
  )
  expect(skills.join(' | ')).not.toMatch(/weather|defects|nights/i)
})

test('a list member is a skill when a sibling in the same requirement list is one', () => {
  const skills = findJobSkills({
    sections: sections([
      'Able to build reports in Excel, dashboards and pivot tables',
      'Working knowledge of Dental4Windows or Exact',
      'Work in partnership with schools, health visitors and the police',
      'Evaluation and quantitative proof are first-class citizens to you',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Dashboards', 'Exact']))
  // A bare noun phrase does not vouch for its siblings.
  expect(skills).not.toContain('Evaluation')
  // Partners listed together are no skills, whatever their siblings.
  expect(skills.join(' ')).not.toMatch(/Schools|Police|Health visitors/i)
})

test('the number of a named standard stays, a bare grade is no skill, and an activity before "experience" is one', () => {
  const skills = findJobSkills({
    sections: sections(
      ['2+ years of reporting experience at a daily newspaper', 'Available Saturdays on a rotating roster'],
      [
        'Recover and charge refrigerant in line with EPA Section 608',
        'Complete Section 47 enquiries within statutory timescales',
        'Hold a Class 5 licence at Level 3',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Reporting', 'EPA Section 608', 'Section 47 enquiries']))
  expect(skills.join(' | ')).not.toMatch(/Saturdays|roster|Class 5|(?:^|\| )Level 3/i)
})

test('German: verbal nouns with an object, "z. B." and "inklusive" are no skills; field knowledge is', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Fundierte pharmakologische Kenntnisse',
        'Technisches Verständnis',
        'Zuverlässigkeit und Teamfähigkeit',
        'HV-Qualifikation (Stufe 2S oder höher) von Vorteil',
      ],
      [
        'Erfassung der Aufträge und Abrechnung im Transportmanagementsystem',
        'Medikationsanalyse, z. B. Blutdruckmessung',
        'Versorgung von Pflegeheimen inklusive Verblisterung',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'pharmakologische Kenntnisse',
      'Technisches Verständnis',
      'Transportmanagementsystem',
      'Blutdruckmessung',
      'Verblisterung',
      'Zuverlässigkeit',
      'Teamfähigkeit',
    ]),
  )
  expect(skills.join(' | ')).not.toMatch(/Erfassung|Versorgung|B\. |inklusive|Stufe/)
  expect(skills).toContain('HV-Qualifikation')
})

test('a capitalised name after the thing kept in it names the system, a place after a verb does not', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Willing to be based in Leeds', 'Full driving licence'],
      ['Keep accurate case records in Mosaic', 'Manage data in EQuIS and figures in Tableau'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Mosaic', 'Tableau']))
  expect(skills).not.toContain('Leeds')
})

test('a participle before a noun stays in the phrase a cue introduces, and "comfortable with" is a cue', () => {
  const skills = findJobSkills({
    sections: sections([
      '3–5 years of consulting experience in contaminated sites',
      'Comfortable with statistical modelling',
      'Knowledge of building codes',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Contaminated sites', 'Statistical modelling']))
  expect(skills.join(' ')).toMatch(/building codes/i)
})

test('capitalised words joined by a small word inside a sentence name a framework or a law', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Sound knowledge of Working Together to Safeguard Children', 'Full driving licence'],
      ['Apply the Signs of Safety practice framework', 'Liaise with schools and health visitors'],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining(['Signs of Safety', 'Working Together to Safeguard Children']),
  )
})

test('an elided German phrase is listed whole, not the part the lexicon knows', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Führerschein Klasse B', 'Teamfähigkeit'],
      ['Durchführung von Wartungs-, Inspektions- und Reparaturarbeiten an Fahrzeugen'],
    ),
    text: '',
  })
  expect(skills).toContain('Wartungs-, Inspektions- und Reparaturarbeiten')
  expect(skills).not.toContain('Wartungs')
})

test('one noun a requirement asks to be good at is a skill; a vague one is not', () => {
  const skills = findJobSkills({
    sections: sections([
      'Excellent storytelling and stakeholder management',
      'Strong decision-making under pressure and clear communication',
      'Strong grounding in statistics and a good understanding of the business',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Storytelling', 'Decision-making', 'Communication']))
  expect(skills.join(' | ')).not.toMatch(/Grounding|Understanding/)
})

test('a degree abbreviation introduces its fields like "degree in" does', () => {
  const skills = findJobSkills({
    sections: sections([
      'B.Sc. in Environmental Science, Geology or a related discipline',
      'MSc in Statistics or Econometrics',
      'Full driving licence',
    ]),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining(['Environmental Science', 'Geology', 'Statistics', 'Econometrics']),
  )
})

test('a colon after a noun lists its kinds, and a kind is a skill when it names work or a product', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Full driving licence', 'Teamwork'],
      [
        'Supervise drilling programs: soil logging and groundwater sampling',
        'Reception duties: appointment book and HICAPS claims',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Soil logging', 'Groundwater sampling', 'HICAPS claims']))
  expect(skills).not.toContain('Appointment book')
})

test('German case and document types a duty handles are skills, the goods it handles are not', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Führerschein Klasse B', 'Teamfähigkeit'],
      [
        'Bearbeitung von Reklamationen und Schadensfällen',
        'Prüfung von Steuerbescheiden',
        'Montage von Getrieben und Baugruppen',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Schadensfällen', 'Steuerbescheiden']))
  expect(skills.join(' | ')).not.toMatch(/Getrieben|Baugruppen/)
})

test("an abbreviation's German compound is listed whole in place of the abbreviation", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Approbation als Apotheker/in', 'Teamgeist'],
      ['Abgabe und Prüfung von Verordnungen, einschließlich BtM-Dokumentation'],
    ),
    text: '',
  })
  expect(skills).toContain('BtM-Dokumentation')
  expect(skills).not.toContain('BtM')
})

test('two German compounds of one abbreviation are two pieces of work, both listed', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Abgeschlossene Ausbildung als Tischler/in', 'Teamgeist'],
      ['Bedienung von Formatkreissäge und CNC-Bearbeitungszentrum'],
      ['Kenntnisse in CNC-Programmierung von Vorteil'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['CNC-Programmierung', 'CNC-Bearbeitungszentrum']))
  expect(skills).not.toContain('CNC')
})

test('one noun a duty verb acts on is listed when it names work, not when it names a party or a thing', () => {
  const skills = findJobSkills({
    sections: sections(
      [],
      [
        'Install signage, lighting and temporary fencing at each venue',
        'Negotiate settlements with brokers',
        'Complete check-in for arriving guests',
        'Keep records and coach apprentices',
        'Brief subcontractors on the works',
      ],
    ),
    text: '',
  })
  const lower = skills.map((s) => s.toLowerCase())
  expect(lower).toEqual(expect.arrayContaining(['signage', 'lighting', 'settlements', 'check-in']))
  for (const word of ['records', 'apprentices', 'subcontractors', 'brokers', 'coach'])
    expect(lower).not.toContain(word)
})

test("the title's role is listed first where the requirements ask for it, beside the skills its words hold", () => {
  const skills = findJobSkills({
    sections: sections([
      "Qualified Children's Social Worker, registered with Social Work England",
      'Knowledge of the Children Act 1989',
      'Full driving licence',
    ]),
    text: '',
    title: "Children's Social Worker – Assessment Team",
  })
  expect(skills[0]).toBe("Children's Social Worker")
  expect(skills).toEqual(expect.arrayContaining(['Social Work']))
})

test("the posting's own title is not a skill: a generic role the requirements never ask for is not listed", () => {
  const lines = [
    'At least 3 years leading teams in a warehouse',
    'Experience with a WMS and strong Excel',
    'IOSH or NEBOSH qualification',
  ]
  const skills = findJobSkills({
    sections: sections(lines),
    text: lines.join('\n'),
    title: 'Operations Manager – Cold Chain',
  })
  expect(skills).toEqual(expect.arrayContaining(['WMS', 'IOSH']))
  expect(skills.join(' | ')).not.toMatch(/Operations Manager/)
  const de = [
    'Erfahrung in der Instandhaltung von Produktionsanlagen',
    'Kenntnisse in Pneumatik',
    'Schichtarbeit',
  ]
  expect(
    findJobSkills({
      sections: sections(de),
      text: de.join('\n'),
      title: 'Instandhaltungstechniker (m/w/d) Elektrotechnik',
    }),
  ).not.toContain('Instandhaltungstechniker')
})

test('people in the plural and a status named alone are never skills; a body named after its members is', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Registration with the Ontario College of Pharmacists',
        'Experience supervising junior pharmacists',
        'Knowledge of National Guidance on antimicrobial stewardship',
      ],
      [
        'Work alongside Pharmacists, Nurses, Doctors and Learning Support Officers',
        'Prepare monthly report on fill rate and inventory turns',
        'Keep issues lists and closing agendas up to date',
      ],
    ),
    text: '',
  })
  for (const skill of skills.filter((s) => !/\sof\s/.test(s)))
    expect(skill).not.toMatch(
      /(?:^|\s)(?:pharmacists|nurses|doctors|officers)$|^(?:registration|report|national guidance)$/i,
    )
  expect(skills).toEqual(
    expect.arrayContaining(['Ontario College of Pharmacists', 'Antimicrobial Stewardship', 'Issues lists']),
  )
})

test('the job’s own town, trainees and a bare activity noun are never skills', () => {
  const german = findJobSkills({
    sections: sections(
      ['Abgeschlossene Ausbildung in der Hotellerie', 'Sehr gute Kenntnisse in Opera PMS'],
      [
        'Leitung und Einsatzplanung des Empfangsteams',
        'Sicherstellung eines reibungslosen Check-in und Check-out',
        'Ausbildung unserer Auszubildenden im Front Office',
      ],
    ),
    text: '',
  })
  expect(german).toContain('Opera PMS')
  expect(german).not.toContain('Auszubildenden')
  expect(german).not.toContain('Leitung')
  const english = findJobSkills({
    sections: sections(
      ['Strong working knowledge of NEC4', 'Experience with CostX'],
      ['Lead the commercial team on a £60m hospital extension in Stockport'],
    ),
    text: '',
    location: 'Stockport, GB',
  })
  expect(english).toContain('NEC4')
  expect(english).not.toContain('Stockport')
})

test("the title's field follows its role in the list, once", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Ausbildung als Zerspanungsmechaniker', 'Erfahrung an CNC-Drehmaschinen', 'Teamfähigkeit'],
      [],
    ),
    text: '',
    title: 'Zerspanungsmechaniker (m/w/d) Fachrichtung Drehtechnik',
  })
  expect(skills.slice(0, 2)).toEqual(['Zerspanungsmechaniker', 'Drehtechnik'])
  expect(skills.filter((s) => s === 'Drehtechnik')).toHaveLength(1)
})

test("the field of the experts one partners with is theirs, not the candidate's skill", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Experience with Articulate Storyline', 'Knowledge of ADDIE', 'Strong writing skills'],
      ['Partner with subject matter experts in nursing, billing and pharmacy to build courses'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['ADDIE']))
  expect(skills.join(' | ')).not.toMatch(/Nursing|Pharmacy|Billing/i)
})

test("the company's own departments one works with are no skills; an outside body one works with stays", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Kenntnisse in Pneumatik und Hydraulik', 'Erfahrung in der Instandhaltung', 'Führerschein Klasse B'],
      [
        'Enge Zusammenarbeit mit unserem Innendienst und der Konstruktion',
        'Zusammenarbeit mit dem Jugendamt',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Pneumatik', 'Hydraulik', 'Instandhaltung', 'Jugendamt']))
  expect(skills.join(' | ')).not.toMatch(/Innendienst|Konstruktion|Zusammenarbeit/)
})

test('German groups of people, call-outs and "abroad" are no skills', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Kenntnisse in Pneumatik', 'Gute Englischkenntnisse für Einsätze im Ausland', 'Erfahrung mit SAP'],
      ['Einweisung des Bedienpersonals vor Ort', 'Dokumentation der Serviceeinsätze in SAP'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Pneumatik', 'Englischkenntnisse', 'SAP']))
  expect(skills.join(' | ')).not.toMatch(/Ausland|Bedienpersonals|Serviceeinsätze/)
})

test("a degree's level alone and the objects of generic verbs are no skills", () => {
  const skills = findJobSkills({
    sections: sections(
      ['MS or PhD in statistics', 'BEng (Hons) in civil engineering', 'Experience with Python and SQL'],
      ['Explain complex topics simply', 'Track report completion', 'Build courses in the LMS'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL']))
  for (const noise of ['MS', 'PhD', 'BEng', 'Hons', 'Complex topics', 'Report completion', 'Courses'])
    expect(skills).not.toContain(noise)
})

test("an abbreviation that is a code's second part or an accrediting body is no skill", () => {
  const skills = findJobSkills({
    sections: sections([
      'Board certification as a Family Nurse Practitioner (FNP-BC or AANP)',
      'Doctor of Pharmacy from an ACPE-accredited college of pharmacy',
      'Experience with SQL and Excel',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['SQL', 'Excel']))
  expect(skills).not.toContain('BC')
  expect(skills).not.toContain('ACPE')
})

test('a person named before "role" is a past job (a field before it stays), and the departments of the people one works with are no skills', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        '2+ years in a SOC, incident response or security analyst role',
        'Experience in an aerospace quality role',
        'Knowledge of Splunk',
      ],
      ['Work with budget holders across production, engineering and HR'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Splunk']))
  expect(skills.join(' | ')).toMatch(/aerospace quality/i)
  expect(skills.join(' | ')).not.toMatch(/security analyst|\bHR\b/i)
})

test('two words the lexicon files under one name are both listed; one word spelt twice is listed once', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Mehrjährige Berufserfahrung in der Instandhaltung',
        'Kenntnisse in Pneumatik',
        'Führerschein Klasse B',
      ],
      ['Inbetriebnahme, Wartung und Reparatur unserer Anlagen beim Kunden'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Instandhaltung', 'Wartung']))
  const english = findJobSkills({
    sections: sections(['Experience with e-learning tools', 'Build eLearning modules', 'Knowledge of ADDIE']),
    text: '',
  })
  expect(english.filter((s) => /^e-?learning$/i.test(s))).toHaveLength(1)
})

test('the people a duty serves, described by what they do, are no skill', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Certificate III in Individual Support',
        'Experience in dementia care',
        'Current First Aid certificate',
      ],
      [
        'Provide meaningful activities for residents living with dementia',
        'Support patients requiring dialysis',
      ],
    ),
    text: '',
  })
  expect(skills.join(' | ')).not.toMatch(/residents living|patients requiring/i)
})

test('the abbreviation of a post one reports to or works under is no skill', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Current CPR certificate', 'Experience in aged care', 'Certificate III in Individual Support'],
      ['Assist with medication under RN supervision', 'Report changes in skin integrity to the RN'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['CPR']))
  expect(skills).not.toContain('RN')
})

test('learning design: each product of a suite, models, methods and formats in the page words', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Proficiency in Articulate 360 and Camtasia or a similar video tool', 'Knowledge of SCORM and xAPI'],
      [
        'Design and develop e-learning modules, microlearning, job aids and instructor-led training',
        'Apply adult learning principles to every project',
        'Build courses in Articulate 360 (Storyline, Rise)',
        'Evaluate training with the Kirkpatrick model',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Articulate 360',
      'Storyline',
      'Rise',
      'Camtasia',
      'Microlearning',
      'Job Aids',
      'Adult Learning Principles',
      'Kirkpatrick model',
      'SCORM',
      'xAPI',
    ]),
  )
})

test('German conditions of the work a reader lists: travel, on-call duty, initiative', () => {
  const { skills, conditions } = readJobSkills({
    sections: sections(
      [
        'Reisebereitschaft (ca. 4 Tage pro Woche)',
        'Bereitschaft zur Teilnahme an der Rufbereitschaft',
        'Kommunikationsstärke und Eigeninitiative',
      ],
      ['Betreuung von Bestandskunden im Außendienst'],
    ),
    text: '',
  })
  // Asked only in lines the applicant is to accept ("Bereitschaft zur …"), travel and on-call duty are
  // conditions of the work, listed apart from the skills.
  expect(skills).toContain('Eigeninitiative')
  expect(conditions).toEqual(expect.arrayContaining(['Reisebereitschaft', 'Rufbereitschaft']))
  expect(skills).not.toContain('Rufbereitschaft')
  // A compound that only starts with the word is not it: the benefit "Rufbereitschaftszulage".
  expect(
    findJobSkills({
      sections: sections(['Rufbereitschaftszulage und 30 Tage Urlaub', 'MS Office', 'SAP']),
      text: '',
    }),
  ).not.toContain('Rufbereitschaft')
})

test('a German word written on after a hyphen and a slash is listed as the page writes it', () => {
  const lines = [
    'Abgeschlossene Berufsausbildung als Elektroniker für Betriebstechnik',
    'Bereitschaft zur Schichtarbeit (Früh-/Spätschicht)',
    'Kenntnisse in der SPS-Programmierung',
  ]
  const { skills, conditions } = readJobSkills({ sections: sections(lines), text: lines.join('\n') })
  // Named in a line the applicant is to accept, the shift pattern is a condition of the work.
  expect(conditions).toContain('Früh-/Spätschicht')
  for (const skill of [...skills, ...conditions]) expect(lines.join(' ')).toContain(skill)
})

test('a degree level alone, a status and an amount of money are no skills', () => {
  const de = [
    'Eigenverantwortliche Leitung von Hochbauprojekten bis 15 Mio. Euro',
    'Abgeschlossenes Studium Bauingenieurwesen (Bachelor/Master/Dipl.-Ing.)',
    'Diplom oder Bachelor der Sozialen Arbeit (FH)',
  ]
  const german = findJobSkills({ sections: sections(de), text: de.join('\n') })
  expect(german).toContain('Bauingenieurwesen')
  for (const gone of ['15 Mio. Euro', 'Dipl.-Ing.', 'Diplom', 'Bachelor', 'FH'])
    expect(german).not.toContain(gone)
  const en = [
    'Registration in good standing as a Pharmacy Technician with the Ontario College of Pharmacists',
    'Experience with Kroll or a similar pharmacy management system',
    'Manage projects worth £2.5m',
  ]
  const english = findJobSkills({ sections: sections(en), text: en.join('\n') })
  expect(english).toContain('Kroll')
  for (const gone of ['Standing', '£2.5m']) expect(english).not.toContain(gone)
})

test('a vocational title whose field is elided is listed whole, never cut at a hyphen', () => {
  const lines = [
    'Abgeschlossene Ausbildung als Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik',
    'Ausbildung als Elektroniker für Energie- und Gebäudetechnik',
    'Führerschein Klasse B',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik',
      'Elektroniker für Energie- und Gebäudetechnik',
    ]),
  )
  expect(skills.join(' ; ')).not.toMatch(/für (?:Sanitär|Energie)-(?: ;|$)/)
})

test('a list whose last member carries "skills" lists each member as a skill', () => {
  const lines = [
    'Master of Social Work from an accredited program',
    'Strong assessment, advocacy and documentation skills',
    'Current BLS certification',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['Assessment', 'Advocacy']))
  expect(skills.join(' ; ')).toMatch(/[Dd]ocumentation/)
})

test("the title's role is listed once: not again without its seniority, nor with it", () => {
  const lines = [
    '3+ years as an Instructional Designer, ideally in healthcare',
    'Experience with Camtasia and Adobe Captivate',
    'Strong writing and storyboarding skills',
  ]
  const senior = findJobSkills({
    sections: sections(lines),
    text: lines.join('\n'),
    title: 'Senior Instructional Designer',
  })
  // The title's seniority is the post's level, not what the requirements ask a person to have been.
  expect(senior[0]).toBe('Instructional Designer')
  expect(senior).not.toContain('Senior Instructional Designer')
  const plain = ['Proven record as a Senior Instructional Designer', ...lines.slice(1)]
  const skills = findJobSkills({
    sections: sections(plain),
    text: plain.join('\n'),
    title: 'Instructional Designer',
  })
  expect(skills.filter((s) => /instructional designer/i.test(s))).toEqual(['Instructional Designer'])
  // A field the role holds is a skill of its own ("Procurement" under "Procurement Officer").
  const procurement = [
    'Experience as a Procurement Officer in public procurement and contract management',
    'CIPS Level 4',
    'Excel',
  ]
  expect(
    findJobSkills({
      sections: sections(procurement),
      text: procurement.join('\n'),
      title: 'Procurement Officer',
    }),
  ).toEqual(expect.arrayContaining(['Procurement Officer']))
})

test('every skill listed is written on the page whole: a licence class is not cut at its plus sign', () => {
  const lines = [
    'Category C+E licence with a valid Driver CPC card and digital tachograph card',
    'Experience of multi-drop deliveries',
    'Knowledge of drivers’ hours rules',
  ]
  const skills = findJobSkills({
    sections: sections(lines),
    text: lines.join('\n'),
    title: 'Class 1 HGV Driver',
  })
  expect(skills).not.toContain('Category C')
  const page = lines.join(' ').toLowerCase()
  for (const skill of skills.slice(1)) expect(page).toContain(skill.toLowerCase())
})

test('German: a number with its letter is a code ("5S", "3D-Druck"); idioms and channels are no skills', () => {
  const lines = [
    'Du sorgst für die Einhaltung von Arbeitssicherheit und 5S',
    'Erfahrung mit 3D-Druck und 2 Jahre Praxis',
    'Bearbeitung von Reservationsanfragen per Telefon, E-Mail und über Buchungsplattformen',
    'Du behältst die Kennzahlen im Blick',
    'Bereitschaft zu Wochenenddiensten im Wechsel',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['5S', '3D-Druck', 'Kennzahlen']))
  for (const idiom of ['Telefon', 'E-Mail', 'Blick', 'Wechsel']) expect(skills).not.toContain(idiom)
})

test("the title's role is listed once, whatever gender mark the page writes it with", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Abgeschlossene Ausbildung zur/zum Bilanzbuchhalter:in', 'Kenntnisse in BMD NTCS', 'Diskretion'],
      ['Laufende Buchhaltung'],
    ),
    text: '',
    title: 'Bilanzbuchhalter:in (m/w/d)',
  })
  expect(skills[0]).toBe('Bilanzbuchhalter:in')
  expect(skills.filter((s) => /^Bilanzbuchhalter/.test(s))).toHaveLength(1)
})

test('people one works with are no skills: a plural gender mark, or a German contact clause', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Kenntnisse in BMD NTCS und RZL', 'Genauigkeit'],
      [
        'Zusammenarbeit mit unseren Steuerberater:innen und Wirtschaftsprüfer:innen',
        'Ansprechpartner für Wirtschaftsprüfer und Steuerberater',
        'Korrespondenz mit dem Finanzamt über FinanzOnline',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['BMD NTCS', 'RZL', 'FinanzOnline']))
  expect(skills.join(' | ')).not.toMatch(/Steuerberater|Wirtschaftsprüfer/)
})

test('a German knowledge list after a colon, equipment named by what it is among it', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Kenntnisse in: Druckluftbremsanlagen, Hochvolt-Systemen und Abgasnachbehandlung',
        'Exakte und sorgfältige Arbeitsweise',
        'Führerschein Klasse C/CE von Vorteil',
      ],
      ['Wartung von Lkw'],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Druckluftbremsanlagen',
      'Hochvolt-Systemen',
      'Abgasnachbehandlung',
      'sorgfältige Arbeitsweise',
      'Führerschein Klasse C/CE',
    ]),
  )
  // Equipment in general is still no skill; nor is a joined adjective alone.
  expect(
    findJobSkills({ sections: sections(['Kenntnisse in Anlagen', 'Teamgeist', 'Sorgfalt']), text: '' }),
  ).not.toContain('Anlagen')
  expect(skills).not.toContain('Exakte')
})

test('a name the tagger cuts at a word it reads as a verb is kept whole, not its first word', () => {
  const skills = findJobSkills({
    sections: sections([
      "2+ years' site experience on RIAI and Public Works contracts",
      'AutoCAD and Navisworks',
      'Safe Pass',
    ]),
    text: '',
  })
  expect(skills).toContain('RIAI')
  expect(skills).not.toContain('Public')
})

test("equipment a German duty's act is done on, named by what it is, is the trade's kit; equipment in general is not", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Teamgeist', 'Führerschein Klasse B', 'Zuverlässigkeit'],
      [
        'Montage von Photovoltaikanlagen auf dem Dach',
        'Wartung der Heizungsanlagen',
        'Bedienung von Maschinen',
        'Einbau von Kontrollgeräten',
        'Prüfen der Werkstücke auf der 3D-Koordinatenmessmaschine',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Photovoltaikanlagen',
      'Heizungsanlagen',
      'Kontrollgeräten',
      '3D-Koordinatenmessmaschine',
    ]),
  )
  expect(skills).not.toContain('Maschinen')
})

test('an abbreviation in brackets that is not the initials of the words before it is a skill of its own', () => {
  const lines = ['Knowledge of food safety (HACCP) and BRCGS standards', 'Strong Excel', 'IOSH qualification']
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['HACCP']))
  expect(skills.some((s) => /food safety/i.test(s))).toBe(true)
})

test('a possession, a kind of place, an opening, a German goal noun and a training level alone are no skills', () => {
  const en = [
    '3+ years running a pub or casual-dining venue',
    'Current driver licence and own vehicle',
    'Support new store openings across the region',
    'Strong Excel and P&L ownership',
  ]
  const skills = findJobSkills({ sections: sections(en), text: en.join('\n') })
  expect(skills.join(' | ')).not.toMatch(/venue|own vehicle|openings/i)
  const de = [
    'Sie sichern die Verfügbarkeit unserer Abfüllanlagen',
    'Ausbildung als Mechatroniker, gerne mit Weiterbildung zum Techniker oder Meister',
    'Kenntnisse in Pneumatik und Hydraulik',
  ]
  const german = findJobSkills({ sections: sections(de), text: de.join('\n') })
  expect(german).toEqual(expect.arrayContaining(['Pneumatik']))
  expect(german.join(' | ')).not.toMatch(/Verfügbarkeit|^Techniker$|^Meister$|\| Techniker|\| Meister/)
})

test('a quality word stays with the person noun the lexicon knows, a coaching duty and what a duty is done with are listed', () => {
  const lines = [
    'Clear communicator who can coach and develop junior buyers',
    'Improve throughput using lean tools and value stream mapping',
    'Strong Excel and SAP',
  ]
  const skills = findJobSkills({ sections: sections([], lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['Clear communicator', 'Coach and develop', 'Lean tools']))
  expect(skills).not.toContain('Communicator')
})

test("a quality word is read on the person noun's own line, not at the end of the line before", () => {
  const skills = findJobSkills({
    sections: sections(
      ['Excel or Google Sheets'],
      ['Work on headlines, SEO and audience engagement'],
      ['Datawrapper a plus'],
    ),
    text: '',
  })
  expect(skills).toContain('Datawrapper')
  expect(skills.join(' | ')).not.toMatch(/engagement Datawrapper/)
})

test('an industry one has worked in is no skill, in English or German', () => {
  const lines = [
    'Mehrjährige Erfahrung in der Instandhaltung, gerne in der Getränke- oder Chemieindustrie',
    'Kenntnisse in Pneumatik und Hydraulik',
    'Experience in the automotive sector and with SAP PM',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['Pneumatik', 'SAP PM']))
  expect(skills.join(' | ')).not.toMatch(/industrie|sector/i)
})

test('a licence named by place, class and line stays whole; whose it is and surveyors in the plural are no skills', () => {
  const lines = [
    'Texas 7-40 All-Lines Adjuster license within 60 days',
    "Valid Ontario driver's licence",
    'Mentor assistant quantity surveyors and trainee estimators',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toContain('Texas 7-40 All-Lines Adjuster license')
  expect(skills.join(' | ')).not.toMatch(/Ontario driver\b(?!')|surveyors|estimators/)
})

test('a German proof alone is no skill; what it proves is', () => {
  const de = ['Gültiger Nachweis über Masernschutz', 'Erfahrung in der Intensivpflege', 'Teamfähigkeit']
  const skills = findJobSkills({ sections: sections(de), text: de.join('\n') })
  expect(skills).toContain('Masernschutz')
  expect(skills.join(' | ')).not.toMatch(/Nachweis/)
})

test('a bare field noun gives way to the specific skills the page names with it', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Experience of medicines reconciliation', 'Registered pharmacy technician', 'Good Excel skills'],
      ['Support care homes with medicines management', 'Run the dispensary'],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Medicines reconciliation', 'Medicines management']))
  expect(skills).not.toContain('Medicines')
  // A noun the page also asks for alone ("forklift experience") stays beside its compounds.
  const forklift = findJobSkills({
    sections: sections([
      '2 years forklift experience',
      'Forklift certification',
      'Pre-shift forklift inspections',
    ]),
    text: '',
  })
  expect(forklift).toContain('Forklift')
})

test('a name the lexicon files with the field it is part of keeps the page words', () => {
  const skills = findJobSkills({
    sections: sections([
      'Run the planned preventive maintenance schedule',
      'Supervise maintenance staff on shifts',
      'Experience in transport management and transport planning',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Preventive maintenance', 'Transport planning']))
  expect(skills).not.toContain('Maintenance')
})

test('employer, addressee and cut names never reach the skills', () => {
  const skills = findJobSkills({
    sections: sections([
      'Transport Manager CPC would be an advantage',
      'A training qualification (e.g. ILM, QQI Level 5 Train the Trainer)',
      'Report training completion figures to the Head of Learning',
      'Switch programmes agreed by the ICB',
    ]),
    text: '',
    company: 'Derby and Derbyshire ICB',
  })
  expect(skills).toEqual(expect.arrayContaining(['Transport Manager CPC', 'QQI Level 5 Train the Trainer']))
  for (const junk of ['Manager CPC', 'QQI Level 5 Train', 'ICB', 'Head of Learning'])
    expect(skills).not.toContain(junk)
  expect(skills.join(' · ')).not.toMatch(/completion figures/i)
})

test('a German name the page writes in the genitive is listed in the nominative', () => {
  const skills = findJobSkills({
    sections: sections([
      'Kenntnisse des Arbeitsrechts und des Steuerrechts',
      'Sicherer Umgang mit SAP HCM',
      'Sie berichten an die Personalleitung',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Arbeitsrecht']))
  expect(skills).not.toContain('Arbeitsrechts')
  expect(skills).not.toContain('Personalleitung')
})

test('a workplace after "a", a partner department and half of an elided pair are no skills', () => {
  const skills = findJobSkills({
    sections: sections([
      'Experience in route planning or a dispatch office',
      'Deliver classroom and online workshops',
      'Knowledge of firewalls and endpoint protection',
    ]),
    text: '',
  })
  expect(skills).not.toContain('Dispatch office')
  expect(skills).not.toContain('Classroom')
  expect(skills).toEqual(expect.arrayContaining(['Route planning', 'Firewalls']))
  const german = findJobSkills({
    sections: sections([
      'Sie prüfen Wareneingänge gemeinsam mit der Arbeitsvorbereitung',
      'Sicherer Umgang mit SAP PP',
      'Erfahrung in der Fertigungssteuerung',
    ]),
    text: '',
  })
  expect(german).not.toContain('Arbeitsvorbereitung')
  expect(german).toContain('SAP PP')
})

test('one lower-case noun closing "in a" or "at a", or its list, is where the work was done, not a skill', () => {
  const skills = findJobSkills({
    sections: sections([
      '2+ years of event planning or banquet experience in a hotel or venue',
      "4+ years' HVAC design experience in a consultancy",
      'Experience in a leadership role',
      '2+ years in a SOC, incident response or security analyst role',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Event Planning', 'Banquet', 'HVAC', 'Leadership', 'SOC']))
  expect(skills.join(' | ')).not.toMatch(/Hotel|Venue|Consultancy/)
})

test("a transport office's and a pharmacy's compliance terms are skills; a country's code is not", () => {
  const lines = [
    "Act as nominated Transport Manager on the O-licence and keep the operator's licence compliant",
    "Monitor drivers' hours, tachograph data and Driver CPC training",
    "Good knowledge of EU and GB drivers' hours rules",
    'Process third-party insurance claims and resolve prior authorization rejections',
  ]
  const skills = findJobSkills({ sections: sections([], lines), text: lines.join('\n') })
  expect(skills.map((s) => s.toLowerCase())).toEqual(
    expect.arrayContaining([
      'o-licence',
      "operator's licence",
      'tachograph data',
      "drivers' hours",
      'prior authorization',
    ]),
  )
  expect(skills).not.toContain('GB')
})

test('German: an elided pair of the things a duty is done to is no skill, an elided pair of work is', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Sicherer Umgang mit SAP MM', 'Verhandlungsgeschick'],
      [
        'Sie verantworten den Einkauf von Hydraulik- und Normteilen',
        'Sie führen Preis- und Vertragsverhandlungen',
      ],
    ),
    text: '',
  })
  expect(skills).not.toContain('Hydraulik- und Normteilen')
  expect(skills).toContain('Preis- und Vertragsverhandlungen')
})

test('when and how many are no skills; the verb offering a practice is no part of it; a rank in a name stays', () => {
  const english = findJobSkills({
    sections: sections(
      ['Experience of providing clinical supervision', 'Experience with AAC and standardised assessments'],
      [
        'Lead our parent coaching programme and run groups on Saturday mornings',
        'Lead first article inspections',
      ],
    ),
    text: '',
  })
  expect(english).toEqual(
    expect.arrayContaining(['Clinical supervision', 'Parent coaching', 'First article inspections']),
  )
  expect(english.join(' · ')).not.toMatch(/Saturday|Providing|^Article/)
  const german = findJobSkills({
    sections: sections(
      ['Sehr gute Kenntnisse im TVöD', 'Erfahrung mit SAP HCM', 'Kenntnisse im Arbeitsrecht'],
      ['Sie betreuen einen Kreis von ca. 450 Beschäftigten von der Einstellung bis zum Austritt'],
    ),
    text: '',
  })
  expect(german).toEqual(expect.arrayContaining(['TVöD', 'SAP HCM']))
  expect(german.join(' · ')).not.toMatch(/Kreis|450/)
})

test('a name that opens with a number is listed whole, never from its second word', () => {
  const lines = ['Six Sigma Green Belt or Lean certification', 'Experience in a manufacturing plant', 'Excel']
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).not.toContain('Sigma Green Belt')
  expect(skills.some((s) => /^Six Sigma/.test(s))).toBe(true)
})

test('an adjective sharing a noun with the next modifier is listed with the pair the page writes', () => {
  const lines = ['Experience of financial and management reporting', 'Punctual and customer focused', 'Excel']
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toContain('Financial and management reporting')
  for (const gone of ['Financial', 'Management reporting', 'Punctual and customer focused'])
    expect(skills).not.toContain(gone)
  for (const skill of skills) expect(lines.join(' ').toLowerCase()).toContain(skill.toLowerCase())
})

test('a German adjective declined after a dative article is listed in the nominative', () => {
  const lines = [
    'Erfahrung im öffentlichen Dienst',
    'Kenntnisse in der öffentlichen Verwaltung',
    'Sicherer Umgang mit MS Office',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['öffentlicher Dienst', 'öffentliche Verwaltung']))
  expect(skills).not.toContain('öffentlichen Dienst')
})

test('the word that widens a qualification asked ("or higher", "or equivalent") is no skill', () => {
  const lines = ['Level 4 Diploma in Arboriculture or higher', 'A degree in nursing or equivalent', 'Excel']
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  for (const gone of ['Higher', 'Equivalent']) expect(skills).not.toContain(gone)
  expect(skills.join(' ; ')).toMatch(/Arboriculture/)
})

test('the body a credential is issued from is no skill; the credential is', () => {
  const lines = [
    'A CPC, CCS-P or CCA credential from AAPC or AHIMA',
    'Registration issued by the HCPC',
    'Knowledge of NCCI edits',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['CPC', 'CCS-P']))
  for (const gone of ['AAPC', 'AHIMA', 'HCPC']) expect(skills).not.toContain(gone)
})

test('the agencies a line names after "such as" are parties one works with, not skills', () => {
  const lines = [
    'Work with external agencies such as CQC, district nurses and the local authority safeguarding team',
    'Refer vulnerable tenants to support agencies such as Citizens Advice, Adult Social Care and the police',
    'Record all casework on the Northgate housing management system',
  ]
  const skills = findJobSkills({ sections: sections([], lines), text: lines.join('\n') })
  for (const gone of ['CQC', 'Citizens Advice', 'Adult Social Care']) expect(skills).not.toContain(gone)
  expect(skills).toContain('Casework')
})

test('a known name written inside a longer noun phrase is listed with the noun that opens it', () => {
  const lines = [
    'Support the duty manager in front office management and the night audit',
    'Take reservations by phone and email',
    'Chair and lead project management meetings',
  ]
  const skills = findJobSkills({ sections: sections([], lines), text: lines.join('\n') })
  expect(skills).toContain('Front office management')
  expect(skills).not.toContain('Office Management')
  expect(skills).not.toContain('Front Office')
  expect(skills.join(' ; ')).not.toMatch(/lead project/i)
})

test('the cases and documents a German act of casework is done on, after "von", are the work; people are not', () => {
  const duties = [
    'Prüfung von Deckung und Haftung sowie Bearbeitung von Regressen',
    'Betreuung von Betriebsprüfungen der Rentenversicherung',
    'Beratung von Versicherungsnehmern und Betreuung von Auszubildenden',
  ]
  const skills = findJobSkills({
    sections: sections(['Sicherer Umgang mit MS Office'], duties),
    text: duties.join('\n'),
  })
  expect(skills).toEqual(expect.arrayContaining(['Regressen', 'Betriebsprüfungen']))
  for (const gone of ['Versicherungsnehmern', 'Auszubildenden']) expect(skills).not.toContain(gone)
})

test('what the posting says is not required is no skill', () => {
  const lines = [
    "You will need a current driver's licence and a Working with Children Check is not required",
    'Kein Führerschein erforderlich',
    'Right to work in the UK; we are unable to offer visa sponsorship for this role',
    'Experience with Salesforce',
  ]
  const skills = findJobSkills({ sections: sections(lines), text: lines.join('\n') })
  expect(skills).not.toContain('Working with Children Check')
  expect(skills.join(' ; ')).not.toMatch(/visa sponsorship/i)
  expect(skills.join(' ; ')).toMatch(/Driver's licence/i)
})

test('a word read as an adverb that opens a duty list is its first object; a time of day is no skill', () => {
  const duties = [
    'Calculate overtime, shift premiums and bonuses',
    'Process starters, leavers and variations',
  ]
  const asked = ['Willing to work in UK shift (1:30 PM to 10:30 PM IST)', 'Advanced Excel skills']
  const skills = findJobSkills({ sections: sections(asked, duties), text: [...asked, ...duties].join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['Overtime', 'Shift premiums']))
  for (const gone of ['PM', 'PM IST']) expect(skills).not.toContain(gone)
})

test('a one-word name joined to a listed one-word product is another product; a people adjective or a cut name is not', () => {
  const duties = ['Advertise properties on Rightmove and Zoopla', 'Keep the property database up to date']
  const asked = ['Dip CII or Rightmove experience', 'European and Rightmove portals']
  const skills = findJobSkills({ sections: sections(asked, duties), text: [...asked, ...duties].join('\n') })
  expect(skills).toEqual(expect.arrayContaining(['Rightmove', 'Zoopla']))
  for (const gone of ['European', 'Dip']) expect(skills).not.toContain(gone)
})

test('whom queries come from and whom one supports ("unterstützen unsere Makler") are parties, not skills', () => {
  const english = [
    'Respond to queries from employees, line managers and HR',
    'Process starters, leavers and variations',
  ]
  const en = findJobSkills({
    sections: sections(['Advanced Excel skills'], english),
    text: english.join('\n'),
  })
  expect(en).not.toContain('HR')
  const german = [
    'Sie unterstützen unsere Makler bei der Akquise neuer Objekte',
    'Pflege von Objektdaten in onOffice',
  ]
  const de = findJobSkills({
    sections: sections(['Sicherer Umgang mit MS Office'], german),
    text: german.join('\n'),
  })
  expect(de).not.toContain('Makler')
})

test('the unit of a sale a commercial act works on is listed, where the posting sells', () => {
  const skills = findJobSkills({
    sections: sections(
      ['2+ years of field sales experience', 'Strong negotiation skills'],
      [
        'Prospect for new accounts and qualify leads from the inside sales team',
        'Negotiate terms and close deals with merchant branch managers',
        'Run open homes, negotiate offers between vendors and purchasers, and see each sale through',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['New accounts', 'Leads', 'Deals', 'Offers']))
  // Terms alone say nothing of which.
  expect(skills).not.toContain('Terms')
  // Whom one deals with is no unit of the sale.
  expect(skills.join(' ')).not.toMatch(/Vendors|Purchasers|Managers/)
  // A recruiter's "offers" are job offers: the posting does not sell.
  const recruiter = findJobSkills({
    sections: sections(
      ['Experience in technical recruiting', 'Knowledge of Greenhouse'],
      ['Negotiate and close offers, including relocation cases'],
    ),
    text: '',
  })
  expect(recruiter.join(' ')).not.toMatch(/Offers/)
})

test('a post asked to have held is no skill; a registration as one stays a credential', () => {
  const skills = findJobSkills({
    sections: sections([
      '3 years as a Chef de Partie or Junior Sous Chef in a quality restaurant',
      'Strong knowledge of classical French techniques',
      'Registration in good standing as a Pharmacy Technician with the Ontario College of Pharmacists',
    ]),
    text: '',
    title: 'Sous Chef',
  })
  expect(skills.join('|')).not.toMatch(/Chef de Partie|Junior Sous Chef/)
  expect(skills).toEqual(expect.arrayContaining(['Ontario College of Pharmacists']))
  const german = findJobSkills({
    sections: sections([
      'Abgeschlossene Ausbildung als Fachkraft für Lagerlogistik oder Fachlagerist',
      'Erfahrung als Lagerist in der Kontraktlogistik',
      'Staplerschein',
    ]),
    text: '',
  })
  expect(german).toEqual(expect.arrayContaining(['Fachlagerist', 'Kontraktlogistik']))
  expect(german).not.toContain('Lagerist')
})

test('the place or status of a right to work is no skill', () => {
  const skills = findJobSkills({
    sections: sections([
      'Registration with the Plumbers, Gasfitters and Drainlayers Board (PGDB)',
      'Must hold NZ residency or a valid work visa',
      'Must be authorized to work in the United States',
      'You must have the right to work in New Zealand',
    ]),
    text: '',
  })
  expect(skills).toContain('PGDB')
  expect(skills.join('|')).not.toMatch(/residency|United States|New Zealand|visa/i)
})

test('shift patterns asked only in lines to accept are conditions of the work, not skills', () => {
  const { skills, conditions } = readJobSkills({
    sections: sections([
      'Counterbalance and reach truck licences (RTITB or ITSSAR)',
      'Willingness to work rotating shifts, including weekend work and bank holidays',
      'Bereitschaft zu Schichtdienst und Wochenenddienst',
      'Able to work at heights and in confined spaces',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['RTITB', 'ITSSAR']))
  for (const condition of ['Schichtdienst', 'Wochenenddienst']) {
    expect(skills).not.toContain(condition)
    expect(conditions).toContain(condition)
  }
  expect(skills.join('|')).not.toMatch(/rotating shifts|weekend work/i)
  // A safety competence the line names stays a skill.
  expect(conditions.join('|')).not.toMatch(/heights|confined/i)
})

test('the kit a trade act installs or repairs is listed; a fault it finds and a place a post was held are not', () => {
  const skills = findJobSkills({
    sections: sections(
      ['3+ years in the trade since qualifying', 'Full driver licence'],
      [
        'Locate and repair leaks and blocked drains',
        'Install engineered trusses and I-joists',
        'Replace faulty taps and radiator valves',
      ],
    ),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Leaks', 'Blocked drains', 'Engineered trusses']))
  expect(skills.join('|')).not.toMatch(/taps/i)
  const kitchen = findJobSkills({
    sections: sections([
      'Minimum 3 years as a Sous Chef or Junior Sous Chef in a hotel or high-volume restaurant',
      'Strong knowledge of modern Australian cuisine',
      'Full working rights in Australia',
    ]),
    text: '',
    title: 'Head Chef',
  })
  expect(kitchen).toEqual(expect.arrayContaining(['High-volume restaurant']))
  expect(kitchen.join('|')).not.toMatch(/Junior Sous Chef|^Australia$|\|Australia\|/)
})

test('a bracket after a degree cue does not cut the fields it names', () => {
  const skills = findJobSkills({
    sections: sections([
      'M.Sc. (Agriculture) in Agronomy, Plant Pathology or Entomology',
      'Knowledge of integrated pest management (IPM)',
      'Fluency in Marathi and Hindi',
    ]),
    text: '',
  })
  expect(skills).toEqual(expect.arrayContaining(['Agronomy', 'Plant Pathology', 'Entomology']))
})

test('a trait line lists "good communicator" with its quality, never the bare nouns "Pressure" or "Communicator"', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Calm under pressure, good communicator', 'An enhanced DBS check', 'A full UK driving licence'],
      ['Help clients with personal care', 'Write daily care notes'],
    ),
    text: '',
  })
  expect(skills).toContain('Good communicator')
  expect(skills).not.toContain('Pressure')
  expect(skills).not.toContain('Communicator')
  const bare = findJobSkills({
    sections: sections([
      'Communicator and team player',
      'Works well under pressure',
      'A full UK driving licence',
    ]),
    text: '',
  })
  expect(bare).not.toContain('Communicator')
  expect(bare).not.toContain('Pressure')
})

test('"Ausbildung als Fachkraft für Lagerlogistik" is one qualification, not "Fachkraft" and "Lagerlogistik" apart', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Ausbildung als Fachkraft für Lagerlogistik oder als Gärtner/in',
        'Staplerschein',
        'Körperliche Belastbarkeit',
      ],
      ['Warenannahme und Kontrolle der Lieferscheine', 'Kommissionierung von Aufträgen'],
    ),
    text: '',
  })
  expect(skills).toContain('Fachkraft für Lagerlogistik')
  expect(skills).not.toContain('Fachkraft')
  expect(skills).not.toContain('Lagerlogistik')
})

test("the posting's own title with its seniority is no skill: 'Senior Occupational Therapist' is the post", () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Registered Occupational Therapist',
        '5 years of community rehabilitation experience',
        'Valid driver licence',
      ],
      ['Complete functional assessments', 'Lead the falls prevention program'],
    ),
    text: '',
    title: 'Senior Occupational Therapist - Community Rehabilitation',
  })
  expect(skills).not.toContain('Senior Occupational Therapist')
  expect(skills).toEqual(expect.arrayContaining(['Functional assessments', 'Falls prevention']))
})

test('German people named in both genders ("Bürgerinnen und Bürger") and citizenship or service lines are no skills', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Abgeschlossene kaufmännische Lehre',
        'Sehr gute MS-Office-Kenntnisse',
        'Österreichische Staatsbürgerschaft oder EU-Bürgerschaft',
        'Bei Männern: abgeleisteter Präsenz- oder Zivildienst',
      ],
      [
        'Meldeangelegenheiten im Zentralen Melderegister',
        'Auskünfte an Bürgerinnen und Bürger persönlich und telefonisch',
        'Beratung von Kundinnen und Kunden',
      ],
    ),
    text: '',
  })
  for (const noSkill of [
    'Bürger',
    'Bürgerinnen',
    'Kunden',
    'Kundinnen',
    'Österreichische Staatsbürgerschaft',
    'EU-Bürgerschaft',
  ])
    expect(skills).not.toContain(noSkill)
  expect(skills.join(' ')).not.toMatch(/Zivildienst/)
  expect(skills).toEqual(expect.arrayContaining(['Meldeangelegenheiten']))
})

test('care work is listed in the page words: personal care, dementia, palliative and continence care', () => {
  const skills = findJobSkills({
    sections: sections(
      ['Certificate III in Individual Support', 'Experience in palliative care', 'A current driver licence'],
      [
        'Provide personal care, including showering and toileting',
        'Support continence management and dementia support',
      ],
    ),
    text: '',
  })
  expect(skills.map((s) => s.toLowerCase())).toEqual(
    expect.arrayContaining(['personal care', 'palliative care', 'continence management']),
  )
})
