import { expect, test } from 'vitest'
import { namesLanguage } from '#shared/matching/languages.ts'

import {
  coursePhrase,
  credentialNoun,
  fixArticles,
  subjectList,
  isCourse,
  isCredentialInProgress,
  possessive,
  spokenRole,
  isLetterCredential,
  titlePhrase,
  toFirstPerson,
  toFirstPersonAsHeld,
} from '#server/engine/local/phrasing.ts'

test('a bullet that opens with a noun compound is not turned into a verb', () => {
  expect(toFirstPerson('Subcontract procurement and payments on three hospital refurbishments')).toBeNull()
  expect(toFirstPerson('Contract negotiations with 12 suppliers')).toBeNull()
  // The same words as verbs still are.
  expect(toFirstPerson('Process 200 invoices a week')).toBe('I processed 200 invoices a week')
  expect(toFirstPerson('Support the team with weekly reports')).toBe(
    'I supported the team with weekly reports',
  )
})

test('a list of duties headed by a noun the tagger reads as a verb is not told after "I"', () => {
  expect(toFirstPerson('Bar service, cellar and live-music nights', 'past')).toBeNull()
  expect(toFirstPerson('Access control and patrols at a shopping mall in Westlands', 'present')).toBeNull()
  // With an article after it, the word is the verb.
  expect(toFirstPerson('Access the ledger every week', 'present')).toBe('I access the ledger every week')
})

test('a post held alongside since a year is one the person has been, not "am … since"', () => {
  expect(toFirstPerson('Run the front desk; shift leader on nights since 2022', 'present')).toBe(
    'I run the front desk, and have been shift leader on nights since 2022',
  )
  expect(toFirstPerson('Ran the front desk; shift leader on nights', 'present')).toBe(
    'I ran the front desk, and am shift leader on nights',
  )
})

test('the same bullet rephrased again gives the same answer', () => {
  const first = toFirstPerson('Cut stock losses on spirits by 20% with a weekly count', 'present')
  expect(toFirstPerson('Cut stock losses on spirits by 20% with a weekly count', 'present')).toBe(first)
  expect(toFirstPerson('Cut stock losses on spirits by 20% with a weekly count', 'past')).toBe(
    'I cut stock losses on spirits by 20% with a weekly count',
  )
})

test('work named by its gerunds is told with their verbs, never half-converted', () => {
  expect(toFirstPerson('Sorting and loading of parcel cages for 14 outbound routes')).toBe(
    'I sorted and loaded parcel cages for 14 outbound routes',
  )
  expect(toFirstPerson('Planning, costing and ordering of stock for two kitchens', 'present')).toBe(
    'I plan, cost and order stock for two kitchens',
  )
  // What is known is not work done.
  expect(toFirstPerson('Understanding of GDPR and data protection') ?? '').not.toMatch(/understood/)
})

test('a post named by a noun compound is held, not done; a post after a semicolon joins with "was"', () => {
  expect(
    toFirstPerson('Counterbalance and reach truck driver; cover for goods-in supervisor from 2019'),
  ).toBe('I was a counterbalance and reach truck driver, and covered for goods-in supervisor from 2019')
  expect(toFirstPerson('Sorted parcel cages for 14 routes; peak-season lead for a team of 6')).toBe(
    'I sorted parcel cages for 14 routes, and was peak-season lead for a team of 6',
  )
  // A verb with its object is work done.
  expect(toFirstPerson('Lead a night shift of 30 pickers and MHE drivers')).toBe(
    'I led a night shift of 30 pickers and MHE drivers',
  )
})

