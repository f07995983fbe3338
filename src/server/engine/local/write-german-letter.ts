import { completionYear, isCurrentRole } from '#shared/text/dates.ts'
import { CAREER_BREAK, isCareerBreak } from '#shared/profile/career-break.ts'
import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import { employerName } from '#server/engine/local/evidence-sentences.ts'
import { stemWord } from '#shared/text/stem.ts'
import {
  bulletKind,
  closedList,
  decline,
  deedClause,
  germanTopic,
  isCurriculum,
  nounPhrase,
  sincePostSentence,
  spokenLanguages,
  titleInSentence,
  topicCases,
} from '#server/engine/local/german-grammar.ts'
import {
  GERMAN_VOICES,
  namedDegree,
  type GermanBlock,
  type GermanFacts,
  type Told,
} from '#server/engine/local/german-voices.ts'
import type { SentenceLedger } from '#server/engine/local/letter-context.ts'
import {
  isCredentialInProgress,
  splitSentences,
  spokenRole,
  stripEnd,
  upperFirst,
  isLetterCredential,
} from '#server/engine/local/phrasing.ts'
import { listPhrase, type ApplicationPlan, jobText } from '#server/engine/local/plan-application.ts'
import { startYear } from '#shared/matching/durations.ts'
import {
  germanDegree,
  ownTitle,
  sinceYears,
  forYears,
  strengths,
  trainingName,
  trainingPhrase,
} from '#server/engine/local/write-german.ts'
import { isSchoolLeaving, leadDegree } from '#server/engine/local/degree-title.ts'
import { germanPlace } from '#server/engine/local/german-names.ts'
import { germanRole, personGender } from '#server/engine/local/german-titles.ts'
import { angleClause, angleMain, germanCompanyAngle } from '#server/engine/local/german-company-angle.ts'

// The German cover letter: a subject line, the style's salutation, an opening that names the role
// and the company with the person's honest years, then the style's own blocks in the style's own
// order (results, requirements answered with evidence, daily work, a scene, skills, training,
// earlier work, manner), and the style's closing. The speeds change the depth: fast tells two blocks
// with one piece of evidence each; medium five blocks, two results and three requirements answered;
// advanced the whole layout and the style's reserve, three results, a fourth requirement, each
// requirement answered with two pieces of evidence where the profile has them, two earlier roles and
// the person's own motivation.

/** A bullet declined for a sentence, or null when no rule can tell it whole. */
function told(text: string): Told | null {
  const phrase = nounPhrase(text)
  if (!phrase) return null
  return {
    nom: decline(phrase, 'nom'),
    acc: decline(phrase, 'acc'),
    dat: decline(phrase, 'dat'),
    plural: phrase.isPlural === true,
  }
}

/**
 * A post before the earlier one goes further back: "Noch davor …", "Noch zuvor …", "Dem wiederum ging
 * … voraus", never the same step back twice.
 */
export function furtherBack(sentence: string): string {
  return sentence
    .replace(/^(Davor|Zuvor|Vorher) /, (_, word: string) => `Noch ${word.toLowerCase()} `)
    .replace(/^Dem ging /, 'Dem wiederum ging ')
}

// A description that names where the work was done, not the work: "Internistische Station mit 30
// Betten", "Gruppe mit 12 Kindern", "Gemeinschaftspraxis mit drei Ärztinnen". Its head noun, after an
// optional adjective, is a place or unit.
const SETTING_HEAD =
  /^(?:\p{Lu}\p{Ll}+(?:e|er|es|en)\s)?(?:\p{Lu}[\p{Ll}-]*)?(?:station|gruppe|filiale|abteilung|praxis|restaurant|hotel|werk|kita|klinik|einrichtung|wohnung|wohnungen|team|küche|lager|markt|schule)(?![\p{L}])/iu

/** Whether a role's description tells the place rather than the work done there. */
function isSetting(description: string): boolean {
  return SETTING_HEAD.test(description.trim())
}

/**
 * A role's description as the duties a sentence can carry, or null when it names the place rather
 * than the work. A closing apposition about the setting (", Werk mit 420 Beschäftigten", ", 30
 * Betten") is left out: "Mein Alltag besteht aus der Instandhaltung …, Werk mit 420 Beschäftigten"
 * reads as a list gone wrong. A list that goes on after its comma ("Konten, Sparen und …") stays whole.
 */
