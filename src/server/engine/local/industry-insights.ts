import { DEFAULT_INDUSTRY, INDUSTRIES, INSIGHT_PREVIEW_CHARS, type Industry } from '#shared/constants.ts'
import type { Insight, IndustryInsights } from '#shared/insights/insights.schema.ts'
import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import { indexEvidence, rankEvidence } from '#shared/matching/relevance.ts'
import { tokenSet } from '#shared/text/tokenize.ts'
import type { IndustryInsightsInput } from '#server/engine/career-engine.ts'
import { INDUSTRY_KNOWLEDGE, type KnowledgeTopic } from '#server/engine/local/industry-knowledge.ts'
import { mapSkills } from '#server/engine/local/map-skills.ts'

// Picks knowledge-base topics by relevance to the posting and role, and says how the applicant can
// use each one with their own evidence. Credibility reflects how directly the posting supports it.

function relevance(topic: KnowledgeTopic, words: Set<string>): number {
  const tokens = tokenSet(`${topic.title} ${topic.keywords}`)
  return [...tokens].filter((t) => words.has(t)).length / Math.max(1, tokens.size)
}

export function industryInsights(input: IndustryInsightsInput): IndustryInsights {
  const industry: Industry = (INDUSTRIES as readonly string[]).includes(input.industry ?? '')
    ? (input.industry as Industry)
    : DEFAULT_INDUSTRY
  const words = tokenSet([input.jobDescription, input.role, ...input.requirements].join(' '))
  const ranked = INDUSTRY_KNOWLEDGE[industry]
    .map((topic, order) => ({ topic, score: relevance(topic, words), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const index = input.profile ? indexEvidence(collectEvidence(input.profile)) : null

  const toInsight = ({ topic, score }: { topic: KnowledgeTopic; score: number }): Insight => {
    const match = index ? rankEvidence(index, `${topic.title} ${topic.keywords}`, 1)[0] : undefined
    const use =
      match && match.coverage > 0.15
        ? `Link it to your own experience — ${match.evidence.text.replace(/[.;]+$/, '')}${match.evidence.kind === 'project' ? '' : ` (${match.evidence.source})`}.`
        : `Show in the interview that you follow this theme and how it affects the ${input.role || 'role'}.`
    const grounded = score > 0
    return {
      title: topic.title,
      preview:
        topic.description.length > INSIGHT_PREVIEW_CHARS
          ? `${topic.description.slice(0, INSIGHT_PREVIEW_CHARS - 1).trimEnd()}…`
          : topic.description,
      description: topic.description,
      content: use,
      category: topic.category,
      basis: grounded
        ? `CareerForge industry knowledge base (${industry}), matched to words in this posting`
        : `CareerForge industry knowledge base (${industry})`,
      credibilityScore: Math.round(60 + Math.min(1, score * 2) * 35),
    }
  }

  return {
    industry,
    hotTopics: ranked.slice(0, 3).map(toInsight),
    industryNews: ranked.slice(3, 6).map(toInsight),
    skillsMapping: input.profile
      ? mapSkills({
          jobTitle: input.role,
          jobRequirements: input.requirements,
          profile: input.profile,
          speed: 'medium',
        })
      : [],
  }
}
