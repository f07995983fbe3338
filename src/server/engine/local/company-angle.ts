import nlp from 'compromise'

import { storedHtmlLines } from '#shared/text/html-text.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { article, splitSentences } from '#server/engine/local/phrasing.ts'

// What the posting says about the company or its product, turned into the writer's own reason for
// applying: "Globex builds logistics software" -> { verb: "build", focus: "logistics software" }.
// Duties ("you will…") and requirements are never used; "our"/"we" become "your"/"you".

export type CompanyAngle = {
  /** Infinitive of what the company does ("build", "help"), or null for "is a …" sentences. */
  verb: string | null
  /** What it does it to / what it is, in second person ("logistics software", "a clinic network"). */
  focus: string
} | null

const MAX_WORDS = 14
// A clause ends at its first comma, semicolon, dash or bracket, or at a word that opens another clause.
const CLAUSE_END = /[,;(—–]| - /
const STOP =
  /\s+(?:which|where|while|since|because|so that|and we|and our|with offices|with over|headquartered|founded)\b.*$/i
// What a company does for the people it serves. Other verbs in a "we …" sentence describe how it feels
// or works ("we take great pride in", "we move fast"), which is no reason a writer gives for applying.
const MISSION_VERBS = new Set([
  'build',
  'make',
  'create',
  'design',
  'develop',
  'deliver',
  'provide',
  'help',
  'serve',
  'run',
  'operate',
  'manufacture',
  'produce',
  'supply',
  'connect',
  'power',
  'support',
  'protect',
  'care',
  'treat',
  'teach',
  'educate',
  'transform',
  'sell',
  'bring',
  'enable',
  'engineer',
  'distribute',
  'ship',
  'publish',
  'insure',
  'finance',
  'manage',
  'maintain',
  'install',
  'machine',
  'repair',
  'grow',
  'feed',
  'move',
])
const LEGAL =
  /\b(reserve the right|equal opportunity|verify|identity|applicants?|disabilit|accommodation|privacy|background check|e-verify|discriminat|protected|consent|cookies?|salary|benefits|compensation)\b/i
const DUTY =
  /\b(you will|you'll|your role|responsibilit|requirement|qualification|we are looking|we're looking|we are hiring|we're hiring|join (us|our)|apply|candidate|position|this role|the role)\b/i

function secondPerson(text: string): string {
  return text
    .replace(/\bour\b/gi, 'your')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bwe\b/gi, 'you')
    .replace(/\bus\b/g, 'you')
}

// "an engineering, design and advisory company": a comma inside a list of what the company is, which
// goes on to "and <word> <noun>", is no clause end (cut there, "an engineering" is no phrase).
const LISTED_KINDS = /^(\p{Ll}[^,;(—–]{0,60}?), ((?:[\p{L}-]+, )*[\p{L}-]+ (?:and|or) [\p{L}-]+ \p{L}+)/u

function shorten(focus: string, isIdentity = false): string | null {
  // Only what the company is: a verb's list of objects ("makes cheeses, butter and sauces") is the
  // posting's own list, cut to its first item.
  const listed = isIdentity ? LISTED_KINDS.exec(focus) : null
  const first = listed ? `${listed[1]}, ${listed[2]}` : (focus.split(CLAUSE_END)[0] ?? '')
  const cut = first
    .replace(STOP, '')
    .replace(/[.!?:]+$/, '')
    .trim()
  // Said in the writer's words, not quoted: the head of the phrase only ("scheduling software for
  // community health services" -> "scheduling software").
  const head = cut.split(/\s+/)
  const stop = head.findIndex(
    (w, i) =>
      i >= 2 &&
      /^(for|with|across|in|on|to|through|via|from|by|at|around|working|serving|helping|providing|offering|operating|delivering|supporting|that|who)$/i.test(
        w,
      ),
  )
  const words = stop > 0 ? head.slice(0, stop) : head
  // "a global medical device company and a leader [in orthopedics]": a second part the cut left without its
  // complement goes with the cut.
  const joined = words.findIndex(
    (w, i) => i >= 2 && /^and$/i.test(w) && /^(?:a|an|the)$/i.test(words[i + 1] ?? ''),
  )
  if (stop > 0 && joined > 0 && words.length - joined <= 4) words.splice(joined)
  // A participle left at the end by the cut ("catheters used [in cardiology]", "a dining room known
  // [for local produce]") goes with it, regular or not.
  if (
    words.length > 2 &&
    /(?:ed|wn|nt|t|ld|de|ne|ng)$/.test(words.at(-1)!) &&
    nlp(words.join(' ')).match('#PastTense$').found
  )
    words.pop()
  if (words.length < 2 || words.length > MAX_WORDS) return null
  // A focus must end on a word that can end a phrase.
  const short = words.join(' ')
  if (/\b(and|or|of|the|a|an|to|for|with|in|on|by|that|who|is|are)$/i.test(short)) return null
  return short
}

// The kind of organisation a name ends on, which its own text may leave out ("Little Voices Clinic", "Harper Macleod
// LLP", "Dis-Chem Pharmacies"): only after a name of four letters or more.
const ORG_KIND =
  /(?<=^\S{4,}(?:\s+\S+)*)\s+(?:clinic|hospital|group|ltd\.?|limited|llp|llc|inc\.?|plc|gmbh|partners|pharmacies|company|corporation|services|solutions|labs|studio)$/i

/**
 * What a sentence after the company's name says it is ("is a private clinic" -> "a private clinic";
 * "is South Africa's fastest-growing pharmacy retailer" -> "a pharmacy retailer", without its place's
 * boast), or null when the sentence says what the company does.
 */
export function identityOf(rest: string): string | null {
  const possessive = /^(?:is|are)\s+(?:\p{Lu}[\p{L}.-]*\s+){0,3}\p{Lu}[\p{L}.-]*['’]s\s+(\S.*)$/u.exec(rest)
  const kind = (possessive?.[1] ?? '')
    .split(/\s+/)
    .filter((w) => w && !/^\p{L}*est(?:-\p{L}+)?$/u.test(w))
    .join(' ')
  if (kind) return `${article(kind)} ${kind}`
  // "is the largest e-commerce and fintech company in Latin America": a boast holds only with its
  // scope, which the writer's short phrase would cut ("the largest … company" is no longer true); the
  // kind of company is said without it ("an e-commerce and fintech company").
  const boast = /^(?:is|are)\s+the\s+(?:\p{L}+est(?:-\p{L}+)?|leading|most\s+\p{L}+)\s+(\p{L}.*)$/u.exec(rest)
  if (boast) return `${article(boast[1]!)} ${boast[1]}`
  return /^(?:is|are)\s+((?:a|an|the|one of)\b.*)$/i.exec(rest)?.[1] ?? null
}

export function companyAngle(job: ExtractedJob): CompanyAngle {
  const company = job.company.trim()
  // Sentence by sentence within each block: a heading is never the subject of the sentence after it.
  const sentences = storedHtmlLines(job.description).flatMap(splitSentences).slice(0, 40)
  if (!sentences.length) return null
  // "Little Voices is a private clinic" under "Little Voices Clinic": a posting names itself without its kind too.
  const names = [company, company.replace(ORG_KIND, '')].filter((n, i, all) => n && all.indexOf(n) === i)
  const subject = company
    ? new RegExp(
        `^(?:At\\s+|The\\s+)?(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:,[^,]{0,40},)?\\s+`,
        'i',
      )
    : null
  for (const sentence of sentences) {
    if (sentence.length > 260 || DUTY.test(sentence) || LEGAL.test(sentence)) continue
    let rest: string | null = null
    if (subject && subject.test(sentence)) rest = sentence.replace(subject, '')
    else if (/^(we|we're|we are)\s+/i.test(sentence))
      rest = sentence.replace(/^(we're|we are|we)\s+/i, (m) => (/are|'re/i.test(m) ? 'are ' : ''))
    if (!rest) continue
    const identity = identityOf(rest)
    if (identity) {
      // "a 400-bed private hospital" -> "a private hospital": the posting's figures are not the writer's.
      // A size said as "of 320 pupils" goes whole with what follows it, never leaving "a school of pupils".
      const focus = shorten(
        secondPerson(identity)
          .replace(/\s+of\s+(?:(?:about|around|nearly|over|some|more than|almost)\s+)?\d.*$/i, '')
          .replace(/\s[^\s\d]*\d\S*(?=\s)/g, ''),
        true,
      )
      // "a 140-year-old Illinois agency" without its figure: the article goes with the word now after it.
      if (focus)
        return { verb: null, focus: focus.replace(/^an? (\S+)/, (_, w: string) => `${article(w)} ${w}`) }
      continue
    }
    const doc = nlp(`It ${rest}`)
    const verb = doc.verbs(0)
    const verbText = verb.text().split(/\s+/)[0] ?? ''
    if (!verbText || !rest.toLowerCase().startsWith(verbText.toLowerCase())) continue
    const infinitive = nlp(`It ${verbText}`).verbs(0).toInfinitive().text().split(/\s+/)[0]?.toLowerCase()
    if (!infinitive || !MISSION_VERBS.has(infinitive)) continue
    // "run 120 fashion stores": the writer says what the company does, not its figures, which are
    // the posting's and not the person's ("I want to help Monsoon run fashion stores").
    // A second verb joined to the first ("designs and manufactures catheters") is said in the
    // infinitive too; a number written as a word is the posting's figure like a digit is.
    const object = secondPerson(rest.slice(verbText.length).trim()).replace(
      /^and (\p{Ll}+s)\b/u,
      (whole, verb: string) => {
        const base = nlp(`It ${verb}`).verbs(0).toInfinitive().text().split(/\s+/)[0] ?? ''
        return /^\p{Ll}+$/u.test(base) && base !== verb ? `and ${base}` : whole
      },
    )
    const focus = shorten(
      object.replace(
        /^((?:and \p{Ll}+ )?)(?:(?:\d[\d,.]*\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: (?:hundred|thousand|million|billion))?|dozens of|hundreds of|thousands of|millions of)\s+/iu,
        '$1',
      ),
    )
    if (focus && !/\d/.test(focus)) return { verb: infinitive, focus }
  }
  return null
}

// A role that serves the company's own people, money or office (HR, finance, legal, purchasing,
// administration) or tells customers about what it sells (marketing, content, communications) does
// not make or run what the company sells: its writer does not "help <company> make sauces" nor
// "help Fynbos & Co make natural skincare". Told by the posting's title.
const SUPPORT_ROLE =
  /\b(?:marketing|content (?:lead|manager|creator|strategist|producer|specialist)|communications|social media|copywriter|public relations|HR|HRBP|human resources?|people (?:partner|operations|advisor|adviser|manager)|talent|recruit\w*|payroll|financ\w*|FP&A|accountant|accounting|accounts (?:payable|receivable)|bookkeep\w*|controller|treasury|auditor|tax|legal|lawyer|counsel|paralegal|solicitor|compliance|procurement|purchasing|buyer|office (?:manager|assistant|administrator)|administrative|receptionist|secretary|(?:executive|personal) assistant|facilities)\b/i

export function isSupportRole(title: string): boolean {
  return SUPPORT_ROLE.test(title)
}
