import type { Variation } from '#shared/applications/application.schema.ts'
import type { CommunicationStyle } from '#shared/constants.ts'
import { germanRole, personGender } from '#server/engine/local/german-titles.ts'
import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import { startYear } from '#shared/matching/durations.ts'
import { completionYear, isCurrentRole } from '#shared/text/dates.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import type { SentenceLedger } from '#server/engine/local/letter-context.ts'
import { splitSentences, spokenRole, stripEnd, upperFirst } from '#server/engine/local/phrasing.ts'
import {
  BASIC_LEVEL,
  OFFICE_SUITE,
  isGerman,
  listPhrase,
  type ApplicationPlan,
} from '#server/engine/local/plan-application.ts'
import {
  bulletKind,
  clippedDeed,
  decline,
  deedClause,
  genderOf,
  germanTopic,
  isCurriculum,
  nounPhrase,
  sincePost,
  sincePostSentence,
  titleInSentence,
  topicCases,
} from '#server/engine/local/german-grammar.ts'
import { germanNominative, germanPlace } from '#server/engine/local/german-names.ts'
import { WRITING_STYLES, type Family } from '#server/engine/local/writing-styles.ts'
import { degreeTitle } from '#server/engine/local/degree-title.ts'
import { employerName } from '#server/engine/local/evidence-sentences.ts'

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
  software: 'Software',
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
  software: 'EDV',
  also: 'Weitere',
  languages: 'Sprachen',
}

// A trade named as a person ("Steuerfachangestellter", "Bankkauffrau", "Fachkraft für Lagerlogistik",
// "Erzieherin"), as opposed to a subject ("Steuern und Rechnungswesen", "Informatik").
const TRADE =
  /^(?:\p{Lu}\p{Ll}*(?:er|frau|mann|kraft|angestellte[rn]?|ant|ent|ist|eur|(?:er|ant|ent|ist|eur|og|at)in)|Koch|Köchin)$/u
const TRAINING_DEGREE =
  /^(?:(?:(?:duale|betriebliche|abgeschlossene)\s+)?(?:Berufs)?(?:ausbildung|Lehre|Umschulung)|Eidgenössisches Fähigkeitszeugnis|EFZ|Lehrabschluss(?:prüfung)?|(?:Abschluss|Facharbeiter|Gesellen)prüfung|Gesellenbrief|Facharbeiterbrief)$/i
const ACADEMIC_DEGREE = /^(?:Bachelor|Master)\b/
const FURTHER_TRAINING = /^(?:Weiterbildung|Fortbildung|Fachweiterbildung)$/
const TRAINING_WITH_TRADE = /^(Umschulung|Ausbildung|Lehre)\s+(?:(zum|zur|als)\s+)?(\p{Lu}.*)$/u
const MASTER_TITLE = /^(?:\p{Lu}[\p{Ll}-]*)?meister(?:in)?$/iu
const STATE_QUALIFICATION = /^(?:Staatlich\s+(?:anerkannte|geprüfte)r?|Geprüfte[r]?)\s+\p{Lu}/u

/**
 * A degree named as a German CV names it: a training with its trade is "Ausbildung als
 * Steuerfachangestellter" (the posting's own words), never "Ausbildung, Steuerfachangestellter"; a
 * Bachelor or Master names its subject with "in". `trade` is set for a training with its trade.
 */
