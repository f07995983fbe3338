import { expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { companyFromText } from '#server/features/jobs/intake/build-job.ts'
import { addressPlace } from '#server/features/jobs/intake/microdata.ts'

const context = {
  sourceUrl: 'https://careers.example.com/jobs/customer-success-manager-remote-us-2026',
  now: new Date('2026-11-01T00:00:00Z'),
}

async function fixture(name: string) {
  return extractFromHtml(await readFixture(name), context)
}

async function refusedCode(name: string): Promise<string> {
  try {
    await fixture(name)
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    return (error as AppError).code
  }
  throw new Error(`${name} was not refused`)
}

test('structured data wins: JSON-LD title, company and salary, not the mega-menu, cookie banner or related-job card', async () => {
  const job = await fixture('jsonld-graph.html')
  expect(job.title).toBe('Senior Data Engineer')
  expect(job.company).toBe('Northwind Analytics GmbH')
  expect(job.location).toBe('Berlin, DE')
  expect(job.salaryRange).toBe('EUR 65,000–80,000 per year')
  expect(job.responsibilities).toEqual([
    'Design batch and streaming pipelines with Apache Kafka and dbt',
    'Own data quality & observability for our Snowflake warehouse',
  ])
  expect(job.requirements).toEqual(['5+ years of Python and SQL', 'Experience with k8s in production'])
  expect(job.preferred).toEqual(['Terraform'])
  expect(job.skills).toEqual(
    expect.arrayContaining(['Python', 'SQL', 'K8s', 'Apache Kafka', 'Snowflake', 'dbt', 'Terraform']),
  )
  expect(job.skills).not.toContain('Go')
  expect(job.jobType).toBe('Full-time')
  expect(job.industry).toBe('Technology')
  expect(job.extractedBy).toBe('json-ld')
})

test('readable page: nav, mega-menu, cookie banner, form, EEO text, URL slug and related-job salaries stay out', async () => {
  const job = await fixture('readable-traps.html')
  expect(job.title).toBe('Customer Success Manager')
  expect(job.company).toBe('Brightlane')
  expect(job.location).toBe('Remote (United States)')
  expect(job.remote).toBe(true)
  expect(job.jobType).toBe('Full-time')
  expect(job.responsibilities).toEqual([
    'Onboard new clinics and run kickoff calls',
    'Own renewals for a book of 80 accounts',
    'Turn customer feedback into product requests',
  ])
  expect(job.requirements).toEqual([
    '3+ years in B2B customer success or account management',
    'Comfortable with Salesforce and HubSpot',
  ])
  // The stated base pay, not the 10 % bonus, the learning budget or another job's card.
  expect(job.salaryRange).toBe('USD 70,000–85,000 per year')
  const everything = JSON.stringify([
    job.title,
    job.company,
    job.location,
    job.salaryRange,
    job.requirements,
    job.responsibilities,
    job.preferred,
    job.skills,
  ])
  for (const trap of [
    'VP of Sales',
    'Chief Technology Officer',
    'cookies',
    'accommodation',
    'First name',
    'Account Executive',
    '120,000',
    'customer-success-manager-remote',
  ])
    expect(everything).not.toContain(trap)
})

test('German posting: Aufgaben / Profil / Wünschenswert, European salary, Vollzeit and hybrid', async () => {
  const job = await fixture('readable-german.html')
  expect(job.title).toBe('SAP FI/CO Berater (m/w/d)')
  expect(job.company).toBe('Beispiel Consulting AG')
  expect(job.location).toBe('Hamburg')
  expect(job.responsibilities).toHaveLength(3)
  expect(job.requirements).toEqual([
    'Mindestens 3 Jahre Erfahrung als SAP FI/CO Berater',
    'Sehr gute Kenntnisse in IFRS und HGB',
    'Verhandlungssichere Deutsch- und gute Englischkenntnisse',
  ])
  expect(job.preferred).toEqual(['Erfahrung mit SAP Analytics Cloud'])
  expect(job.salaryRange).toBe('EUR 65,000–80,000 per year')
  expect(job.jobType).toBe('Full-time')
  expect(job.remote).toBe(false)
  expect(job.skills).toEqual(
    expect.arrayContaining([
      'S/4HANA',
      'SAP FI/CO',
      'Fiori',
      'ABAP',
      'FP&A',
      'IFRS',
      'HGB',
      'SAP Analytics Cloud',
    ]),
  )
  expect(job.industry).toBe('Professional Services & Consulting')
  expect(JSON.stringify(job)).not.toContain('95.000')
})

test('microdata, LinkedIn guest markup and app state each give the posting', async () => {
  const micro = await fixture('microdata.html')
  expect([micro.title, micro.company, micro.location, micro.salaryRange, micro.jobType]).toEqual([
    'Warehouse Team Lead',
    'Parcelway Logistics Ltd',
    'Leeds, UK',
    'GBP 14.5–16 per hour',
    'Temporary',
  ])
  expect(micro.requirements).toEqual(['Forklift licence', 'Previous team lead experience'])
  const linkedIn = await fixture('linkedin-guest.html')
  expect([linkedIn.title, linkedIn.company, linkedIn.location, linkedIn.jobType]).toEqual([
    'Risk Analyst',
    'Harbor Bank',
    'Frankfurt, Hesse, Germany',
    'Full-time',
  ])
  expect(linkedIn.responsibilities).toEqual([
    'Model credit risk under Basel III',
    'Report to the CRO monthly',
  ])
  expect(linkedIn.industry).toBe('Financial Services')
  const next = await fixture('embedded-next.html')
  expect([next.title, next.company, next.salaryRange]).toEqual([
    'Backend Engineer',
    'Ferncloud',
    'EUR 55,000–70,000 per year',
  ])
  expect(next.requirements).toEqual(['Production experience with Go or Rust', 'Solid SQL'])
})

test('listing pages, articles and error pages are not job postings', async () => {
  expect(await refusedCode('listing.html')).toBe('NOT_A_JOB_POSTING')
  expect(await refusedCode('article.html')).toBe('NOT_A_JOB_POSTING')
  expect(await refusedCode('error-page.html')).toBe('NOT_A_JOB_POSTING')
})

test('a "no longer available" notice and a past validThrough with no content are expired', async () => {
  expect(await refusedCode('expired.html')).toBe('POSTING_EXPIRED')
  expect(await refusedCode('expired-jsonld.html')).toBe('POSTING_EXPIRED')
})

test('the description is sanitised: no scripts, styles or event handlers', () => {
  const page = `<script type="application/ld+json">{"@type":"JobPosting","title":"Cook","hiringOrganization":{"name":"Bistro Nord"},"description":"<p onclick=\\"steal()\\">Cook for our guests.</p><script>alert(1)<\\/script><style>p{}</style><img src=x onerror=alert(1)><a href=\\"javascript:alert(1)\\">x</a><h2>Requirements</h2><ul><li>Food hygiene certificate</li></ul>"}</script>`
  const job = extractFromHtml(page, context)
  expect(job.description).toContain('Cook for our guests.')
  expect(job.description).not.toMatch(/script|onclick|onerror|style|javascript:|<img/i)
  expect(job.requirements).toEqual(['Food hygiene certificate'])
})

test('a page listing several JobPostings is a listing', () => {
  const blocks = ['Cook', 'Waiter', 'Dishwasher']
    .map(
      (title) =>
        `<script type="application/ld+json">{"@type":"JobPosting","title":"${title}","description":"<p>Work with us.</p>"}</script>`,
    )
    .join('')
  expect(() => extractFromHtml(blocks, context)).toThrow(
    expect.objectContaining({ code: 'NOT_A_JOB_POSTING' }),
  )
})

test('pasted text runs the same section splitting and field extraction', () => {
  const pasted = `Senior Backend Engineer
Ferncloud, Lisbon, Portugal
We are looking for a Senior Backend Engineer to join our payments team. Salary: €70,000 – €85,000 per year. Full-time, fully remote within the EU.
What you'll do
- Build payment services in Go
- Run them on Kubernetes
Requirements
- 5+ years of backend development
- PostgreSQL in production
Benefits
- 30 days of holiday`
  const job = extractFromText(pasted, { sourceUrl: null })
  expect(job.title).toBe('Senior Backend Engineer')
  expect(job.company).toBe('Ferncloud')
  expect(job.location).toBe('Lisbon, Portugal')
  expect(job.responsibilities).toEqual(['Build payment services in Go', 'Run them on Kubernetes'])
  expect(job.requirements).toEqual(['5+ years of backend development', 'PostgreSQL in production'])
  expect(job.salaryRange).toBe('EUR 70,000–85,000 per year')
  expect(job.jobType).toBe('Full-time')
  expect(job.remote).toBe(true)
  expect(job.skills).toEqual(expect.arrayContaining(['Go', 'Kubernetes', 'PostgreSQL']))
  expect(job.extractedBy).toBe('pasted-text')
})

test('a long pasted header line of many facts still names the employer and the place', () => {
  const pasted = `Deputy Court Clerk II
Marion County Clerk of Courts · Ocala, Florida · $19.85/hour · Full-time with benefits

Essential functions
- Attend court hearings and record minutes
- Docket pleadings and orders in the case maintenance system

Minimum qualifications
- High school diploma or GED
- Knowledge of legal terminology`
  const job = extractFromText(pasted, { sourceUrl: null })
  expect(job.company).toBe('Marion County Clerk of Courts')
  expect(job.location).toBe('Ocala, Florida')
  expect(job.industry).toBe('Public Sector & Government')
})

test('in a pasted header line the job type and work mode are not the place', () => {
  const pasted = `Pflegefachkraft (m/w/d) Intensivstation
Klinikum Nordstadt · Hannover · Vollzeit

Das Klinikum Nordstadt ist ein Haus der Maximalversorgung mit 900 Betten.

Ihre Aufgaben
- Pflege und Überwachung beatmeter Patientinnen und Patienten
- Dokumentation in der elektronischen Patientenakte

Ihr Profil
- Abgeschlossene Ausbildung als Pflegefachfrau/-mann
- Erfahrung in der Intensivpflege`
  const job = extractFromText(pasted, { sourceUrl: null })
  expect(job.company).toBe('Klinikum Nordstadt')
  expect(job.location).toBe('Hannover')
  expect(job.jobType).toBe('Full-time')
  const commas = extractFromText(
    pasted.replace('Klinikum Nordstadt · Hannover · Vollzeit', 'Klinikum Nordstadt, Hannover, Teilzeit'),
    {
      sourceUrl: null,
    },
  )
  expect(commas.location).toBe('Hannover')
})

test('pasted text that is not a posting is refused', () => {
  expect(() =>
    extractFromText(
      'Dear diary, today I went to the beach and had a lovely ice cream with my friends. The weather was great.',
      { sourceUrl: null },
    ),
  ).toThrow(expect.objectContaining({ code: 'NOT_A_JOB_POSTING' }))
})

test('a site-name h1 is skipped for the job heading; a prose-only posting with a job title is still a posting', () => {
  const page = `<html><head><title>Night Nurse – St. Aldric Care Home</title><meta property="og:site_name" content="St. Aldric Care Home"></head><body>
    <header><h1>St. Aldric Care Home</h1></header>
    <main><h2>Night Nurse</h2><p>St. Aldric Care Home · Bristol · Part-time</p>
    <p>We are looking for a registered nurse to join our night team of four. You will care for twenty residents, manage medication rounds and support the care assistants on shift.
    Candidates need a current NMC registration and at least one year of experience in elderly care. The role is part-time, three nights a week, and the position offers paid training.
    To apply, send us your CV; we reply to every candidate within a week.</p></main></body></html>`
  const job = extractFromHtml(page, context)
  expect(job.title).toBe('Night Nurse')
  expect(job.company).toBe('St. Aldric Care Home')
  expect(job.location).toBe('Bristol')
  expect(job.jobType).toBe('Part-time')
  expect(job.requirements).toEqual([])
})

test('a list item that names a section opens that section', () => {
  const page = `<script type="application/ld+json">{"@type":"JobPosting","title":"Electrician","hiringOrganization":"Voltline","description":"<ul><li><strong>Your tasks</strong><ul><li>Install wiring</li></ul></li><li><strong>Your profile</strong><ul><li>Journeyman licence</li></ul></li></ul>"}</script>`
  const job = extractFromHtml(page, context)
  expect(job.responsibilities).toEqual(['Install wiring'])
  expect(job.requirements).toEqual(['Journeyman licence'])
})

test('a soft 404 served with status 200 and a blank page are not postings', () => {
  expect(() =>
    extractFromHtml(
      '<html><head><title>Careers</title></head><body><main><h1>Sorry, this page could not be found</h1><p>Try our job search.</p></main></body></html>',
      context,
    ),
  ).toThrow(expect.objectContaining({ code: 'NOT_A_JOB_POSTING' }))
  expect(() => extractFromHtml('<html><body></body></html>', context)).toThrow(
    expect.objectContaining({ code: 'NOT_A_JOB_POSTING' }),
  )
})

test('pay and job type from named elements outside the description, in the page currency', () => {
  const page = `<html lang="en-AU"><head><title>Platform Engineer</title></head><body><main><h1>Platform Engineer</h1>
    <div id="salaryInfoAndJobType">$130,000 - $160,000 a year - Full-time</div>
    <div class="job-location">Melbourne VIC</div>
    <div id="jobDescriptionText"><p>We run the platform for 400 engineers.</p><h3>Responsibilities</h3><ul><li>Run Kubernetes</li><li>Own CI/CD</li></ul><h3>Requirements</h3><ul><li>5 years of Linux</li></ul></div>
    <div class="similar-jobs"><div class="job-card"><span class="salary">$250,000 a year</span></div></div></main></body></html>`
  const job = extractFromHtml(page, { sourceUrl: null })
  expect(job.salaryRange).toBe('AUD 130,000–160,000 per year')
  expect(job.jobType).toBe('Full-time')
  expect(job.location).toBe('Melbourne VIC')
})

test('the employer is read from a sentence that opens with its name and legal form', () => {
  expect(
    companyFromText(
      'Standort: Straubing\nDie Ostbayern Logistik GmbH betreibt mit 380 Mitarbeitenden Lager.',
    ),
  ).toBe('Ostbayern Logistik GmbH')
  expect(companyFromText('About us. Müller Präzisionstechnik GmbH & Co. KG fertigt Drehteile.')).toBe(
    'Müller Präzisionstechnik GmbH & Co. KG',
  )
  expect(companyFromText('We are hiring. You will plan routes for our fleet.')).toBeUndefined()
})

test("a one-line experienceRequirements does not hide the description's requirements", () => {
  const page = `<script type="application/ld+json">{"@type":"JobPosting","title":"Claims Adjuster","hiringOrganization":"Harbor Mutual","experienceRequirements":"3+ years of property claims experience","description":"<p>We insure homes.</p><p><b>What you bring</b></p><ul><li>3+ years of property claims experience</li><li>Proficiency in Xactimate</li><li>Valid driver's license</li></ul>"}</script>`
  const job = extractFromHtml(page, context)
  expect(job.requirements).toEqual([
    '3+ years of property claims experience',
    'Proficiency in Xactimate',
    "Valid driver's license",
  ])
  expect(job.skills).toContain('Xactimate')
})

test('a page title without the h1’s closing note still names the employer; an address under the title names the town', () => {
  const html = `<!doctype html><html><head><title>Ward Sister - Respiratory | Stockport NHS Foundation Trust | NHS Jobs</title></head>
<body><main><h1>Ward Sister - Respiratory (Band 6)</h1>
<p>Stockport NHS Foundation Trust</p><p>Stepping Hill Hospital, Stockport, SK2 7JE</p>
<p>Salary: £37,338 to £44,962 a year</p><p>Contract: Permanent</p>
<h2>Job summary</h2><p>An opportunity has arisen for a Band 6 Ward Sister to join our respiratory team on a 30-bed ward with an 8-bed enhanced respiratory care unit providing NIV and high-flow oxygen.</p>
<h2>Main duties of the job</h2><p>You will manage the ward in the absence of the Ward Manager, providing clinical leadership to registered nurses and healthcare assistants, and support rostering, appraisals and sickness management.</p>
<ul><li>Act as nurse in charge, coordinating patient flow and safe staffing</li><li>Deliver evidence-based care to patients requiring NIV</li><li>Investigate incidents and complaints and share learning</li></ul>
<h2>Person specification</h2><ul><li>Registered Nurse (Adult) with current NMC registration</li><li>Experience in NIV</li><li>Evidence of leadership and acting as nurse in charge</li></ul>
</main></body></html>`
  const job = extractFromHtml(html, { sourceUrl: null })
  expect(job.company).toBe('Stockport NHS Foundation Trust')
  expect(job.location).toBe('Stockport')
})

test('an address line gives its town in the UK, US and German forms, and nothing for other lines', () => {
  expect(addressPlace('Stepping Hill Hospital, Stockport, SK2 7JE')).toBe('Stockport')
  expect(addressPlace('500 W Broad St, Columbus, OH 43215')).toBe('Columbus, OH')
  expect(addressPlace('Domstraße 4, 50668 Köln')).toBe('Köln')
  expect(addressPlace('Salary: £37,338 to £44,962 a year')).toBeUndefined()
  expect(addressPlace('Full-time, Flexible working')).toBeUndefined()
})

test("a JSON-LD description of one sentence does not hide the page's duties and profile", () => {
  const teaser = 'Murtal Bau ist ein steirisches Bauunternehmen im Hoch- und Tiefbau mit 380 Mitarbeitenden.'
  const page = `<html lang="de"><head><title>Finanzbuchhalter:in – Graz</title><script type="application/ld+json">{"@type":"JobPosting","title":"Finanzbuchhalter:in","hiringOrganization":"Murtal Bau GmbH","description":"${teaser}"}</script></head><body><main><h1>Finanzbuchhalter:in</h1><p>${teaser}</p><h2>Deine Aufgaben</h2><ul><li>Laufende Buchhaltung der Kreditoren und Debitoren</li><li>Durchführung der Umsatzsteuervoranmeldung</li><li>Mahnwesen und Zahlungsverkehr</li></ul><h2>Dein Profil</h2><ul><li>Mindestens 3 Jahre Erfahrung in der Finanzbuchhaltung</li><li>Sehr gute Kenntnisse in BMD und MS Excel</li></ul></main></body></html>`
  const job = extractFromHtml(page, context)
  expect(job.responsibilities).toContain('Durchführung der Umsatzsteuervoranmeldung')
  expect(job.requirements).toContain('Sehr gute Kenntnisse in BMD und MS Excel')
  expect(job.skills).toEqual(expect.arrayContaining(['BMD', 'Umsatzsteuervoranmeldung']))
})

test('a labelled "Location:" line under the title is no company; the labelled company and industry are read', () => {
  const pasted = `Credit Controller
Location: Midrand, Gauteng
Company: Protea Building Supplies (Pty) Ltd

Duties and responsibilities:
- Collect outstanding debt by phone and email
- Allocate payments and reconcile debtors accounts

Minimum requirements:
- Diploma in Credit Management
- Sage Evolution`
  const job = extractFromText(pasted, { sourceUrl: null })
  expect(job.company).toBe('Protea Building Supplies (Pty) Ltd')
  expect(job.location).toBe('Midrand, Gauteng')
  const labelled = extractFromText(
    `Logistics Coordinator\nAcme Exports | Pune\n\nRoles and Responsibilities\n- Book reefer containers\n- Prepare export documents\n\nDesired Candidate Profile\n- Knowledge of Incoterms\n- MS Excel\n\nIndustry Type: Agriculture / Forestry / Fishing`,
    { sourceUrl: null },
  )
  expect(labelled.industry).toBe('Consumer Products & Retail')
})

test('a short pasted ad with inline "Duties:" and "Must have:" labels is a posting of a carer', () => {
  const pasted = `Caregiver needed – Durbanville

Live-out caregiver for an elderly lady. Mon–Fri 7am–4pm.

Duties: bathing, dressing, medication reminders, light meals.

Must have: Home-Based Care certificate, First Aid Level 1, references.

R7 500 pm. WhatsApp 082 555 0199.`
  const job = extractFromText(pasted, { sourceUrl: null })
  expect(job.industry).toBe('Healthcare & Life Sciences')
  expect(job.skills).toEqual(expect.arrayContaining(['First Aid Level 1']))
  expect(job.skills.some((s) => /whatsapp|R7 500/i.test(s))).toBe(false)
})