test('a post named by a noun with an agent ending, or a post of any length, is held ("I was a preceptor for …")', () => {
  expect(toFirstPerson('Preceptor for 6 internationally educated nurses through OSCE')).toBe(
    'I was a preceptor for 6 internationally educated nurses through OSCE',
  )
  expect(toFirstPerson('Mentor to 3 newly qualified teachers', 'present')).toBe(
    'I am a mentor to 3 newly qualified teachers',
  )
  expect(
    toFirstPerson(
      'Nurse in charge on day and night shifts for a 28-bed respiratory ward, including a 4-bed NIV bay',
    ),
  ).toBe(
    'I was a nurse in charge on day and night shifts for a 28-bed respiratory ward, including a 4-bed NIV bay',
  )
  // A word that is a verb too names the post before its preposition; a chair takes no article.
  expect(toFirstPerson('Chair of a 7-teacher science department', 'present')).toBe(
    'I am chair of a 7-teacher science department',
  )
  expect(toFirstPerson('Chair weekly safety huddles')).toBe('I chaired weekly safety huddles')
  // Work named by a noun phrase, then its result with a verb: told by the result and the work behind it.
  expect(
    toFirstPerson(
      'Fault-finding on VSDs, PLC I/O (Allen-Bradley) and MCCs; cut repeat conveyor trips by 30% over 12 months',
    ),
  ).toBe(
    'I cut repeat conveyor trips by 30% over 12 months through fault-finding on VSDs, PLC I/O (Allen-Bradley) and MCCs',
  )
  // A pair of verbs without an object before a list of nouns names a service.
  expect(toFirstPerson('Test and tag, RCD testing and emergency lighting compliance')).toBeNull()
  expect(toFirstPerson('Cut and polished, then sealed 40 floors')).toBe(
    'I cut and polished, then sealed 40 floors',
  )
  // A noun before "of" names the work; no verb is made of it.
  expect(toFirstPerson('Audit of ward records every quarter')).toBeNull()
  // A verb that happens to end like an agent is still the verb.
  expect(toFirstPerson('Advocate for patients at discharge meetings')).toBe(
    'I advocated for patients at discharge meetings',
  )
})

test('a clause after a semicolon joins the sentence instead of standing without a subject', () => {
  expect(
    toFirstPerson(
      'Commercial lead on a £38m school under the DfE framework; agreed the final account within 2%',
    ),
  ).toBe(
    'I was a commercial lead on a £38m school under the DfE framework, and agreed the final account within 2%',
  )
})

test('a spoken title leaves out the letters after a name and the team, but keeps a field', () => {
  expect(spokenRole('Project Engineer, P.Eng.')).toBe('Project Engineer')
  expect(spokenRole('Controller, CPA, MBA')).toBe('Controller')
  expect(spokenRole('Senior Paralegal, Financial Regulation Team')).toBe('Senior Paralegal')
  expect(spokenRole('Gesundheits- und Krankenpflegerin, Intensivstation')).toBe(
    'Gesundheits- und Krankenpflegerin',
  )
  expect(spokenRole('Staff Nurse, Oncology')).toBe('Staff Nurse, Oncology')
})

test('a German department after the comma is no part of the title a letter names', () => {
  expect(spokenRole('Industriemechaniker, Instandhaltung')).toBe('Industriemechaniker')
  expect(spokenRole('Sachbearbeiterin (m/w/d), Einkauf')).toBe('Sachbearbeiterin')
  expect(spokenRole('Fachkraft für Lagerlogistik, Wareneingang')).toBe('Fachkraft für Lagerlogistik')
  expect(spokenRole('Elektroniker, Anlagenfertigung')).toBe('Elektroniker')
  // A place or a field is not a department; English titles keep theirs.
  expect(spokenRole('Elektroniker, Ingolstadt')).toBe('Elektroniker, Ingolstadt')
  expect(spokenRole('Coordinator, Marketing')).toBe('Coordinator, Marketing')
})

test('a spoken language is no field of results', () => {
  expect(namesLanguage('Spanish (fluent)')).toBe(true)
  expect(namesLanguage('Business English')).toBe(true)
  expect(namesLanguage('Spanish literature')).toBe(false)
  expect(namesLanguage('Canvas LMS')).toBe(false)
})

