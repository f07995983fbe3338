import nlp from 'compromise'
import type { EvidencedClaim, GeneratedApplication } from '#shared/applications/application.schema.ts'
import type { ResumeDocument, ResumeEntry, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { profileText } from '#shared/matching/profile-evidence.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { canonicalSkill, findSkills, getSkill } from '#shared/skills/skills-lexicon.ts'
import { countOf } from '#shared/text/number-words.ts'
import { ENGLISH_FUNCTION_WORDS } from '#shared/text/stop-words.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import { resumeHeader } from '#server/engine/document/resume-header.ts'
import {
  levelsNamed,
  roleSupports,
  titleCore,
  totalYears,
  yearsByTitle,
} from '#server/engine/local/role-years.ts'
import { spokenRole } from '#server/engine/local/phrasing.ts'
import { shortCompanyName } from '#shared/text/company-name.ts'
import { splitSentences } from '#server/engine/sentences.ts'

/**
 * A skill named by one activity word with an irregular verb ("Writing", "Teaching", "Selling") is in
 * a profile that did it: "Wrote the district's unit on fractions" shows writing. Regular forms are
 * left out: "accounted for 30 %" is no accounting, "new markets" no marketing.
 */
function verbFormsOf(skill: string): string[] {
  if (!/^[a-z]+ing$/i.test(skill.trim())) return []
  const verb = nlp(skill.toLowerCase()).verbs()
  if (!verb.found) return []
  const forms = verb.conjugate()[0] as Record<string, string> | undefined
  return [forms?.PastTense, forms?.Participle].filter(
    (f): f is string => !!f && /^[a-z]+$/.test(f) && !/ed$/.test(f) && f !== forms?.Infinitive,
  )
}

const LETTER_SPEECH = /\b(?:I am|I'm|I was)\s+writing\b|\bI write (?:to|about|because)\b|\bwriting to you\b/gi

// Every skill, technology, employer, degree, certification, date, number and number of years in
// generated text must be traceable to the profile. A sentence (or list item, or bullet) that makes an
// untraceable claim, or that quotes the posting at length, is removed whole — never cut into a
// fragment — before the answer leaves the server, for the local engine and for any LLM alike.
//
// Speed (issue 17): the profile's skills are computed once per guard, each fragment's skills once
// per distinct fragment, and each skill's presence in the profile once per skill.

export type GuardContext = {
  profile: ProfileSections
  job: Pick<ExtractedJob, 'title' | 'company'> &
    Partial<Pick<ExtractedJob, 'requirements' | 'responsibilities' | 'preferred' | 'skills' | 'description'>>
  /** Facts computed from the profile (e.g. "9" years) that may appear although not written in it. */
  derivedNumbers?: string[]
  /** Text the user supplied for this request (a post's topic and argument): its terms are not claims. */
  allowedText?: string
  /** Reference date for counting years (tests). */
  now?: Date
}

export type GuardReport = { removed: { text: string; reason: string }[] }

const DEGREE_WORDS = /\b(bachelor|master|mba|msc|bsc|ph\.?d|doctorate|doctor of|diploma|diplom)\b/gi
const CERT_WORDS = /\b(certified|certification|certificate)\b/i
const NUMBER = /\d[\d,.]*(?:\s?%|\+)?/g
const YEARS_CLAIM =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:full\s+)?(?:years?|yrs?|jahre[n]?)\b/gi
const QUOTE_WORDS = 6

/** Lower-case words and numbers joined by single spaces: how two texts are compared word for word. */
function wordsOnly(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()
}

function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? [])
    .map((n) =>
      n
        .replace(/[,.](?=\d{3}\b)/g, '')
        .replace(/[^\d.]/g, '')
        .replace(/\.$/, ''),
    )
    .filter(Boolean)
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}%+#/&'-]+/gu) ?? []
}

function shingles(text: string, n: number): Set<string> {
  const w = words(text)
  const out = new Set<string>()
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '))
  return out
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value, ...value.split(/\n|(?<=[.!?])\s+/)]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
  return []
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** True when the number in `fragment` is quoted from the posting (the same words around it). */
function quotedFromJob(fragment: string, number: string, jobText: string): boolean {
  const at = fragment.indexOf(number)
  if (at < 0) return false
  const window = fragment
    .slice(Math.max(0, at - 25), at + number.length + 25)
    .split(/\s+/)
    .slice(1, -1)
    .join(' ')
  return window.length > number.length + 5 && jobText.includes(window)
}

