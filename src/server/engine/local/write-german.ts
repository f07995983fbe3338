import { isCurrentRole } from '#shared/text/dates.ts'
import type { Variation } from '#shared/applications/application.schema.ts'
import { COMMUNICATION_STYLES, type CommunicationStyle, type ProcessingSpeed } from '#shared/constants.ts'
import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import { parseDuration } from '#shared/matching/durations.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import type { SentenceLedger } from '#server/engine/local/letter-context.ts'
import { splitSentences, stripEnd, upperFirst } from '#server/engine/local/phrasing.ts'
import { isGerman, listPhrase, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { WRITING_STYLES, type Family } from '#server/engine/local/writing-styles.ts'

// The package in German, for a person whose profile is written in German applying to a German
// posting: the evidence is German, so an English frame around it would mix two languages in one
// sentence. German bullets are mostly noun phrases ("Senkung der Stillstandzeiten um 15 %"): they
// are told with the article their last noun suffix calls for, or after a colon when no rule fits,
// never bent into a verb. Nothing here adds a fact the profile does not hold.

/** True when the profile is written in German and the posting is too. */
export function writesGerman(plan: ApplicationPlan): boolean {
  if (!plan.isGermanPosting) return false
  const own = collectEvidence(plan.profile)
    .filter((e) => e.kind === 'achievement' || e.kind === 'description' || e.kind === 'summary')
    .map((e) => e.text)
    .join(' ')
  return own.trim().length > 0 && isGerman(own)
}

const ENGLISH_WORDS = {
  summary: 'Summary',
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  certifications: 'Certifications',
  projects: 'Portfolio',
  interests: 'Interests',
  technical: 'Technical',
  professional: 'Professional',
  also: 'Also',
  languages: 'Languages',
}

/** Resume headings and skill-group labels in the language the package is written in. */
export function resumeWords(plan: ApplicationPlan): typeof ENGLISH_WORDS {
  return writesGerman(plan) ? GERMAN_WORDS : ENGLISH_WORDS
}

const GERMAN_WORDS: typeof ENGLISH_WORDS = {
  summary: 'Profil',
  experience: 'Berufserfahrung',
  skills: 'Kenntnisse',
  education: 'Ausbildung',
  certifications: 'Zertifikate',
  projects: 'Projekte',
  interests: 'Interessen',
  technical: 'Fachlich',
  professional: 'Überfachlich',
  also: 'Weitere',
  languages: 'Sprachen',
}

const NUMBER_WORDS = [
  'kein',
  'einem',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
]

/** "seit sieben Jahren" / "seit einem Jahr". */
function sinceYears(years: number): string {
  const n = years <= 12 ? NUMBER_WORDS[years]! : String(years)
  return `seit ${n} ${years === 1 ? 'Jahr' : 'Jahren'}`
}

/** "mit sieben Jahren Berufserfahrung" / "mit einem Jahr Berufserfahrung". */
function withYears(years: number): string {
  const n = years <= 12 ? NUMBER_WORDS[years]! : String(years)
  return `mit ${n} ${years === 1 ? 'Jahr' : 'Jahren'} Berufserfahrung`
}

// The grammatical gender of a German noun by its suffix, where the suffix decides it reliably.
const FEMININE = /(ung|heit|keit|schaft|ion|tät|ik|enz|anz|ie|ei|ur)$/
const MASCULINE = /(bau|schluss|ling|ismus|einsatz|wechsel|vertrieb|einkauf|verkauf|ablauf|betrieb)$/
const NEUTER = /(chen|lein|ment|um|programm|projekt|konzept)$/

/** The nominative article of a German noun ('' when its suffix does not decide it). */
function germanArticle(noun: string): '' | 'die' | 'der' | 'das' {
  const w = noun.toLowerCase()
  if (NEUTER.test(w)) return 'das'
  if (MASCULINE.test(w)) return 'der'
  if (FEMININE.test(w)) return 'die'
  return ''
}

/**
 * A German bullet as a phrase a sentence can carry in the nominative: "die Senkung der … um 15 %".
 * Null when the bullet does not open with a noun whose article is known.
 */
function nounPhrase(bullet: string): string | null {
  const text = stripEnd(bullet)
  const first = text.split(/\s+/)[0] ?? ''
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return null
  const art = germanArticle(first)
  return art ? `${art} ${text}` : null
}

/** A participle at the end ("… um 15 % gesenkt") lets the bullet follow "habe ich". */
function participleClause(bullet: string): string | null {
  const text = stripEnd(bullet)
  const last = text.split(/\s+/).at(-1) ?? ''
  return /^(ge\p{Ll}+(t|en)|\p{Ll}+iert)$/u.test(last) ? text : null
}

type Told = { sentence: string; source: string }

/** One or two achievements of a role in one sentence, or null when none can be told whole. */
function achievementsSentence(items: string[], employer: string, lead: number): Told | null {
  const where = employer ? `bei ${employer}` : 'dort'
  const nouns = items.map(nounPhrase)
  if (nouns.every(Boolean) && nouns.length) {
    const phrases = nouns as string[]
    const forms = [
      `Zu meinen Ergebnissen ${where} zählen ${listPhrase(phrases, 'und')}`,
      `${upperFirst(where)} gehen ${listPhrase(phrases, 'und')} auf meine Arbeit zurück`,
      `Auf meine Arbeit ${where} gehen ${listPhrase(phrases, 'und')} zurück`,
    ]
    // "gehen … zurück" needs a plural subject; one phrase takes "geht".
    const chosen = forms[lead % forms.length]!
    return {
      sentence:
        phrases.length === 1 ? chosen.replace(/\bgehen\b/, 'geht').replace(/\bzählen\b/, 'zählt') : chosen,
      source: items.join('\n'),
    }
  }
  const participles = items.map(participleClause)
  if (participles.every(Boolean) && participles.length)
    return {
      sentence: `${upperFirst(where)} habe ich ${listPhrase(participles as string[], 'und')}`,
      source: items.join('\n'),
    }
  // No rule fits: the person's own words after a colon.
  return { sentence: `${upperFirst(where)}: ${items.map(stripEnd).join('; ')}`, source: items.join('\n') }
}

function startYear(duration: string): string {
  const range = parseDuration(duration)
  return range ? String(Math.floor(range.startMonths / 12)) : ''
}

/** The German resume summary: title and honest years, strengths, the strongest result. */
export function germanSummary(plan: ApplicationPlan): string[] {
  const out: string[] = []
  if (plan.title) out.push(`${plan.title}${plan.titleYears > 0 ? ` ${withYears(plan.titleYears)}` : ''}.`)
  const strengths = (plan.matchedSkills.length ? plan.matchedSkills : plan.orderedSkills).slice(0, 3)
  if (strengths.length) out.push(`Schwerpunkte: ${listPhrase(strengths, 'und')}.`)
  const best = plan.achievements.find((a) => a.hasNumber) ?? plan.achievements[0]
  if (best) {
    const where = realValue(best.experience.company)
    out.push(`${where ? `Bei ${where}: ` : ''}${stripEnd(best.text)}.`)
  }
  return out
}

/** What each family leads with after the opening, in the German letter. */
const GERMAN_LAYOUT: Record<Family, ('results' | 'earlier' | 'learning' | 'skills' | 'manner')[]> = {
  professional: ['results', 'skills', 'earlier', 'learning', 'manner'],
  academic: ['learning', 'results', 'skills', 'earlier', 'manner'],
  creative: ['earlier', 'results', 'manner', 'skills', 'learning'],
}

function variantOf(plan: ApplicationPlan): number {
  let hash = 0
  for (const ch of `${plan.profile.personalInfo.fullName}|${plan.company}`)
    hash = (hash * 31 + ch.charCodeAt(0)) % 9973
  return hash
}

/**
 * The German cover letter: subject line, "Sehr geehrte Damen und Herren,", an opening that names
 * the role, the company and the person's honest years; paragraphs from the person's own results,
 * skills the posting names, earlier work and training, in the order of the style's family; a closing
 * with the company's name. The fast speed tells one paragraph of evidence, advanced all it has.
 */
export function writeGermanLetter(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
  ledger: SentenceLedger,
): string {
  const family = WRITING_STYLES[style].family
  const experiences = plan.profile.workExperience.experiences.filter((e) => realValue(e.role))
  const current = experiences[0]
  const employer = realValue(current?.company)
  // Each style, not only each family, picks its own phrasings and its own order of blocks.
  const si = COMMUNICATION_STYLES.indexOf(style)
  // The speeds word the same facts differently too, not only tell more or fewer of them.
  const v = variantOf(plan) + si + (speed === 'fast' ? 1 : speed === 'advanced' ? 2 : 0)
  // Styles three apart would share every choice taken modulo three: the second round shifts them.
  const round = Math.floor(si / 3)
  const company = plan.company
  const role = plan.role || 'die ausgeschriebene Stelle'

  const opening: string[] = [`ich bewerbe mich um die Stelle als ${role}${company ? ` bei ${company}` : ''}.`]
  if (plan.title && current) {
    const since = startYear(current.duration)
    const years = plan.titleYears > 0 ? sinceYears(plan.titleYears) : ''
    opening.push(
      family === 'creative' && since
        ? `${since} habe ich als ${realValue(current.role)}${employer ? ` bei ${employer}` : ''} angefangen${isCurrentRole(current.duration) ? ', und dort arbeite ich bis heute' : ''}.`
        : years && si % 2 === 1 && since && isCurrentRole(current.duration)
          ? `Seit ${since} bin ich als ${plan.title}${employer ? ` bei ${employer}` : ''} tätig.`
          : years
            ? `Ich arbeite ${years} als ${plan.title}${isCurrentRole(current.duration) && employer ? `, derzeit bei ${employer}` : ''}.`
            : `Zuletzt war ich als ${realValue(current.role)}${employer ? ` bei ${employer}` : ''} tätig.`,
    )
  }
  const description = current ? stripEnd(current.description) : ''
  if (description && speed !== 'fast' && (si % 3 !== 2 || speed === 'advanced')) {
    const phrase = nounPhrase(description)
    opening.push(
      phrase
        ? [
            `Mein Aufgabengebiet umfasst ${phrase.replace(/^(die|der|das) /, (a) => (a === 'der ' ? 'den ' : a))}.`,
            `Zu meinen Aufgaben gehört ${phrase}.`,
            `Dort verantworte ich ${phrase.replace(/^(die|der|das) /, (a) => (a === 'der ' ? 'den ' : a))}.`,
          ][v % 3]!
        : `Mein Aufgabengebiet: ${description}.`,
    )
  }

  const blocks: Record<(typeof GERMAN_LAYOUT)[Family][number], () => string[]> = {
    results: () => {
      // Each style starts at a different one of the role's results, so that letters of different
      // styles tell different evidence rather than the same two lines.
      const all = plan.achievements.filter((a) => a.experience === current)
      const start = all.length > 2 ? (si + round) % all.length : 0
      const rotated = [...all.slice(start), ...all.slice(0, start)]
      const own = rotated.slice(0, speed === 'fast' ? 1 : 2)
      const told = achievementsSentence(
        own.map((a) => a.text),
        employer,
        v + 1 + round,
      )
      if (!told) return []
      ledger.usedSources.add(told.source)
      // The advanced letter tells the role's further results as well.
      const more = speed === 'advanced' ? rotated.slice(2, 4) : []
      const further = more.map((a) => nounPhrase(a.text))
      return [
        `${told.sentence}.`,
        more.length && further.every(Boolean)
          ? `Auch ${listPhrase(further as string[], 'und')} ${further.length > 1 ? 'gehören' : 'gehört'} dort zu meinen Aufgaben.`
          : '',
      ]
    },
    earlier: () => {
      const earlier = experiences.slice(1, speed === 'advanced' ? 3 : 2)
      return earlier.flatMap((e) => {
        const from = startYear(e.duration)
        const where = realValue(e.company)
        const first = `${from ? `Ab ${from} ` : 'Davor '}war ich als ${realValue(e.role)}${where ? ` bei ${where}` : ''} tätig.`
        const items = e.achievements.filter((a) => a.trim()).slice(0, 1)
        const told = items.length ? achievementsSentence(items, '', 0) : null
        // The advanced letter says what the earlier role was about, too.
        const what = speed === 'advanced' ? nounPhrase(e.description) : null
        return [
          first,
          what ? `Dort gehörte ${what} zu meinen Aufgaben.` : '',
          told ? `${told.sentence}.` : '',
        ]
      })
    },
    learning: () => {
      const degree = plan.profile.education.degrees.find((d) => d.degree || d.field)
      const certs = plan.profile.education.certifications.map(stripEnd).filter(Boolean)
      const spoken = plan.profile.personalInfo.languages.map((l) => l.trim()).filter(Boolean)
      return [
        degree
          ? `Meine Qualifikation: ${[degree.degree, degree.field].filter(Boolean).join(', ')}${degree.institution ? ` (${degree.institution}${/\d{4}/.test(degree.year) ? `, ${/\d{4}/.exec(degree.year)![0]}` : ''})` : ''}.`
          : '',
        certs.length
          ? `Dazu ${certs.length === 1 ? 'kommt der Nachweis' : 'kommen die Nachweise'} ${listPhrase(
              certs.map((c) => `„${c}“`),
              'und',
            )}.`
          : '',
        spoken.length > 1 && speed !== 'fast' ? `Ich arbeite auf ${listPhrase(spoken, 'und')}.` : '',
      ]
    },
    skills: () => {
      const named = plan.matchedSkills.slice(0, 4)
      if (!named.length) return []
      return [
        si % 2 === 0
          ? `Die in der Ausschreibung genannten Kenntnisse in ${listPhrase(named, 'und')} bringe ich aus meiner bisherigen Arbeit mit.`
          : `Kenntnisse in ${listPhrase(named, 'und')}, die Sie in der Ausschreibung nennen, bringe ich mit.`,
      ]
    },
    manner: () => {
      const manner = stripEnd(plan.profile.personalityTraits.workStyle)
      if (!manner || manner.split(/\s+/).length > 12 || speed === 'fast') return []
      return [
        `Kolleginnen und Kollegen beschreiben meine Arbeitsweise als ${manner.charAt(0).toLowerCase()}${manner.slice(1)}.`,
      ]
    },
  }
  // The styles of one family lead with different blocks: each one after the first starts one later.
  const familyLayout = GERMAN_LAYOUT[family]
  const shift = COMMUNICATION_STYLES.filter((s) => WRITING_STYLES[s].family === family).indexOf(style)
  const layout = [
    ...familyLayout.slice(shift % familyLayout.length),
    ...familyLayout.slice(0, shift % familyLayout.length),
  ]
  const chosen = speed === 'fast' ? layout.slice(0, 2) : speed === 'medium' ? layout.slice(0, 3) : layout
  const body = chosen.map((k) => blocks[k]().filter(Boolean)).filter((p) => p.length)
  const motivation = plan.profile.personalityTraits.motivation.trim()
  if (speed === 'advanced' && /^(Ich|Mir|Mich|Mein)\b/.test(motivation))
    body.push(splitSentences(motivation).slice(0, 2))

  const closings = [
    `Gern stelle ich mich ${company ? `bei ${company}` : 'Ihnen'} in einem persönlichen Gespräch vor.`,
    `Über eine Einladung zum persönlichen Gespräch${company ? ` bei ${company}` : ''} freue ich mich.`,
    `Wenn ich Sie überzeugt habe, erzähle ich Ihnen gern im Gespräch mehr über meine Arbeit als ${plan.title || realValue(current?.role) || 'Fachkraft'}.`,
  ]
  const closing = closings[(v + 2 * round) % closings.length]!

  // Short remarks are joined to the paragraph before them, so the letter reads as paragraphs.
  const paragraphs: string[][] = [opening]
  for (const p of body) {
    if (p.join(' ').split(/\s+/).length < 14 && paragraphs.length > 1) paragraphs.at(-1)!.push(...p)
    else paragraphs.push([...p])
  }
  paragraphs.push([closing])
  const text = paragraphs
    .map((p) => p.filter((s) => s && ledger.claim(s)).join(' '))
    .filter(Boolean)
    .join('\n\n')
  const name = realValue(plan.profile.personalInfo.fullName)
  return [
    `Bewerbung als ${role}`,
    'Sehr geehrte Damen und Herren,',
    text,
    name ? `Mit freundlichen Grüßen\n${name}` : 'Mit freundlichen Grüßen',
  ].join('\n\n')
}

/** Three German variations: results, career path, what the person brings for the posting. */
export function writeGermanVariations(
  plan: ApplicationPlan,
  count: number,
  ledger: SentenceLedger,
): Variation[] {
  const experiences = plan.profile.workExperience.experiences.filter((e) => realValue(e.role))
  const out: Variation[] = []
  const measured = plan.achievements.filter((a) => a.hasNumber).slice(0, 3)
  if (measured.length)
    out.push({
      style: 'Ergebnisse',
      tone: 'Knapp und sachlich; Zahlen zuerst',
      content: [
        `${plan.title || 'Meine Arbeit'} in Zahlen${plan.company ? ` – für ${plan.company}` : ''}:`,
        ...measured.map(
          (a) =>
            `• ${stripEnd(a.text)}${realValue(a.experience.company) ? ` (${realValue(a.experience.company)})` : ''}`,
        ),
      ].join('\n'),
    })
  const first = experiences.at(-1)
  const last = experiences[0]
  if (first && last && first !== last) {
    const from = startYear(first.duration)
    const parts = [
      `Mein Weg führt${from ? ` seit ${from}` : ''} von der Stelle als ${realValue(first.role)}${realValue(first.company) ? ` bei ${realValue(first.company)}` : ''} zur Arbeit als ${realValue(last.role)}${realValue(last.company) ? ` bei ${realValue(last.company)}` : ''}.`,
    ]
    const unused = last.achievements.find((a) => a.trim() && !ledger.usedSources.has(a))
    const told = unused ? achievementsSentence([unused], '', 2) : null
    if (told) parts.push(`${told.sentence}.`)
    parts.push(
      `Diesen Weg möchte ich${plan.company ? ` bei ${plan.company}` : ''} als ${plan.role || 'Fachkraft'} fortsetzen.`,
    )
    out.push({
      style: 'Werdegang',
      tone: 'Persönlich; ein roter Faden von der ersten Stelle bis heute',
      content: parts.join(' '),
    })
  }
  const evidence = plan.arguments
    .map((a) =>
      a.evidence.find(
        (e) => e.kind === 'achievement' || e.kind === 'description' || e.kind === 'certification',
      ),
    )
    .filter((e): e is NonNullable<typeof e> => !!e)
  const lines = [...new Set(evidence.map((e) => stripEnd(e.text)))].slice(0, 4)
  if (lines.length)
    out.push({
      style: 'Passung',
      tone: 'Sachlich; was ich für die Ausschreibung mitbringe',
      content: [
        `Was ich für die Stelle als ${plan.role || 'ausgeschriebene Fachkraft'} mitbringe:`,
        ...lines.map((l) => `• ${l}`),
      ].join('\n'),
    })
  return out.slice(0, count).map((v) => ({
    ...v,
    content: v.content
      .split('\n')
      .map((line) =>
        splitSentences(line)
          .filter((s) => ledger.claim(s))
          .join(' '),
      )
      .filter(Boolean)
      .join('\n'),
  }))
}