function dutiesOf(description: string): Told | null {
  const text = stripEnd(description)
  if (isSetting(text)) return null
  const comma = text.lastIndexOf(', ')
  const tail = comma > 0 ? text.slice(comma + 2) : ''
  const isApposition =
    !!tail &&
    text.indexOf(', ') === comma &&
    /^(?:\d|\p{Lu})/u.test(tail) &&
    !/\s(?:und|sowie|oder)\s/.test(tail) &&
    tail.split(/\s+/).length <= 6
  return told(isApposition ? text.slice(0, comma) : text)
}

/** Several bullets as one list phrase in each case. */
function toldList(items: Told[]): Told {
  return {
    nom: listPhrase(
      items.map((t) => t.nom),
      'und',
    ),
    acc: listPhrase(
      items.map((t) => t.acc),
      'und',
    ),
    dat: listPhrase(
      items.map((t) => t.dat),
      'und',
    ),
    plural: items.length > 1 || items.some((t) => t.plural),
  }
}

/**
 * A one-word topic in the person's own form when they list the same word: the posting's
 * "Erstellung von Jahresabschlüssen" is dative; the profile's "Jahresabschluss" can stand as subject.
 */
function ownWording(topic: string, plan: ApplicationPlan): string {
  if (!topic || /\s/.test(topic)) return topic
  const stem = stemWord(topic, 'de')
  const { technical, business, sap } = plan.profile.skills
  return [...technical, ...business, ...sap].find((s) => !/\s/.test(s) && stemWord(s, 'de') === stem) ?? topic
}

// A further deed in each style's own words: "Außerdem habe ich …", "Ferner habe ich …", "Dazu habe ich …".
const ALSO_DONE: Record<CommunicationStyle, string> = {
  business_leader: 'Außerdem habe ich',
  tech_leader: 'Zudem habe ich',
  cambridge_oxford: 'Darüber hinaus habe ich',
  stanford_bay_area: 'Ebenso habe ich',
  eth_zurich: 'Ferner habe ich',
  apple_creative: 'Dazu habe ich',
  spotify_creative: 'Und ich habe',
  ogilvy_creative: 'Nicht zuletzt habe ich',
}

// The word that adds a post held within a role to it, in each style's own words: "Seit 2016 bin ich
// daneben Praxisanleiterin …", "… war ich zusätzlich …".
const POST_ALSO: Record<CommunicationStyle, string> = {
  business_leader: 'daneben',
  tech_leader: 'zusätzlich',
  cambridge_oxford: 'überdies',
  stanford_bay_area: 'auch',
  eth_zurich: 'parallel dazu',
  apple_creative: 'ebenfalls',
  spotify_creative: 'außerdem',
  ogilvy_creative: 'obendrein',
}

// minWords: a letter whose layout tells less than this (a style that tells little, a profile whose
// bullets fit few of its blocks) goes on into the style's reserve.
const PER_SPEED = {
  fast: { blocks: 2, items: 1, evidencePerAnswer: 1, minWords: 0 },
  medium: { blocks: 5, items: 2, evidencePerAnswer: 1, minWords: 150 },
  advanced: { blocks: 12, items: 3, evidencePerAnswer: 2, minWords: 0 },
}