test('a bullet that names the part the person played is no verb', () => {
  expect(toFirstPerson('Key user for SAP EWM go-live in 2023; trained 26 warehouse colleagues')).toBe(
    'I was a key user for SAP EWM go-live in 2023, and trained 26 warehouse colleagues',
  )
})

test('a second clause after a semicolon that opens with its verb joins the first in its tense; one with its own subject keeps the semicolon', () => {
  expect(
    toFirstPerson('Run onboarding for a 340-person plant; cut time-to-productive from 6 to 4 weeks'),
  ).toBe('I ran onboarding for a 340-person plant, and cut time-to-productive from 6 to 4 weeks')
  expect(toFirstPerson('Manage 22 subcontract packages; report to the board monthly', 'present')).toBe(
    'I manage 22 subcontract packages, and report to the board monthly',
  )
  expect(toFirstPerson('Introduced an exit-interview survey; response rate rose from 20% to 65%')).toBe(
    'I introduced an exit-interview survey; response rate rose from 20% to 65%',
  )
})

test('a credential not yet held is recognised, and a year after a comma goes in brackets', () => {
  expect(isCredentialInProgress('CHRP candidate (HRPA), exam passed 2024')).toBe(true)
  expect(isCredentialInProgress('PMP (in progress)')).toBe(true)
  expect(isCredentialInProgress('2023 – heute: Fortbildung zum Steuerfachwirt (Prüfung Mai 2027)')).toBe(true)
  expect(isCredentialInProgress('Bilanzbuchhalterin (IHK) – Prüfung bestanden 2024')).toBe(false)
  expect(credentialNoun('SHRM-CP, 2021')).toBe('SHRM-CP (2021)')
  // A body's title for the person is held as a status; a named certificate stays as it is.
  expect(credentialNoun('NALA Certified Paralegal')).toBe('NALA Certified Paralegal status')
  // A qualification named in sentence case is held as its certificate.
  expect(credentialNoun('First aid at work')).toBe('the First aid at work certificate')
  expect(credentialNoun('Food hygiene level 2')).toBe('the Food hygiene level 2 certificate')
  expect(credentialNoun('Deswik')).toBe('Deswik')
  expect(credentialNoun('NZVNA Registered Veterinary Nurse')).toBe('NZVNA Registered Veterinary Nurse status')
  expect(credentialNoun('CIPD Level 5 Certificate in HR Management')).toBe(
    'CIPD Level 5 Certificate in HR Management',
  )
  expect(credentialNoun('AWS Certified Solutions Architect Certificate')).toBe(
    'AWS Certified Solutions Architect Certificate',
  )
})

test('a title a body grants, with its initials, a full body name or a member grade, is said as the thing held (issue 14, unseen12)', () => {
  expect(credentialNoun('Licensed Social Worker (LSW), Illinois')).toBe(
    'a licence as a social worker (LSW, Illinois)',
  )
  expect(credentialNoun('Registered Dental Nurse (RDN)')).toBe('registration as a dental nurse (RDN)')
  expect(credentialNoun('Institute of Law Clerks of Ontario (ILCO) Certified Law Clerk')).toBe(
    'Institute of Law Clerks of Ontario (ILCO) Certified Law Clerk status',
  )
  expect(credentialNoun('Engineers Australia graduate member')).toBe(
    'Engineers Australia graduate membership',
  )
  // A certificate or a status word keeps its own rule.
  expect(credentialNoun('CIPD Chartered Member')).toBe('CIPD Chartered Member status')
  expect(credentialNoun('City & Guilds 2391 Inspection and Testing')).not.toContain('status')
})