export function germanDegree(d: { degree: string; field: string }): { title: string; trade: string } {
  const degree = d.degree.trim()
  const field = d.field.trim()
  const firstWord = (field.split(/\s+/, 1)[0] ?? '').replace(/,$/, '')
  // "Verwaltungsfachangestellte, Fachrichtung Kommunalverwaltung": the note after the comma in brackets.
  const comma = field.indexOf(', ')
  const trade = comma < 0 ? field : `${field.slice(0, comma)} (${field.slice(comma + 2)})`
  // "Hotel- und Gastgewerbeassistentin": an elided compound names its trade in its last word.
  const lastWord = (field.split(',', 1)[0] ?? '').trim().split(/\s+/).at(-1) ?? ''
  // "Kfz-Mechatroniker": a hyphenated trade by its last part.
  const isTrade = (word: string) => TRADE.test(word) || TRADE.test(word.split('-').at(-1) ?? '')
  // "Medizinische Fachangestellte": an adjective before the trade, as "Kfz-" is a part before it.
  const opensTrade = /-$/.test(firstWord) || /^\p{Lu}\p{Ll}+(?:e|er)$/u.test(firstWord)
  // In a sentence the trade's adjective is written small, as the letter writes the post itself.
  if (TRAINING_DEGREE.test(degree) && (isTrade(firstWord) || (opensTrade && isTrade(lastWord))))
    return { title: `Ausbildung als ${trade}`, trade: titleInSentence(trade) }
  // "Weiterbildung" with its title as the field ("Praxisanleiterin", "Bilanzbuchhalterin (IHK)"): the further
  // training to that title, never the label and the title quoted as one name.
  const titleWord =
    field
      .replace(/\s*\([^()]*\)$/, '')
      .split(/\s+/)
      .at(-1) ?? ''
  if (FURTHER_TRAINING.test(degree) && isTrade(titleWord)) {
    const to = /(?:in|frau|kraft)$/.test(titleWord) ? 'zur' : 'zum'
    return { title: `${degree} ${to} ${field}`, trade: titleInSentence(field) }
  }
  // "Umschulung Fachinformatiker für Systemintegration", "Ausbildung zum Bankkaufmann": the training
  // with its trade in one name is that training for that trade, never a document quoted as its name.
  // "Ausbildung zum Steuerfachangestellten" keeps its own case; the trade is named as a post is ("Steuerfachangestellter").
  const inOne = TRAINING_WITH_TRADE.exec(degree)
  if (inOne && isTrade(inOne[3]!.split(/\s+/, 1)[0]!.replace(/,$/, ''))) {
    const [, training, preposition, name] = inOne as unknown as [string, string, string | undefined, string]
    const nominative =
      preposition === 'zum'
        ? name.replace(/angestellten\b/, 'angestellter')
        : name.replace(/angestellten\b/, 'angestellte')
    return {
      title: preposition && preposition !== 'als' ? degree : `${training} als ${name}`,
      trade: titleInSentence(preposition === 'als' || !preposition ? name : nominative),
    }
  }
  // "Staatlich anerkannte Erzieherin", "Geprüfte Fachkauffrau": a state or chamber qualification named
  // as its trade is a training for that trade; the CV keeps its name, a letter says "Ausbildung als …".
  const named = STATE_QUALIFICATION.exec(degree)
  if (named && isTrade(degree.split(/\s+/).at(-1) ?? ''))
    return { title: degreeTitle(d), trade: titleInSentence(degree) }
  // "Meisterprüfung, Zimmermeister": the master craftsman's examination for the title it gives,
  // "Meisterprüfung als Zimmermeister", never the two words as a label.
  const master = [degree, field].find((w) => MASTER_TITLE.test(w))
  if (master && [degree, field].some((w) => /^Meister(?:prüfung|brief)$/i.test(w)))
    return { title: `Meisterprüfung als ${master}`, trade: '' }
  // "Examen, Altenpflege": the state examination in its field.
  if (/^(?:Staats)?[Ee]xamen$/.test(degree) && field) return { title: `Examen in ${field}`, trade: '' }
  // "Bachelor of Science in Health Studies" names its subject already: the field goes in brackets.
  if (ACADEMIC_DEGREE.test(degree) && field && !degree.toLowerCase().includes(field.toLowerCase()))
    return { title: /\sin\s/.test(degree) ? `${degree} (${field})` : `${degree} in ${field}`, trade: '' }
  return { title: degreeTitle(d), trade: '' }
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
export function sinceYears(years: number): string {
  const n = years <= 12 ? NUMBER_WORDS[years]! : String(years)
  return `seit ${n} ${years === 1 ? 'Jahr' : 'Jahren'}`
}

/** "fünf Jahre lang": years of work that has ended (a post left, a career break since). */
export function forYears(years: number): string {
  const n = years <= 12 ? NUMBER_WORDS[years]! : String(years)
  return `${years === 1 ? 'ein Jahr' : `${n} Jahre`} lang`
}

/** A German bullet as a phrase a sentence can carry in the nominative: "die Senkung der … um 15 %". */
function nominative(bullet: string): string | null {
  const phrase = nounPhrase(bullet)
  return phrase ? decline(phrase, 'nom') : null
}

type Told = { sentence: string; source: string }

/** One or two achievements of a role in one sentence, or null when none can be told whole. */
function achievementsSentence(items: string[], employer: string, lead: number): Told | null {
  const where = employer ? germanPlace('bei', employer) : 'dort'
  const nouns = items.map(nominative)
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
  // "Dort habe ich das Kreditvolumen … gesteigert": the object with its article where its gender is known.
  const participles = items.map((item) => deedClause(item) ?? clippedDeed(item))
  if (participles.every(Boolean) && participles.length)
    return {
      sentence: `${upperFirst(where)} habe ich ${listPhrase(participles as string[], 'und')}`,
      source: items.join('\n'),
    }
  // No rule fits: the person's own words after a colon.
  return { sentence: `${upperFirst(where)}: ${items.map(stripEnd).join('; ')}`, source: items.join('\n') }
}

/**
 * The person's title as they write it: an acronym ("DGKP", "MTRA") stays in capitals, where the plan's
 * spoken form writes an all-capitals title in title case ("Dgkp").
 */
export function ownTitle(plan: ApplicationPlan): string {
  const written = plan.profile.personalInfo.currentRole.trim()
  return /^\p{Lu}{2,6}$/u.test(written) && written.toLowerCase() === plan.title.toLowerCase()
    ? written
    : plan.title
}

/** The skills a summary or letter may name as strengths: none the person holds at a basic level. */
export function strengths(skills: readonly string[]): string[] {
  const held = skills.filter((s) => !BASIC_LEVEL.test(s))
  // "Schwerpunkte: Praxisanleitung und MS Office": an office suite is no focus of a trade that has others.
  const trade = held.filter((s) => !OFFICE_SUITE.test(s))
  return trade.length > 0 ? trade : held
}

/**
 * The German resume summary: title and honest years with the strengths in one sentence, then the
 * strongest result, both in the CV's clipped voice ("Telegrammstil") and never as labels
 * ("Schwerpunkte: …", "Bei der X: …").
 */
export function germanSummary(plan: ApplicationPlan): string[] {
  const out: string[] = []
  const matched = strengths(plan.matchedSkills)
  const focus = listPhrase((matched.length ? matched : strengths(plan.orderedSkills)).slice(0, 3), 'und')
  // "Front Office Supervisor seit vier Jahren", not "mit vier Jahren Berufserfahrung": the person
  // may have worked far longer in other posts.
  const title = plan.title
    ? `${ownTitle(plan)}${plan.titleYears > 0 ? ` ${sinceYears(plan.titleYears)}` : ''}`
    : ''
  if (title || focus)
    out.push(
      title && focus
        ? `${title} mit Schwerpunkt auf ${focus}.`
        : title
          ? `${title}.`
          : `Erfahrung mit ${focus}.`,
    )
  // The strongest result, not the first bullet with a digit: a measured outcome, then work done with
  // a count, and a duty only when the profile holds nothing else.
  const best =
    plan.achievements.find((a) => bulletKind(a.text) === 'outcome') ??
    plan.achievements.find((a) => bulletKind(a.text) === 'done' && a.hasNumber) ??
    plan.achievements.find((a) => bulletKind(a.text) === 'done') ??
    plan.achievements.find((a) => a.hasNumber) ??
    plan.achievements[0]
  if (best) {
    // A deed after the place, its clauses joined ("Bei der X Lieferantenbewertung … eingeführt und
    // Liefertreue … gesteigert"); any other bullet as written, the place after it in brackets. The
    // letter tells the same result in the first person.
    const where = employerName(best.experience.company)
    const deed = clippedDeed(best.text)
    const at = where ? germanPlace('bei', where) : ''
    // "Seit 2016 Praxisanleiterin: …" keeps its post and year, with the span the role allows and the
    // place after the post: "Von 2016 bis 2019 Praxisanleiterin im Klinikum …: 11 Auszubildende …".
    const since = sincePost(
      best.text,
      isCurrentRole(best.experience.duration) ? '' : completionYear(best.experience.duration),
    )
    out.push(
      since
        ? `${since.span} ${since.post}${at ? ` ${at}` : ''}: ${since.result}.`
        : deed && at
          ? `${upperFirst(at)} ${deed}.`
          : `${upperFirst(stripEnd(best.text))}${at ? ` (${at})` : ''}.`,
    )
  }
  return out
}

/**
 * How each family of styles heads and closes the German variations, as the English ones do: the
 * professional styles lead with numbers, the academic ones with evidence against the posting, the
 * creative ones with what the person is proud of and where the story goes next.
 */
const GERMAN_VARIATION_WORDS: Record<
  Family,
  {
    resultsHead: (plan: ApplicationPlan) => string
    resultsTone: string
    pathEnd: (plan: ApplicationPlan) => string
    pathTone: string
    fitHead: (plan: ApplicationPlan) => string
    fitTone: string
  }
> = {
  professional: {
    resultsHead: (p) =>
      `${p.title || 'Meine Arbeit'} in Zahlen${p.company ? ` – für die Stelle ${germanPlace('bei', p.company)}` : ''}:`,
    resultsTone: 'Knapp und sachlich; Zahlen zuerst',
    pathEnd: (p) =>
      `Diesen Weg möchte ich${p.company ? ` ${germanPlace('bei', p.company)}` : ''} als ${p.role || 'Fachkraft'} fortsetzen.`,
    pathTone: 'Persönlich; ein roter Faden von der ersten Stelle bis heute',
    fitHead: (p) => `Was ich für die Stelle als ${p.role || 'ausgeschriebene Fachkraft'} mitbringe:`,
    fitTone: 'Sachlich; was ich für die Ausschreibung mitbringe',
  },
  academic: {
    resultsHead: (p) => `Belegte Ergebnisse${p.role ? ` mit Blick auf die Stelle als ${p.role}` : ''}:`,
    resultsTone: 'Abwägend; jedes Ergebnis mit seinem Beleg',
    pathEnd: (p) =>
      `Die Stelle als ${p.role || 'Fachkraft'}${p.company ? ` ${germanPlace('bei', p.company)}` : ''} ist für mich der folgerichtige nächste Schritt.`,
    pathTone: 'Reflektiert; der Werdegang als Begründung',
    fitHead: (p) =>
      `Die Anforderungen der Stelle als ${p.role || 'ausgeschriebene Fachkraft'} und meine Nachweise:`,
    fitTone: 'Genau; Anforderung für Anforderung belegt',
  },
  creative: {
    resultsHead: (p) =>
      `Worauf ich stolz bin${p.company ? ` – und was ${germanNominative(p.company)} davon hat` : ''}:`,
    resultsTone: 'Lebendig; Ergebnisse als Schlagzeilen',
    pathEnd: (p) =>
      `Das nächste Kapitel möchte ich${p.company ? ` ${germanPlace('bei', p.company)}` : ''} schreiben, als ${p.role || 'Fachkraft'}.`,
    pathTone: 'Erzählend; eine kurze Geschichte in der ersten Person',
    fitHead: (p) => `Was ${p.company ? germanNominative(p.company) : 'Ihr Team'} von mir bekommt:`,
    fitTone: 'Direkt; was ich mitbringe, ohne Umwege',
  },
}

// A training post is told as itself ("von der Ausbildung zum Industriemechaniker"), not as a
// "Stelle als Ausbildung …"; the feminine ones take "der", the neuter ones "dem".
const FEMININE_TRAINING = /^(?:Ausbildung|Lehre|Umschulung|Weiterbildung|Hospitation)\b/i
const NEUTER_TRAINING =
  /^(?:Praktikum|Pflichtpraktikum|Studium|Duales Studium|Volontariat|Traineeprogramm|Referendariat)\b/i

/** A training post in the nominative and the dative: "meine Ausbildung …" / "meiner Ausbildung …". */
export type TrainingPhrase = { nom: string; dat: string }

/**
 * A training post as a phrase ("meine Ausbildung zum Bankkaufmann bei der Sparkasse …", "mein Studium
 * der Informatik"), never a post one held "als Ausbildung …"; null for any other role.
 */
export function trainingPhrase(title: string, employer: string): TrainingPhrase | null {
  const role = trainingName(title)
  const where = employer ? ` ${germanPlace('bei', employer)}` : ''
  if (FEMININE_TRAINING.test(role)) return { nom: `meine ${role}${where}`, dat: `meiner ${role}${where}` }
  if (NEUTER_TRAINING.test(role)) return { nom: `mein ${role}${where}`, dat: `meinem ${role}${where}` }
  return null
}

/**
 * "Davor habe ich ab 2017 meine Ausbildung zum Bankkaufmann bei der Sparkasse … absolviert": a
 * training post is completed, never a post one held "als Ausbildung …"; null for any other role.
 */
export function earlierTraining(title: string, employer: string, from: string): string | null {
  const phrase = trainingPhrase(title, employer)
  return phrase ? `Davor habe ich${from ? ` ab ${from}` : ''} ${phrase.nom} absolviert.` : null
}

/**
 * An apprentice's title as the training it names: "Auszubildender zum Steuerfachangestellten" ->
 * "Ausbildung zum Steuerfachangestellten", "Auszubildende Bankkauffrau" -> "Ausbildung als
 * Bankkauffrau" (the trade stays in the nominative after "als"), "Studierende Informatik" -> "Studium der
 * Informatik"; any other title as it is.
 */
export function trainingName(title: string): string {
  const named = /^(?:Auszubildende[rn]?|Azubi|Lehrling)\s+(zum|zur|als)\s+(\S.*)$/u.exec(title)
  if (named) return `Ausbildung ${named[1]} ${named[2]}`
  const trade = /^(?:Auszubildende[rn]?|Azubi|Lehrling)\s+(\p{Lu}.*)$/u.exec(title)
  if (trade) return `Ausbildung als ${trade[1]}`
  // The Swiss apprentice ("Lernender Elektroinstallateur") is in a Lehre.
  const apprentice = /^Lernende[rn]?\s+(\p{Lu}.*)$/u.exec(title)
  if (apprentice) return `Lehre als ${apprentice[1]}`
  // "Kochlehrling", "Maurerlehrling": the trade's Lehre.
  const compound = /^(\p{Lu}\p{Ll}{2,})lehrling$/u.exec(title)
  if (compound) return `Lehre als ${compound[1]}`
  // "Studierende Kindheitspädagogik HF (Praxis)": the study of a subject, not a post.
  const subject =
    /^(?:Studierende[rn]?|Student(?:in)?)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}{2,3})?)(?:\s*\([^()]*\))?$/u.exec(
      title,
    )
  // Only a feminine subject takes "der" ("der Informatik"); any other keeps the title.
  return subject && genderOf(subject[1]!.split(' ')[0]!) === 'f' ? `Studium der ${subject[1]}` : title
}

