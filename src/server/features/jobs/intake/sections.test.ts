import { expect, test } from 'vitest'

import {
  classifyHeading,
  htmlToBlocks,
  splitSections,
  textToBlocks,
} from '#server/features/jobs/intake/sections.ts'

test('English headings split bullets into responsibilities, requirements and nice-to-haves; benefits are dropped', () => {
  const html = `<p>Intro about the company.</p><h2>What you'll do</h2><ul><li>Ship features weekly</li><li>Review code</li></ul>
    <h2>What we're looking for</h2><ul><li>4+ years of TypeScript</li><li>Kubernetes (preferred)</li></ul>
    <h2>Nice to have</h2><ul><li>Go</li></ul><h2>Benefits</h2><ul><li>Free lunch</li></ul>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.responsibilities).toEqual(['Ship features weekly', 'Review code'])
  expect(sections.requirements).toEqual(['4+ years of TypeScript'])
  expect(sections.preferred).toEqual(['Kubernetes (preferred)', 'Go'])
})

test('a bullet with a required and an optional clause gives one of each', () => {
  const html = `<h2>What you bring</h2><ul><li>Excellent English; a second language such as Mandarin is an advantage</li>
    <li>SAP experience; Python is a plus</li><li>Spanish is an advantage; Portuguese is a plus</li></ul>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.requirements).toEqual(['Excellent English', 'SAP experience'])
  expect(sections.preferred).toEqual([
    'A second language such as Mandarin is an advantage',
    'Python is a plus',
    'Spanish is an advantage; Portuguese is a plus',
  ])
})

test('German headings (Ihre Aufgaben, Ihr Profil, Wir bieten)', () => {
  const html =
    '<h3>Ihre Aufgaben</h3><ul><li>Betreuung von Kunden</li></ul><h3>Ihr Profil</h3><ul><li>Abgeschlossenes Studium</li></ul><h3>Wir bieten</h3><ul><li>Firmenwagen</li></ul>'
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.responsibilities).toEqual(['Betreuung von Kunden'])
  expect(sections.requirements).toEqual(['Abgeschlossenes Studium'])
  expect(sections.headings.map((h) => h.kind)).toEqual(['responsibilities', 'requirements', 'stop'])
})

test('"Was du bei uns machst" and "Was Sie tun" open the duties', () => {
  for (const heading of ['Was du bei uns machst:', 'Was Sie bei uns tun', 'Was du machst'])
    expect(classifyHeading(heading)).toBe('responsibilities')
  // What the candidate brings and gets stays what it was.
  expect(classifyHeading('Was du mitbringst:')).toBe('requirements')
  expect(classifyHeading('Was wir dir bieten:')).toBe('stop')
})

test('bold paragraphs act as headings and <br> lines with glyphs as bullets, entities decoded', () => {
  const html =
    '<p><strong>Responsibilities:</strong></p><p>• Build &amp; run pipelines<br>- Talk to users<br>1. Write docs</p><p><b>Requirements</b><br>➢ SQL &ndash; advanced</p>'
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.responsibilities).toEqual(['Build & run pipelines', 'Talk to users', 'Write docs'])
  expect(sections.requirements).toEqual(['SQL – advanced'])
})

test('plain text: headings without markup, inline "Requirements: a; b" and bullets', () => {
  const text =
    'Senior Analyst\nResponsibilities\n- Build dashboards\n- Present results\nRequirements: 3 years of SQL; experience with Tableau; fluent English\nAbout us\n- We are great'
  const sections = splitSections(textToBlocks(text))
  expect(sections.responsibilities).toEqual(['Build dashboards', 'Present results'])
  expect(sections.requirements).toEqual(['3 years of SQL', 'experience with Tableau', 'fluent English'])
})

test('a bullet that starts like a heading word stays a bullet', () => {
  const sections = splitSections(
    textToBlocks('Requirements\nExperience with Kubernetes\nKnowledge of Terraform'),
  )
  expect(sections.requirements).toEqual(['Experience with Kubernetes', 'Knowledge of Terraform'])
})

test('flattened text without line breaks gets its headings and bullets back', () => {
  const flat = `${'We build tools for designers and care about craft. '.repeat(8)}Responsibilities Define the product vision with customers Conduct analysis of industry trends Represent the company at events Minimum Qualifications 5 years of experience in software Must be a strong communicator`
  const sections = splitSections(textToBlocks(flat))
  expect(sections.responsibilities).toEqual([
    'Define the product vision with customers',
    'Conduct analysis of industry trends',
    'Represent the company at events',
  ])
  expect(sections.requirements).toEqual([
    '5 years of experience in software',
    'Must be a strong communicator',
  ])
})