test('an awarding body\'s numbered qualification is held as a qualification: "City & Guilds 2391 …"', () => {
  expect(credentialNoun('City & Guilds 2391 Inspection and Testing')).toBe(
    'the City & Guilds 2391 (Inspection and Testing) qualification',
  )
  // A version or a year is no qualification number; a certificate already named keeps its noun.
  expect(credentialNoun('Sage 50 Accounts')).toBe('Sage 50 Accounts')
  expect(credentialNoun('City & Guilds 2365 certificate')).toBe('City & Guilds 2365 certificate')
})

test('a German title is said without its hours: "Finanzbuchhalter (m/w/d) in Vollzeit"', () => {
  expect(spokenRole('Finanzbuchhalter (m/w/d) in Vollzeit')).toBe('Finanzbuchhalter')
  expect(spokenRole('Pflegefachkraft (m/w/d) in Teilzeit oder Vollzeit')).toBe('Pflegefachkraft')
})

test('a bullet whose own subject moved ("Win rate rose …") is no verb phrase to say "I" with', () => {
  expect(toFirstPerson('Win rate rose from 19% to 27% in four quarters')).toBeNull()
  expect(toFirstPerson('Response time fell by 30%')).toBeNull()
  expect(toFirstPerson('Run onboarding for a 340-person plant')).toBe(
    'I ran onboarding for a 340-person plant',
  )
})

test('a German title loses its pay grade and workload: they are no part of the role a letter names', () => {
  expect(spokenRole('Verwaltungsfachangestellte (m/w/d) im Straßenverkehrsamt, EG 8 TVöD')).toBe(
    'Verwaltungsfachangestellte im Straßenverkehrsamt',
  )
  expect(spokenRole('Kindheitspädagogin / Erzieherin HF (w/m/d) 80–100 %')).toBe(
    'Kindheitspädagogin / Erzieherin HF',
  )
  expect(spokenRole('Steuerfachangestellte (m/w/d) in Voll- oder Teilzeit')).toBe('Steuerfachangestellte')
  expect(spokenRole('Sachbearbeiter EG 9b TV-L')).toBe('Sachbearbeiter')
})

test('an article is fixed only where it stands alone, never inside an abbreviation', () => {
  expect(fixArticles('the FP&A Analyst role')).toBe('the FP&A Analyst role')
  expect(fixArticles('as a HR generalist')).toBe('as an HR generalist')
})

test('a course is completed and said with its year; a certificate is held', () => {
  expect(isCourse('Power BI course (completed 2024)')).toBe(true)
  expect(isCourse('CIPD Level 5 Certificate in HR Management')).toBe(false)
  expect(isCourse('Google Data Analytics Certificate')).toBe(false)
  expect(coursePhrase('Power BI course (completed 2024)')).toBe('the Power BI course in 2024')
  expect(coursePhrase('Food Safety Auditing Fundamentals (online course, 2025)')).toBe(
    'the Food Safety Auditing Fundamentals online course in 2025',
  )
  expect(coursePhrase('Excel training (LinkedIn Learning, 2023)')).toBe(
    'the Excel training (LinkedIn Learning) in 2023',
  )
})

test('a name ending in s takes the apostrophe alone', () => {
  expect(possessive('Sembawang Foods')).toBe("Sembawang Foods'")
  expect(possessive('Glenmore')).toBe("Glenmore's")
})

test('a professional body membership is told as membership, with the year it began', () => {
  expect(credentialNoun('ACCA — Association of Chartered Certified Accountants, member since 2021')).toBe(
    'ACCA membership (since 2021)',
  )
})

test('a driving licence is told in a letter only when the posting asks for one', () => {
  expect(isLetterCredential('Führerschein Klasse B', 'Instandhaltung von Produktionsanlagen, SAP PM')).toBe(
    false,
  )
  expect(isLetterCredential('Full UK driving licence', 'Current driver licence and own car')).toBe(true)
  expect(isLetterCredential('IOSH Managing Safely', 'IOSH or NEBOSH qualification')).toBe(true)
})

