import type { Industry } from '#shared/constants.ts'
import { classifyIndustryMentions } from '#shared/jobs/industry.ts'
import { strongestEvidence, type ProfileFacts, type RoleFact } from '#shared/matching/profile-facts.ts'
import { LANGUAGE_ASK, LANGUAGES } from '#shared/matching/languages.ts'
import { TIME_ASKED, yearsAsked, yearsStated } from '#shared/matching/years-asked.ts'
import { rankEvidence } from '#shared/matching/relevance.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { findSkillMatches, findSkillsWithImplied } from '#shared/skills/skills-lexicon.ts'
import { genderNeutral } from '#shared/text/gender-mark.ts'
import { detectLanguage, type TextLanguage } from '#shared/text/language.ts'
import { isStopWord } from '#shared/text/stop-words.ts'
import { tokenize, words } from '#shared/text/tokenize.ts'

// How well one requirement line is met by the profile, and by what. A line is read for what it
// asks (a degree and its field, a licence or certification, years in related roles, an industry,
// languages, named skills) and each ask is checked against the matching part of the profile; the
// line's score is the mean of its asks. Lines that ask none of these fall back to word relevance.

export type Assessment = { score: number; evidence: string | null }

const DEGREE =
  /\b(post-?graduate (?:study|studies|qualification|certificate|diploma)|degree|bachelor'?s?|master'?s?|msc|bsc|b\.?sc|m\.?sc|b\.?a\.?|m\.?a\.?|mba|phd|doctorate|doctor of|diploma|diplom|llb|meng|beng|msn|bsn|studium|hochschulabschluss|abschluss|ausbildung|graduate of)\b/i
const LICENCE =
  /\b(licen[cs]e[ds]?|certifi(?:cation|ed|cate)|(?<!(?:post|pre)-)registration|chartered|board[- ]certified|zulassung|approbation|examen|examiniert\w*|qualified (?:accountant|teacher|electrician)|teacher status)\b/i
const INDUSTRY_ASK =
  /\b(industry|industries|sector|branche|umfeld|environment|background in|experience in (?:the )?[a-z]+ (?:industry|sector))\b/i
const GENERIC_FIELD =
  /^(relat|relev|desir|prefer|advantag|field|disciplin|subject|equival|similar|area|compar|vergleichbar|qualifikation|fachrichtung|studium|degre|abschluss|accredit|program)/

function contentTokens(text: string, language: TextLanguage = 'en'): string[] {
  return [...new Set(tokenize(language === 'de' ? genderNeutral(text) : text, { language }))].filter(
    (t) => t.length > 2 && !GENERIC_FIELD.test(t),
  )
}

function overlap(asked: string[], text: string, language: TextLanguage = 'en'): number {
  if (asked.length === 0) return 0
  const have = new Set(tokenize(language === 'de' ? genderNeutral(text) : text, { language }))
  return asked.filter((t) => have.has(t)).length / asked.length
}

const BROAD = new Set(['Communication Skills', 'Project Management', 'Stakeholder Management'])

/** The line and the text share a skill, directly or through the broader skill both imply (B2B-Vertrieb and Head of Sales: sales). */
function sameSkills(requirement: string, text: string): boolean {
  if (findSkillMatches(requirement, { isNested: false }).some((m) => mentionsSkill(text, m.surface)))
    return true
  const have = findSkillsWithImplied(text)
  for (const name of findSkillsWithImplied(requirement)) if (!BROAD.has(name) && have.has(name)) return true
  return false
}

