import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Resume shapes from issue 19: each one was read wrongly before (a false employer, a lost employer,
// debris in Languages, German dates).

function jobs(content: string) {
  const { profileData } = importText({ content })
  return profileData.workExperience.experiences.map((w) => [w.company, w.role, w.duration])
}

test('a role keeps its comma and the employer on the next line stays the employer', () => {
  expect(
    jobs(`Marisol Ortega
Experience
Staff Nurse, Oncology   Mar 2019 – Present
Mercy General Hospital — Sacramento, CA
Administer chemotherapy to six patients per shift.
Product Manager, Payments   Jan 2016 – Feb 2019
Acme Bank — Chicago, IL
Launched instant transfers.`),
  ).toEqual([
    ['Mercy General Hospital', 'Staff Nurse, Oncology', 'Mar 2019 – Present'],
    ['Acme Bank', 'Product Manager, Payments', 'Jan 2016 – Feb 2019'],
  ])
})

test('a role and an employer on one comma line are still told apart', () => {
  expect(
    jobs(`Tomasz Kowal
Experience
Site Engineer, Budimex Polska   2018 – 2023
Ran the concrete works of a 12-storey office building.`),
  ).toEqual([['Budimex Polska', 'Site Engineer', '2018 – 2023']])
})

test('an ALL-CAPS role line keeps its employer and a place after the employer is not part of it', () => {
  expect(
    jobs(`Desmond Whitaker
EXPERIENCE
ASSOCIATE ATTORNEY
Hargrove & Pell LLP, Chicago, IL
September 2013 – June 2020
- Litigated commercial disputes.`),
  ).toEqual([['Hargrove & Pell LLP', 'ASSOCIATE ATTORNEY', 'September 2013 – June 2020']])
})

test('overlapping jobs stay apart and a gap is left as it is', () => {
  expect(
    jobs(`Hélène Marchetti
Experience
Sous Chef   Apr 2021 – Present
Maison Brunet — Lyon
Private Events Chef   Jun 2019 – Sep 2022
Les Halles Traiteur — Lyon
Chef de Partie   Mar 2015 – Dec 2018
Le Petit Comptoir — Paris`),
  ).toEqual([
    ['Maison Brunet', 'Sous Chef', 'Apr 2021 – Present'],
    ['Les Halles Traiteur', 'Private Events Chef', 'Jun 2019 – Sep 2022'],
    ['Le Petit Comptoir', 'Chef de Partie', 'Mar 2015 – Dec 2018'],
  ])
})

test('a German CV: headings, "seit" and "heute" dates, personal details that are never data', () => {
  const { profileData, review } = importText({
    content: `LEBENSLAUF
Jürgen Weißmüller
Persönliche Daten
Anschrift   Lindwurmstraße 12, 80337 München
Telefon   +49 171 2345678
E-Mail   j.weissmueller@example.de
Geburtsdatum   14.02.1988
Staatsangehörigkeit   deutsch
Führerschein   Klasse B
Berufserfahrung
seit 03/2019   Konstrukteur
Krauss Antriebstechnik GmbH, München
Jan. 2016 – Mai 2019   Entwicklungsingenieur
Bayerische Motorenwerke AG, München
Ausbildung
2013 – 2015   Master of Science Maschinenbau
Technische Universität München
Sprachen
Deutsch (Muttersprache), Englisch (verhandlungssicher)
München, 12. März 2024`,
  })
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Jürgen Weißmüller',
    location: 'München',
    phone: '+49 171 2345678',
    languages: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)'],
  })
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role, w.duration])).toEqual([
    ['Krauss Antriebstechnik GmbH', 'Konstrukteur', 'seit 03/2019'],
    ['Bayerische Motorenwerke AG', 'Entwicklungsingenieur', 'Jan. 2016 – Mai 2019'],
  ])
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'Technische Universität München',
    degree: 'Master of Science',
    year: '2013 – 2015',
  })
  expect(review.skipped).toEqual(
    expect.arrayContaining(['LEBENSLAUF', 'Geburtsdatum   14.02.1988', 'München, 12. März 2024']),
  )
})

