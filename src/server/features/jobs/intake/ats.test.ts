import { expect, test } from 'vitest'

import {
  cleanWorkdayCompany,
  companyFromSlug,
  detectAtsJson,
  parseAtsJson,
} from '#server/features/jobs/intake/ats-api.ts'
import { detectAts, greenhouseFromPage } from '#server/features/jobs/intake/ats-urls.ts'
import { extractFromJson } from '#server/features/jobs/intake/extract-job.ts'

const api = (url: string) => detectAts(new URL(url))?.apiUrl ?? null

test('posting URLs map to fixed API templates', () => {
  expect(api('https://boards.greenhouse.io/acme/jobs/4012345')).toBe(
    'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345?pay_transparency=true',
  )
  expect(api('https://job-boards.eu.greenhouse.io/acme/jobs/4012345?gh_src=x')).toBe(
    'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345?pay_transparency=true',
  )
  expect(api('https://jobs.lever.co/palantir/3f1c2d9e-1111-2222-3333-444455556666')).toBe(
    'https://api.lever.co/v0/postings/palantir/3f1c2d9e-1111-2222-3333-444455556666',
  )
  expect(api('https://jobs.eu.lever.co/acme/3f1c2d9e-1111-2222-3333-444455556666/apply')).toBe(
    'https://api.eu.lever.co/v0/postings/acme/3f1c2d9e-1111-2222-3333-444455556666',
  )
  expect(api('https://jobs.ashbyhq.com/openevidence/4c577aae-1ad0-444b-9e15-2ad994333de4')).toBe(
    'https://api.ashbyhq.com/posting-api/job-board/openevidence?includeCompensation=true',
  )
  expect(api('https://apply.workable.com/acme/j/AB12CD34EF/')).toBe(
    'https://apply.workable.com/api/v2/accounts/acme/jobs/AB12CD34EF',
  )
  expect(api('https://jobs.smartrecruiters.com/Acme/743999912345678-senior-analyst')).toBe(
    'https://api.smartrecruiters.com/v1/companies/Acme/postings/743999912345678',
  )
  expect(
    api(
      'https://bah.wd1.myworkdayjobs.com/en-US/BAH_Jobs/job/Annapolis-Junction-MD/Systems-Administrator-Intern_R0249565',
    ),
  ).toBe(
    'https://bah.wd1.myworkdayjobs.com/wday/cxs/bah/BAH_Jobs/job/Annapolis-Junction-MD/Systems-Administrator-Intern_R0249565',
  )
  expect(api('https://au.linkedin.com/jobs/view/senior-software-engineer-at-heidi-4411867124')).toBe(
    'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/4411867124',
  )
  expect(api('https://www.linkedin.com/jobs/search/?currentJobId=3912345678')).toBe(
    'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/3912345678',
  )
})

test('hostile or unknown URLs never produce an API URL', () => {
  expect(api('https://boards.greenhouse.io/..%2F..%2Fadmin/jobs/1')).toBeNull()
  expect(api('https://jobs.lever.co/acme/..%2Fsecret')).toBeNull()
  expect(api('https://evil.example/jobs.lever.co/acme/123')).toBeNull()
  expect(api('https://boards.greenhouse.io.evil.example/acme/jobs/1')).toBeNull()
  expect(api('https://example.com/careers/backend-engineer')).toBeNull()
})

test('a Greenhouse board embedded on a company site is found through the page', () => {
  const target = greenhouseFromPage(
    new URL('https://about.example.com/careers?gh_jid=7666768003'),
    '<script src="https://boards.greenhouse.io/embed/job_board/js?for=daangn"></script>',
  )
  expect(target?.apiUrl).toBe(
    'https://boards-api.greenhouse.io/v1/boards/daangn/jobs/7666768003?pay_transparency=true',
  )
})

test('Greenhouse answer: entity-escaped content, trailing spaces, pay ranges in cents', () => {
  const answer = {
    id: 11,
    absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/11',
    title: 'Clinical Coding Specialist ',
    company_name: 'Acme Health',
    location: { name: 'Remote (United States)' },
    content:
      '&lt;h3&gt;Responsibilities&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Review charts&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Qualifications&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;CPC certification&lt;/li&gt;&lt;/ul&gt;',
    pay_input_ranges: [{ min_cents: 7500000, max_cents: 10500000, currency_type: 'USD' }],
  }
  expect(detectAtsJson(answer)).toBe('greenhouse')
  const job = extractFromJson(answer, { sourceUrl: 'https://job-boards.greenhouse.io/acme/jobs/11' })
  expect(job.title).toBe('Clinical Coding Specialist')
  expect(job.company).toBe('Acme Health')
  expect(job.remote).toBe(true)
  expect(job.responsibilities).toEqual(['Review charts'])
  expect(job.requirements).toEqual(['CPC certification'])
  expect(job.salaryRange).toBe('USD 75,000–105,000 per year')
  expect(job.extractedBy).toBe('greenhouse-api')
})