test('a credential with its awarding body and year reads as one noun phrase', () => {
  expect(credentialNoun('CCMA — National Healthcareer Association (NHA), 2019')).toBe(
    'CCMA (National Healthcareer Association, 2019)',
  )
  expect(credentialNoun('BLS (American Heart Association), current')).toBe(
    'BLS (American Heart Association, current)',
  )
})

test('a standing, a hyphenated noun or a plural after a noun-or-verb is never made a verb; a past result stays past', () => {
  expect(
    toFirstPerson(
      'Accredited checking technician for discharge prescriptions, about 300 items a day',
      'present',
    ),
  ).toBe('I am an accredited checking technician for discharge prescriptions, about 300 items a day')
  expect(toFirstPerson('Multi-drop parcel deliveries, 120 drops a day')).toBeNull()
  expect(toFirstPerson('Service calls on RTUs and split systems')).toBeNull()
  expect(toFirstPerson('Co-led the move to a new WMS')).toBe('I co-led the move to a new WMS')
  expect(toFirstPerson('Brought PM completion from 78% to 96%', 'present')).toBe(
    'I brought PM completion from 78% to 96%',
  )
  expect(toFirstPerson('Teach 5th class (28 pupils); introduced a reading programme', 'present')).toBe(
    'I teach 5th class (28 pupils), and introduced a reading programme',
  )
  expect(toFirstPerson('Promoted to team leader in 2019', 'present')).toBe(
    'I was promoted to team leader in 2019',
  )
})

test('a time before the verb goes after it, and work going on since a year is told in the present perfect', () => {
  expect(toFirstPerson('Since 2023, design and deliver CPD workshops for 40 teachers')).toBe(
    'I have designed and delivered CPD workshops for 40 teachers since 2023',
  )
  expect(toFirstPerson('Passed every food safety audit since 2021', 'present')).toBe(
    'I have passed every food safety audit since 2021',
  )
  expect(toFirstPerson('Led the night shift since March 2021')).toBe(
    'I have led the night shift since March 2021',
  )
  // The "since" of a later clause leaves the first verb as it is.
  expect(toFirstPerson('Run the front desk; shift leader on nights since 2022', 'present')).toBe(
    'I run the front desk, and have been shift leader on nights since 2022',
  )
  expect(toFirstPerson('In 2022, rebuilt the rota for 30 staff', 'present')).toBe(
    'I rebuilt the rota for 30 staff in 2022',
  )
})

test('a list of the work after a semicolon is what the post took in, not a further deed', () => {
  expect(toFirstPerson('Supervised the fresh produce department; ordering, merchandising and cash-up')).toBe(
    'I supervised the fresh produce department, including ordering, merchandising and cash-up',
  )
})

test('an exam passed is held with its year, not "I hold X — passed 2025"', () => {
  expect(credentialNoun('Transport Manager CPC (International) — passed 2024')).toBe(
    'the Transport Manager CPC (International, passed 2024)',
  )
  expect(credentialNoun('Food Safety Level 3, passed 2021')).toBe('the Food Safety Level 3 (passed 2021)')
})

test('both verbs of a pair go into the past', () => {
  expect(toFirstPerson('Diagnose and repair rooftop units and chillers')).toBe(
    'I diagnosed and repaired rooftop units and chillers',
  )
  expect(toFirstPerson('Design and deliver workshops for 40 teachers')).toBe(
    'I designed and delivered workshops for 40 teachers',
  )
  expect(toFirstPerson('Sales and marketing for 3 regions')).toBeNull()
})

test('a word before its number keeps its capital in a spoken title', () => {
  expect(titlePhrase('Class 1 Driver and Night Planner')).toBe('Class 1 driver and night planner')
  expect(titlePhrase('Band 6 Staff Nurse')).toBe('Band 6 staff nurse')
})

test('verbs the tagger takes for nouns are still verbs at the start of a bullet', () => {
  expect(toFirstPerson('Mentor newly qualified teachers through the induction programme', 'present')).toBe(
    'I mentor newly qualified teachers through the induction programme',
  )
  expect(toFirstPerson('Coach junior staff on the new till system')).toBe(
    'I coached junior staff on the new till system',
  )
})