test('web-page navigation, footer and cookie text never become languages or skills', () => {
  const { profileData, review } = importText({
    content: `Skip to main content
Home
About
Blog
Contact
Siobhan Fletcher
Bristol, UK · siobhan@example.org
Work history
Teacher of Science at Redland Green School
Bristol · Sep 2016 – Present
Languages
English · Welsh
Get in touch
© 2024 Siobhan Fletcher. All rights reserved.
Privacy Policy · Terms of Use · Cookie Settings
Back to top`,
  })
  expect(profileData.personalInfo.languages).toEqual(['English', 'Welsh'])
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role])).toEqual([
    ['Redland Green School', 'Teacher of Science'],
  ])
  expect(review.skipped).toEqual(
    expect.arrayContaining(['Skip to main content', 'Home', 'Get in touch', 'Back to top']),
  )
})

test('a languages line in a skills block only holds spoken languages; names and places are dropped', () => {
  const { profileData } = importText({
    content: `Ana Souza
Skills
Python, SQL, Tableau
Languages: Portuguese (native), English (fluent)
Languages
Portuguese, Lisbon, Ana Souza, JavaScript, Data Analyst`,
  })
  expect(profileData.personalInfo.languages).toEqual([
    'Portuguese (native)',
    'English (fluent)',
    'Portuguese',
  ])
})

test('letter-spaced headings open their sections', () => {
  const { profileData } = importText({
    content: `Imogen Castellanos
W O R K   E X P E R I E N C E
Product Designer   Mar 2018 – Jan 2021
Babylon Health | London
E D U C A T I O N
BA, Graphic Communication Design, Central Saint Martins, 2017`,
  })
  expect(profileData.workExperience.experiences).toHaveLength(1)
  expect(profileData.education.degrees[0]).toMatchObject({ degree: 'BA', year: '2017' })
})

test('a school named without "University" after the degree is the school, and degrees are not skills', () => {
  const { profileData } = importText({
    content: `Mara Lenz
Summary
Oncology nurse with eight years on busy wards.
Education
Bachelor of Science in Nursing, Charité Berlin, 2012 - 2015
Ausbildung zur Gesundheits- und Krankenpflegerin, Asklepios Bildungszentrum Hamburg, 2009 - 2012
MBA, INSEAD, 2019`,
  })
  expect(profileData.education.degrees.map((d) => [d.degree, d.field, d.institution, d.year])).toEqual([
    ['Bachelor of Science', 'Nursing', 'Charité Berlin', '2012 - 2015'],
    // The training and what it was in, as "Ausbildung, Gesundheits- und Krankenpflege" reads too.
    ['Ausbildung', 'Gesundheits- und Krankenpflegerin', 'Asklepios Bildungszentrum Hamburg', '2009 - 2012'],
    ['MBA', '', 'INSEAD', '2019'],
  ])
  const skills = [...profileData.skills.technical, ...profileData.skills.business]
  expect(skills.join(' | ')).not.toMatch(/Bachelor|MBA/)
})

test('a German CV with a personal-details block takes the labelled name, not the heading', () => {
  const { profileData } = importText({
    content: `LEBENSLAUF

Persönliche Daten
Name: Katrin Hoffmann
Anschrift: Lindenstraße 12, 70176 Stuttgart
E-Mail: k.hoffmann@web.de

Berufserfahrung

seit 04/2019
Teamleiterin Buchhaltung
Bosch Rexroth AG, Stuttgart
- Monatsabschluss von 8 auf 5 Arbeitstage verkürzt

Kenntnisse
SAP FI/CO, DATEV, MS Excel (sehr gut)`,
  })
  expect(profileData.personalInfo.fullName).toBe('Katrin Hoffmann')
  expect(profileData.personalInfo.location).toBe('Stuttgart')
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('MS Excel')
  expect(skills.filter((s) => /excel/i.test(s))).toEqual(['MS Excel'])
})

test('a headline with a spaced dash gives the place after it', () => {
  const { profileData } = importText({
    content: `JAMES O'CONNELL
Electrician (Licensed) — Cork, Ireland
+353 87 123 4567 · james.oconnell@gmail.com

EDUCATION & TRAINING
Leaving Certificate, Coláiste Chríost Rí, 2007`,
  })
  expect(profileData.personalInfo.location).toBe('Cork, Ireland')
  expect(profileData.education.degrees[0]?.institution).toBe('Coláiste Chríost Rí')
})