test('Lever answer: lists split by heading, commitment, workplace and company spelled as the text spells it', () => {
  const answer = [
    {
      id: 'abc',
      text: 'Deployment Strategist',
      hostedUrl: 'https://jobs.lever.co/northstar/abc',
      categories: { commitment: 'Full-time', location: 'London, United Kingdom', team: 'Business' },
      workplaceType: 'hybrid',
      descriptionPlain: 'NorthStar builds software for hospitals.',
      description: '<div>NorthStar builds software for hospitals.</div>',
      lists: [
        { text: 'Core Responsibilities', content: '<li>Run pilots</li><li>Train users</li>' },
        { text: 'What We Require', content: '<li>Consulting experience</li>' },
        { text: 'What We Value', content: '<li>SQL</li>' },
      ],
      additional: '<div>Benefits…</div>',
      salaryRange: { currency: 'GBP', interval: 'per-year-salary', min: 60000, max: 75000 },
    },
  ]
  const [draft] = parseAtsJson('lever', answer)
  expect(draft?.company).toBe('NorthStar')
  const job = extractFromJson(answer, { sourceUrl: null })
  expect(job.responsibilities).toEqual(['Run pilots', 'Train users'])
  expect(job.requirements).toEqual(['Consulting experience'])
  expect(job.preferred).toEqual(['SQL'])
  expect(job.jobType).toBe('Full-time')
  expect(job.remote).toBe(false)
  expect(job.salaryRange).toBe('GBP 60,000–75,000 per year')
})

test('Ashby board answer is filtered by id; Workday, SmartRecruiters and Workable answers map too', () => {
  const ashby = {
    jobs: [
      {
        id: 'x',
        title: 'Other',
        jobUrl: 'https://jobs.ashbyhq.com/acme/x',
        descriptionHtml: '<p>Other role at Acme</p>',
      },
      {
        id: 'y',
        title: 'ML Engineer',
        location: 'Zurich',
        jobUrl: 'https://jobs.ashbyhq.com/acme/y',
        descriptionHtml: '<p>Acme trains models.</p><h3>Requirements</h3><ul><li>PyTorch</li></ul>',
        employmentType: 'FullTime',
        isRemote: false,
        workplaceType: 'OnSite',
        compensation: { scrapeableCompensationSalarySummary: 'CHF 140K – CHF 170K' },
      },
    ],
  }
  const job = extractFromJson(ashby, { sourceUrl: null, board: 'acme', id: 'y' })
  expect(job.title).toBe('ML Engineer')
  expect(job.salaryRange).toBe('CHF 140,000–170,000 per year')
  expect(job.remote).toBe(false)
  expect(job.skills).toContain('PyTorch')

  const workday = {
    jobPostingInfo: {
      title: 'Analyst Intern',
      location: 'Annapolis Junction, MD',
      timeType: 'Part time',
      jobDescription: '<p>Join us.</p><p><b>Responsibilities</b></p><ul><li>Patch servers</li></ul>',
      posted: true,
      canApply: true,
    },
    hiringOrganization: { name: '631 Booz Allen Hamilton_United States' },
  }
  const wd = extractFromJson(workday, { sourceUrl: null })
  expect(wd.company).toBe('Booz Allen Hamilton')
  expect(wd.responsibilities).toEqual(['Patch servers'])
  expect(cleanWorkdayCompany('Acme Corp')).toBe('Acme Corp')

  const smart = {
    id: '1',
    name: 'Store Manager',
    company: { name: 'Freshmart' },
    location: { city: 'Leipzig', country: 'de', remote: false },
    typeOfEmployment: { label: 'Full-time' },
    jobAd: {
      sections: {
        jobDescription: { title: 'Job Description', text: '<ul><li>Lead the store team</li></ul>' },
        qualifications: { title: 'Qualifications', text: '<ul><li>Retail experience</li></ul>' },
      },
    },
  }
  const sr = extractFromJson(smart, { sourceUrl: null })
  expect([sr.title, sr.company, sr.location]).toEqual(['Store Manager', 'Freshmart', 'Leipzig, de'])
  expect(sr.requirements).toEqual(['Retail experience'])

  const workable = {
    shortcode: 'AB12',
    title: 'Bookkeeper',
    description: '<p>Keep our books.</p>',
    requirements: '<ul><li>DATEV</li></ul>',
    benefits: '<ul><li>Bike leasing</li></ul>',
    location: { city: 'Graz', country: 'Austria' },
    type: 'part',
  }
  const wk = extractFromJson(workable, { sourceUrl: null, board: 'ledgerly' })
  expect(wk.requirements).toEqual(['DATEV'])
  expect(wk.location).toBe('Graz, Austria')
})

test('companyFromSlug uses the spelling of the text, not the slug', () => {
  expect(companyFromSlug('openevidence', 'OpenEvidence is the most widely used medical AI platform.')).toBe(
    'OpenEvidence',
  )
  expect(companyFromSlug('acme-labs', 'Join Acme Labs today')).toBe('Acme Labs')
  expect(companyFromSlug('zzz', 'nothing here')).toBeUndefined()
})