export function createGuard(context: GuardContext) {
  const { profile } = context
  const now = context.now ?? new Date()
  const source = `${profileText(profile)}\n${context.allowedText ?? ''}`
  const hasCertifications = profile.education.certifications.some((c) => c.trim())
  const sourceLower = source.toLowerCase()
  const sourceSkills = new Set(findSkills(source))
  const skillPresence = new Map<string, boolean>()
  const fragmentSkills = new Map<string, string[]>()
  const allYears = totalYears(profile, now)
  const titleYears = yearsByTitle(profile, now)
  const allowedNumbers = new Set([
    ...numbersIn(source),
    ...numbersIn(`${context.job.title} ${context.job.company}`),
    ...(context.derivedNumbers ?? []),
    ...titleYears.map((t) => String(t.years)),
    String(allYears),
  ])
  const companies = [...profile.workExperience.experiences.map((e) => e.company), context.job.company]
    .filter(Boolean)
    .map((c) => c.toLowerCase())
  const report: GuardReport = { removed: [] }
  const postingLines = [
    ...(context.job.requirements ?? []),
    ...(context.job.responsibilities ?? []),
    ...(context.job.preferred ?? []),
  ]
  const jobText = postingLines.join('\n')
  // Runs of six words from the posting's duties and requirements that the profile does not also hold: quoting them is pasting.
  const sourceShingles = shingles(source, QUOTE_WORDS)
  // "as a speech and language therapist": a run whose words, but for the small words around them, the profile
  // holds in a row (a title, a tool's name) is the person's own, even when the posting writes it too.
  const sourceRun = ` ${words(source).join(' ')} `
  const ownCore = (run: string) => {
    const core = run.split(' ')
    while (core.length > 0 && ENGLISH_FUNCTION_WORDS.has(core[0]!)) core.shift()
    while (core.length > 0 && ENGLISH_FUNCTION_WORDS.has(core.at(-1)!)) core.pop()
    return core.length >= 3 && sourceRun.includes(` ${core.join(' ')} `)
  }
  const postingShingles = new Set(
    [...shingles(jobText, QUOTE_WORDS)].filter((s) => !sourceShingles.has(s) && !ownCore(s)),
  )
  const jobTitleCore = titleCore(context.job.title)
  const ownTitles = [
    profile.personalInfo.currentRole,
    ...profile.workExperience.experiences.map((e) => e.role),
  ].filter(Boolean)

  // The person's own words: the profile, and the motivation and way of working the letters quote
  // (no evidence of a skill, so not in `source`).
  const { motivation, workStyle } = profile.personalityTraits
  const ownText = ` ${wordsOnly(`${source}\n${motivation}\n${workStyle}`)} `

  /** Whether the profile holds the sentence word for word (four words at least). */
  function isOwnSentence(fragment: string): boolean {
    const words = wordsOnly(fragment)
    return words.split(' ').length >= 4 && ownText.includes(` ${words} `)
  }

  /** Whether the profile evidences a skill; computed once per skill. */
  function profileHas(skill: string): boolean {
    const key = skill.toLowerCase()
    let has = skillPresence.get(key)
    if (has === undefined) {
      const canonical = canonicalSkill(skill)
      has =
        (canonical !== null && sourceSkills.has(canonical)) ||
        new RegExp(`(?<![\\w+#])${escapeRegExp(skill)}(?![\\w+#])`, 'i').test(source) ||
        verbFormsOf(skill).some((form) => new RegExp(`\\b${form}\\b`, 'i').test(source)) ||
        // The evidence matching accepts (stems, German cases, a credential by its body's name) is
        // evidence here too, so a requirement the match shows as met is never cut as a false claim.
        mentionsSkill(source, skill)
      skillPresence.set(key, has)
    }
    return has
  }

  // The lexicon is searched once per cleaned text; a fragment is searched only when it contains one
  // of the words (names or aliases) of the skills found in that text.
  let candidateWords: string[] | null = null

  function skillsOf(fragment: string): string[] {
    let found = fragmentSkills.get(fragment)
    if (!found) {
      const lower = fragment.toLowerCase()
      found =
        candidateWords !== null && !candidateWords.some((w) => lower.includes(w)) ? [] : findSkills(fragment)
      fragmentSkills.set(fragment, found)
    }
    return found
  }

  /** Runs `clean` with the lexicon searched once over `text`. */
  function withCandidates<T>(text: string, clean: () => T): T {
    candidateWords = findSkills(text).flatMap((name) => {
      const entry = getSkill(name)
      return [name, ...(entry?.aliases ?? [])].map((w) => w.replace(/^=/, '').toLowerCase()).filter(Boolean)
    })
    try {
      return clean()
    } finally {
      candidateWords = null
    }
  }

  // The role applied for, named in a sentence ("the DATA ANALYST role"), is not a claim of its skills.
  const roleTitles = [...new Set([context.job.title.trim(), spokenRole(context.job.title)])].filter(Boolean)
  const rolePattern = roleTitles.length ? new RegExp(roleTitles.map(escapeRegExp).join('|'), 'gi') : null

  // The person's own name (under a letter, in a header) claims nothing: "Hana Te Rangi" is no SAP HANA.
  const ownName = profile.personalInfo.fullName.trim()
  const namePattern = ownName ? new RegExp(escapeRegExp(ownName), 'g') : null

  function withoutRoleTitle(fragment: string): string {
    const unnamed = namePattern ? fragment.replace(namePattern, ' ') : fragment
    return rolePattern ? unnamed.replace(rolePattern, ' ') : unnamed
  }

  function namesTheRole(skill: string): boolean {
    return context.job.title.toLowerCase().includes(skill.toLowerCase())
  }

  /** The part of a sentence that speaks about the person: not what follows the hiring company's name. */
  function aboutThePerson(written: string): string {
    // "…, dass Sie ein Krankenhaus der Schwerpunktversorgung sind": a German clause on "Sie" speaks of the employer.
    const fragment = written.replace(/\b(?:dass|weil|da|wie|wo)\s+Sie\s[^,.;]*/g, ' ')
    // The company as the letter names it after once in full ("the Trust") speaks of it too.
    const full = context.job.company.trim()
    if (!full) return fragment
    const short = shortCompanyName(
      full,
      profile.workExperience.experiences.map((e) => e.company),
    )
    const company = fragment.includes(full) || !short ? full : short
    // "The Trust runs …" opens a sentence with its capital.
    const at = fragment.toLowerCase().indexOf(company.toLowerCase())
    if (at < 0) return fragment
    const rest = fragment.slice(at + company.length)
    // The clause that follows the company's name, up to the next clause boundary.
    const end = rest.search(/[,;:]|\s(?:and|while|because)\s/)
    const clause = end < 0 ? rest : rest.slice(0, end)
    return /\b(I|my|me|I've|I'm)\b/.test(clause)
      ? fragment
      : `${fragment.slice(0, at)} ${end < 0 ? '' : rest.slice(end)}`
  }

  /** Whether a number of years next to these words is supported by the positions. */
  function yearsReason(fragment: string): string | null {
    for (const match of fragment.matchAll(YEARS_CLAIM)) {
      const raw = match[1]!.toLowerCase()
      const claimed = countOf(raw)
      const at = match.index ?? 0
      // The words next to the number: what the years are claimed "as" / "in" ("N years as X",
      // "N years of X", "X with N years").
      const after =
        fragment
          .slice(at + match[0].length, at + match[0].length + 160)
          .match(/^\s*(?:of\s+(?:experience\s+)?)?(?:as|in|of)\s+((?:\S+\s*){1,7})/i)?.[1] ?? ''
      const before =
        fragment
          .slice(Math.max(0, at - 120), at)
          .match(/((?:\S+\s+){1,6})(?:with|brings?|offers?)\s+$/i)?.[1] ?? ''
      const near = `${before} ${after}`
      // Quoted from the profile with the same words: the person said it.
      const quote = fragment.slice(Math.max(0, at - 20), at + match[0].length + 20).toLowerCase()
      if (sourceLower.includes(quote.trim())) continue
      const nearWords = new Set(titleCore(near))
      // Years at a level are checked against the posts at that level only: "six years as a senior
      // surveyor" needs six senior years, "thirteen years as a surveyor" counts every level.
      const nearLevels = levelsNamed(near).join(' ')
      const named = titleYears.filter(
        (t) =>
          t.core.length > 0 && t.core.every((w) => nearWords.has(w)) && t.levels.join(' ') === nearLevels,
      )
      // The posting's title next to a number of years, when the person never held it, is a relabel.
      if (
        jobTitleCore.length > 0 &&
        jobTitleCore.every((w) => nearWords.has(w)) &&
        !ownTitles.some((t) => roleSupports(t, context.job.title))
      )
        return `years claimed as ${context.job.title}`
      const supported = named.length > 0 ? Math.max(...named.map((t) => t.years)) : allYears
      if (claimed > supported) return `${claimed} years not supported (${supported})`
    }
    return null
  }

  /** The reason a fragment cannot be traced to the profile, or null when it can. */
  function untraceable(fragment: string): string | null {
    // Words naming the role applied for, or describing the employer's own work ("help Tallyfort make
    // compliance software"), are not claims about the person.
    // The letter speaking of itself ("I am writing about the role", "I write to apply") claims no
    // writing skill.
    const claims = withoutRoleTitle(aboutThePerson(fragment)).replace(LETTER_SPEECH, ' ')
    // A sentence the profile holds word for word is the person's own ("I want to spend more of my
    // day on patients with chronic conditions"): the lexicon may read a skill into it ("chronic
    // disease management"), but it claims nothing the person did not write. Its years and numbers
    // are still checked below.
    const ownWords = isOwnSentence(fragment)
    for (const skill of ownWords ? [] : skillsOf(claims)) {
      if (!profileHas(skill) && !namesTheRole(skill)) return `skill not in profile: ${skill}`
    }
    // The posting's own skill words may be missing from the lexicon; they still need evidence.
    const lower = claims.toLowerCase()
    for (const skill of context.job.skills ?? []) {
      if (
        !ownWords &&
        skill.length > 1 &&
        lower.includes(skill.toLowerCase()) &&
        !namesTheRole(skill) &&
        new RegExp(`(?<![\\w+#])${escapeRegExp(skill)}(?![\\w+#])`, 'i').test(claims) &&
        !profileHas(skill)
      )
        return `skill not in profile: ${skill}`
    }
    const years = yearsReason(fragment)
    if (years) return years
    for (const number of numbersIn(fragment)) {
      if (!allowedNumbers.has(number) && !quotedFromJob(fragment, number, jobText))
        return `number not in profile: ${number}`
    }
    for (const degree of fragment.match(DEGREE_WORDS) ?? [])
      if (!sourceLower.includes(degree.toLowerCase())) return `degree not in profile: ${degree}`
    // Anything in the profile's certifications list is a certification, whether or not its name says so.
    if (CERT_WORDS.test(fragment) && !CERT_WORDS.test(source) && !hasCertifications)
      return 'certification not in profile'
    const employer = fragment.match(
      /\b(?:worked at|working at|employed at|employed by|joined|role at|position at)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})/,
    )
    if (
      employer?.[1] &&
      !companies.some((c) => c.includes(employer[1]!.toLowerCase()) || employer[1]!.toLowerCase().includes(c))
    )
      return `employer not in profile: ${employer[1]}`
    if (postingShingles.size > 0)
      for (const s of shingles(fragment, QUOTE_WORDS)) if (postingShingles.has(s)) return 'quotes the posting'
    return null
  }

  function listItemMissing(item: string): boolean {
    report.removed.push({ text: item, reason: 'list item not in profile' })
    return false
  }

  function check(fragment: string): boolean {
    const reason = untraceable(fragment)
    if (reason) report.removed.push({ text: fragment, reason })
    return reason === null
  }

  function isListLine(line: string): boolean {
    return / • /.test(line) || /^[A-Za-z ]{2,20}: [^.!?]*( • |, )[^.!?]*$/.test(line)
  }

  /** Cleans prose: each sentence is kept whole or dropped whole. */
  function cleanProse(line: string): string | null {
    // A list marker ("1.", "•") is layout, not a claim; sentence ends are punctuation followed by
    // space and a capital (URLs and decimals stay whole).
    const marker = line.match(/^\s*(?:\d{1,2}[.)]|[-*•→])\s+/)?.[0] ?? ''
    const kept = splitSentences(line.slice(marker.length)).filter((sentence) => check(sentence.trim()))
    if (kept.length === 0 && line.trim() !== '') return null
    return `${marker}${kept.join(' ').trim()}`
  }

  function cleanList(line: string): string | null {
    const separator = line.includes(' • ') ? ' • ' : ', '
    const [label, rest] = /^[A-Za-z ]{2,20}: /.test(line)
      ? [line.slice(0, line.indexOf(': ') + 2), line.slice(line.indexOf(': ') + 2)]
      : ['', line]
    // In a list every item is a claim of its own: it must be in the profile as written.
    const kept = rest.split(separator).filter(
      (item) =>
        check(item) &&
        (sourceLower.includes(
          item
            .trim()
            .replace(/[.;]+$/, '')
            .toLowerCase(),
        ) ||
          listItemMissing(item)),
    )
    return kept.length ? label + kept.join(separator) : null
  }

  /** Cleans a text: list lines are filtered item by item, prose sentence by sentence. */
  function cleanText(text: string): string {
    const lines = text.split('\n').map((line) => (isListLine(line) ? cleanList(line) : cleanProse(line)))
    const kept = lines.filter((line): line is string => line !== null)
    // A heading (or a line ending in a colon) whose every line was removed goes too.
    const isHeading = (line: string | undefined) =>
      line !== undefined && (/^[A-Z][A-Z &/]{2,40}$/.test(line.trim()) || /:$/.test(line.trim()))
    const next = (i: number) => kept.slice(i + 1).find((l) => l.trim() !== '')
    return kept
      .filter((line, i) => !(isHeading(line) && (next(i) === undefined || isHeading(next(i)))))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  }

  function cleanClaims(claims: EvidencedClaim[]): EvidencedClaim[] {
    return claims.filter((claim) => check(claim.text) && claim.evidence.length > 0)
  }

  /** A position in the document must be one of the profile's positions (same employer or title). */
  function knownEntry(entry: ResumeEntry, section: ResumeSection): boolean {
    if (section.kind !== 'experience') return true
    const org = entry.organization?.toLowerCase().trim()
    const held = profile.workExperience.experiences.some(
      (e) =>
        (org ? e.company.toLowerCase().trim() === org : false) ||
        (!org && e.role.trim().toLowerCase() === entry.title.trim().toLowerCase()),
    )
    if (!held)
      report.removed.push({
        text: `${entry.title} ${entry.organization ?? ''}`.trim(),
        reason: 'position not in profile',
      })
    return held
  }

  function cleanDocument(document: ResumeDocument): ResumeDocument {
    const sections = document.sections
      .map((section) => ({
        ...section,
        paragraphs: section.paragraphs
          .map((p) => cleanProse(p))
          .filter((p): p is string => !!p && p.trim() !== ''),
        entries: section.entries
          .filter(
            (entry) => knownEntry(entry, section) && check(`${entry.title} ${entry.organization ?? ''}`),
          )
          .map((entry) => ({
            ...entry,
            description: entry.description && check(entry.description) ? entry.description : null,
            bullets: entry.bullets.filter((b) => check(b.text)),
          })),
        groups: section.groups
          .map((g) => ({
            ...g,
            items: g.items.filter(
              (item) =>
                check(item) &&
                (section.kind === 'interests' ||
                  sourceLower.includes(item.trim().toLowerCase()) ||
                  listItemMissing(item)),
            ),
          }))
          .filter((g) => g.items.length > 0),
      }))
      .filter((s) => s.paragraphs.length + s.entries.length + s.groups.length > 0)
    // The header is the profile's own, whatever an engine wrote.
    return { header: resumeHeader(profile), sections }
  }

  function cleanApplication(application: GeneratedApplication): GeneratedApplication {
    // Joined with ", " so that every fragment's own start and end stay list contexts for the lexicon.
    return withCandidates(allStrings(application).join(', '), () => cleanApplicationOnce(application))
  }

  function cleanApplicationOnce(application: GeneratedApplication): GeneratedApplication {
    const document = cleanDocument(application.document)
    return {
      document,
      resumeContent: renderResumeText(document),
      coverLetter: cleanText(application.coverLetter),
      keyHighlights: cleanClaims(application.keyHighlights),
      authenticArguments: cleanClaims(application.authenticArguments),
      variations: application.variations
        .map((v) => ({ ...v, content: cleanText(v.content) }))
        .filter((v) => v.content.length > 0),
    }
  }

  /** True when the fragment makes no untraceable claim. */
  function isTraceable(fragment: string): boolean {
    return untraceable(fragment) === null
  }

  return { cleanText, cleanClaims, cleanDocument, cleanApplication, isTraceable, report }
}
