import type { EvidencedClaim } from '#shared/applications/application.schema.ts'
import type { IndustryInsights, SkillMapping } from '#shared/insights/insights.schema.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'

// DESIGN.md principle 4: the spec's quality bars carry fixed numbers (92/78, 85, 94/82, 96/88).
// Here each bar is the quantity its label names, computed from the data, with a line saying how.

export type QualityIndicator = {
  id: 'industry' | 'skills' | 'company' | 'narrative'
  label: string
  /** 0..100, or null when the data it rests on is not there (e.g. content loaded from recent work). */
  value: number | null
  /** One line on how the value was computed, shown under the bar. */
  basis: string
  /** The items counted, shown in the tooltip. */
  details: string[]
}

export type QualityInput = {
  job: JobPosting | null
  insights: IndustryInsights | null
  mappings: SkillMapping[] | null
  claims: { keyHighlights: EvidencedClaim[]; authenticArguments: EvidencedClaim[] } | null
}

function average(values: number[]): number | null {
  return values.length === 0
    ? null
    : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100)
}

export function industryIndicator(insights: IndustryInsights | null): QualityIndicator {
  const items = insights ? [...insights.hotTopics, ...insights.industryNews] : []
  const value = average(items.map((item) => item.credibilityScore))
  return {
    id: 'industry',
    label: 'Industry Intelligence',
    value,
    basis:
      value === null
        ? 'No industry insights were generated for this content.'
        : `Average credibility score of ${items.length} industry insight${items.length === 1 ? '' : 's'}.`,
    details: items.map((item) => `${item.title}: ${item.credibilityScore}%`),
  }
}

export function skillsIndicator(mappings: SkillMapping[] | null): QualityIndicator {
  const items = mappings ?? []
  const value = average(items.map((item) => item.strengthPercentage))
  return {
    id: 'skills',
    label: 'Skills Mapping',
    value,
    basis:
      value === null
        ? 'No skills mapping was generated for this content.'
        : `Average strength of ${items.length} skill mapping${items.length === 1 ? '' : 's'}.`,
    details: items.map((item) => `${item.requiredSkill}: ${item.strengthPercentage}%`),
  }
}

/** The company-specific facts a tailored application can draw on, and whether the analysis holds each. */
function companyFacts(job: JobPosting): { fact: string; found: boolean }[] {
  const company = job.company.trim()
  const mentioned = company.length > 1 && job.description.toLowerCase().includes(company.toLowerCase())
  return [
    { fact: 'Company name', found: company.length > 0 },
    { fact: 'Company described in the posting', found: mentioned },
    { fact: 'Location', found: job.location.trim().length > 0 },
    { fact: 'Salary range', found: Boolean(job.salaryRange) },
    { fact: 'Job type', found: Boolean(job.jobType) },
    { fact: 'Work arrangement (remote or on-site)', found: job.remote !== null },
    { fact: 'Responsibilities', found: job.responsibilities.length > 0 },
    { fact: 'Requirements', found: job.requirements.length > 0 },
  ]
}

export function companyIndicator(job: JobPosting | null): QualityIndicator {
  const facts = job ? companyFacts(job) : []
  const found = facts.filter((item) => item.found).length
  const value = percent(found, facts.length)
  return {
    id: 'company',
    label: 'Company Intelligence',
    value,
    basis:
      value === null
        ? 'No job analysis is loaded.'
        : `${found} of ${facts.length} company facts found in the job analysis.`,
    details: facts.map((item) => `${item.found ? 'Found' : 'Missing'}: ${item.fact}`),
  }
}

export function narrativeIndicator(claims: QualityInput['claims']): QualityIndicator {
  const items = claims ? [...claims.keyHighlights, ...claims.authenticArguments] : []
  const backed = items.filter((item) => item.evidence.some((line) => line.trim().length > 0)).length
  const value = percent(backed, items.length)
  return {
    id: 'narrative',
    label: 'Personal Narrative',
    value,
    basis:
      value === null
        ? 'No evidenced highlights were returned for this content.'
        : `${backed} of ${items.length} highlights and arguments cite evidence from your profile.`,
    details: items.map((item) => `${item.evidence.length > 0 ? 'Evidenced' : 'No evidence'}: ${item.text}`),
  }
}

export function computeQualityIndicators({
  job,
  insights,
  mappings,
  claims,
}: QualityInput): QualityIndicator[] {
  return [
    industryIndicator(insights),
    skillsIndicator(mappings),
    companyIndicator(job),
    narrativeIndicator(claims),
  ]
}