export function writeGermanLetter(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
  ledger: SentenceLedger,
): string {
  const voice = GERMAN_VOICES[style]
  const depth = PER_SPEED[speed]
  const experiences = plan.positions
  const current = experiences[0]
  const employer = employerName(current?.company)
  const isCurrent = !!current && isCurrentRole(current.duration)
  const role = plan.role
    ? titleInSentence(germanRole(plan.role, personGender(plan.profile)))
    : 'die ausgeschriebene Stelle'
  const facts: GermanFacts = {
    role,
    company: plan.company,
    title: titleInSentence(ownTitle(plan)),
    years: plan.titleYears > 0 && isCurrent ? sinceYears(plan.titleYears) : '',
    pastWork:
      current && !isCurrent && plan.titleYears > 0 && ownTitle(plan)
        ? `${upperFirst(forYears(plan.titleYears))} habe ich als ${titleInSentence(ownTitle(plan))} gearbeitet${employer ? `, zuletzt ${germanPlace('bei', employer)}` : ''}.`
        : '',
    // "Derzeit arbeite ich als …" only for a post the person holds now.
    currentRole: isCurrent ? titleInSentence(spokenRole(realValue(current?.role))) : '',
    employer,
    // "Ergebnisse, die sich messen lassen" only when there is a result with its measure to tell.
    hasNumbers: plan.achievements.some((a) => bulletKind(a.text) === 'outcome'),
    answered: 0,
    speed,
    why: '',
  }
  // Why this employer, in the writer's words from what the posting says it does.
  const angle = germanCompanyAngle(plan.job)
  if (angle) facts.why = angleClause(angle)
  const use = (text: string) => ledger.usedSources.add(text)
  const fresh = (text: string) => !ledger.usedSources.has(text)
  // "Seit 2016 Praxisanleiterin: …" as a whole sentence, with the span the role allows: a role that
  // has ended closes the span with its last year.
  const sincePost = (a: { text: string; experience: { duration: string } }) =>
    sincePostSentence(
      a.text,
      isCurrentRole(a.experience.duration) ? '' : completionYear(a.experience.duration),
      POST_ALSO[style],
    )
  /** A post or task taken on within a role ("Seit 2022 Vertretung des …: …") not yet told, as a sentence. */
  const postTaken = (experience: unknown): string[] => {
    const a = plan.achievements.find((x) => x.experience === experience && fresh(x.text) && sincePost(x))
    if (!a) return []
    use(a.text)
    return [sincePost(a)!]
  }
  // A training post's description is its curriculum ("Ausbildung in …"), not duties the person had.
  const duties = current && !isCurriculum(current.description) ? dutiesOf(current.description) : null
  // The answers are chosen first, so that the opening knows how many there are.
  const answered = voice.layout.includes('answers')
    ? answers(plan, voice, depth.items + 1, depth.evidencePerAnswer, fresh, use)
    : []
  facts.answered = answered.length

  // The style's sentence for a deed is used once; a second deed (the scene's, then the results') is
  // told in the style's words for a further one, never opening like the first.
  let deedsTold = 0
  const tellDeed = (clause: string) =>
    deedsTold++ === 0 ? voice.deed(clause, employer) : `${ALSO_DONE[style]} ${clause}.`
  // Trainings told so far, as a post or as the degree: each is told once.
  const trainings: string[] = []
  const blocks: Record<GermanBlock, () => string[]> = {
    results: () => {
      // The current role's results not yet told, measured ones first: a duty ("Dienstplanung für das
      // Team") is no result. A noun phrase is declined; a clause ("… um 18 % gesteigert") follows "ich habe".
      const taken = postTaken(current)
      const own = plan.achievements
        .filter((a) => a.experience === current && fresh(a.text) && bulletKind(a.text) !== 'duty')
        .filter((a) => told(a.text) || deedClause(a.text))
        .sort((a, b) => Number(bulletKind(b.text) === 'outcome') - Number(bulletKind(a.text) === 'outcome'))
        .slice(0, depth.items)
      own.forEach((a) => use(a.text))
      const nouns = own.flatMap((a) => told(a.text) ?? [])
      const deeds = own.flatMap((a) => (told(a.text) ? [] : (deedClause(a.text) ?? [])))
      // Deeds that hold an "und" of their own are told in two sentences, never as "… und … und …".
      const chained = deeds.length > 1 && deeds.some((d) => /\sund\s/.test(d))
      // A post taken on there ("Seit 2016 bin ich daneben Praxisanleiterin …") goes after the
      // sentence that names the place.
      return [
        nouns.length ? voice.results(toldList(nouns), employer) : '',
        deeds.length ? tellDeed(chained ? deeds[0]! : listPhrase(deeds, 'und')) : '',
        chained ? `${ALSO_DONE[style]} ${listPhrase(deeds.slice(1), 'und')}.` : '',
        ...taken,
      ].filter(Boolean)
    },
    answers: () => answered,
    duties: () => (duties && fresh(current!.description) ? [voice.duties(duties, employer, isCurrent)] : []),
    scene: () => {
      if (!current) return []
      // The scene's result: a measured one first, told as a noun phrase or as what the person did
      // ("… um 0,8 Mio. Euro gesteigert"); work done once only when nothing was measured.
      const mine = plan.achievements.filter(
        (a) => a.experience === current && fresh(a.text) && bulletKind(a.text) !== 'duty',
      )
      const measured = mine.filter((a) => bulletKind(a.text) === 'outcome')
      const nounResult = measured.find((a) => told(a.text))
      const deed = nounResult ? undefined : measured.find((a) => deedClause(a.text))
      const result = nounResult ?? (deed ? undefined : mine.find((a) => told(a.text)))
      if (result) use(result.text)
      if (deed) use(deed.text)
      // Duties an answer has already told are not told again in the scene.
      const ownDuties = duties && fresh(current.description) ? duties : null
      if (ownDuties) use(current.description)
      return voice
        .scene({
          year: startYear(current.duration),
          role: titleInSentence(spokenRole(realValue(current.role))),
          employer,
          isCurrent,
          duties: ownDuties ? ownDuties.acc : '',
          result: result ? told(result.text) : null,
          training: trainingPhrase(spokenRole(realValue(current.role)), '')?.nom ?? '',
        })
        .concat(deed ? [tellDeed(deedClause(deed.text)!)] : [])
        .concat(postTaken(current))
    },
    skills: () => {
      // A skill the letter has named already ("Was SAP MM angeht, …") is not listed again.
      const said = body.flat().join(' ').toLowerCase()
      const all = strengths(plan.matchedSkills)
      // "Dienstplanung mit SP-Expert" after "die Dienstplanung für 26 Pflegekräfte": its skills are told already.
      const toldInParts = (k: string) => {
        const found = findSkills(k)
        return found.length > 0 && found.every((s) => mentionsSkill(said, s))
      }
      const open = all.filter((k) => !toldInParts(k))
      const named = open.filter((k) => !said.includes(k.toLowerCase())).slice(0, 4)
      // One skill left over once the letter has named the others adds a line and nothing else.
      if (named.length === 1 && open.length > 1) return []
      return named.length ? [voice.skills(named)] : []
    },
    learning: () => {
      // A degree still under way ("Weiterbildung Stationsleitung (laufend)") is no finished degree.
      const held = leadDegree(
        plan.profile.education.degrees,
        (x) => Boolean(x.degree || x.field) && !isCredentialInProgress(`${x.degree} ${x.field} ${x.year}`),
      )
      // "Fachabitur" beside a completed "Ausbildung zum Steuerfachangestellten" (written as a post), or no degree
      // listed at all: the training is the qualification a letter names, never the school-leaving certificate.
      const trained = experiences.find(
        (e) => trainingPhrase(spokenRole(realValue(e.role)), '') && !isCurrentRole(e.duration),
      )
      const d =
        (!held || isSchoolLeaving(held.degree)) && trained
          ? {
              degree: trainingName(spokenRole(realValue(trained.role))),
              field: '',
              institution: employerName(trained.company),
              year: trained.duration,
            }
          : held
      const year = completionYear(d?.year ?? '')
      const trade = d ? germanDegree(d).trade : ''
      // A training the letter has told as an earlier post is not told again as the degree.
      const again = !!trade && trainings.some((t) => sameTrade(t, trade))
      if (trade) trainings.push(trade)
      return voice.learning(
        d && !again
          ? {
              ...namedDegree(germanDegree(d)),
              field: d.field.trim(),
              institution: d.institution.trim(),
              year,
            }
          : null,
        plan.profile.education.certifications
          .map(stripEnd)
          .filter((c) => c && !isCredentialInProgress(c) && isLetterCredential(c, jobText(plan.job))),
        speed === 'fast' ? [] : spokenLanguages(plan.profile.personalInfo.languages),
      )
    },
    // An earlier role, and beyond the fast speed its strongest result not yet told, in the
    // style's words for results: the medium and advanced letters tell more of the person's work.
    earlier: () =>
      experiences.slice(1, speed === 'advanced' ? 3 : 2).flatMap((e, i) => {
        const result =
          speed === 'fast'
            ? null
            : plan.achievements.find((a) => a.experience === e && fresh(a.text) && told(a.text))
        if (result) use(result.text)
        // With no result a phrase can carry, a post taken on there ("Seit 2016 Praxisanleiterin: …").
        const taken = speed === 'fast' || result ? [] : postTaken(e)
        const role = spokenRole(realValue(e.role))
        const from = startYear(e.duration)
        // An earlier post with the current employer is not named there again: "Davor war ich ab 2017
        // als Pflegefachmann tätig", after "Derzeit arbeite ich … in der Asklepios Klinik Altona".
        const place = employerName(e.company)
        const there = place === employer ? '' : place
        const training = trainingPhrase(role, there)
        if (training && trainings.some((t) => sameTrade(role, t))) return []
        if (training) trainings.push(role)
        const post = training
          ? voice.training(training, from)
          : voice.earlier(titleInSentence(role), there, from)
        return [
          i > 0 ? furtherBack(post) : post,
          result ? voice.earlierItem(told(result.text)!, bulletKind(result.text) !== 'duty', i) : '',
          ...taken,
        ]
      }),
    // The person's own words on why they apply: a story-telling style tells them at every depth.
    motivation: () => ownMotivation(plan),
    manner: () => {
      const manner = stripEnd(plan.profile.personalityTraits.workStyle)
      if (!manner || manner.split(/\s+/).length > 12 || speed === 'fast') return []
      return [voice.manner(closedList(manner.charAt(0).toLowerCase() + manner.slice(1)))]
    },
  }
  // The advanced letter goes on with the style's reserve: the further material the others leave out.
  // A letter whose layout finds too little in the profile (a scene with no result, requirements with
  // no evidence) draws on the reserve too rather than stay short.
  const body: string[][] = []
  for (const [i, kind] of [...voice.layout, ...voice.reserve].entries()) {
    if (body.length >= depth.blocks) break
    const told = body.flat().join(' ').split(/\s+/).length
    if (i >= voice.layout.length && speed !== 'advanced' && (told >= depth.minWords || voice.isShortFine))
      break
    const block = blocks[kind]().filter(Boolean)
    if (block.length) body.push(block)
  }
  if (speed === 'advanced' && !voice.layout.includes('motivation')) body.push(ownMotivation(plan))

  // Short remarks are joined to the paragraph before them, so the letter reads as paragraphs.
  // The opening and the closing in the speed's words: brief, as the style writes it, or detailed.
  const opening =
    speed === 'fast'
      ? voice.brief.opening(facts)
      : speed === 'advanced'
        ? [voice.detailed.lead(facts), ...voice.opening(facts).slice(1)]
        : voice.opening(facts)
  const closing =
    speed === 'fast'
      ? voice.brief.closing
      : speed === 'advanced'
        ? voice.detailed.closing(facts)
        : voice.closing(facts)
  // The reason closes the opening, unless the style's opening has given it already.
  const why =
    angle && !opening.some((s) => s.includes(facts.why))
      ? voice.why(facts.why, angleMain(angle), angleClause({ ...angle, more: undefined }))
      : ''
  const paragraphs: string[][] = [[...opening, germanCareerBreakLine(plan, style), why].filter(Boolean)]
  for (const p of body) {
    if (p.join(' ').split(/\s+/).length < 14 && paragraphs.length > 1) paragraphs.at(-1)!.push(...p)
    else paragraphs.push([...p])
  }
  paragraphs.push([closing])
  const claimed = paragraphs.map((p) => p.filter((s) => s && ledger.claim(s)))
  const places = experiences.map((e) => employerName(e.company)).filter(Boolean)
  const text = saidThere(claimed, places, plan.company)
    .map((p) => p.join(' '))
    .filter(Boolean)
    .join('\n\n')
  const name = realValue(plan.profile.personalInfo.fullName)
  return [
    voice.subject(role),
    voice.salutation(plan.company),
    text,
    name ? `${voice.signOff}\n${name}` : voice.signOff,
  ].join('\n\n')
}