/** "von der Stelle als Instandhalter bei …", "zur Ausbildung zum …", "vom Praktikum im Hotel …". */
function station(
  preposition: 'von' | 'zu',
  experience: { role: string; company: string },
  isPlaceNamed = false,
): string {
  const role = titleInSentence(trainingName(spokenRole(realValue(experience.role))))
  const company = isPlaceNamed ? '' : employerName(experience.company)
  const where = company ? ` ${germanPlace('bei', company)}` : ''
  if (NEUTER_TRAINING.test(role)) return `${preposition === 'von' ? 'vom' : 'zum'} ${role}${where}`
  if (FEMININE_TRAINING.test(role)) return `${preposition === 'von' ? 'von der' : 'zur'} ${role}${where}`
  return preposition === 'von' ? `von der Stelle als ${role}${where}` : `zur Arbeit als ${role}${where}`
}

/** Three German variations: results, career path, what the person brings for the posting. */
export function writeGermanVariations(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  count: number,
  ledger: SentenceLedger,
): Variation[] {
  const words = GERMAN_VARIATION_WORDS[WRITING_STYLES[style].family]
  // The posting's title stands inside sentences there: "die Stelle als stellvertretende Kita-Leitung".
  const spoken = {
    ...plan,
    title: ownTitle(plan),
    role: titleInSentence(germanRole(plan.role, personGender(plan.profile))),
  }
  const experiences = plan.positions
  const out: Variation[] = []
  // Results are outcomes with their measure, then work done with a count; a duty with a number
  // ("Bearbeitung von Anträgen bis 50.000 Euro") is no result.
  const measured = [
    ...plan.achievements.filter((a) => bulletKind(a.text) === 'outcome'),
    ...plan.achievements.filter((a) => bulletKind(a.text) === 'done' && a.hasNumber),
  ].slice(0, 3)
  if (measured.length)
    out.push({
      style: 'Ergebnisse',
      tone: words.resultsTone,
      content: [
        words.resultsHead(spoken),
        ...measured.map(
          (a) =>
            `• ${stripEnd(a.text)}${employerName(a.experience.company) ? ` (${employerName(a.experience.company)})` : ''}`,
        ),
      ].join('\n'),
    })
  const first = experiences.at(-1)
  const last = experiences[0]
  if (first && last && first !== last) {
    const from = startYear(first.duration)
    // One employer throughout is named once: "Mein Weg bei der Sparkasse … führt von der Ausbildung … zur …".
    const place = employerName(first.company)
    const isOnePlace = !!place && place === employerName(last.company)
    const parts = [
      `Mein Weg${isOnePlace ? ` ${germanPlace('bei', place)}` : ''} führt${from ? ` seit ${from}` : ''} ${station('von', first, isOnePlace)} ${station('zu', last, isOnePlace)}.`,
    ]
    // A result on the way, never a duty ("Dienstplanung für das Team" is no step of a career).
    const unused = last.achievements.find(
      (a) => a.trim() && !ledger.usedSources.has(a) && bulletKind(a) !== 'duty',
    )
    // "Seit 2016 Praxisanleiterin: …" is told as the post it is, with the span the role allows.
    const taken = unused
      ? sincePostSentence(unused, isCurrentRole(last.duration) ? '' : completionYear(last.duration))
      : null
    const told = unused && !taken ? achievementsSentence([unused], '', 2) : null
    if (taken) parts.push(taken)
    else if (told) parts.push(`${told.sentence}.`)
    parts.push(words.pathEnd(spoken))
    out.push({
      style: 'Werdegang',
      tone: words.pathTone,
      content: parts.join(' '),
    })
  }
  // Each requirement's evidence under the requirement's topic ("Kundenberatung: Stationen in …").
  const shown = new Set<string>()
  const lines = plan.arguments
    .flatMap((a) => {
      const e = a.evidence.find(
        (x) =>
          x.kind === 'achievement' ||
          (x.kind === 'description' && !isCurriculum(x.text)) ||
          x.kind === 'certification',
      )
      const text = e ? stripEnd(e.text) : ''
      if (!text || shown.has(text)) return []
      shown.add(text)
      const topic = germanTopic(a.requirement)
      return [topic ? `${upperFirst(topicCases(topic).nom)}: ${text}` : text]
    })
    .slice(0, 4)
  if (lines.length)
    out.push({
      style: 'Passung',
      tone: words.fitTone,
      content: [words.fitHead(spoken), ...lines.map((l) => `• ${l}`)].join('\n'),
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
