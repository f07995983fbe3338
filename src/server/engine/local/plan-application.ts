import nlp from 'compromise'
import type { ProcessingSpeed } from '#shared/constants.ts'
import { recogniseEliteCompany, type EliteCompany } from '#server/engine/elite-companies.ts'
import { storedHtmlText } from '#shared/text/html-text.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { careerOrder } from '#shared/matching/durations.ts'
import { isCareerBreak } from '#shared/profile/career-break.ts'
import { collectEvidence, type Evidence, type EvidenceKind } from '#shared/matching/profile-evidence.ts'
import { LANGUAGES } from '#shared/matching/languages.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { indexEvidence, rankEvidence, type ScoredEvidence } from '#shared/matching/relevance.ts'
import { tokenSet } from '#shared/text/tokenize.ts'
import { detectLanguage } from '#shared/text/language.ts'
import type { ProfileSections, WorkExperienceItem } from '#shared/profile/profile.schema.ts'
import {
  canonicalSkill,
  findSkillMentions,
  findSkills,
  getSkill,
  isProperName,
  PRODUCT_CATEGORIES,
} from '#shared/skills/skills-lexicon.ts'
import { currentTitle, realValue } from '#server/engine/document/resume-header.ts'
import { companyAngle, type CompanyAngle } from '#server/engine/local/company-angle.ts'
import { totalYears, withoutLevel, yearsAs } from '#server/engine/local/role-years.ts'
import { isCredentialTopic, spokenRole } from '#server/engine/local/phrasing.ts'

// Decides what the application says, before any sentence is written: which of the person's skills
// match, which achievements lead, which evidence answers which of the posting's top requirements.

// The evidence each speed searches; each deeper speed adds to the one before.
const FAST_KINDS: EvidenceKind[] = ['skill', 'role', 'description', 'achievement', 'summary']
const MEDIUM_KINDS: EvidenceKind[] = [...FAST_KINDS, 'project', 'education', 'certification']

/** What each processing speed does in the local engine. */
export const SPEED_PROFILES: Record<
  ProcessingSpeed,
  {
    depth: number
    variations: number
    kinds: EvidenceKind[]
    extraBullets: number
    letterParagraphs: number
    requirements: number
  }
> = {
  // fast: work history and skills only, two evidence items per requirement, two requirements answered
  // in the letter, two variations.
  fast: {
    depth: 2,
    variations: 2,
    kinds: FAST_KINDS,
    extraBullets: -1,
    letterParagraphs: 2,
    requirements: 6,
  },
  // medium: adds projects, education and certifications; three per requirement; three letter paragraphs.
  medium: {
    depth: 3,
    variations: 3,
    kinds: MEDIUM_KINDS,
    extraBullets: 0,
    letterParagraphs: 3,
    requirements: 10,
  },
  // advanced: searches every piece of evidence (hobbies, books, strengths too), five per requirement,
  // one more bullet per position, a supporting detail in each letter paragraph.
  advanced: {
    depth: 5,
    variations: 3,
    kinds: [...MEDIUM_KINDS, 'hobby', 'book', 'language', 'strength'],
    extraBullets: 1,
    letterParagraphs: 3,
    requirements: 16,
  },
}

export type RankedAchievement = {
  text: string
  experience: WorkExperienceItem
  /** Index of the achievement in the position's own list (stable id for editing). */
  position: number
  /** How well it answers the posting: requirement coverage plus strength of evidence. */
  score: number
  relevance: number
  hasNumber: boolean
}

export type Argument = {
  requirement: string
  /** The requirement as a short topic, e.g. "backend development with TypeScript". */
  topic: string
  evidence: Evidence[]
}

export type ApplicationPlan = {
  job: ExtractedJob
  profile: ProfileSections
  /** The employer's name, or '' when the posting has none. */
  company: string
  role: string
  /** The person's real current title ('' when the profile has none). */
  title: string
  /** Years in positions whose title supports `title` (0: say no number). */
  titleYears: number
  /** Years in the same work at any level ("quantity surveyor" for a senior quantity surveyor). */
  workYears: number
  totalYears: number
  /** Job skills the person has, in the person's own words, in the posting's order. */
  matchedSkills: string[]
  /** The person's own skills, job-relevant first, deduplicated. */
  orderedSkills: string[]
  /** The positions with a title, newest first whatever order the profile lists them in. */
  positions: WorkExperienceItem[]
  /** Achievements across positions, most relevant first. */
  achievements: RankedAchievement[]
  /** Per position, its achievements in relevance order. */
  bulletsByExperience: Map<string, RankedAchievement[]>
  arguments: Argument[]
  elite: EliteCompany | null
  angle: CompanyAngle
  /** True when the posting is written in German (its sentences are never quoted). */
  isGermanPosting: boolean
}