test('a programme "certified", a title it grants and a belt are held as things one can hold', () => {
  expect(credentialNoun('Hanen It Takes Two to Talk certified, 2021')).toBe(
    'the Hanen It Takes Two to Talk certification (2021)',
  )
  expect(credentialNoun('Lámh tutor, 2019')).toBe('accreditation as a Lámh tutor (2019)')
  expect(credentialNoun('Lean Six Sigma Yellow Belt, 2023')).toBe('a Lean Six Sigma Yellow Belt (2023)')
})

test('three verbs joined at a semicolon make one list; a word beyond ASCII takes its article whole', () => {
  expect(
    toFirstPerson(
      'Introduced a parent programme; ran it for 9 groups of parents and cut the waiting list by 6 months',
    ),
  ).toBe(
    'I introduced a parent programme, ran it for 9 groups of parents and cut the waiting list by 6 months',
  )
  expect(fixArticles('accreditation as an Lámh tutor')).toBe('accreditation as a Lámh tutor')
  expect(fixArticles('an Émile Zola reader')).toBe('an Émile Zola reader')
})

test('work still done in the current post is told in the present; a result and an earlier post in the past', () => {
  expect(toFirstPersonAsHeld('Train two apprentices on setting and basic G-code', true)).toBe(
    'I train two apprentices on setting and basic G-code',
  )
  expect(toFirstPersonAsHeld('Cut set-up time from 3.5 to 2 hours', true)).toBe(
    'I cut set-up time from 3.5 to 2 hours',
  )
  expect(toFirstPersonAsHeld('Train two apprentices on setting', false)).toBe(
    'I trained two apprentices on setting',
  )
})

test('subjects listed with commas take "and"; a plural qualification takes no article', () => {
  expect(subjectList('English, Business, Art')).toBe('English, Business and Art')
  expect(subjectList('Politics, Philosophy and Economics')).toBe('Politics, Philosophy and Economics')
  expect(fixArticles('I hold an A Levels in English')).toBe('I hold A Levels in English')
  expect(fixArticles('My background is a Highers in Maths')).toBe('My background is Highers in Maths')
})