test('classifies headings', () => {
  expect(classifyHeading('Preferred Qualifications')).toBe('preferred')
  expect(classifyHeading('Minimum qualifications:')).toBe('requirements')
  expect(classifyHeading('Das bringst du mit')).toBe('requirements')
  expect(classifyHeading('Deine Aufgaben')).toBe('responsibilities')
  expect(classifyHeading('Equal Opportunity Employer')).toBe('stop')
  expect(classifyHeading('Our story')).toBe('stop')
  expect(classifyHeading('Kubernetes')).toBe('other')
})

test('"You will need" announces the requirements, not more duties', () => {
  expect(classifyHeading('You will need')).toBe('requirements')
  expect(classifyHeading("You'll need:")).toBe('requirements')
  expect(classifyHeading('You will')).toBe('responsibilities')
})

test('line breaks in the HTML source are spaces; only <br> and blocks break lines', () => {
  const html = `<p><strong>What you'll do:</strong></p>
    <p>
      • Onboard new clinics and run kickoff calls<br />• Own renewals for a
      book of 80 accounts<br />• Turn customer feedback into product
      requests
    </p>`
  expect(splitSections(htmlToBlocks(html)).responsibilities).toEqual([
    'Onboard new clinics and run kickoff calls',
    'Own renewals for a book of 80 accounts',
    'Turn customer feedback into product requests',
  ])
})

test('essential functions and duties are the work, essential criteria what is asked', () => {
  expect(classifyHeading('Essential functions')).toBe('responsibilities')
  expect(classifyHeading('Essential Duties')).toBe('responsibilities')
  expect(classifyHeading('Key functions')).toBe('responsibilities')
  expect(classifyHeading('Essential criteria')).toBe('requirements')
})

test('"What you\'ll get" announces the benefits, not more duties', () => {
  expect(classifyHeading("What you'll get")).toBe('stop')
  expect(classifyHeading('What you will receive:')).toBe('stop')
  expect(classifyHeading('In return')).toBe('stop')
  expect(classifyHeading("What you'll be doing")).toBe('responsibilities')
})

test('a person specification marked "(desirable)" lists its nice-to-haves apart from the essentials', () => {
  const html = `<h3>Person specification</h3><ul><li>Registered nurse with the NMC (essential)</li>
    <li>Experience of discharge planning (essential)</li><li>Mentorship qualification (desirable)</li></ul>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.requirements).toEqual([
    'Registered nurse with the NMC (essential)',
    'Experience of discharge planning (essential)',
  ])
  expect(sections.preferred).toEqual(['Mentorship qualification (desirable)'])
})

test('a bold line inside a paragraph of <br> lines is a heading ("<p><b>Conditions</b><br>…</p>")', () => {
  const html = `<p><b>Responsibilities</b><br>- Process enrolments<br>- Record attendance</p>
    <p><b>Conditions</b><br>A probation period of up to six months applies to the post.</p>`
  const blocks = htmlToBlocks(html)
  expect(blocks).toContainEqual({ kind: 'heading', text: 'Conditions' })
  expect(splitSections(blocks).requirements).toEqual([])
})

test('numbered selection criteria ("SC1 …", "KSC 2.") are the requirements, their labels dropped', () => {
  const html = `<p><b>Selection Criteria</b><br>SC1 Demonstrated experience in office administration<br>
    KSC 2. Sound knowledge of Microsoft Office</p>`
  expect(classifyHeading('Key Selection Criteria')).toBe('requirements')
  expect(splitSections(htmlToBlocks(html)).requirements).toEqual([
    'Demonstrated experience in office administration',
    'Sound knowledge of Microsoft Office',
  ])
})

test('a prose requirements heading keeps its paragraph beside another heading of bullets, sentence by sentence', () => {
  const html = `<h3>Selection criteria</h3><ul><li>Cash handling</li><li>Bookkeeping</li></ul>
    <h3>Other requirements</h3><p>A current Working with Children Check. A first aid certificate (Level 2) is desirable.</p>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.requirements).toEqual([
    'Cash handling',
    'Bookkeeping',
    'A current Working with Children Check.',
  ])
  expect(sections.preferred).toEqual(['A first aid certificate (Level 2) is desirable.'])
})