// A measured number: not part of a name ("S7", "B2B", "3D", "5G") and not a year on its own
// ("in 2022"); "22 %", "1,200", "$2.1M", "10x" are.
// "stopped two attempted frauds", "a dozen suppliers": a count written in words is a number too.
const NUMBER_WORD =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|dozens?)\b/i
const NUMBER = /(?<![\p{L}\p{N}])(?!(?:19|20)\d\d(?!\p{N}))\d[\d.,]*(?:[kKmMx]|bn)?(?![\p{L}\p{N}])/u
const DUTY_START =
  /^(responsible for|duties included|tasks included|involved in|worked on|assisted|helped|supported|participated)\b/i

export function jobText(job: ExtractedJob): string {
  return [
    job.title,
    ...job.requirements,
    ...job.responsibilities,
    ...job.preferred,
    ...job.skills,
    storedHtmlText(job.description),
  ].join('\n')
}

const GERMAN_WORDS =
  /\b(und|der|die|das|mit|für|wir|sie|ihre|unsere|bei|eine|einen|sowie|kenntnisse|erfahrung)\b/gi

export function isGerman(text: string): boolean {
  const words = text.split(/\s+/).length
  return words > 0 && (text.match(GERMAN_WORDS)?.length ?? 0) / words > 0.06
}

/** "5+ years of backend development with TypeScript" -> "backend development with TypeScript". */
const PERSON_NOUN =
  /^(paralegal|engineer|manager|designer|developer|analyst|nurse|teacher|accountant|consultant|assistant|therapist|physiotherapist|pharmacist|technician|coordinator|administrator|specialist|officer|lawyer|attorney|architect)$/i

/** "paralegal", "nurse": a word that names a person's job, not work. */
export function isPersonNoun(word: string): boolean {
  return PERSON_NOUN.test(word)
}

/**
 * A skill whose name is a name ("Excel", "Figma", "Scrum", "PRINCE2"), kept with its capital in a
 * sentence; a business practice the lexicon knows ("Negotiation", "Budgeting") is a common noun.
 */
function isNamedSkill(word: string): boolean {
  const canonical = canonicalSkill(word)
  if (isProperName(word)) return true
  // "B2B", "eCommerce": a word written with more than its first capital is written as it is.
  if (canonical === null || !/^\p{Lu}\p{Ll}+$/u.test(word)) return canonical !== null
  return getSkill(canonical)?.category !== 'business'
}