// Degree levels, so that "a master's is a plus" is met by an M.Ed. and "a bachelor's degree" by any
// higher degree too.
const DEGREE_LEVELS: [number, RegExp][] = [
  [3, /\b(?:phd|ph\.d\.?|doctorate|doctor of|dphil|promotion|dr\.\s?(?:rer|phil|med|ing))(?!\p{L})/iu],
  [
    2,
    /\b(?:master'?s?|msc|m\.sc|m\.?a\.|m\.?ed\.?|mba|meng|m\.eng|llm|ll\.m|msn|mph|mphil|m\.?s\.|diplom|magister|staatsexamen|máster|mestrado|laurea magistrale)(?!\p{L})/iu,
  ],
  // A postgraduate certificate or diploma is taken after a first degree, short of a master's; a posting's
  // "postgraduate study" or "postgraduate qualification" asks for at least that.
  [
    1.5,
    /\b(?:post-?graduate (?:certificate|diploma|study|studies|qualification|degree)|graduate (?:certificate|diploma)|pg ?cert|pg ?dip|pgce)(?!\p{L})/iu,
  ],
  [
    1,
    /\b(?:bachelor'?s?|bsc|b\.sc|b\.?a\.|b\.?ed\.?|beng|b\.eng|bsn|llb|ll\.b|b\.?s\.|undergraduate degree|licenciatura|bacharelado|licencjat|laurea(?! magistrale)|grado(?! (?:superior|medio)))(?!\p{L})/iu,
  ],
]

/** 3 for a doctorate, 2 for a master's or Diplom, 1.5 for a postgraduate certificate, 1 for a bachelor's, else 0. */
export function degreeLevel(text: string): number {
  return DEGREE_LEVELS.find(([, pattern]) => pattern.test(text))?.[0] ?? 0
}

// "Ausbildung zum Elektroniker", "Apprentice Electrician", "Lehre als Koch": a position that was the training itself.
const TRAINING_POST = /^(?:ausbildung|lehre|umschulung)\b|\bapprentice(?:ship)?\b|^auszubildende[rn]?\b/i

// "… als Elektroniker oder vergleichbar, idealerweise Weiterbildung zum Techniker oder Meister": the
// alternatives a qualification line offers, each met on its own.
const ALTERNATIVES = /\s*(?:[,;]|\boder\b|\bor\b|\bidealerweise\b|\bideally\b|\bbzw\.)\s*/i

// "z. B. als Steuerfachangestellte/r", "e.g. as a …": the words that lead an example of the occupation asked for
// ("idealerweise" already parts the alternatives).
const EXAMPLE_LEAD =
  /^(?:(?:z\.\s?b\.|e\.\s?g\.|such as|for example|beispielsweise|etwa)\s*)?(?:als|as|zum|zur|zu)?\s+/i

function assessDegree(requirement: string, facts: ProfileFacts): Assessment {
  const trained = facts.roles
    .filter((r) => TRAINING_POST.test(r.title))
    .map((r) => [r.title, r.company].filter(Boolean).join(', '))
  const held = [...facts.degrees, ...trained]
  if (held.length === 0) return { score: 0, evidence: null }
  const language = detectLanguage(requirement)
  for (const alternative of requirement.split(ALTERNATIVES)) {
    const asked = contentTokens(alternative.replace(DEGREE, ' '), language)
    if (asked.length === 0) continue
    // "z. B. als Steuerfachangestellte/r": the occupation an example names, met in any of its German forms.
    const named = alternative.replace(EXAMPLE_LEAD, '').trim()
    const met = held.find(
      (d) =>
        overlap(asked, d, language) >= 0.5 || (named.split(/\s+/).length <= 3 && mentionsSkill(d, named)),
    )
    if (met) return { score: 1, evidence: met }
  }
  if (facts.degrees.length === 0) return { score: 0, evidence: null }
  const asked = contentTokens(requirement.replace(DEGREE, ' '))
  // A level with no field ("a master's is a plus", "Bachelor's degree required"): any degree at that
  // level or above meets it.
  const level = degreeLevel(requirement)
  if (asked.length === 0 && level > 0) {
    const held = facts.degrees.find((d) => degreeLevel(d) >= level)
    return held ? { score: 1, evidence: held } : { score: 0.4, evidence: facts.degrees[0]! }
  }
  let best: Assessment = { score: 0.4, evidence: facts.degrees[0]! }
  for (const degree of facts.degrees) {
    if (sameSkills(requirement, degree) || overlap(asked, degree) >= 0.2)
      return { score: 1, evidence: degree }
  }
  // A degree in another field still counts for part when the posting accepts related fields.
  if (/\b(related|equivalent|similar|comparable|vergleichbar)\b/i.test(requirement))
    best = { score: 0.6, evidence: facts.degrees[0]! }
  return best
}

function assessLicence(requirement: string, facts: ProfileFacts): Assessment | null {
  const named = findSkillMatches(requirement, { isNested: false })
  const asked = contentTokens(requirement)
  // A body's letters the line names ("NMC") weigh more than its common words ("registered", "nurse").
  const bodies = (requirement.match(/\b\p{Lu}{2,6}\b/gu) ?? []).map((b) => new RegExp(`\\b${b}\\b`, 'u'))
  const namesBody = (text: string) => bodies.filter((body) => body.test(text)).length
  const isSame = (text: string) =>
    named.some((m) => mentionsSkill(text, m.surface)) ||
    overlap(asked, text) >= 0.34 ||
    (namesBody(text) > 0 && overlap(asked, text) >= 0.2)
  // The certificate that shares most with the line answers it: "current NMC registration" is met by the
  // NMC registration, before a registration with another body that also names a nurse.
  const closest = facts.certifications
    .map((cert) => ({ cert, closeness: overlap(asked, cert.text) + namesBody(cert.text) }))
    .sort((a, b) => b.closeness - a.closeness)
  for (const { cert } of closest) {
    if (!isSame(cert.text)) continue
    if (!cert.isActive) return { score: 0.2, evidence: `${cert.text} — not active (${cert.status})` }
    return { score: 1, evidence: `${cert.text} (Certifications)` }
  }
  // A qualification earned by training ("Ausbildung als Pflegefachfrau") or held as a job title.
  const degree = facts.degrees.find((d) => isSame(d))
  if (degree) return { score: 1, evidence: degree }
  const role = facts.roles.find((r) => named.some((m) => mentionsSkill(r.title, m.surface)))
  if (role) return { score: 0.8, evidence: [role.title, role.company].filter(Boolean).join(' at ') }
  return named.length > 0 || facts.certifications.length > 0 ? { score: 0, evidence: null } : null
}

// What follows "ideally" is no part of the line's topic, nor are the words that ask for time (TIME_ASKED).
const NICE_TO_HAVE = /[,;]?\s{0,3}\b(?:idealerweise|ideally|preferably|vorzugsweise|gerne auch)\b/i

const INCLUDING = /,?\s{0,3}\b(?:including|of which|with at least|davon|darunter)\b/i

function assessYears(requirement: string, asked: number, facts: ProfileFacts): Assessment {
  // The time asked is no topic. A line that asks for time in general ("Mehrjährige Berufserfahrung,
  // idealerweise mit Leitungserfahrung") is met by any post; a nice-to-have after "ideally" only widens a
  // topic the line names ("… im Personalwesen, idealerweise im Recruiting").
  const rest = requirement.replace(TIME_ASKED, ' ')
  const language = detectLanguage(requirement)
  const topicOf = (text: string) =>
    contentTokens(text, language).filter(
      (t) =>
        !/^(experi|berufserfahr|work|post|qualif|profession|relev|least|minim|mindest|trade|registr|graduat)/.test(
          t,
        ),
    )
  const topic = topicOf(rest.split(NICE_TO_HAVE)[0]!).length === 0 ? [] : topicOf(rest)
  const industries = classifyIndustryMentions(rest)
  const related =
    topic.length === 0
      ? facts.roles
      : facts.roles.filter(
          (r) =>
            sameSkills(rest, `${r.title}\n${r.text}`) ||
            overlap(topic, `${r.title} ${r.text}`, language) >= 0.3 ||
            // "… experience in acute or respiratory care": a word of the topic in the post's title
            // ("Staff Nurse, Respiratory Ward") places the post there.
            topic.some((t) => t.length >= 5 && contentTokens(r.title, language).includes(t)) ||
            (r.industry !== null && industries.includes(r.industry)),
        )
  const months = new Set(related.flatMap((r) => r.months))
  const years = Math.floor(months.size / 12)
  if (years === 0) return { score: 0, evidence: null }
  const where = related
    .map((r) => [r.title, r.company].filter(Boolean).join(' at '))
    .slice(0, 2)
    .join('; ')
  return { score: Math.min(1, years / asked), evidence: `${years} years in related roles (${where})` }
}

/** The industries a role's own words speak of ("Run a 140-seat restaurant"), read once per role. */
const roleMentionsMemo = new WeakMap<RoleFact, Industry[]>()

function roleMentions(role: RoleFact): Industry[] {
  let found = roleMentionsMemo.get(role)
  if (!found) roleMentionsMemo.set(role, (found = classifyIndustryMentions(role.text)))
  return found
}

/**
 * Met by an employer of that industry, or by a role whose own words say the work was done in it: a
 * general manager who "runs a 140-seat restaurant" has worked in restaurants whatever the group's name tells.
 */
function assessIndustry(requirement: string, facts: ProfileFacts): Assessment | null {
  const wanted = classifyIndustryMentions(requirement)
  if (wanted.length === 0) return null
  const role = facts.roles.find((r) => r.industry && wanted.includes(r.industry))
  if (role) return { score: 1, evidence: `${role.company} (${role.industry})` }
  const described = facts.roles.find((r) => roleMentions(r).some((industry) => wanted.includes(industry)))
  if (described)
    return { score: 1, evidence: [described.title, described.company].filter(Boolean).join(' at ') }
  return { score: 0, evidence: null }
}

function assessLanguages(requirement: string, facts: ProfileFacts): Assessment | null {
  if (
    /\b(second|another|additional|further|foreign|weitere)\b.{0,24}\blanguages?\b|\bfremdsprache/i.test(
      requirement,
    )
  )
    return facts.languageCount >= 2
      ? { score: 1, evidence: 'Languages in the profile' }
      : { score: 0, evidence: null }
  const asked = LANGUAGES.filter(([ask]) => ask.test(requirement))
  if (asked.length === 0 || !LANGUAGE_ASK.test(requirement)) return null
  const met = asked.filter(([, have]) => have.test(facts.languages))
  return { score: met.length / asked.length, evidence: met.length ? 'Languages in the profile' : null }
}

/** "Deutschkenntnisse", "Spanish language", "Englisch": a language listed as a skill is met by the languages the person speaks. */
export function languageEvidence(skill: string, facts: ProfileFacts): string | null {
  const asked = LANGUAGES.filter(([ask]) => ask.test(skill))
  if (asked.length === 0 || skill.trim().split(/\s+/).length > 3) return null
  return asked.every(([, have]) => have.test(facts.languages)) ? 'Languages in the profile' : null
}

/** The person's listed skills with their own words, read once per profile (every line asks of them). */
const listedWordsMemo = new WeakMap<ProfileFacts, { skill: string; own: string[] }[]>()

function listedSkillWords(facts: ProfileFacts): { skill: string; own: string[] }[] {
  const known = listedWordsMemo.get(facts)
  if (known) return known
  const listed = facts.evidence
    .filter((e) => e.kind === 'skill')
    .map((e) => e.text.replace(/\s*\([^()]*\)\s*$/, ''))
    .map((skill) => ({ skill, own: words(skill).filter((w) => !isStopWord(w)) }))
  listedWordsMemo.set(facts, listed)
  return listed
}

/**
 * Skills the person lists that the line names in its own words, known to the lexicon or not:
 * "Articulate Storyline" is named by "Articulate 360 (Storyline, Rise)", "Camtasia" by itself.
 */
function listedSkillsNamed(requirement: string, facts: ProfileFacts): string[] {
  const asked = new Set(words(requirement))
  return listedSkillWords(facts)
    .filter(
      ({ own }) =>
        own.length > 0 && own.length <= 4 && own.some((w) => w.length > 2) && own.every((w) => asked.has(w)),
    )
    .map(({ skill }) => skill)
}

function assessSkills(requirement: string, facts: ProfileFacts, isIndustryMet: boolean): Assessment | null {
  // An industry named as a skill ("insurance") is met by the employers' industry when that is met.
  const named = findSkillMatches(requirement, { isNested: false }).filter(
    (m) =>
      m.category !== 'discipline' &&
      m.category !== 'certification' &&
      !(isIndustryMet && classifyIndustryMentions(m.surface).length > 0),
  )
  const listed = listedSkillsNamed(requirement, facts).filter(
    (skill) => !named.some((m) => mentionsSkill(skill, m.surface)),
  )
  if (named.length === 0 && listed.length === 0) return null
  const owned: { name: string; source: string }[] = listed.map((name) => ({ name, source: 'Skills' }))
  for (const match of named) {
    const hit = strongestEvidence(match.surface, facts)
    // A listed skill is quoted in the person's words ("Canvas LMS"), not the posting's.
    if (hit) owned.push({ name: hit.kind === 'skill' ? hit.text : match.surface, source: hit.source })
  }
  // The person's listed skills are quoted in the order the person lists them, however the line
  // names them ("Articulate 360 (Storyline, Rise)" by the lexicon or in its own words).
  const order = (name: string) => {
    const at = facts.evidence.findIndex((e) => e.kind === 'skill' && e.text === name)
    return at === -1 ? Number.MAX_SAFE_INTEGER : at
  }
  owned.sort((a, b) => order(a.name) - order(b.name))
  // "X or Y" asks for one of them.
  const asked = named.length + listed.length
  const needed = /\b(or|oder)\b|\/|e\.g\.|such as|ideally|z\.\s?b\./i.test(requirement)
    ? Math.min(asked, 1)
    : asked
  const score = Math.min(1, owned.length / Math.max(1, needed))
  return {
    score,
    evidence: owned.length ? `${owned.map((o) => o.name).join(', ')} (${owned[0]!.source})` : null,
  }
}

function assessWords(requirement: string, facts: ProfileFacts): Assessment {
  const best = rankEvidence(facts.index, requirement, 1)[0]
  // Word coverage of 60% or more counts as met; below that it is partial credit.
  const score = best ? Math.min(1, best.coverage / 0.6) : 0
  return {
    score: Math.round(score * 100) / 100,
    evidence: best && score >= 0.5 ? `${best.evidence.text} (${best.evidence.source})` : null,
  }
}

/** How well the profile meets one requirement line, with the evidence that meets it. */
export function assessRequirement(requirement: string, facts: ProfileFacts): Assessment {
  const parts: Assessment[] = []
  const years = yearsAsked(requirement)
  // "8 years' post-trade experience, including at least 2 years in a leading hand role": two asks of time,
  // each judged by its own posts.
  const timed = requirement.split(INCLUDING).filter((part) => yearsStated(part) > 0)
  if (timed.length > 1) for (const part of timed) parts.push(assessYears(part, yearsStated(part), facts))
  else if (years > 0) parts.push(assessYears(requirement, years, facts))
  const isLicence =
    LICENCE.test(requirement) ||
    findSkillMatches(requirement, { isNested: false }).some((m) => m.category === 'certification')
  if (DEGREE.test(requirement) && !isLicence) parts.push(assessDegree(requirement, facts))
  else if (isLicence) {
    const licence = assessLicence(requirement, facts)
    if (licence) parts.push(licence)
  }
  const asksIndustry =
    INDUSTRY_ASK.test(requirement) ||
    years > 0 ||
    /\b(experience|background|erfahrung)\b.{0,12}\b(in|within|im|in der)\b/i.test(requirement)
  const industry = asksIndustry ? assessIndustry(requirement, facts) : null
  if (industry) parts.push(industry)
  const languages = assessLanguages(requirement, facts)
  if (languages) parts.push(languages)
  if (!DEGREE.test(requirement)) {
    const skills = assessSkills(requirement, facts, industry?.score === 1)
    if (skills) parts.push(skills)
  }
  if (parts.length === 0) return assessWords(requirement, facts)
  // An ask met with a credential is enough when it is the line's only ask; several asks share the line.
  const score = parts.reduce((sum, p) => sum + p.score, 0) / parts.length
  // Word relevance may rescue a line of named skills, never a credential, a licence or a number of years.
  const isStrict = yearsStated(requirement) > 0 || DEGREE.test(requirement) || isLicence || languages !== null
  const words = score < 1 && !isStrict ? assessWords(requirement, facts) : null
  const final =
    words && words.score > score
      ? words
      : {
          score,
          evidence:
            parts
              .map((p) => p.evidence)
              .filter(Boolean)
              .join('; ') || null,
        }
  return { score: Math.round(final.score * 100) / 100, evidence: final.evidence }
}
