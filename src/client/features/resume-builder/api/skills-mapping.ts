import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { SkillsMappingResponseSchema, type SkillsMappingRequest } from '#shared/insights/insights.contract.ts'
import type { SkillMapping } from '#shared/insights/insights.schema.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/resumes/skills-mapping with the posting's requirements and skills. */
export async function getSkillsMapping(job: JobPosting): Promise<SkillMapping[]> {
  const body: SkillsMappingRequest = {
    jobRequirements: [...new Set([...job.skills, ...job.requirements])],
    jobTitle: job.title,
    userId: DEFAULT_USER_ID,
    jobPostingId: job.id,
  }
  const answer = await requestJson('/api/resumes/skills-mapping', SkillsMappingResponseSchema, {
    method: 'POST',
    body,
  })
  return answer.mappings
}