test('a credential listed with its issuer and year is said with them in brackets, never with a dash and a year', () => {
  expect(credentialNoun('Immediate Life Support (ILS), Resuscitation Council UK — 2024')).toBe(
    'Immediate Life Support (ILS, Resuscitation Council UK, 2024)',
  )
  expect(credentialNoun('Non-Invasive Ventilation competency, Salford Royal — 2022')).toBe(
    'Non-Invasive Ventilation competency (Salford Royal, 2022)',
  )
  expect(coursePhrase('Practice Supervisor and Assessor training, University of Salford — 2022')).toBe(
    'the Practice Supervisor and Assessor training (University of Salford) in 2022',
  )
  // An exam is passed, not held: it is told like a course ("I completed the OSCE … in 2021").
  expect(isCourse('OSCE, Nursing and Midwifery Council — 2021')).toBe(true)
  expect(coursePhrase('OSCE, Nursing and Midwifery Council — 2021')).toBe(
    'the OSCE (Nursing and Midwifery Council) in 2021',
  )
  expect(coursePhrase('NCLEX-RN examination, 2019')).toBe('the NCLEX-RN examination in 2019')
  // A qualifier with a number is part of the name, not an issuer.
  expect(credentialNoun('Food Hygiene, Level 2 — 2022')).not.toMatch(/\(Level 2/)
})

test('work named by a list of gerunds is told with every verb in the tense of the first', () => {
  expect(toFirstPerson('Erecting and dismantling system scaffolds at a gas plant', 'present')).toBe(
    'I erect and dismantle system scaffolds at a gas plant',
  )
  expect(toFirstPerson('Making drinks, serving customers and opening the store', 'present')).toBe(
    'I make drinks, serve customers and open the store',
  )
  expect(toFirstPerson('Making drinks, serving customers and opening the store', 'past')).toBe(
    'I made drinks, served customers and opened the store',
  )
  // A gerund that joins a clause stays one.
  expect(toFirstPerson('Running the sauce section, including ordering', 'present')).toBe(
    'I run the sauce section, including ordering',
  )
})

test('a card, permit or pass is held with "a"/"an", a holder as the thing held, a kind of certificate in lower case', () => {
  expect(credentialNoun('MSIC card')).toBe('an MSIC card')
  expect(credentialNoun('Security Personnel Permit (Category B)')).toBe(
    'a Security Personnel Permit (Category B)',
  )
  expect(credentialNoun('Isolation and lock-out permit holder')).toBe('an isolation and lock-out permit')
  expect(credentialNoun('Offshore health certificate')).toBe('an offshore health certificate')
  expect(credentialNoun('Forklift licence (Clase D)')).toBe('a forklift licence (Clase D)')
  expect(credentialNoun('Danish driving licence')).toBe('a Danish driving licence')
  expect(credentialNoun('NEBOSH General Certificate')).toBe('NEBOSH General Certificate')
})

test('a post named before its setting is held, never turned into a verb ("I pursered")', () => {
  expect(toFirstPerson('Purser on regional routes from 2019', 'past')).toBe(
    'I was a purser on regional routes from 2019',
  )
})

test('the ward a nurse works on is no part of the title a sentence says', () => {
  expect(spokenRole('Gesundheits- und Krankenpflegerin, Station für Innere Medizin')).toBe(
    'Gesundheits- und Krankenpflegerin',
  )
  expect(spokenRole('Gesundheits- und Krankenpflegerin, Geriatrie')).toBe('Gesundheits- und Krankenpflegerin')
  // A title whose own words follow the comma keeps them.
  expect(spokenRole('Head of Sales, EMEA')).toBe('Head of Sales, EMEA')
})

test('a measure of the work after a semicolon goes with the work, never as a fragment', () => {
  expect(
    toFirstPerson(
      'Run a 60-person store trading seven days a week; monthly turnover of R4.2 million',
      'present',
    ),
  ).toBe('I run a 60-person store trading seven days a week, with monthly turnover of R4.2 million')
  // A clause with its own subject and verb stays a clause.
  expect(toFirstPerson('Managed 3 sites; response rate rose to 40%')).not.toMatch(/with response/)
  // A bare count is no measure of the work ("with 3 food banks").
  expect(toFirstPerson('Coordinated 40 volunteers; 3 food banks')).not.toMatch(/with 3 food banks/)
  expect(toFirstPerson('Ran the warehouse; 99.8% pick accuracy')).toBe(
    'I ran the warehouse, with 99.8% pick accuracy',
  )
})

test('a certification written with its year after a dash, or as a body "Certified - …", is said as held', () => {
  expect(credentialNoun('NATE Certified - Air Conditioning Service')).toBe(
    'the NATE certification in Air Conditioning Service',
  )
  expect(credentialNoun('EPA Section 608 Universal Certification - 2015')).toBe(
    'EPA Section 608 Universal Certification (2015)',
  )
  expect(credentialNoun('OSHA 30-Hour Construction - 2021')).toBe(
    'the OSHA 30-Hour Construction certification (2021)',
  )
})

test('a list naming an activity by its gerund beside nouns is not told with verbs ("ordered and the HACCP plan")', () => {
  expect(toFirstPerson('Running the banqueting kitchen, ordering and the HACCP plan', 'past')).toBeNull()
  expect(toFirstPerson('Running the kitchen, ordering stock and writing the HACCP plan', 'past')).toBe(
    'I ran the kitchen, ordered stock and wrote the HACCP plan',
  )
})