/**
 * An employer named again right after the letter last named it is "dort": "Derzeit arbeite ich in der
 * Kita Pusteblume. … In der Kita Pusteblume habe ich …" -> "Dort habe ich …". Only when no other
 * employer (nor the one applied to, by name or as "Sie") was named in between, so "dort" points at
 * one place.
 */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function saidThere(paragraphs: string[][], employers: string[], company: string): string[][] {
  const places = [...new Set(employers)].map((e) => germanPlace('bei', e))
  const applied = company ? germanPlace('bei', company) : ''
  let last = ''
  // A place opening a sentence is written with a capital: "Im Unfallkrankenhaus …".
  const mentions = (sentence: string, place: string) =>
    Math.max(sentence.lastIndexOf(place), sentence.startsWith(upperFirst(place)) ? 0 : -1)
  return paragraphs.map((p) =>
    p.map((sentence) => {
      let out = sentence
      if (last && mentions(sentence, last) >= 0) {
        const head = `${upperFirst(last)} `
        // Inside a sentence only after a noun with its article or "mein": "Mein Aufgabengebiet dort
        // umfasst …"; "als Erzieherin dort" or "für Automatisierungstechnik dort" reads wrong.
        out = sentence.startsWith(head)
          ? `Dort ${sentence.slice(head.length)}`
          : sentence.replace(
              new RegExp(
                `(\\b(?:[Mm]ein\\p{Ll}{0,2}|der|die|das|dem|den) \\p{Lu}\\p{Ll}+) ${escapeRegExp(last)}(?= )`,
                'u',
              ),
              '$1 dort',
            )
      }
      // The place named last in this sentence is the one a following "dort" would point at.
      const named = [...places, applied]
        .filter(Boolean)
        .map((place) => ({ place, at: mentions(sentence, place) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => b.at - a.at)[0]
      if (named) last = named.place === applied ? '' : named.place
      // A sentence addressing the employer applied to ("dass Sie … fertigen") makes "dort" point there.
      if (/(?<![\p{L}])(?:Sie|Ihnen|Ihr\p{Ll}*)(?![\p{L}])/u.test(sentence) && !named) last = ''
      return out
    }),
  )
}

/**
 * The posting's requirements answered one by one, each by one piece of the person's evidence not
 * yet told: the requirement named by a short topic only when it names nothing the profile lacks.
 */
function answers(
  plan: ApplicationPlan,
  voice: (typeof GERMAN_VOICES)[CommunicationStyle],
  count: number,
  perAnswer: number,
  fresh: (text: string) => boolean,
  use: (text: string) => void,
): string[] {
  const profileText = collectEvidence(plan.profile)
    .map((e) => e.text)
    .concat(plan.orderedSkills)
    .join('\n')
  const own = { text: profileText.toLowerCase(), skills: new Set(findSkills(profileText)) }
  const out: [Told, Told][] = []
  const toldTopics: string[][] = []
  for (const argument of plan.arguments) {
    if (out.length >= count) break
    const topic = ownWording(germanTopic(argument.requirement), plan)
    if (!topic || !namesOnlyOwn(topic, own)) continue
    // "Inbetriebnahme" after "Inbetriebnahme von Anlagen": a topic told already is not answered twice.
    const words = topic.toLowerCase().split(/\s+/)
    if (toldTopics.some((t) => words.every((w) => t.includes(w)))) continue
    // The deeper letter searches further: a second piece of evidence for the same requirement.
    const evidence = argument.evidence
      .filter(
        (e) =>
          (e.kind === 'achievement' ||
            (e.kind === 'description' && !isCurriculum(e.text) && !isSetting(e.text))) &&
          fresh(e.text) &&
          told(e.text),
      )
      .slice(0, perAnswer)
    if (!evidence.length) continue
    const phrase = nounPhrase(topic)
    const subject = phrase
      ? {
          nom: decline(phrase, 'nom'),
          acc: decline(phrase, 'acc'),
          dat: decline(phrase, 'dat'),
          plural: false,
        }
      : { ...topicCases(topic), plural: false }
    const list = toldList(evidence.map((e) => told(e.text)!))
    // "Was die Dienstplanung angeht, verweise ich auf die Dienstplanung für 26 …": evidence that opens
    // with the topic itself answers nothing the topic adds; it is left for the results.
    if (list.nom.toLowerCase().startsWith(`${subject.nom.toLowerCase()} `)) continue
    evidence.forEach((e) => use(e.text))
    const duty = evidence.every((e) => e.kind === 'description' || bulletKind(e.text) === 'duty')
      ? isCurrentRole(
          plan.profile.workExperience.experiences[evidence[0]!.experienceIndex ?? -1]?.duration ?? '',
        )
        ? 'current'
        : 'past'
      : undefined
    toldTopics.push(words)
    out.push([subject, duty ? { ...list, duty } : list])
  }
  return out.map(([topic, evidence], i) => voice.answer(topic, evidence, out.length > 1 ? i : -1))
}

/** A topic names only what the profile holds: every skill, name and acronym in it. */
function namesOnlyOwn(topic: string, own: { text: string; skills: Set<string> }): boolean {
  const names = topic.match(/(?<![\p{L}\p{N}])(?:\p{Lu}{2,}[\p{L}\p{N}]*|\p{L}+\d[\p{L}\p{N}]*)/gu) ?? []
  return (
    findSkills(topic).every((s) => own.skills.has(s)) &&
    names.every((n) => own.text.includes(n.toLowerCase()))
  )
}

/** The person's motivation in their own first-person words (two sentences at most), or none. */
function ownMotivation(plan: ApplicationPlan): string[] {
  const motivation = plan.profile.personalityTraits.motivation.trim()
  return /^(Ich|Mir|Mich|Mein)\b/.test(motivation) ? splitSentences(motivation).slice(0, 2) : []
}

/**
 * Whether a training post ("Auszubildende Verwaltungsfachangestellte", "Auszubildender zum
 * Steuerfachangestellten") and a trade ("Verwaltungsfachangestellte (Fachrichtung …)") name the same
 * trade: the trade's first word, less its ending, is in the other.
 */
function sameTrade(a: string, b: string): boolean {
  const key = (text: string) => (text.match(/\p{L}{6,}/gu) ?? []).map((w) => w.toLowerCase().slice(0, -2))
  const words = new Set(key(a))
  return key(b).some((w) => words.has(w) || [...words].some((x) => x.startsWith(w) || w.startsWith(x)))
}

// A break named in English in a German letter, in the German word for it.
const ENGLISH_BREAK: [RegExp, string][] = [
  [/^(?:parental|maternity|paternity) leave/i, 'Elternzeit'],
  [/^family (?:leave|time)/i, 'Familienzeit'],
  [/^(?:sabbatical|gap year)/i, 'Sabbatjahr'],
]

/**
 * One honest sentence about a career break the profile holds ("Elternzeit", "Familienzeit" with
 * "Pflege der Mutter"), in the opening, as the English letter tells a returner's break: a letter that
 * says nothing of five years at home leaves the reader to find the gap. The break is told by the
 * name the person gave it, with its years and the person's own detail in brackets; each style says it
 * in its own words. Empty when the profile holds no dated break.
 */
export function germanCareerBreakLine(plan: ApplicationPlan, style: CommunicationStyle): string {
  const gap = plan.profile.workExperience.experiences.find((e) => isCareerBreak(e) && startYear(e.duration))
  if (!gap) return ''
  const from = startYear(gap.duration)
  const role = gap.role.trim()
  const named = [role, gap.company.trim()].find((x) => CAREER_BREAK.test(x)) ?? ''
  const name =
    ENGLISH_BREAK.find(([pattern]) => pattern.test(named))?.[1] ??
    (/^\p{Lu}\p{Ll}+$/u.test(named) && !/^(?:career|gap|break)/i.test(named) ? named : 'Auszeit')
  // The person's own words for it ("Pflege der Mutter"), when German and not the break's name again.
  const detail = role && !CAREER_BREAK.test(role) && !/^[A-Za-z\s]+$/.test(role) ? ` (${role})` : ''
  const state = /jahr$/i.test(name)
    ? `in einem ${name}${detail}`
    : /schutz$/i.test(name)
      ? `im ${name}${detail}`
      : `in ${name}${detail}`
  if (isCurrentRole(gap.duration))
    return `Seit ${from} bin ich ${state}; nun möchte ich in den Beruf zurückkehren.`
  const to = completionYear(gap.duration)
  const when = to && to !== String(from) ? `von ${from} bis ${to}` : `im Jahr ${from}`
  const When = upperFirst(when)
  // Each style in its own words, so that the sentence adds nothing to the styles' overlap.
  const said: Record<CommunicationStyle, string> = {
    business_leader: `${When} war ich ${state}; jetzt kehre ich in den Beruf zurück.`,
    tech_leader: `${When} war ich ${state}, daher die Lücke in meinem Lebenslauf; nun steige ich wieder ein.`,
    cambridge_oxford: `Wie mein Lebenslauf zeigt, war ich ${when} ${state}; nun möchte ich in den Beruf zurückkehren.`,
    eth_zurich: `Mein Lebenslauf weist ${when} eine Unterbrechung aus, weil ich ${state} war; nun kehre ich in den Beruf zurück.`,
    stanford_bay_area: `Ich war ${when} ${state}, das erklärt die Lücke im Lebenslauf. Jetzt geht es zurück in den Beruf.`,
    apple_creative: `${When} war ich ${state}. Jetzt komme ich zurück.`,
    spotify_creative: `${When} war ich ${state} – und jetzt freue ich mich auf den Wiedereinstieg.`,
    ogilvy_creative: `Die Lücke ${when}? ${name}${detail}. Jetzt bin ich zurück.`,
  }
  return said[style]
}