export function requirementTopic(requirement: string): string {
  let topic = requirement
    .replace(/[.;:!]+$/, '')
    // "Experience of medicines reconciliation (essential)": a person specification's weighting is no
    // part of what is asked.
    .replace(/\s*\((?:essential|desirable|preferred|required|optional|a plus|nice to have|e|d)\)$/i, '')
    // "… and an LMS (Cornerstone preferred)": the employer's preference in brackets is no part of the topic.
    .replace(/\s*\([^()]{1,60}\b(?:preferred|desirable|a plus|ideally)\)$/i, '')
    .replace(/^(?:essential|desirable|preferred|required)\s*[:–-]\s*/i, '')
    .replace(/^(?:[-•*]|\d{1,2}[.)](?!\d))\s*/, '')
    .replace(
      /^(you (have|bring|are|will have)|we('re| are) looking for|must have|ideally,? you have|a|an)\s+/i,
      '',
    )
    // "Good Clinical Practice", "Good Manufacturing Practice": a standard's name keeps its first word.
    .replace(
      // "Working at Heights", "Working with Children Check": a ticket's name keeps its first word.
      /^(proven|demonstrated|strong|solid|excellent|deep|extensive|hands-on|good|great|working(?!\s+(?:at|with|in|on|under)\b)|practical|professional|significant|relevant)\s+(?!(?:clinical|manufacturing|laboratory|distribution|documentation|pharmacovigilance) practice\b)/i,
      '',
    )
    // "Confident with Microsoft Excel", "Proficient in SQL", "Fluent Portuguese": the skill, not the ease.
    .replace(
      /^(?:(?:very|highly)\s+)?(?:confident|comfortable|proficient|skilled|competent|familiar|adept|experienced|fluent|at ease)(?:\s+(?:with|in|using|at|on))?\s+/i,
      '',
    )
    .replace(/^(at least\s+)?\d+\+?\s*(\+|-\s*\d+\s*)?(years?|yrs?)['’]?\s+(of\s+)?/i, '')
    .replace(
      /^(proven|demonstrated|strong|solid|excellent|deep|extensive|hands-on|professional|relevant|post-qualifying|post-qualification|post-registration|commercial|practical|direct|progressive)\s+/i,
      '',
    )
    // "Experience with a learning management system" is about that kind of thing: "learning
    // management systems", never the bare singular ("You asked for learning management system").
    .replace(/^(?:experience|familiarity) (?:with|using|of) an? ([^\s,;][^,;]*)$/i, (_, kind: string) =>
      nlp(kind).nouns().toPlural().text(),
    )
    .replace(
      /^(experience|expertise|knowledge|background|track record|proficiency|skills?|familiarity)(\s+(in|with|of|as|on))?\s+/i,
      '',
    )
    .replace(/\s+is a (plus|bonus|must)$/i, '')
    // "Organisational skills" keep their noun; "litigation paralegal experience" is paralegal work.
    .replace(/(\w+)\s+(experience|expertise|knowledge|skills)$/i, (whole, last: string) =>
      PERSON_NOUN.test(last) ? `${last} work` : /(al|ive|ic|ful)$/i.test(last) ? whole : last,
    )
    .replace(/^(a|an|the|in)\s+/i, '')
    // "5 years in a concentrator, with flotation experience": the setting, then the work asked in it;
    // the work is the topic ("flotation"), never the fragment "a concentrator, with flotation".
    .replace(/^[^,]{2,60},\s+(?:with|including|especially|particularly)\s+([^,]{2,60})$/i, '$1')
    .trim()
  if (topic.length > 90)
    topic = topic.slice(0, topic.lastIndexOf(' ', 90)).replace(/[,;:]?\s*(and|or|with|in|of|the|a)?$/i, '')
  // "A portfolio of eLearning samples": a thing asked for with its article keeps it ("a portfolio of …"),
  // where the words after the article still open the topic.
  const counted = /^(a|an)\s+(\p{L}[\p{L}'’-]*)/iu.exec(requirement.trim())
  if (
    counted &&
    topic.startsWith(counted[2]!) &&
    !/^(?:experience|knowledge|background|understanding)$/i.test(counted[2]!)
  )
    topic = `${counted[1]!.toLowerCase()} ${topic}`
  // A name keeps its capitals: "Zertifikat Manuelle Therapie", "Google Analytics certification".
  const isName = /^\p{Lu}\S*(?:\s+(?:at|of|with|in|on|for|and|de|du|la))?\s+\p{Lu}/u.test(topic)
  return !isName &&
    topic.charAt(0) === topic.charAt(0).toUpperCase() &&
    !/^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(topic) &&
    !isNamedSkill(topic.split(/\s+/)[0] ?? '') &&
    // "Articulate 360", "Sage 50": a name with its version number is a product's name.
    !/^\p{Lu}\p{L}*\s+\d/u.test(topic) &&
    !LANGUAGES.some(([named]) => named.test(topic.split(/\s+/)[0] ?? ''))
    ? topic.charAt(0).toLowerCase() + topic.slice(1)
    : topic
}

/** Lexicon categories of products and tools: "Excel", "Figma", "Python" are names in any sentence. */
const TOOL_CATEGORIES = new Set<string>([...PRODUCT_CATEGORIES, 'design'])

/**
 * "Drainage design" from a skills list: a common-noun skill capitalised only because it heads a list item.
 * When the rest of the topic is lower case and the posting or the person writes the first word in lower case
 * elsewhere ("road and drainage design"), the capital is the list's, not a name's. Product names ("Workday",
 * "Excel", "Medidata Rave") and acronyms keep theirs.
 */
function isListCapital(topic: string, text: string): boolean {
  const [first = '', ...rest] = topic.split(/\s+/)
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || rest.some((w) => /\p{Lu}/u.test(w)) || isProperName(first))
    return false
  const canonical = canonicalSkill(first)
  if (canonical !== null && TOOL_CATEGORIES.has(getSkill(canonical)?.category ?? '')) return false
  const lower = first.toLowerCase()
  let at = text.indexOf(lower)
  while (at >= 0) {
    if (!/\p{L}/u.test(text.charAt(at - 1)) && !/\p{L}/u.test(text.charAt(at + lower.length))) return true
    at = text.indexOf(lower, at + 1)
  }
  return false
}

/**
 * "Food Safety", the lexicon's name for what the posting writes as "food safety": a topic the posting writes only
 * in lower case is a common noun in a sentence too ("On the matter of food safety"), never a capitalised name.
 */
export function asThePostingWritesIt(topic: string, postingText: string, ownText = ''): string {
  const lower = topic.toLowerCase()
  if (lower === topic) return topic
  if (isListCapital(topic, `${postingText}\n${ownText}`))
    return topic.charAt(0).toLowerCase() + topic.slice(1)
  if (!/\s/.test(topic) || postingText.includes(topic)) return topic
  const at = postingText.indexOf(lower)
  const bounded = (i: number) => !/\p{L}/u.test(postingText.charAt(i))
  return at >= 0 && bounded(at - 1) && bounded(at + lower.length) ? lower : topic
}

export const OFFICE_SUITE =
  /^(?:(?:ms|microsoft)\s+(?:office|365|word|excel|outlook|powerpoint)|office\s+365|excel|word|outlook|powerpoint|google\s+(?:workspace|sheets|docs)|g\s?suite)\b/i

export const BASIC_LEVEL =
  /\((?:basic|basics|beginner|elementary|grundkenntnisse|einsteiger|anfänger|basiswissen)\)$/i

function skillKey(skill: string): string {
  return skill
    .toLowerCase()
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
}

/** The person's own skill list, deduplicated ("X (basic)" and "x" are one skill), in their words. */
function ownSkills(profile: ProfileSections): string[] {
  const listed = [...profile.skills.technical, ...profile.skills.sap, ...profile.skills.business]
    .map((s) => s.trim())
    .filter(Boolean)
  const source =
    listed.length > 0
      ? listed
      : findSkillMentions(
          collectEvidence(profile)
            .map((e) => e.text)
            .join('\n'),
        )
  const byKey = new Map<string, string>()
  for (const skill of source) {
    const key = skillKey(skill)
    const canonical = canonicalSkill(skill)
    const seen =
      byKey.get(key) ??
      (canonical ? [...byKey.values()].find((s) => canonicalSkill(s) === canonical) : undefined)
    // Keep the plainer of two spellings ("React" over "React (basic)").
    if (!seen) byKey.set(key, skill)
    else if (seen.length > skill.length && skillKey(seen) === key) byKey.set(key, skill)
  }
  return [...byKey.values()]
}

/**
 * Evidence chosen by meaning as well as by words: a piece that names the same skill as the
 * requirement in other words ("antibiotic stewardship" for "antimicrobial stewardship", "IV
 * admixture" for "aseptic preparation": one lexicon entry) answers it fully, whatever the words
 * they share.
 */
function withSameSkill(
  ranked: ScoredEvidence[],
  requirement: string,
  evidence: Evidence[],
): ScoredEvidence[] {
  const wanted = new Set(findSkills(requirement))
  if (wanted.size === 0) return ranked
  const names = (e: Evidence) => e.kind !== 'skill' && findSkills(e.text).some((s) => wanted.has(s))
  const scored = ranked.map((r) => (names(r.evidence) ? { ...r, coverage: 1 } : r))
  const known = new Set(ranked.map((r) => r.evidence))
  const more = evidence
    .filter((e) => !known.has(e) && names(e))
    .map((e) => ({ evidence: e, bm25: 0, coverage: 1 }))
  return [...scored, ...more]
}

const NAMES_IT = 0.75

export function planApplication({
  job,
  profile,
  speed,
}: {
  job: ExtractedJob
  profile: ProfileSections
  speed: ProcessingSpeed
}): ApplicationPlan {
  const settings = SPEED_PROFILES[speed]
  const evidence = collectEvidence(profile).filter((e) => settings.kinds.includes(e.kind))
  const isGermanPosting = isGerman(`${job.description} ${job.requirements.join(' ')}`)
  // A German profile for a German posting is stemmed in German throughout, short lines included.
  const ownWords = evidence
    .filter((e) => e.kind === 'achievement' || e.kind === 'description' || e.kind === 'summary')
    .map((e) => e.text)
    .join(' ')
  const index = indexEvidence(evidence, isGermanPosting && isGerman(ownWords) ? 'de' : undefined)
  const text = jobText(job)
  const wanted = tokenSet(text)
  // The skills the lexicon finds are looked for where the posting asks ("Experience in a customer-facing role"), not
  // in what it says of the employer ("2,000 house sales and purchases a year" asks no paralegal for sales); a
  // posting with no lists asks in its text.
  const lists = [...job.requirements, ...job.responsibilities, ...job.preferred]
  const askedText = lists.length > 0 ? [job.title, ...lists, ...job.skills].join('\n') : text
  const jobSkillNames = [...new Set([...job.skills, ...findSkills(askedText)])]
  const jobCanon = new Set(jobSkillNames.map((s) => canonicalSkill(s) ?? s.toLowerCase()))

  const own = ownSkills(profile)
  // "independent prescribing" answers "Independent prescriber, or willing to complete the qualification": a
  // skill of several words that one line of the posting's lists names, in its own words, is asked for too.
  const matches = (skill: string) =>
    jobCanon.has(canonicalSkill(skill) ?? skill.toLowerCase()) ||
    jobCanon.has(skillKey(skill)) ||
    (/\s/.test(skill.trim()) && lists.some((line) => mentionsSkill(line, skill))) ||
    // "Employee relations & investigations", "Full-cycle recruitment": a skill written with more words than the
    // lexicon's name still holds the one the posting asks for.
    (canonicalSkill(skill) === null &&
      findSkills(skill).some((s) => jobCanon.has(s) || jobCanon.has(s.toLowerCase())))
  // A skill held at a basic level ("Siemens S7 (Grundkenntnisse)") comes after the others: it is
  // never among the strengths a summary or letter names first.
  // An office suite ("MS Office (Excel sehr gut)", "Google Workspace") is asked for beside the work, never the
  // strength a summary names first for a payroll officer or a nurse: it comes after the skills of the trade.
  // A ticket held ("First Aid", "Working at Heights") is asked for beside the trade, never its strength.
  const rank = (skill: string) =>
    Number(BASIC_LEVEL.test(skill)) * 2 + Number(OFFICE_SUITE.test(skill) || isCredentialTopic(skill))
  const matchedSkills = own.filter(matches).sort((a, b) => rank(a) - rank(b))
  const related = own.filter((s) => !matches(s) && [...tokenSet(s)].some((t) => wanted.has(t)))
  const orderedSkills = [
    ...matchedSkills,
    ...related,
    ...own.filter((s) => !matchedSkills.includes(s) && !related.includes(s)),
  ]

  // The posting's top requirements: its requirement list first, as the employer ordered it.
  // The role named in the title ("Commercial Manager") is listed among the skills, but the letter
  // answers it with its opening, not as a requirement ("Manager is part of my work now").
  const postingTitle = job.title.toLowerCase()
  // Nor is a post the requirements ask to have held ("3 years as a Chef de Partie or Junior Sous Chef"): the
  // opening tells the person's own post and years.
  const posts = job.requirements
    .filter((r) => YEARS_AS_POST.test(r.trim()))
    .join('\n')
    .toLowerCase()
  const skills = job.skills.filter(
    (s) => !postingTitle.includes(s.trim().toLowerCase()) && !posts.includes(s.trim().toLowerCase()),
  )
  // A skill a requirement line names already ("Workday" in "Experience with an HRIS (Workday, UKG or similar)")
  // is answered with that line: its place goes to one the lines leave out ("Employee Relations").
  const lines = [...job.requirements, ...job.preferred]
  const requirementList = [...lines, ...skills.filter((s) => !lines.some((line) => mentionsSkill(line, s)))]
    .filter((r) => r.trim().length > 1)
    .slice(0, settings.requirements)
  const requirementTokens = requirementList.map((r) => tokenSet(r)).filter((t) => t.size > 0)

  const achievements: RankedAchievement[] = []
  const bulletsByExperience = new Map<string, RankedAchievement[]>()
  for (const experience of profile.workExperience.experiences) {
    const ranked = experience.achievements
      .map((raw, position) => ({ raw, position }))
      .filter(({ raw }) => raw.trim().length > 0)
      .map(({ raw, position }) => {
        const tokens = tokenSet(raw)
        // Requirement coverage: the share of each requirement's words the bullet holds, summed.
        const relevance =
          requirementTokens.reduce((sum, req) => {
            const shared = [...req].filter((t) => tokens.has(t)).length
            return sum + (shared / req.size >= 0.25 ? shared / req.size : 0)
          }, 0) +
          [...tokens].filter((t) => wanted.has(t)).length * 0.05
        const hasNumber = NUMBER.test(raw) || NUMBER_WORD.test(raw)
        // Quantified results outrank duties, and a result in money or percent outranks a count; the
        // person's own order breaks ties.
        const strength = [0, 1, 2, 2.4][resultStrength(raw)]! - (DUTY_START.test(raw.trim()) ? 0.5 : 0)
        return {
          text: raw.trim(),
          experience,
          position,
          relevance,
          hasNumber,
          score: relevance + strength - position * 0.02,
        }
      })
      .sort((a, b) => b.score - a.score)
    achievements.push(...ranked)
    bulletsByExperience.set(experience.id, ranked)
  }
  achievements.sort((a, b) => b.score - a.score)

  const args: Argument[] = []
  // Achievements and role descriptions prove a requirement better than a bare skill name.
  const priority: Partial<Record<EvidenceKind, number>> = {
    achievement: 0,
    description: 1,
    project: 2,
    education: 3,
    certification: 3,
    summary: 4,
    role: 5,
  }
  const themedUsed = new Set<Evidence>()
  // The posting's own words, not the skills list the lexicon named ("Food Safety").
  const postingWords = [...lists, storedHtmlText(job.description)].join('\n')
  for (const requirement of requirementList) {
    // "At least 3 years as a Chef de Partie or Junior Sous Chef": years in a post are told by the letter's
    // opening ("after five years as a chef de partie"), never argued as a topic ("For chef de Partie, …").
    if (YEARS_AS_POST.test(requirement.trim())) continue
    const ranked = withSameSkill(rankEvidence(index, requirement, settings.depth * 3), requirement, evidence)
      .filter(
        (r) =>
          // A credential is named, not described: "Tracheostomy care competency" shares only "care" with the
          // posting's skill "Evidence-based care" and answers nothing of it.
          r.coverage >= (r.evidence.kind === 'certification' && !lines.includes(requirement) ? 0.5 : 0.25) &&
          r.evidence.kind !== 'skill' &&
          holdsWhatIsNamed(requirement, r.evidence.text),
      )
      .sort(
        (a, b) =>
          // A line that names the whole requirement ("comfortable with risk-based monitoring") proves it before a
          // result that shares one of its words ("the monitoring plan"), whatever kind of line it is.
          Number(a.coverage < NAMES_IT) - Number(b.coverage < NAMES_IT) ||
          (priority[a.evidence.kind] ?? 6) - (priority[b.evidence.kind] ?? 6) ||
          b.coverage - a.coverage ||
          (NUMBER.test(b.evidence.text) ? 1 : 0) - (NUMBER.test(a.evidence.text) ? 1 : 0) ||
          b.bm25 - a.bm25,
      )
      .slice(0, settings.depth)
    const chosen = ranked.map((r) => r.evidence)
    // A duty that shares the requirement's words is weaker proof than a measured result on the same
    // theme in other words ("guest experience": a rating lifted, not guests checked in).
    if (!chosen[0] || !NUMBER.test(chosen[0].text)) {
      // The strongest results on the theme first; two, so that the letter has one it can tell.
      const themed = evidence
        .filter(
          (e) =>
            e.kind === 'achievement' &&
            !themedUsed.has(e) &&
            NUMBER.test(e.text) &&
            provesTheme(requirement, e.text),
        )
        .sort((a, b) => resultStrength(b.text) - resultStrength(a.text))
        .slice(0, 2)
      if (themed.length) {
        themed.forEach((e) => themedUsed.add(e))
        chosen.splice(0, chosen.length, ...themed, ...chosen.filter((e) => NUMBER.test(e.text)))
      }
    }
    if (chosen.length > 0)
      args.push({
        requirement,
        topic: asThePostingWritesIt(requirementTopic(requirement), postingWords, ownWords),
        evidence: [...new Set(chosen)].slice(0, settings.depth),
      })
  }

  // Said in prose: "Instandhalter (Schichtführer ab 2022)" is told as "Instandhalter".
  const title = spokenRole(currentTitle(profile))
  const fits = Boolean(title) && titleFitsPosting(title, job, profile, args)
  return {
    job,
    profile,
    company: realValue(job.company),
    role: spokenRole(job.title),
    title,
    titleYears: fits ? yearsAs(profile, title) : 0,
    workYears: fits ? yearsAs(profile, withoutLevel(title)) : 0,
    totalYears: totalYears(profile),
    matchedSkills,
    orderedSkills,
    // A career break ("Elternzeit", "Career break") is a gap, never a post held or an employer.
    positions: careerOrder(
      profile.workExperience.experiences.filter((e) => realValue(e.role) && !isCareerBreak(e)),
    ),
    achievements,
    bulletsByExperience,
    arguments: args,
    elite: recogniseEliteCompany(job.company),
    angle: companyAngle(job),
    isGermanPosting,
  }
}

const YEARS_AS_POST =
  /^(?:(?:at least|minimum|min\.?|over|more than)\s+)?\d{1,2}\+?\s?(?:(?:-|–|to)\s?\d{1,2}\s?)?(?:years?|yrs)['’]?\s+(?:of\s+)?(?:\w+\s+)?(?:experience\s+)?as\s+an?\s+/i

// Words any title can carry: they say nothing about the work ("Senior", "Assistant", "Part-time").
const TITLE_RANK_WORDS = tokenSet(
  'senior junior lead assistant associate head staff principal trainee intern apprentice specialist part time student',
  { language: 'en' },
)

/**
 * Whether the person's current title names the work the posting is about: "after two years as a
 * cashier" is a true fact and the wrong one to open a financial analyst's letter with. The title fits
 * when the posting speaks of that work, or when the evidence chosen for the posting comes from roles
 * with that title.
 */
function titleFitsPosting(
  title: string,
  job: ExtractedJob,
  profile: ProfileSections,
  args: Argument[],
): boolean {
  const postingText = `${job.title} ${job.description} ${job.requirements.join(' ')}`
  const language = detectLanguage(postingText)
  const titleWords = (text: string) =>
    [...tokenSet(text.replace(/\([^)]*\)/g, ' '), { language })].filter((t) => !TITLE_RANK_WORDS.has(t))
  const own = titleWords(title)
  const posting = tokenSet(postingText, { language })
  if (own.some((t) => posting.has(t))) return true
  const experiences = profile.workExperience.experiences
  return args.some((a) =>
    a.evidence.some((e) => {
      const role = e.experienceIndex === null ? undefined : experiences[e.experienceIndex]?.role
      return !!role && titleWords(role).some((t) => own.includes(t))
    }),
  )
}

// What a requirement is about, and the words a measured result on that theme uses instead of the
// requirement's own: guests' experience shows in ratings and complaints, cost control in overtime and
// waste cut, quality in defects and incidents.
const RESULT_THEMES: readonly { requirement: RegExp; result: RegExp }[] = [
  {
    requirement:
      /\b(?:guest|customer|client|patient|member|visitor|user)s? (?:experience|satisfaction|service|care)\b/i,
    result:
      /\b(?:ratings?|reviews?|satisfaction|nps|csat|complaints?|mystery[- ]shopp\w*|(?:feedback |service |guest |customer )?scores?)\b/i,
  },
  {
    requirement: /\b(?:budget(?:ing)?|cost (?:control|management)|financial management|p&l)\b/i,
    result: /\b(?:costs?|overtime|spend(?:ing)?|savings?|saved|budget|waste)\b/i,
  },
  {
    requirement: /\b(?:sales|revenue|business development|account growth)\b/i,
    result: /\b(?:revenue|sales|upsell|bookings|pipeline|margin|deals?|arr)\b/i,
  },
  // Facilitation and training show in workshops run and people trained; leading in a team led.
  {
    requirement: /\b(?:facilitat\w*|workshops?|presentations?|coaching|mentoring)\b/i,
    result:
      /\b(?:workshops?|sessions?|courses?|training|trained|taught|coached|mentor(?:ed|ing)?|induction|onboarding|cpd|webinars?|classes)\b/i,
  },
  {
    requirement:
      /\b(?:leadership|supervisory|supervising|people management|team management|line management)\b/i,
    result: /\b(?:led|lead|supervis(?:e|ed|ing)|managed|manage|team of|crew of|staff of)\b/i,
  },
  {
    requirement: /\b(?:quality|safety|compliance)\b/i,
    result: /\b(?:defects?|errors?|incidents?|accidents?|audits?|scrap|rework)\b/i,
  },
]

/** Whether a measured result speaks to the requirement's theme in other words. */
// Words any credential or requirement line has: sharing only these with a line of the profile proves nothing.
const GENERIC_ASK =
  /^(?:certif\w*|licen[cs]\w*|qualif\w*|experi\w*|requir\w*|prefer\w*|plus|year\w*|knowledg\w*|similar|strong|good|valid)$/

/**
 * "CHFM or CHT certification a plus": a requirement that names credentials or systems by their letters is met by
 * a line that names one of them, or shares a word of its own beyond the words every such line has; an "EPA 608
 * certification" shares only "certification" and meets nothing.
 */
function holdsWhatIsNamed(requirement: string, text: string): boolean {
  const letters = requirement.match(/\b\p{Lu}{2,6}\b/gu) ?? []
  if (letters.length === 0 || letters.some((l) => new RegExp(`\\b${l}\\b`).test(text))) return true
  const own = tokenSet(text)
  return [...tokenSet(requirement)].some(
    (t) => own.has(t) && !GENERIC_ASK.test(t) && !letters.some((l) => l.toLowerCase() === t),
  )
}

export function provesTheme(requirement: string, result: string): boolean {
  return RESULT_THEMES.some((t) => t.requirement.test(requirement) && t.result.test(result))
}

/**
 * Money and scale outrank percentages, which outrank counts (0: no number at all). German writes the
 * currency after the amount ("38.000 €", "1,2 Mio. €") and the share as a word ("40 Prozent").
 */
export function resultStrength(text: string): number {
  if (
    /(?:EUR|USD|GBP|CHF|[$€£])\s?\d|\d\s?(?:EUR|USD|GBP|CHF|[$€£]|[MKBk]\b|million|billion|bn|Mio\.|Mrd\.)/.test(
      text,
    )
  )
    return 3
  // A share, or a measure moved from one value to another ("from 21 to 9 days", "von 11 auf 6").
  if (/\d\s?%|percent|\d\s?Prozent\b|\b(?:from|von) \d[\d.,]* (?:to|auf) \d/.test(text)) return 2
  return /\d/.test(text) ? 1 : 0
}

const SUBORDINATE_CLAUSE =
  /, (?:der|die|das|dem|den|deren|dessen|wobei|womit|wodurch|weil|sodass|which|who|whose|where|while|when|because|so that)\s/i

export function listPhrase(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  // An item that carries a clause of its own ("…, der Stillstände um 22 % senkte") closes it with a
  // comma before the conjunction, or the clause runs on into the next item; an item that only lists
  // ("in Anlage, Finanzierung und Vorsorge") takes none.
  const before = SUBORDINATE_CLAUSE.test(items.at(-2)!) ? ',' : ''
  return `${items.slice(0, -1).join(', ')}${before} ${conjunction} ${items.at(-1)}`
}

export function yearsPhrase(years: number): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
  return `${years <= 10 ? words[years] : years} year${years === 1 ? '' : 's'}`
}
