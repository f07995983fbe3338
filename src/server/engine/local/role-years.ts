import { parseDuration } from '#shared/matching/durations.ts'
import type { ProfileSections, WorkExperienceItem } from '#shared/profile/profile.schema.ts'

// Years "as" something are counted only from the positions whose title holds the same words:
// years as a nurse practitioner are not years as a nurse, teaching years are not design years.

// A German apprentice, intern or working student is a trainee: "Auszubildender Elektroniker".
const GERMAN_TRAINEES = [
  'auszubildender',
  'auszubildende',
  'azubi',
  'lehrling',
  // The Swiss apprentice ("Lernender Logistiker EFZ", "Lehrtochter") and the retrainee.
  'lernender',
  'lernende',
  'lehrtochter',
  'umschüler',
  'umschülerin',
  'praktikant',
  'praktikantin',
  'werkstudent',
  'werkstudentin',
  // "Ausbildung zum Elektroniker", "Lehre als Koch", "Apprenticeship (electrical)": the training itself.
  'ausbildung',
  'lehre',
  'umschulung',
  'praktikum',
  'apprenticeship',
  'traineeship',
]

const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'leading',
  'principal',
  'staff',
  'chief',
  'associate',
  'assistant',
  'trainee',
  'intern',
  'interim',
  'acting',
  'deputy',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'freelance',
  'freelancer',
  'self-employed',
  'contract',
  'contractor',
  'part-time',
  'full-time',
  ...GERMAN_TRAINEES,
])
const LINKS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to', '&', 'a', 'an', '-', '–', '/', 'with'])

function normaliseWord(word: string): string {
  const w = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '')
  return w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w
}

// "Assistant Manager", "Associate Director": a level before a title noun. As the title's own last word
// ("Medical Assistant", "Sales Associate", "Teaching Assistant") it is the job itself.
const HEAD_NOUN_LEVELS = new Set(['assistant', 'associate'])

// "Clinical Research Associate II": a grade after the title, which names a level of the same work.
const GRADES = ['i', 'ii', 'iii', 'iv', 'v']

/** The title's last word of its own, past linking words and a grade ("Associate" in "Research Associate II"). */
const lastTitleWord = (words: string[]) => words.filter((w) => !LINKS.has(w) && !GRADES.includes(w)).at(-1)

/** A title's words, each with whether it names a level rather than the work. */
function titleWords(title: string): { word: string; isLevel: boolean }[] {
  const words = title
    .split(/[\s,()]+/)
    .map(normaliseWord)
    .filter(Boolean)
  const last = lastTitleWord(words)
  return words.map((word) => ({
    word,
    isLevel: SENIORITY.has(word) && !(HEAD_NOUN_LEVELS.has(word) && word === last),
  }))
}

/** The words of a title that say what the person does, without seniority or linking words. */
export function titleCore(title: string): string[] {
  return [
    ...new Set(
      titleWords(title)
        .filter(({ word, isLevel }) => !isLevel && !LINKS.has(word))
        .map(({ word }) => word),
    ),
  ]
}

// Seniority words that name a level: years as a senior planner are only the senior years.
const LEVELS = new Map([
  ['senior', 'senior'],
  ['sr', 'senior'],
  ['junior', 'junior'],
  ['jr', 'junior'],
  ...[
    'lead',
    'principal',
    'staff',
    'chief',
    'associate',
    'assistant',
    'deputy',
    'trainee',
    'intern',
    ...GRADES,
  ].map((level) => [level, level] as const),
  ['apprentice', 'trainee'],
  ['placement', 'intern'],
  ['internship', 'intern'],
  ...GERMAN_TRAINEES.map((word) => [word, 'trainee'] as const),
])

// Years in training are not years in the trade: a trainee post supports only a title that names
// training too ("Auszubildender Elektroniker" is no year as an Elektroniker).
const TRAINING_LEVELS = ['trainee', 'intern']

function levelsOf(title: string): Set<string> {
  return new Set(
    titleWords(title)
      .filter(({ isLevel }) => isLevel)
      .map(({ word }) => LEVELS.get(word))
      .filter((level): level is string => level !== undefined),
  )
}

/** The title without the words that name a level: "Senior Quantity Surveyor" -> "Quantity Surveyor". */
export function withoutLevel(title: string): string {
  const words = title.split(/\s+/)
  const last = lastTitleWord(words.map(normaliseWord).filter(Boolean))
  return words
    .filter((word) => {
      const w = normaliseWord(word)
      return !LEVELS.has(w) || (HEAD_NOUN_LEVELS.has(w) && w === last)
    })
    .join(' ')
}