test('"Role, Employer, Town" after a date keeps the town out of the employer', () => {
  expect(
    jobs(`Priya Raman
Experience
2019 – present    Marketing Manager, Unilever, London
Led the relaunch of a personal-care brand across 6 markets.
2016 – 2019    Brand Executive, Reckitt, Slough
Ran 12 in-store promotions per year.`),
  ).toEqual([
    ['Unilever', 'Marketing Manager', '2019 – present'],
    ['Reckitt', 'Brand Executive', '2016 – 2019'],
  ])
})

test('titles no word list knows follow the section shape the other entries show', () => {
  expect(
    jobs(`Rebecca Lind
Experience
Senior Accountant, Corporate Reporting
Northstar Manufacturing Inc. | Minneapolis, MN | May 2018 – Present
- Lead the month-end close.
Audit Senior
Baker Tilly | Minneapolis, MN | Sep 2013 – Apr 2018
- Planned and led audits.`),
  ).toEqual([
    ['Northstar Manufacturing Inc.', 'Senior Accountant, Corporate Reporting', 'May 2018 – Present'],
    ['Baker Tilly', 'Audit Senior', 'Sep 2013 – Apr 2018'],
  ])
})

test('a school named above its degree, a "Master in X in Y" degree and a town beside the e-mail', () => {
  const { profileData } = importText({
    content: `Katharina Bäumer
k.baeumer@example.de
Hamburg
Education
Central Saint Martins
BA, Graphic Communication Design
2014 – 2017
ESSEC Business School
Master in Management in Strategy   2015 – 2017`,
  })
  expect(profileData.personalInfo.location).toBe('Hamburg')
  expect(profileData.education.degrees.map((d) => [d.institution, d.degree, d.field, d.year])).toEqual([
    ['Central Saint Martins', 'BA', 'Graphic Communication Design', '2014 – 2017'],
    ['ESSEC Business School', 'Master in Management', 'Strategy', '2015 – 2017'],
  ])
})

test('a site logo and a menu above a pasted page give way to the name; icons separate contact items', () => {
  const { profileData } = importText({
    content: `Ananya V.
Home
Projects
Writing
Ananya Venkataraman
Senior Data Scientist
📍 Bengaluru, India  ✉️ ananya.v@example.in  📞 +91 98450 12345
github.com/ananyav  linkedin.com/in/ananya-v
Experience
Senior Data Scientist @ Flipkart
Jun 2021 – Present · Bengaluru`,
  })
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Ananya Venkataraman',
    location: 'Bengaluru, India',
  })
  expect(profileData.portfolioData.portfolioUrls.map((u) => u.url)).toContain('https://github.com/ananyav')
})

test('field-qualified headings, a role line over a company line, and German degree shapes', () => {
  const { profileData } = importText({
    content: `Sanne de Vries
sanne@example.nl
RETAIL MANAGEMENT EXPERIENCE
10/2016 – 02/2019 Apothekerin, Arzneimittelinformation
Uniklinik Köln, Köln
- Beratung der Stationen
STUDIUM
2010–2015   Staatsexamen Pharmazie
Rheinische Friedrich-Wilhelms-Universität Bonn`,
  })
  expect(profileData.personalInfo.fullName).toBe('Sanne de Vries')
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role])).toEqual([
    ['Uniklinik Köln', 'Apothekerin, Arzneimittelinformation'],
  ])
  expect(profileData.education.degrees.map((d) => [d.degree, d.field])).toEqual([
    ['Staatsexamen', 'Pharmazie'],
  ])
})

test('roles under one company line keep their commas and its place; "Languages Known" is a languages section', () => {
  const { profileData } = importText({
    content: `Rohan Mehta
rohan@example.com
WORK EXPERIENCE
Tata Motors, Pune
HR Manager | Apr 2022 – Present
• Partner for a plant of 3,200 employees.
Assistant Manager, Talent Acquisition | Jun 2019 – Mar 2022
• Ran campus hiring.
LANGUAGES KNOWN
English, Hindi, Marathi`,
  })
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role])).toEqual([
    ['Tata Motors', 'HR Manager'],
    ['Tata Motors', 'Assistant Manager, Talent Acquisition'],
  ])
  expect(profileData.personalInfo.languages).toEqual(['English', 'Hindi', 'Marathi'])
})

