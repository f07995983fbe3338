import type { GeneratedApplication } from '#shared/applications/application.schema.ts'
import type { CommunicationStyle, PostTone, ProcessingSpeed, TargetAudience } from '#shared/constants.ts'
import type { IndustryInsights, SkillMapping } from '#shared/insights/insights.schema.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'

// One interface for every "AI" operation (DESIGN.md section 4). The local engine and the LLM engine
// both implement it; the AI cache wraps whichever one is configured.

export type AnalyzeJobInput = { job: ExtractedJob }
export type AnalyzeJobOutput = { authenticInsights: string[] }

export type IndustryInsightsInput = {
  jobDescription: string
  company: string
  role: string
  industry?: string
  requirements: string[]
  profile: ProfileSections | null
}

export type SkillsMappingInput = {
  jobTitle: string
  jobRequirements: string[]
  profile: ProfileSections
  speed: ProcessingSpeed
}

export type GenerateApplicationInput = {
  job: ExtractedJob
  profile: ProfileSections
  communicationStyle: CommunicationStyle
  speed: ProcessingSpeed
  /** Called with 0..100 as real work completes, for the progress bar. */
  onProgress?: (percent: number, stage: string) => void
  signal?: AbortSignal
}

export type GenerateSocialPostInput = {
  topic: string
  argument: string
  tone: PostTone
  targetAudience: TargetAudience
  workforceTraits: string[]
  profile: ProfileSections | null
}

export type StructureProfileTextInput = { text: string }

export type CareerEngine = {
  /** "local" or the provider name. */
  readonly name: string
  /** Model id ("local-engine" for the local engine). */
  readonly model: string
  /** Version of the prompts / writing rules; part of every AI cache key. */
  readonly promptVersion: string
  analyzeJob(input: AnalyzeJobInput): Promise<AnalyzeJobOutput>
  industryInsights(input: IndustryInsightsInput): Promise<IndustryInsights>
  skillsMapping(input: SkillsMappingInput): Promise<SkillMapping[]>
  generateApplication(input: GenerateApplicationInput): Promise<GeneratedApplication>
  generateSocialPost(input: GenerateSocialPostInput): Promise<SocialPost>
  /** Optional help for imports: structure free text into profile sections. */
  structureProfileText?(input: StructureProfileTextInput): Promise<Partial<ProfileSections>>
}