/** True when a position's title holds every core word of `title`: the same work, at any level. */
export function roleSupports(role: string, title: string): boolean {
  const core = titleCore(title)
  if (core.length === 0) return false
  const roleWords = new Set(titleCore(role))
  return core.every((w) => roleWords.has(w))
}

// An assistant or deputy to a manager is not the manager: "Assistant Store Manager" years are no
// years as a store manager (an assistant professor or a senior nurse still does the work itself).
const SECOND_IN_COMMAND = ['assistant', 'deputy']
const IN_CHARGE = new Set(['manager', 'director', 'head', 'supervisor', 'principal', 'superintendent'])

/** True when a position is the same work at every level `title` names ("Senior …" needs a senior post). */
function roleSupportsAtLevel(role: string, title: string): boolean {
  const roleLevels = levelsOf(role)
  const titleLevels = levelsOf(title)
  const inCharge = titleCore(title).some((w) => IN_CHARGE.has(w))
  return (
    roleSupports(role, title) &&
    [...titleLevels].every((level) => roleLevels.has(level)) &&
    TRAINING_LEVELS.every((level) => !roleLevels.has(level) || titleLevels.has(level)) &&
    (!inCharge || SECOND_IN_COMMAND.every((level) => !roleLevels.has(level) || titleLevels.has(level)))
  )
}

// "Placement", "(Internship)", "Praktikum": a note under a position that says it was training.
const TRAINING_NOTE =
  /^\(?(?:(?:work |industrial |sandwich )?placement(?: year)?|internship|apprenticeship|co-?op|praktikum|werkstudent(?:in)?|ausbildung)\)?\.?$/i

/** Whether a position was training, by its title or by the note that opens its description. */
function isTraining(e: WorkExperienceItem): boolean {
  const levels = levelsOf(e.role)
  return (
    TRAINING_LEVELS.some((level) => levels.has(level)) ||
    TRAINING_NOTE.test((e.description ?? '').split('\n')[0]!.trim())
  )
}

function monthsOf(experiences: WorkExperienceItem[], now: Date): number {
  const months = new Set<number>()
  for (const e of experiences) {
    const range = parseDuration(e.duration, now)
    if (!range) continue
    for (let m = range.startMonths; m <= range.endMonths; m++) months.add(m)
  }
  return months.size
}

/** Whole years in positions whose title supports `title` (0 when none is dated). */
export function yearsAs(profile: ProfileSections, title: string, now: Date = new Date()): number {
  const trainingTitle = TRAINING_LEVELS.some((level) => levelsOf(title).has(level))
  const roles = profile.workExperience.experiences.filter(
    (e) => roleSupportsAtLevel(e.role, title) && (trainingTitle || !isTraining(e)),
  )
  return Math.floor(monthsOf(roles, now) / 12)
}

/** Whole years across all dated positions, overlapping months counted once. */
export function totalYears(profile: ProfileSections, now: Date = new Date()): number {
  return Math.floor(monthsOf(profile.workExperience.experiences, now) / 12)
}

/**
 * For each distinct position title, and each such title without its level ("Quantity Surveyor" for
 * "Senior Quantity Surveyor"): the levels it names and the years the profile supports for it.
 */
export function yearsByTitle(
  profile: ProfileSections,
  now: Date = new Date(),
): { title: string; core: string[]; levels: string[]; years: number }[] {
  const seen = new Set<string>()
  const out: { title: string; core: string[]; levels: string[]; years: number }[] = []
  for (const e of profile.workExperience.experiences) {
    for (const title of [e.role, withoutLevel(e.role)]) {
      const core = titleCore(title)
      const levels = [...levelsOf(title)].sort()
      const key = `${core.join(' ')}|${levels.join(' ')}`
      if (core.length === 0 || seen.has(key)) continue
      seen.add(key)
      out.push({ title, core, levels, years: yearsAs(profile, title, now) })
    }
  }
  return out
}

/** The level words a text names ("senior", "lead"), as `yearsByTitle` lists them. */
export function levelsNamed(text: string): string[] {
  // In running text "I" is the writer, never the grade of "Research Associate I".
  return [...levelsOf(text)].filter((level) => level !== 'i').sort()
}