test('a title in its own paragraph above the date line, and a degree and school parted by a gap', () => {
  const { profileData } = importText({
    content: `Mei Lin Tan
meilin@example.com
Work History

Clinical Nurse, Emergency Department

Fiona Stanley Hospital, Murdoch, WA | 2019 - current
- Team leader on night shift.

Education

Graduate Certificate in Emergency Nursing

Edith Cowan University, 2018`,
  })
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role])).toEqual([
    ['Fiona Stanley Hospital', 'Clinical Nurse, Emergency Department'],
  ])
  expect(profileData.education.degrees.map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['Edith Cowan University', 'Graduate Certificate', 'Emergency Nursing'],
  ])
})

test('a LinkedIn page copy: the employment type is no employer and grouped roles keep the company', () => {
  expect(
    jobs(`Marcus Delgado
Experience
Turner Construction Company
Full-time · 10 yrs 7 mos
Senior Project Manager
Jan 2020 - Present · 4 yrs 11 mos
New York, New York, United States
Led the hospital build.
Project Engineer
Jun 2015 - Dec 2019 · 4 yrs 7 mos
New York, New York, United States`),
  ).toEqual([
    ['Turner Construction Company', 'Senior Project Manager', 'Jan 2020 - Present'],
    ['Turner Construction Company', 'Project Engineer', 'Jun 2015 - Dec 2019'],
  ])
})

test("a dash inside brackets invents no employer (an apprenticeship's period is a note of the role)", () => {
  expect(
    jobs(`Liam Tremblay
Work History
Apprentice Electrician (1st – 4th period)
Chandos Construction — Red Deer, AB
Sept 2016 – Jun 2020`),
  ).toEqual([['Chandos Construction', 'Apprentice Electrician', 'Sept 2016 – Jun 2020']])
})

test('a town after a college is its place, a campus after a university is its name, and a field keeps its commas', () => {
  const { profileData } = importText({
    content: `Asha Rao
Education
MBA, Marketing | Symbiosis Institute of Business Management, Pune | 2021
B.S. Computer Science, University of California, Davis (2015)
Master Comptabilité, Contrôle, Audit — Audencia Business School, 2016`,
  })
  expect(profileData.education.degrees.map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['Symbiosis Institute of Business Management', 'MBA', 'Marketing'],
    ['University of California, Davis', 'B.S.', 'Computer Science'],
    ['Audencia Business School', 'Master', 'Comptabilité, Contrôle, Audit'],
  ])
})

test('a name labelled without a colon and a name with a bracketed credential are read', () => {
  const name = (content: string) => importText({ content }).profileData.personalInfo.fullName
  expect(name(`Lebenslauf\nPersönliche Daten\nName   Katharina Schäfer\nTelefon   +49 221 555 0193`)).toBe(
    'Katharina Schäfer',
  )
  expect(name(`TAN WEI LING, CPA (Singapore)\n+65 9123 4567 | weiling.tan@example.sg`)).toBe('Tan Wei Ling')
})

test('a German skills table drops its label cells, sends its languages row to Languages and skips the signature', () => {
  const { profileData } = importText({
    content: `Katharina Schäfer
k.schaefer@example.de
Berufserfahrung
seit 04/2019   Firmenkundenberaterin
Sparkasse KölnBonn, Köln
Kenntnisse
Fachlich   Kreditanalyse, OSPlus, Baufinanzierung
EDV   MS Excel
Sprachen   Deutsch (Muttersprache), Englisch (verhandlungssicher)

Köln, im Januar 2025
Katharina Schäfer`,
  })
  const skills = [...profileData.skills.technical, ...profileData.skills.business]
  expect(skills).toEqual(expect.arrayContaining(['Kreditanalyse', 'OSPlus', 'Baufinanzierung', 'MS Excel']))
  expect(skills).not.toContain('Fachlich')
  expect(skills.join(' ')).not.toMatch(/Köln|Januar|Deutsch/)
  expect(profileData.personalInfo.languages).toEqual([
    'Deutsch (Muttersprache)',
    'Englisch (verhandlungssicher)',
  ])
})
