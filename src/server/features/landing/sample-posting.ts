import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// The job posting the landing page's sample profile card is matched against. It is written for the
// product (a fictional employer) and described as a sample on the page. Its skills are read from its
// own text with the shared lexicon, exactly as job extraction does for a real posting.

const title = 'Senior SAP Finance Consultant, S/4HANA Transformation'
const description =
  'Helios Manufacturing Group is moving the finance organisation of its plants in 18 countries onto one SAP S/4HANA platform. ' +
  'As Senior SAP Finance Consultant you own the finance and controlling workstream, bring business users along through the change ' +
  'and report progress to the CFO.'
const requirements = [
  '7+ years of SAP finance consulting experience',
  'Hands-on SAP S/4HANA Finance and Controlling (FI/CO) implementation experience',
  'Drove user adoption of a new finance or planning product, including change management',
  'Experience leading consultants and working with clients across several countries',
  'Stakeholder management with finance leadership',
]
const responsibilities = [
  'Lead the design and rollout of SAP S/4HANA Finance across 18 countries',
  'Shorten the month-end close and harmonise cost-centre reporting',
  'Plan training and adoption with local finance teams',
]
const preferred = [
  'Experience with SAP Analytics Cloud for planning',
  'German language skills',
  'PRINCE2 certification',
]

export const SAMPLE_POSTING: ExtractedJob = {
  title,
  company: 'Helios Manufacturing Group',
  location: 'Munich, Germany (hybrid)',
  description,
  requirements,
  responsibilities,
  preferred,
  skills: findSkills([title, description, ...requirements, ...responsibilities, ...preferred].join('\n')),
  salaryRange: null,
  jobType: 'Full-time',
  remote: false,
  industry: 'Industrial Goods & Services',
  sourceUrl: null,
  extractedBy: 'sample',
}