test('"X or Y a plus" closing a requirement is a nice-to-have, clause by clause', () => {
  const html = `<h3>What we're looking for</h3><ul><li>Proficient in Revit and AutoCAD; Hevacomp or Amtech a plus</li>
    <li>CMP or CSEP a plus</li></ul>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.requirements).toEqual(['Proficient in Revit and AutoCAD'])
  expect(sections.preferred).toEqual(['Hevacomp or Amtech a plus', 'CMP or CSEP a plus'])
})

test('a posting written as prose without headings is read sentence by sentence, in English and German', () => {
  const english = splitSections(
    textToBlocks(
      [
        'Outpatient Medical Coder',
        'Lakeshore Physicians Network is a physician group with 40 clinics. We are looking for an outpatient medical coder to join our revenue cycle team.',
        'In this role you will review provider documentation and assign ICD-10-CM and CPT codes. You will also take part in quarterly coding audits and keep our accuracy high.',
        'We are looking for someone who holds a CPC credential and has two years of coding experience. You should know NCCI edits and medical terminology. Experience with Epic is preferred; risk adjustment (HCC) coding experience is a plus.',
        'Benefits include medical, dental and paid time off for everyone on the team.',
      ].join('\n'),
    ),
  )
  expect(english.responsibilities).toEqual([
    'Review provider documentation and assign ICD-10-CM and CPT codes',
    'Take part in quarterly coding audits and keep our accuracy high',
  ])
  expect(english.requirements).toEqual([
    'We are looking for someone who holds a CPC credential and has two years of coding experience',
    'You should know NCCI edits and medical terminology',
  ])
  expect(english.preferred).toEqual([
    'Experience with Epic is preferred',
    'Risk adjustment (HCC) coding experience is a plus',
  ])
  const german = splitSections(
    textToBlocks(
      [
        'Als Verwalter/in betreuen Sie rund 25 Wohnungseigentümergemeinschaften. Sie bereiten die Eigentümerversammlungen vor und setzen die Beschlüsse um.',
        'Sie haben eine abgeschlossene kaufmännische Ausbildung. Sie kennen das Wohnungseigentumsgesetz (WEG); Kenntnisse in Domus sind von Vorteil.',
        'Wir bieten eine unbefristete Stelle, Bezahlung nach Tarifvertrag und 30 Tage Urlaub im Jahr.',
      ].join('\n'),
    ),
  )
  expect(german.responsibilities).toEqual([
    'Als Verwalter/in betreuen Sie rund 25 Wohnungseigentümergemeinschaften',
    'Sie bereiten die Eigentümerversammlungen vor und setzen die Beschlüsse um',
  ])
  expect(german.requirements).toEqual([
    'Sie haben eine abgeschlossene kaufmännische Ausbildung',
    'Sie kennen das Wohnungseigentumsgesetz (WEG)',
  ])
  expect(german.preferred).toEqual(['Kenntnisse in Domus sind von Vorteil'])
})

test('"The person" opens the requirements, and a line that ends in "desirable" is a nice-to-have', () => {
  expect(classifyHeading('The person')).toBe('requirements')
  expect(classifyHeading('About the candidate')).toBe('requirements')
  expect(classifyHeading('The person we help')).toBe('other')
  const html =
    '<p><b>The role</b><br>– Survey council-owned trees<br>– Draft Tree Preservation Orders<br><br>' +
    '<b>The person</b><br>– LANTRA Professional Tree Inspection certificate<br>' +
    '– Chainsaw and aerial rescue tickets (NPTC or City &amp; Guilds) desirable<br>– Full UK driving licence</p>'
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.requirements).toEqual([
    'LANTRA Professional Tree Inspection certificate',
    'Full UK driving licence',
  ])
  expect(sections.preferred).toEqual(['Chainsaw and aerial rescue tickets (NPTC or City & Guilds) desirable'])
})

test('"Key Performance Areas", "Eligibility" and "Desired Candidate Profile" name their sections; a job title with "Eligibility" is none', () => {
  expect(classifyHeading('Key Performance Areas')).toBe('responsibilities')
  expect(classifyHeading('Eligibility:')).toBe('requirements')
  expect(classifyHeading('Desired Candidate Profile')).toBe('requirements')
  expect(classifyHeading('Eligibility Specialist I')).toBe('other')
  expect(classifyHeading('Essential Job Functions')).toBe('responsibilities')
})

test('a long paragraph under a duties heading is read sentence by sentence', () => {
  const sections = splitSections(
    textToBlocks(
      [
        'Essential Job Functions:',
        'Interviews applicants in person and by telephone to gather household, income and resource information. Verifies documentation and calculates benefit amounts according to federal and state program rules. Enters case actions in the state eligibility system and maintains accurate case files. Processes renewals and change reports within required timeframes.',
        'Minimum Qualifications:',
        'Two years of experience in a customer service or benefits eligibility position.',
      ].join('\n'),
    ),
  )
  expect(sections.responsibilities).toEqual([
    'Interviews applicants in person and by telephone to gather household, income and resource information',
    'Verifies documentation and calculates benefit amounts according to federal and state program rules',
    'Enters case actions in the state eligibility system and maintains accurate case files',
    'Processes renewals and change reports within required timeframes',
  ])
})

test('a prose posting in the third person: what the successful candidate will do, what applicants must have', () => {
  const sections = splitSections(
    textToBlocks(
      [
        'The Board of Management invites applications for a fixed-term post teaching Mathematics to Junior Cycle and Leaving Certificate classes.',
        "The successful candidate will plan and teach engaging lessons and assess students' progress through classroom-based assessments. Applicants must be registered with the Teaching Council and must have Garda vetting.",
      ].join('\n'),
    ),
  )
  expect(sections.responsibilities).toEqual([
    "Plan and teach engaging lessons and assess students' progress through classroom-based assessments",
  ])
  expect(sections.requirements).toEqual([
    'Applicants must be registered with the Teaching Council and must have Garda vetting',
  ])
})

test('"Competencies" lists what is asked; an "Employment Equity:" statement ends the section with its sentence', () => {
  expect(classifyHeading('Competencies')).toBe('requirements')
  const sections = splitSections(
    textToBlocks(
      [
        'Minimum Requirements',
        '• Matric (Grade 12) essential',
        '• 3 years of retail experience',
        'Competencies: leadership, customer service orientation, problem solving.',
        'Employment Equity: preference will be given to candidates from designated groups in line with our EE plan.',
      ].join('\n'),
    ),
  )
  expect(sections.requirements).toContain('leadership, customer service orientation, problem solving')
  expect(sections.requirements.join(' ')).not.toMatch(/designated groups/)
})

test('"The work" opens the duties', () => {
  expect(classifyHeading('The work')).toBe('responsibilities')
  expect(classifyHeading('The work:')).toBe('responsibilities')
})

test('a table whose first row names a section in each column is read a column at a time', () => {
  const html = `<table><tr><th>Duties</th><th>Requirements</th></tr>
    <tr><td>Room patients and take vital signs</td><td>CMA (AAMA) or RMA certification</td></tr>
    <tr><td>Draw blood and process lab specimens</td><td>BLS certification</td></tr></table>`
  const sections = splitSections(htmlToBlocks(html))
  expect(sections.responsibilities).toEqual([
    'Room patients and take vital signs',
    'Draw blood and process lab specimens',
  ])
  expect(sections.requirements).toEqual(['CMA (AAMA) or RMA certification', 'BLS certification'])
  // Readability may keep the rows in a <div> of its own.
  const kept = `<div><tr><th>Duties</th><th>Requirements</th></tr><tr><td>Room patients</td><td>BLS certification</td></tr><tr><td>Draw blood</td><td>1 year of clinical experience</td></tr></div>`
  expect(splitSections(htmlToBlocks(kept)).requirements).toEqual([
    'BLS certification',
    '1 year of clinical experience',
  ])
})

test('"The SNA will:" opens the duties of the post it names', () => {
  expect(classifyHeading('The SNA will:')).toBe('responsibilities')
  expect(classifyHeading('The post holder will')).toBe('responsibilities')
})

test('a paragraph of pay or of how to get in touch asks nothing of the applicant', () => {
  const text = `Must have: Home-Based Care certificate, First Aid Level 1, 2 years' experience, references.\n\nR7 500 pm. WhatsApp 082 555 0199.`
  const sections = splitSections(textToBlocks(text))
  expect(sections.requirements).toEqual([
    "Home-Based Care certificate, First Aid Level 1, 2 years' experience, references",
  ])
})
