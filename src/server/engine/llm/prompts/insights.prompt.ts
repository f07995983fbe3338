import type { IndustryInsightsInput, SkillsMappingInput } from '#server/engine/career-engine.ts'

export const INSIGHTS_PROMPT_VERSION = 'insights-2'

export function buildInsightsPrompt(input: IndustryInsightsInput): { system: string; prompt: string } {
  return {
    system:
      'You are an industry analyst. Give durable industry themes relevant to the role, never news items, dates, statistics or sources you cannot verify. hotTopics: exactly three. industryNews: three further themes. Each insight says in "basis" what it rests on. skillsMapping: leave empty.',
    prompt: JSON.stringify({
      company: input.company,
      role: input.role,
      industry: input.industry,
      requirements: input.requirements,
      posting: input.jobDescription.slice(0, 6000),
    }),
  }
}

export function buildSkillsMappingPrompt(input: SkillsMappingInput): { system: string; prompt: string } {
  return {
    system:
      'Map each job requirement to the person\'s matching skill or evidence, quoting profile lines as evidence. If the profile has no evidence, set userSkill to null, strengthPercentage to 0 and phrase the suggestion as "Building experience in …". Never claim what the profile does not show.',
    prompt: JSON.stringify({
      jobTitle: input.jobTitle,
      requirements: input.jobRequirements,
      profile: input.profile,
    }),
  }
}
