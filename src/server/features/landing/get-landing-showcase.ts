import { MAX_SELECTED_TRAITS, WORKFORCE_TRAITS } from '#shared/constants.ts'
import type { LandingShowcaseResponse, SampleCard, ShowcaseStat } from '#shared/landing/landing.contract.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { ELITE_COMPANIES } from '#server/engine/elite-companies.ts'
import type { Db } from '#server/db/client.ts'
import { SAMPLE_POSTING } from '#server/features/landing/sample-posting.ts'
import { getProfile, seedProfiles } from '#server/features/profile/profile-repository.ts'
import { DEFAULT_PROFILE_ID } from '#server/features/profile/seed-profiles.ts'
import { SCORE_JOB_MATCH, type Compute } from '#server/workers/compute.ts'

/** Tonal variations the document engine writes at the default processing speed (spec section 1). */
export const ENGINE_VARIATION_COUNT = 3
/** Hot topics the industry-insights engine returns (spec section 1). */
export const HOT_TOPIC_COUNT = 3

const CORE_SKILL_COUNT = 6
const KEY_ACHIEVEMENT_COUNT = 4

// Each stat card is read off one achievement of the profile; a stat the profile cannot back is left out.
const STAT_PATTERNS: {
  id: ShowcaseStat['id']
  label: string
  pattern: RegExp
  format: (match: RegExpMatchArray) => string
}[] = [
  {
    id: 'revenue',
    label: 'Revenue Managed',
    pattern: /(?:EUR|€)\s?(\d+(?:\.\d+)?\s?[MK]\+?)/i,
    format: (m) => `€${m[1]?.replace(/\s/g, '')}`,
  },
  {
    id: 'adoption',
    label: 'Product Adoption',
    pattern: /(\d{1,3})% (?:user |product )?adoption/i,
    format: (m) => `${m[1]}%`,
  },
  { id: 'countries', label: 'Countries', pattern: /(\d+\+?) countries/i, format: (m) => m[1] ?? '' },
  {
    id: 'retention',
    label: 'Client Retention',
    pattern: /(?:kept (\d{1,3})% of clients|(\d{1,3})% (?:client )?retention)/i,
    format: (m) => `${m[1] ?? m[2]}%`,
  },
]

type Achievement = { text: string; source: string }

function achievementsOf(profile: Profile): Achievement[] {
  return profile.workExperience.experiences.flatMap((experience) =>
    experience.achievements.map((text) => ({
      text,
      source: [experience.role, experience.company].filter(Boolean).join(', '),
    })),
  )
}

function readStats(achievements: Achievement[]): ShowcaseStat[] {
  return STAT_PATTERNS.flatMap(({ id, label, pattern, format }) => {
    for (const achievement of achievements) {
      const match = achievement.text.match(pattern)
      if (match)
        return [{ id, label, value: format(match), evidence: achievement.text, source: achievement.source }]
    }
    return []
  })
}

/** Skills the posting asks for come first, in the profile's own words; then the rest of the profile's skills. */
function coreSkills(profile: Profile): string[] {
  const postingText = [
    SAMPLE_POSTING.title,
    SAMPLE_POSTING.description,
    ...SAMPLE_POSTING.requirements,
    ...SAMPLE_POSTING.preferred,
  ]
    .join('\n')
    .toLowerCase()
  const all = [...new Set([...profile.skills.sap, ...profile.skills.business, ...profile.skills.technical])]
  const asked = all.filter((skill) => postingText.includes(skill.toLowerCase().replace(/^sap /, '')))
  return [...asked, ...all.filter((skill) => !asked.includes(skill))].slice(0, CORE_SKILL_COUNT)
}

/** Achievements with a number in them carry the most weight with a hiring manager. */
function keyAchievements(achievements: Achievement[]): string[] {
  const measurable = achievements.filter((a) => /\d/.test(a.text))
  return [...measurable, ...achievements.filter((a) => !measurable.includes(a))]
    .slice(0, KEY_ACHIEVEMENT_COUNT)
    .map((a) => a.text)
}

function appealOf(profile: Profile): SampleCard['appeal'] {
  const texts = [profile.personalInfo.summary, ...achievementsOf(profile).map((a) => a.text)]
  const countries = Math.max(0, ...texts.map((t) => Number(t.match(/(\d+)\+? countries/i)?.[1] ?? 0)))
  const languages = profile.personalInfo.languages.length
  const parts = [
    countries > 0 ? `${countries}+ countries` : null,
    languages > 0 ? `${languages} language${languages === 1 ? '' : 's'}` : null,
  ].filter(Boolean)
  const reason =
    parts.length > 0 ? `Work across ${parts.join(' and ')}` : 'No international experience listed'
  if (countries >= 5 || (countries >= 2 && languages >= 2)) return { label: 'Global', reason }
  if (countries >= 2 || languages >= 2) return { label: 'International', reason }
  return { label: 'Local', reason }
}

async function defaultProfile(db: Db): Promise<Profile> {
  const existing = await getProfile(db, DEFAULT_PROFILE_ID)
  if (existing) return existing
  // A database migrated but never started through server/index.ts (route tests) has no seeds yet.
  await seedProfiles(db)
  return (await getProfile(db, DEFAULT_PROFILE_ID)) as Profile
}

export type GetLandingShowcaseOptions = { db: Db; compute: Compute }

/** Everything the landing page states as a number, computed from the default profile and the product. */
export async function getLandingShowcase({
  db,
  compute,
}: GetLandingShowcaseOptions): Promise<LandingShowcaseResponse> {
  const profile = await defaultProfile(db)
  const achievements = achievementsOf(profile)
  const match = await compute.run(SCORE_JOB_MATCH, { job: SAMPLE_POSTING, profile })
  return {
    profileId: profile.id,
    stats: readStats(achievements),
    sampleCard: {
      profileName: profile.personalInfo.fullName || profile.name,
      currentRole: profile.personalInfo.currentRole,
      location: profile.personalInfo.location,
      posting: {
        title: SAMPLE_POSTING.title,
        company: SAMPLE_POSTING.company,
        location: SAMPLE_POSTING.location,
      },
      jobMatch: match.score,
      matchSummary: match.summary,
      coreSkills: coreSkills(profile),
      keyAchievements: keyAchievements(achievements),
      variations: ENGINE_VARIATION_COUNT,
      appeal: appealOf(profile),
    },
    claims: {
      traitOptions: [...WORKFORCE_TRAITS],
      traitsToPick: MAX_SELECTED_TRAITS,
      eliteCompanies: {
        named: ELITE_COMPANIES.filter((c) => c.isNamedOnLanding).map((c) => c.name),
        others: ELITE_COMPANIES.filter((c) => !c.isNamedOnLanding).map((c) => c.name),
      },
      hotTopicCount: HOT_TOPIC_COUNT,
      variationCount: ENGINE_VARIATION_COUNT,
    },
  }
}
