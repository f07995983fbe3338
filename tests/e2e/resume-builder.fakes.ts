import type { Page, Route } from 'playwright-core'
import type { z } from 'zod'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  GenerateApplicationRequestSchema,
  GenerateApplicationResponseSchema,
  GenerateProgressEventSchema,
} from '#shared/applications/applications.contract.ts'
import { ApplicationResumeDocumentSchema } from '#shared/documents/resume-document.contract.ts'
import { ErrorResponseSchema, type AppErrorCode } from '#shared/errors.ts'
import {
  IndustryInsightsRequestSchema,
  IndustryInsightsResponseSchema,
  SkillsMappingRequestSchema,
  SkillsMappingResponseSchema,
} from '#shared/insights/insights.contract.ts'
import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { JobPostingSchema, type JobPosting } from '#shared/jobs/job.schema.ts'
import { AnalyzeJobRequestSchema, AnalyzeJobResponseSchema } from '#shared/jobs/jobs.contract.ts'
import {
  ListProfilesResponseSchema,
  SetActiveProfileRequestSchema,
  SetActiveProfileResponseSchema,
} from '#shared/profile/profile.contract.ts'
import { ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import {
  CleanupContentResponseSchema,
  CleanupResponseSchema,
  RecentWorkResponseSchema,
  type RecentWorkItem,
} from '#shared/recent-work/recent-work.contract.ts'

// Route fakes for the resume builder's browser test while the server features are built in
// parallel. Every request body is checked against the shared request schema and every answer is
// parsed with the shared response schema before it is sent, so the fakes cannot drift from the
// contracts; anything off is recorded in `violations`.

const REQUIREMENTS = [
  '5+ years of SAP S/4HANA Finance implementation experience',
  'Deep knowledge of financial close and controlling processes',
  'Experience leading consultant teams on client projects',
  'Fluent English; German is a plus',
  'Strong stakeholder management with finance leadership',
  'Experience with FP&A processes and planning tools',
  'Willingness to travel up to 30%',
  'Python scripting for data migration is a plus',
]

export const FIXTURE_JOB = {
  title: 'Senior SAP S/4HANA Finance Consultant',
  company: 'Helios Manufacturing AG',
  location: 'Hamburg, Germany',
  salaryRange: 'EUR 85,000–105,000 per year',
  responsibilities: [
    'Lead S/4HANA Finance workstreams from design to go-live',
    'Advise CFO teams on close and controlling processes',
    'Coach junior consultants',
  ],
  requirements: REQUIREMENTS,
  skills: ['SAP S/4HANA', 'FP&A', 'Python'],
  // Pasted text as a person copies it from a careers page: headings, bullets, pay, a call to apply.
  plainText: [
    'Senior SAP S/4HANA Finance Consultant',
    'Helios Manufacturing AG · Hamburg, Germany · Full-time',
    '',
    'About us',
    'Helios Manufacturing AG builds wind-turbine components for customers across Europe.',
    '',
    'Your responsibilities',
    '- Lead S/4HANA Finance workstreams from design to go-live',
    '- Advise CFO teams on close and controlling processes',
    '- Coach junior consultants',
    '',
    'Your profile',
    ...REQUIREMENTS.map((item) => `- ${item}`),
    '',
    'Salary: EUR 85,000–105,000 per year. Apply now with your CV.',
  ].join('\n'),
}

export function jobPageHtml(): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: FIXTURE_JOB.title,
    description: `<p>Helios Manufacturing AG builds wind-turbine components.</p><ul>${REQUIREMENTS.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    datePosted: '2026-11-01',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: FIXTURE_JOB.company },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 85000, maxValue: 105000, unitText: 'YEAR' },
    },
  }
  return `<!doctype html><html><head><title>${FIXTURE_JOB.title} - ${FIXTURE_JOB.company}</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>${FIXTURE_JOB.title}</h1>${jsonLd.description}</body></html>`
}

function profile(overrides: { id: string; name: string; badge: Profile['badge']; summary: string }): Profile {
  return ProfileSchema.parse({
    id: overrides.id,
    userId: 'system',
    name: overrides.name,
    badge: overrides.badge,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    personalInfo: {
      fullName: overrides.name,
      summary: overrides.summary,
      currentRole: 'Senior SAP Consultant',
    },
    workExperience: {
      experiences: [
        {
          id: 'w1',
          company: 'Nordlicht Consulting GmbH',
          role: 'Senior SAP Consultant',
          duration: 'March 2020 - Present',
          achievements: ['Led a team of 8 consultants through an SAP S/4HANA migration'],
        },
      ],
    },
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: { sap: ['SAP S/4HANA'] },
  })
}

const DEFAULT_PROFILE = profile({
  id: 'profile-authentic',
  name: 'Alexandra Weber',
  badge: 'AUTHENTIC',
  summary: 'SAP S/4HANA consultant with nine years of finance transformation experience.',
})
const IMPORTED_PROFILE = profile({
  id: 'profile-imported',
  name: 'Daniel Okafor',
  badge: 'IMPORTED',
  summary: 'Data engineer working with Python.',
})

function fakeJob(input: { url?: string; description?: string }): JobPosting {
  const base = {
    title: FIXTURE_JOB.title,
    company: FIXTURE_JOB.company,
    location: FIXTURE_JOB.location,
    description: FIXTURE_JOB.plainText,
    requirements: FIXTURE_JOB.requirements,
    responsibilities: FIXTURE_JOB.responsibilities,
    preferred: [],
    skills: FIXTURE_JOB.skills,
  }
  const match = computeJobMatch({ job: base, profile: DEFAULT_PROFILE })
  return JobPostingSchema.parse({
    ...base,
    salaryRange: FIXTURE_JOB.salaryRange,
    jobType: 'Full-time',
    remote: null,
    industry: 'Industrial Goods & Services',
    sourceUrl: input.url ?? null,
    extractedBy: input.url ? 'json-ld' : 'pasted-text',
    id: `job-${Math.random().toString(36).slice(2, 10)}`,
    userId: DEFAULT_USER_ID,
    jobTitle: base.title,
    url: input.url ?? null,
    analyzedDate: new Date().toISOString(),
    authenticInsights: [
      'The posting stresses close and controlling: lead with the month-end close you shortened.',
      'Team leadership is required: your 8-person migration team is direct evidence.',
    ],
    matchScore: match.score,
    match,
    communicationStyle: null,
    contentGenerated: false,
    resumeCount: 0,
  })
}

const INSIGHTS = IndustryInsightsResponseSchema.parse({
  industry: 'Industrial Goods & Services',
  hotTopics: [
    {
      title: 'Finance transformation on S/4HANA',
      preview: 'Manufacturers are moving finance to S/4HANA before ECC support ends.',
      description: 'ECC mainstream maintenance ends in 2027.',
      content: 'Name your ECC-to-S/4HANA migration.',
      category: 'Technology',
      basis: 'Posting requirement: SAP S/4HANA Finance',
      credibilityScore: 80,
    },
    {
      title: 'Faster financial close',
      preview: 'CFOs want the close in fewer days.',
      description: 'Close automation is a board-level topic.',
      content: 'Quote the close you shortened.',
      category: 'Finance',
      basis: 'Posting responsibility: close and controlling',
      credibilityScore: 70,
    },
    {
      title: 'Energy transition supply chains',
      preview: 'Wind-turbine makers face volatile input costs.',
      description: 'Cost control matters.',
      content: 'Show controlling depth.',
      category: 'Industry',
      basis: 'Knowledge base: Industrial Goods & Services',
      credibilityScore: 90,
    },
  ],
  industryNews: [
    {
      title: 'Planning tools consolidate',
      preview: 'FP&A suites converge on one platform.',
      description: 'Vendors merge planning and reporting.',
      content: 'Mention planning adoption.',
      category: 'Technology',
      basis: 'Knowledge base: Technology',
      credibilityScore: 60,
    },
  ],
  skillsMapping: [],
})

const MAPPINGS = SkillsMappingResponseSchema.parse({
  mappings: [
    {
      requiredSkill: 'SAP S/4HANA',
      userSkill: 'SAP S/4HANA',
      evidence: ['Led a team of 8 consultants through an SAP S/4HANA migration'],
      strengthPercentage: 90,
      improvementSuggestion: 'Lead with the migration you ran.',
    },
    {
      requiredSkill: 'FP&A',
      userSkill: 'Planning adoption',
      evidence: ['Drove 85% adoption of a planning product'],
      strengthPercentage: 60,
      improvementSuggestion: 'Frame the planning rollout as FP&A work.',
    },
    {
      requiredSkill: 'Python',
      userSkill: null,
      evidence: [],
      strengthPercentage: 30,
      improvementSuggestion: 'Building experience in Python.',
    },
  ],
}).mappings

function fakeResult(applicationId: string) {
  const variation = (style: string, tone: string, opening: string) => ({
    style,
    tone,
    content: `${opening} I led a team of 8 consultants through an SAP S/4HANA migration and cut month-end close from 9 to 5 working days. For Helios Manufacturing AG I would bring the same focus on close and controlling to your finance workstreams, with clear ownership and measurable outcomes.`,
  })
  return GenerateApplicationResponseSchema.parse({
    applicationId,
    document: {
      header: { name: 'Alexandra Weber', headline: 'Senior SAP Consultant', contact: [] },
      sections: [
        {
          id: 'summary',
          kind: 'summary',
          heading: 'Professional Summary',
          paragraphs: ['SAP S/4HANA consultant with nine years of finance transformation experience.'],
        },
      ],
    },
    resumeContent:
      'ALEXANDRA WEBER\nSenior SAP Consultant\n\nPROFESSIONAL SUMMARY\nSAP S/4HANA consultant with nine years of finance transformation experience.\n\nEXPERIENCE\nSenior SAP Consultant, Nordlicht Consulting GmbH (March 2020 - Present)\n- Led a team of 8 consultants through an SAP S/4HANA migration',
    coverLetter:
      'Dear Hiring Team at Helios Manufacturing AG,\n\nYour Senior SAP S/4HANA Finance Consultant role asks for someone who has led finance transformations. I have.\n\nKind regards,\nAlexandra Weber',
    keyHighlights: [
      {
        text: 'Led an 8-person S/4HANA migration team',
        evidence: ['Led a team of 8 consultants through an SAP S/4HANA migration'],
      },
      {
        text: 'Nine years of finance transformation',
        evidence: ['SAP S/4HANA consultant with nine years of finance transformation experience.'],
      },
    ],
    authenticArguments: [
      {
        text: 'Your close focus matches my close automation work',
        evidence: ['Cut month-end close from 9 to 5 working days'],
      },
      { text: 'Ready to grow into Python-based data migration', evidence: [] },
    ],
    matchScore: 67,
    match: null,
    variations: [
      variation('Executive Impact', 'confident, results first', 'Results first:'),
      variation('Collaborative Leader', 'warm, team-centred', 'Teams first:'),
      variation('Technical Depth', 'precise, detailed', 'In detail:'),
    ],
  })
}

export type FakeApi = { violations: string[]; recentWork: RecentWorkItem[] }

type Answer = { status?: number; json?: unknown; body?: string; headers?: Record<string, string> }

function error(status: number, code: AppErrorCode, message: string): Answer {
  return { status, json: ErrorResponseSchema.parse({ error: { code, message } }) }
}

/** Installs the fakes on a page; answers follow the shared schemas exactly. */
export async function installFakeApi(
  page: Page,
  { unreachableUrl }: { unreachableUrl: string },
): Promise<FakeApi> {
  const fake: FakeApi = { violations: [], recentWork: [] }
  let active = DEFAULT_PROFILE
  const checked = <S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> | null => {
    const result = schema.safeParse(value)
    if (!result.success) fake.violations.push(`${where}: ${result.error.message}`)
    return result.success ? result.data : null
  }

  function handle(method: string, url: URL, body: unknown): Answer {
    const key = `${method} ${url.pathname}`
    if (key === 'GET /api/profile') return { json: checked(ProfileSchema, active, key) }
    if (key === 'GET /api/profiles') {
      const profiles = [DEFAULT_PROFILE, IMPORTED_PROFILE].map((item) => ({
        id: item.id,
        name: item.name,
        badge: item.badge,
        updatedAt: item.updatedAt,
        isActive: item.id === active.id,
      }))
      return { json: checked(ListProfilesResponseSchema, { profiles, activeProfileId: active.id }, key) }
    }
    if (key === 'POST /api/profiles/active') {
      const request = checked(SetActiveProfileRequestSchema, body, key)
      active = [DEFAULT_PROFILE, IMPORTED_PROFILE].find((item) => item.id === request?.profileId) ?? active
      return { json: checked(SetActiveProfileResponseSchema, { success: true, profile: active }, key) }
    }
    if (key === `GET /api/recent-work/${DEFAULT_USER_ID}`)
      return { json: checked(RecentWorkResponseSchema, fake.recentWork.slice(0, 6), key) }
    if (key === `POST /api/cleanup/${DEFAULT_USER_ID}`)
      return {
        json: checked(CleanupResponseSchema, { success: true, deletedJobs: 0, deletedResumes: 0 }, key),
      }
    if (key === `POST /api/cleanup-content/${DEFAULT_USER_ID}`) {
      const resumes = fake.recentWork.reduce((sum, item) => sum + item.resumeCount, 0)
      const variations = fake.recentWork.reduce((sum, item) => sum + item.variations.length, 0)
      fake.recentWork = fake.recentWork.map((item) => ({
        ...item,
        contentGenerated: false,
        resumeCount: 0,
        applicationId: null,
        resumeContent: null,
        coverLetter: null,
        variations: [],
      }))
      return {
        json: checked(
          CleanupContentResponseSchema,
          { success: true, deletedResumes: resumes, deletedVariations: variations, deletedLinkedInPosts: 0 },
          key,
        ),
      }
    }
    if (key === 'POST /api/jobs/analyze') {
      const request = checked(AnalyzeJobRequestSchema, body, key)
      if (!request) return error(400, 'VALIDATION_FAILED', 'The request is not valid.')
      if (request.url === unreachableUrl) return error(502, 'FETCH_FAILED', 'The page could not be fetched.')
      const job = fakeJob(request)
      fake.recentWork.unshift({
        ...job,
        applicationId: null,
        resumeContent: null,
        coverLetter: null,
        variations: [],
      })
      return { json: checked(AnalyzeJobResponseSchema, { jobPosting: job }, key) }
    }
    if (key === 'POST /api/resumes/industry-insights')
      return checked(IndustryInsightsRequestSchema, body, key)
        ? { json: INSIGHTS }
        : error(400, 'VALIDATION_FAILED', 'bad request')
    if (key === 'POST /api/resumes/skills-mapping')
      return checked(SkillsMappingRequestSchema, body, key)
        ? { json: { mappings: MAPPINGS } }
        : error(400, 'VALIDATION_FAILED', 'bad request')
    if (key === 'POST /api/resumes/generate-fast') {
      const request = checked(GenerateApplicationRequestSchema, body, key)
      const item = fake.recentWork.find((entry) => entry.id === request?.jobPostingId)
      if (!request || !item) return error(404, 'JOB_NOT_FOUND', 'Job analysis not found.')
      const result = fakeResult(`app-${item.id}`)
      Object.assign(item, {
        contentGenerated: true,
        resumeCount: item.resumeCount + 1,
        communicationStyle: request.communicationStyle,
        applicationId: result.applicationId,
        resumeContent: result.resumeContent,
        coverLetter: result.coverLetter,
        variations: result.variations,
      })
      const events = [
        { type: 'progress', percent: 20, stage: 'Reading your profile' },
        { type: 'progress', percent: 60, stage: 'Writing resume and cover letter' },
        { type: 'progress', percent: 100, stage: 'Checking every claim against your profile' },
        { type: 'result', result },
      ].map((event) => JSON.stringify(GenerateProgressEventSchema.parse(event)))
      return { body: `${events.join('\n')}\n`, headers: { 'content-type': 'application/x-ndjson' } }
    }
    const stored = /^GET \/api\/applications\/([^/]+)\/resume-document$/.exec(key)
    const item = stored ? fake.recentWork.find((entry) => entry.applicationId === stored[1]) : undefined
    if (stored && item) {
      // The fake generation answers text only: the preview shows it as written.
      const answer = {
        applicationId: item.applicationId,
        document: null,
        resumeContent: item.resumeContent ?? '',
        isSent: false,
      }
      return { json: checked(ApplicationResumeDocumentSchema, answer, key) }
    }
    const document = /^GET \/api\/applications\/([^/]+)\/document$/.exec(key)
    const owner = document ? fake.recentWork.find((entry) => entry.applicationId === document[1]) : undefined
    if (document && owner && url.searchParams.get('format') === 'txt') {
      const kind = url.searchParams.get('kind') === 'cover-letter' ? 'cover-letter' : 'resume'
      return {
        // As the server does, a text file ends with a newline.
        body: `${(kind === 'resume' ? owner.resumeContent : owner.coverLetter) ?? ''}\n`,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="${kind}-Helios-Manufacturing-AG.txt"`,
        },
      }
    }
    if (document) {
      const kind = url.searchParams.get('kind')
      const names: Record<string, string> = {
        resume: 'Alexandra-Weber-Resume-Helios-Manufacturing-AG.pdf',
        'cover-letter': 'Cover-Letter-Helios-Manufacturing-AG.pdf',
        package: 'Alexandra-Weber-Complete-Application-Helios-Manufacturing-AG.pdf',
      }
      return {
        body: '%PDF-1.7\n% fake document for the browser test\n',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${names[kind ?? 'package'] ?? names.package}"`,
        },
      }
    }
    return error(404, 'NOT_FOUND', `No fake for ${key}`)
  }

  await page.route('**/api/**', async (route: Route) => {
    const request = route.request()
    const url = new URL(request.url())
    const headers = request.headers()
    // The spec's helper rules (section 7): cache-buster and the no-cache headers on every call.
    if (!/^\d+-[a-z0-9]+$/.test(url.searchParams.get('cb') ?? ''))
      fake.violations.push(`${url.pathname}: missing cb cache-buster`)
    if (
      headers['x-requested-with'] !== 'XMLHttpRequest' ||
      headers['pragma'] !== 'no-cache' ||
      !headers['x-client-timestamp']
    )
      fake.violations.push(`${url.pathname}: missing helper headers`)
    let body: unknown = null
    try {
      body = request.postDataJSON()
    } catch {
      body = null
    }
    const answer = handle(request.method(), url, body)
    await route.fulfill({
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'content-type': 'application/json' },
      body: answer.body ?? JSON.stringify(answer.json),
    })
  })
  return fake
}
