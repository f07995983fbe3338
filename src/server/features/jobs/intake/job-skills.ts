import { elidedMembers } from '#shared/matching/elided-compounds.ts'
import { compoundAbbreviation } from '#shared/matching/skill-ownership.ts'
import { isCondition } from '#shared/jobs/conditions.ts'
import { canonicalSkill, findSkillMatches } from '#shared/skills/skills-lexicon.ts'
import { detectLanguage } from '#shared/text/language.ts'
import { namesLanguage } from '#shared/matching/languages.ts'
import { isStopWord } from '#shared/text/stop-words.ts'
import { pageWords, wholeOnPage } from '#shared/text/written-on.ts'
import {
  isOrganisationName,
  isReportAddressee,
  occurrences,
  wholeName,
} from '#server/features/jobs/intake/name-bounds.ts'
import { findSkillPhrases, nounBefore } from '#server/features/jobs/intake/skill-phrases.ts'
import { QUALITY } from '#server/features/jobs/intake/phrase-words.ts'
import { isThingPlural } from '#server/features/jobs/intake/german-words.ts'
import { genderOf } from '#server/engine/local/german-grammar.ts'
import { isPayOrContact, type Sections } from '#server/features/jobs/intake/sections.ts'
import { fieldFromTitle, rolesFromTitle } from '#server/features/jobs/intake/title-role.ts'
import { withoutGenderMark } from '#shared/text/gender-mark.ts'

// The skills a careful reader lists for a posting, each in the posting's own words: lexicon skills
// found in the requirement, task and nice-to-have lines (the lexicon only recognises them; the
// listed name is the page's spelling), then skill phrases the NLP reader finds there that the
// lexicon does not know. The company blurb and the benefits are not read: "we are recruiting" is
// not a recruiting skill.

export type FindJobSkillsOptions = {
  sections: Pick<Sections, 'requirements' | 'responsibilities' | 'preferred'>
  /** The whole description, read only when the posting has too few bullets to stand on. */
  text: string
  /** Skills the page's structured data names; kept only when the page writes them too. */
  structured?: string[]
  /** The posting's title: the role it names is listed first. */
  title?: string
  /** Where the job is ("Stockport, GB"): a place the duties name is never a skill. */
  location?: string
  /** The employer: an abbreviation of its name ("… ICB") is the employer, never a skill. */
  company?: string
}

/** The page's words; written all in lower case, they take the capitals of the lexicon name they spell ("python" → "Python", "dbt" stays). */
function display(surface: string, name?: string): string {
  const clean = surface.trim().replace(/\s+/g, ' ')
  if (clean !== clean.toLowerCase()) return clean
  if (name && name.toLowerCase() === clean) return name
  return clean.charAt(0).toUpperCase() + clean.slice(1)
}

const MAX_SKILLS = 40
// A product named in one capitalised word ("Rightmove", "Booking.com", "Klaviyo").
const ONE_NAME = /^\p{Lu}[\p{L}\d]{3,}(?:\.\p{Ll}{2,3})?$/u

// "Level 4 Diploma in Arboriculture or higher", "a degree or equivalent": the word that widens what
// is asked is no skill.
const COMPARISON = /^(?:higher|above|equivalent|similar|comparable|better|greater)$/i

// A licence or a qualification with the class or level it names ("Führerschein Klasse C/CE", "NVQ Level 3").
const CLASS_OF = /\s(?:Klasse|Class|Level|Stufe)\s[A-Z\d][\w/+]*$/u

// "Ausbildung als Fachkraft für Lagerlogistik", "Weiterbildung zum Kaufmann für Büromanagement": a
// German qualification named after "als", "zum" or "zur" with its field after "für" is one name,
// which takes the place of the field ("Lagerlogistik") the lexicon found inside it. The title's own
// qualification is the title's role, listed (or not) as that.
function isQualificationFor(phrase: string, source: string): boolean {
  if (!/^\p{Lu}\S* für \p{Lu}/u.test(phrase)) return false
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}])(?:als|zum|zur) ${escaped}(?![\\p{L}])`, 'iu').test(source)
}

// A phrase that holds an elided coordination ("Anlagenmechaniker/in für Sanitär-, Heizungs- und
// Klimatechnik") says whole what the lexicon found a part of.
const ELIDES = /\p{L}-(?:,?\s+(?:und|oder|sowie|bzw\.?)\s|\/\p{L})/u

/** Whether `outer` holds `inner` as whole words ("crm systems" holds "crm"; "splunk" does not hold "spl"). */
function holdsWords(outer: string, inner: string): boolean {
  const at = outer.indexOf(inner)
  if (at === -1) return false
  const before = outer.charAt(at - 1)
  const after = outer.charAt(at + inner.length)
  return !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)
}
const BROAD =
  /^(?:sales|business|retail|insurance|logistics|hotel|hospitality|leadership|forecast|marketing|finance|management|operations|healthcare|engineering|design|technology|software|data|layout|packaging|compounding|dispensing|regression|wiring)$/i

const PEOPLE = /(?:managers|engineers|developers|designers|analysts|owners|officers|adjusters)$/i

// People a posting names as colleagues or the served ("Pharmacists, Nurses, Doctors", "junior
// pharmacists", "Learning Support Officers"): a plural of a profession is never a skill.
const PROFESSION_PLURAL =
  /(?:ists|ians|nurses|doctors|surgeons|carers|workers|officers|assistants|practitioners|midwives|paramedics|teachers|clerks|solicitors|lawyers|paralegals|chefs|porters|drivers|managers|supervisors|engineers|coordinators|advisers|advisors|consultants|surveyors|estimators|inspectors|auditors|adjusters|appraisers|apprentices|trainees)$/i
// What a person owns ("own car", "own tools"): something to have, not something to be able to do.
const POSSESSION = /^own\s+\p{L}/iu
// An industry or a trade's sector ("Lebensmittel- oder Verpackungsindustrie", "Baubranche", "the
// pharmaceutical industry"): where one has worked, read as a requirement of its own, not a skill.
const INDUSTRY = /(?:industrie|branche|industry|sector)$/iu

// A status, a record or an authority's word, alone or with a word of scope ("Registration",
// "Report", "National Guidance"): it says what a person holds or follows, not what they can do.
const STATUS =
  /^(?:(?:national|local|current|relevant|official|full|valid|professional|good)\s+)?(?:registration|accreditation|reports?|guidance|approval|clearance|membership|eligibility|status|standing)$/i

// German nouns that alone or with an adjective name an activity or a goal of any job ("Leitung",
// "Unterstützung", "Enge Zusammenarbeit", "Verfügbarkeit"), or a proof ("Gültiger Nachweis" über
// what is the skill), not a skill.
const DE_GENERIC_ALONE =
  /^(?:\p{L}+(?:e|en|er|es|em)\s+)?(?:leitung|führung|unterstützung|mitarbeit|zusammenarbeit|bearbeitung|sicherstellung|durchführung|verfügbarkeit|nachweis)$/iu

// The people a duty serves, described by what they do ("residents living with dementia", "patients
// requiring dialysis"): the phrase names the people, not a skill.
const PEOPLE_DOING =
  /^(?:residents|patients|people|clients|children|customers|students|pupils|families|users|individuals|adults|members|tenants|guests|visitors)\s+\p{Ll}+ing(?:\s+[\p{L}-]+){0,3}$/iu

// A degree's level without its field ("MS", "PhD", "BEng", "Hons", "Diplom", "Dipl.-Ing."), a German
// further training's level without its trade ("Weiterbildung zum Techniker oder Meister") or the kind
// of school ("FH") says what a person holds, not what they can do.
const DEGREE_LEVEL =
  /^(?:MS|MSc|BSc|BA|MA|PhD|BEng|MEng|Hons|MBA|B\.\s?(?:Sc|A|Eng)\.?|M\.\s?(?:Sc|A|Eng)\.?|Bachelor|Master|Diplom|Dipl\.-Ing\.(?:\s?\(FH\))?|Magister|Staatsexamen|FH|TH|TU|Techniker(?:in)?|Meister(?:in)?|Fachwirt(?:in)?)$/i
// An amount of money or a count with its unit ("15 Mio. Euro", "£30k"): what the work is worth, not a skill.
// "450 Beschäftigten", "22 units": a count of people or things is the size of the work, no skill.
// One word after the number only: "§ 37.3 SGB XI" names a rule, "5 Whys" a method the lexicon knows.
const COUNTED = /^\d[\d.,]*\+?\s+\p{L}[\p{L}-]*$/u
// "Saturday mornings", "night shifts", "weekends": when the work happens, no skill. "Kreis", "Gruppe": a collective
// noun alone ("einen Kreis von 450 Beschäftigten").
const WHEN =
  /^(?:[\p{L}-]+\s+)?(?:mornings?|evenings?|afternoons?|nights?|weekends?|shifts?|days?|weeks?|months?|hours?)$/iu
const COLLECTIVE = /^(?:kreis|gruppe|reihe|vielzahl|anzahl)$/i
// "Providing clinical supervision": the verb that offers a practice is no part of it.
const OFFERING = /^(?:providing|delivering|offering|giving)\s+(?=\S+\s+\S)/i

const AMOUNT =
  /^[$£€]?\s?\d[\d.,]*\s?(?:k|m|bn|mio\.?|mrd\.?|millionen|milliarden|million|billion|tsd\.?)?\s?(?:€|euro|eur|\$|usd|£|gbp|chf|dollars?|pounds?)?$/i

// The things a generic verb acts on, alone or with one word ("Courses", "Complex topics", "Report
// completion"): the topic of the work is named elsewhere, the noun itself is no skill.
const OBJECT_NOUN =
  /^(?:[\p{L}-]+\s+)?(?:topics?|subjects?|completion|courses?)$|^(?:[\p{L}-]+\s+){0,3}(?:figures|numbers)$/iu

// Where a line names the people or the company's own departments one works with, or whose expertise
// it is ("partner with subject matter experts in nursing, billing and patient services", "Enge
// Zusammenarbeit mit unserem Innendienst und der Konstruktion"): the rest of the clause is theirs,
// not the candidate's. An outside body one works with ("mit dem Jugendamt") is knowledge of it.
// The bodies a line names as examples of the agencies one works with or refers to ("external agencies
// such as CQC, district nurses and the local authority", "support agencies such as Citizens Advice")
// are parties too.
const PARTNERS =
  /\b(?:(?:experts|specialists|colleagues|professionals|clinicians|teams|departments|stakeholders|holders)\s+(?:in|from|across)|(?:agencies|bodies|organi[sz]ations|authorities|partners)\s+(?:such\s+as|including|like)|(?:queries|requests|enquiries|questions|calls|referrals)\s+from|(?:zusammenarbeit|zusammenarbeiten|abstimmung|austausch|schnittstellen?)\s+(?:mit|zu)\s+unser\p{L}*|gemeinsam\s+mit\s+(?:der|dem))\s[^.;:()\n]{1,120}/giu

// Where a German line names whom one is the contact for or works with ("Ansprechpartner für
// Wirtschaftsprüfer und Steuerberater", "Austausch mit Ärzten"): a person's noun there names the
// people, not the candidate's trade. A body ("Zusammenarbeit mit dem Finanzamt") stays knowledge of it.
const DE_CONTACT =
  /\b(?:ansprechpartner(?:in)?\s+für|(?:zusammenarbeit|austausch|kontakt|abstimmung|kommunikation)\s+mit|schnittstelle\s+zu|unterstützen\s+(?:sie\s+|du\s+)?unser\p{L}*)\s[^.;()\n]{1,120}/giu
const DE_PERSON = /^\p{Lu}\p{Ll}{3,}(?:er|erin|eur|eurin)$/u

// An abbreviation that names a body or a code's part, not a skill: the second part of a code joined
// by a hyphen ("FNP-BC"), or a body that accredits ("ACPE-accredited college"); the college is what
// the candidate attended. A body one is registered with ("CDHO") stays: registration is asked for.
const ABBREVIATION = /^[A-Z][A-Z0-9&]{1,5}$/

/**
 * "run groups on Saturday mornings": a time the page writes only after "on", "at" or "during" says when a duty is
 * done; "Availability to work evenings and weekends" asks for it.
 */
function isWhenOnly(phrase: string, source: string): boolean {
  return everyPlace(phrase, source, (at, lower) =>
    /\b(?:on|at|during|every|each|in the)\s+$/.test(lower.slice(Math.max(0, at - 12), at)),
  )
}

function isBodyOnly(skill: string, source: string): boolean {
  if (!ABBREVIATION.test(skill)) return false
  // A person one reports to or works under ("report falls to the RN", "under RN supervision", "to
  // the MLRO") is named by the abbreviation of the post.
  const body = new RegExp(
    `\\w-${skill}\\b|\\b${skill}-(?:accredited|approved|registered|certified|akkreditiert|zertifiziert)\\b|\\bto the ${skill}(?=\\s*(?:[.,;\\n]|$))|\\bunder (?:the )?${skill} (?:supervision|direction|oversight)\\b`,
    'gi',
  )
  const all = source.match(new RegExp(`\\b${skill}\\b`, 'g'))?.length ?? 0
  const asBody = source.match(body)?.length ?? 0
  return all > 0 && asBody >= all
}

/**
 * A field's noun alone, as the page writes it in lower case ("pharmacy", "medicines", "maintenance"):
 * not an abbreviation, a product or a name.
 */
function isBareNoun(skill: string, source: string): boolean {
  if (/\s/.test(skill.trim()) || ABBREVIATION.test(skill)) return false
  const key = skill.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\d])${key}(?![\\p{L}\\d])`, 'u').test(source)
}

// A German noun in the genitive after its article ("Kenntnisse des Vertragsrechts", "eines
// Industrieunternehmens"): the strong -s or -es ending after a consonant.
const GENITIVE_ARTICLE = /(?:^|\s)(?:des|eines)\s$/i
const GENITIVE_END = /(?<=[\p{Ll}]{4}[^\saeiouäöüsxzß])s$/u

/**
 * A German name the page writes only in the genitive, in the nominative the user would write it
 * ("Vertragsrechts" → "Vertragsrecht"): "You asked for Vertragsrechts" reads as a typo.
 */
// "im öffentlichen Dienst", "in der öffentlichen Verwaltung": an adjective declined after a dative or
// genitive article before a noun of known gender.
const DECLINED_ADJECTIVE = /^(\p{Ll}{3,})en (\p{Lu}\p{Ll}+)$/u
const DATIVE_MN = /(?:^|\s)(?:im|dem|vom|zum|beim|einem)\s$/i
const DATIVE_F = /(?:^|\s)(?:der|einer|zur)\s$/i

/** The adjective and its noun in the nominative ("öffentlicher Dienst"), where every place declines them. */
function nominativeAdjective(skill: string, source: string): string {
  const parts = DECLINED_ADJECTIVE.exec(skill)
  const gender = parts ? genderOf(parts[2]!) : null
  if (!parts || !gender) return skill
  const article = gender === 'f' ? DATIVE_F : DATIVE_MN
  const key = skill.toLowerCase()
  const lower = source.toLowerCase()
  const places = occurrences(key, lower)
  if (places.length === 0 || !places.every((at) => article.test(lower.slice(Math.max(0, at - 7), at))))
    return skill
  return `${parts[1]}${gender === 'm' ? 'er' : gender === 'n' ? 'es' : 'e'} ${parts[2]}`
}

function nominative(skill: string, source: string): string {
  const adjective = nominativeAdjective(skill, source)
  if (adjective !== skill) return adjective
  if (!GENITIVE_END.test(skill)) return skill
  const key = skill.toLowerCase()
  const lower = source.toLowerCase()
  let all = 0
  let genitive = 0
  for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
    all++
    // The article stands before the name, or before the first member of its elided pair ("des
    // Lohnsteuer- und Sozialversicherungsrechts").
    if (GENITIVE_ARTICLE.test(lower.slice(Math.max(0, at - 6), at))) genitive++
  }
  return all > 0 && genitive === all ? skill.slice(0, -1) : skill
}

// Words that frame a skill rather than make it specific ("sales experience", "forklift certification").
const FRAME =
  /^(?:experience|skills?|knowledge|background|expertise|understanding|abilit(?:y|ies)|qualifications?|certifications?|certificates?|licen[cs]es?|roles?|sector|industry|environments?|settings?|field|work|duties|tasks|tools|software|systems|platforms|packages|applications|techniques|methods|principles|and|or)$/i

/** Whether `phrase` names `noun` made specific: a word besides it that is not a frame word. */
function makesSpecific(phrase: string, noun: string): boolean {
  if (!holdsWords(phrase, noun)) return false
  return phrase
    .replace(noun, ' ')
    .split(/[\s/-]+/)
    .some((w) => w !== '' && !FRAME.test(w) && !isStopWord(w))
}

/** Whether the place `at` of `key` lies inside a place of one of the `longer` names. */
function isInsideAny(at: number, key: string, longer: string[], lower: string): boolean {
  return longer.some((s) => {
    const from = lower.lastIndexOf(s, at + key.length)
    return from !== -1 && from <= at && from + s.length >= at + key.length
  })
}

/** Whether the page writes `phrase` somewhere and every place passes `test`. */
// "a CPC, CCS-P or CCA credential from AAPC or AHIMA": the body a credential comes from is its issuer.
const ISSUED_FROM =
  /\b(?:credentials?|certificates?|certifications?|registration|licen[cs]es?)\s(?:issued\s)?(?:from|by)\s(?:the\s)?(?:[A-Z][A-Za-z]{1,7}\s(?:or|and)\s)?$/i

/** Whether every place the page writes an acronym is where a credential is issued from. */
function isIssuer(skill: string, source: string): boolean {
  return (
    /^[A-Z]{2,8}$/.test(skill) &&
    everyPlace(skill, source, (at) => ISSUED_FROM.test(source.slice(Math.max(0, at - 60), at)))
  )
}

function everyPlace(phrase: string, source: string, test: (at: number, lower: string) => boolean): boolean {
  const places = occurrences(phrase, source)
  const lower = source.toLowerCase()
  return places.length > 0 && places.every((at) => test(at, lower))
}

/**
 * Whether the page writes a bare field noun only as part of longer names: before another noun
 * ("pharmacy technician", "medicines reconciliation") or inside a listed skill ("community pharmacy").
 * Written alone or before a frame word ("forklift experience"), the noun is the skill itself.
 */
function isOnlyInCompounds(noun: string, skills: string[], source: string): boolean {
  const key = noun.toLowerCase()
  const longer = skills.map((s) => s.toLowerCase()).filter((s) => s !== key && holdsWords(s, key))
  return everyPlace(key, source, (at, lower) => {
    const next = /^ ([\p{L}-]+)/u.exec(lower.slice(at + key.length, at + key.length + 30))?.[1]
    return (
      (next !== undefined && !FRAME.test(next) && !isStopWord(next)) || isInsideAny(at, key, longer, lower)
    )
  })
}

// A kind of workplace ("a traffic office", "a design studio or agency", "a food plant"): where one
// worked, named after "a", not what one can do.
const WORKPLACE = /(?:^|\s)(?:office|studio|agency|plant|depot|shop|warehouse|kitchen)$/i

// "experience in a hotel or venue", "in a consultancy": one noun in lower case closing "in a" or "at a"
// (or the list such a noun opens) is where the work was done, whatever the place; "in a SOC, …" names
// a field.
const IN_A = /(?:^|\s)(?:in|at) an? (?:[\p{L}-]+ (?:or|and) )?$/u
const CLOSES = /^(?:\s*$|\s*[.,;:)\n]|\s(?:or|and)\s)/

/** Whether the page writes `phrase` only as a workplace after "a"/"an" (or after "or" in such a list). */
function isWorkplace(phrase: string, source: string): boolean {
  if (
    !phrase.includes(' ') &&
    everyPlace(
      phrase,
      source,
      (at, lower) =>
        source.slice(at, at + phrase.length) === phrase.toLowerCase() &&
        IN_A.test(lower.slice(Math.max(0, at - 40), at)) &&
        CLOSES.test(lower.slice(at + phrase.length)),
    )
  )
    return true
  return (
    WORKPLACE.test(phrase) &&
    everyPlace(phrase, source, (at, lower) =>
      /(?:^|\s)(?:an?|or)\s$/.test(lower.slice(Math.max(0, at - 4), at)),
    )
  )
}

/**
 * Whether the page writes a one-word find only as the first of two modifiers that share a noun
 * ("classroom and virtual workshops" beside "Virtual workshops"): it is half of an elided name.
 * A frame noun's modifier stays ("negotiation and presentation skills": negotiation is a skill).
 */
function isElidedModifier(word: string, skills: string[], source: string): boolean {
  // A plural or an activity's noun is a skill of its own ("planograms", "radiography", "soldering").
  if (/\s/.test(word.trim()) || /(?:s|ing|tion|sion|ment|graphy|logy|ance|ence|ics)$/.test(word)) return false
  const heads = skills.filter((s) => s.includes(' ') && s === s.toLowerCase())
  return everyPlace(word, source, (at, lower) => {
    // Written in lower case: a capitalised word starts a sentence or names a product.
    if (source.slice(at, at + word.length) !== word) return false
    // The second modifier is an adjective ("virtual"): "firewalls and endpoint protection" are two.
    const rest =
      /^ (?:and|or) ([\p{Ll}-]+(?:al|ic|ive|ous|ful|less|ible|able|ary) ([\p{Ll}-]+))(?![\p{L}\d])/u.exec(
        lower.slice(at + word.length, at + word.length + 60),
      )
    return rest !== null && !FRAME.test(rest[2]!) && heads.includes(rest[1]!)
  })
}

/**
 * "financial and management reporting": an adjective the page writes only as the first of two
 * modifiers sharing a listed noun phrase ("management reporting") is no skill alone; the pair is
 * listed as the page writes it. Null where the page writes the word otherwise.
 */
function sharedModifierPhrase(word: string, skills: string[], source: string): string | null {
  if (/\s/.test(word.trim()) || !/(?:al|ic|ive|ary)$/.test(word)) return null
  const heads = new Set(skills.filter((s) => s.includes(' ')).map((s) => s.toLowerCase()))
  const lower = source.toLowerCase()
  let whole: string | null = null
  const isShared = everyPlace(word, source, (at) => {
    const rest = /^ (?:and|or) ([\p{L}-]+ [\p{L}-]+)(?![\p{L}\d])/u.exec(
      lower.slice(at + word.length, at + word.length + 60),
    )
    // The pair shares a noun ("reporting"), not a trait's adjective ("punctual and customer focused").
    if (!rest || !heads.has(rest[1]!) || /(?:ed|al|ic|ive|ous|ful|able|ible)$/.test(rest[1]!)) return false
    whole ??= source.slice(at, at + word.length + rest[0].length)
    return true
  })
  return isShared ? whole : null
}

const GOODS_PLURAL =
  /(?:teilen|gruppen|komponenten|materialien|produkten|waren|gütern|artikeln|geräten|maschinen)$/u

/**
 * Whether a German elided pair names the things a duty is done to ("Beschaffung von Elektromechanik-
 * und Zukaufteilen"): its head, the last member, is a thing in the plural after "von", "mit" or "aus",
 * as a single noun there is.
 */
function isElidedThings(phrase: string, source: string): boolean {
  if (!ELIDES.test(phrase)) return false
  const head = phrase.split(/\s+/).at(-1)!
  // Parts, assemblies, components, materials, products and goods; cases and documents a duty
  // handles ("Kfz-Haftpflicht- und Kaskoschäden", "Heil- und Kostenplänen") are its work.
  return (
    GOODS_PLURAL.test(head) &&
    isThingPlural(head) &&
    everyPlace(phrase, source, (at, lower) =>
      /(?:^|\s)(?:von|mit|aus)\s$/.test(lower.slice(Math.max(0, at - 5), at)),
    )
  )
}

/** Whether every place the page writes `key` as whole words lies inside one of the `longer` names. */
function isOnlyInside(key: string, longer: string[], source: string): boolean {
  return everyPlace(key, source, (at, lower) => isInsideAny(at, key, longer, lower))
}

const PERSON_NOUN = /(?:yst|ist|ian|er|or|ant|ent|ee)$/

const SENIORITY = /^(?:senior|junior|lead|principal)\s+/i

/**
 * Whether a listed phrase names the title's role again: the role's person without a word before it
 * ("Instructional Designer" under "Senior Instructional Designer"), or with a word of seniority
 * ("Senior Instructional Designer" under "Instructional Designer"). The role is listed once, first.
 */
function isTitleRole(skill: string, roles: string[]): boolean {
  const lowered = skill.toLowerCase()
  const key = lowered.replace(SENIORITY, '')
  // German titles write the field after the person ("Bauleiter Hochbau"): the phrase must end in a person.
  if (!PERSON_NOUN.test(key)) return false
  return roles.some((role) => {
    const name = role.toLowerCase()
    return name.endsWith(` ${key}`) || (key !== lowered && name === key)
  })
}

/** Whether every place the page writes `skill` is followed by "role" or "position": it names a past job ("in a security analyst role"). */
function isRoleOnly(skill: string, source: string): boolean {
  const key = skill.toLowerCase()
  // A person's noun names the job ("analyst", "engineer"); a field before "role" is experience in it
  // ("an aerospace quality role").
  if (!PERSON_NOUN.test(key)) return false
  let all = 0
  let asRole = 0
  for (let at = source.indexOf(key); at !== -1; at = source.indexOf(key, at + 1)) {
    if (/[\p{L}\d]/u.test(source.charAt(at - 1)) || /[\p{L}\d]/u.test(source.charAt(at + key.length)))
      continue
    all++
    if (/^\s+(?:roles?|positions?)\b/.test(source.slice(at + key.length, at + key.length + 12))) asRole++
  }
  return all > 0 && asRole >= all
}

// A German plural gender mark ("Steuerberater:innen", "Ärzt*innen", "Lehrer/-innen"), or the inner
// capital of one ("WirtschaftsprüferInnen"): the noun names people in the plural.
const PLURAL_GENDER_MARK = /^(?:[:*_]|\/-?)innen(?![\p{L}\d])/u

/** Whether the page writes `skill` only with a plural gender mark: people one works with or serves, never a skill. */
function isPeoplePlural(skill: string, source: string): boolean {
  if (/\p{Ll}Innen$/u.test(skill)) return true
  const key = skill.toLowerCase()
  let all = 0
  let asPeople = 0
  for (let at = source.indexOf(key); at !== -1; at = source.indexOf(key, at + 1)) {
    if (/[\p{L}\d]/u.test(source.charAt(at - 1))) continue
    all++
    if (PLURAL_GENDER_MARK.test(source.slice(at + key.length, at + key.length + 8))) asPeople++
  }
  return all > 0 && asPeople >= all
}

/** Whether every place the page writes `skill` lies in a clause of the people one works with. */
function isPartnersOnly(skill: string, spans: string[], source: string): boolean {
  const key = skill.toLowerCase()
  if (!spans.some((span) => holdsWords(span, key))) return false
  let count = 0
  for (let at = source.indexOf(key); at !== -1; at = source.indexOf(key, at + 1)) {
    const before = source.charAt(at - 1)
    const after = source.charAt(at + key.length)
    if (!/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)) count++
  }
  const inSpans = spans.reduce((n, span) => {
    let found = 0
    for (let at = span.indexOf(key); at !== -1; at = span.indexOf(key, at + 1)) {
      if (!/[\p{L}\d]/u.test(span.charAt(at - 1)) && !/[\p{L}\d]/u.test(span.charAt(at + key.length))) found++
    }
    return n + found
  }, 0)
  return inSpans >= count
}

/** A listed phrase that names people or a status, whatever reader found it. */
function isPeopleOrStatus(skill: string): boolean {
  const last = skill.split(/\s+/).at(-1)!
  // "Ontario College of Pharmacists" is named by its first noun; "issues lists" are no people.
  const isPeople = PROFESSION_PLURAL.test(last) && !/\sof\s/i.test(skill) && !/(?:^|[^a])lists$/i.test(last)
  return (
    isPeople ||
    STATUS.test(skill.trim()) ||
    DE_GENERIC_ALONE.test(skill.trim()) ||
    POSSESSION.test(skill.trim()) ||
    INDUSTRY.test(skill.trim())
  )
}

/**
 * A German adjective the lexicon knows by its stem ("agilen" in "im agilen Scrum-Team"): inflected
 * and in front of a noun, it says what kind of thing the noun is; the page's skill is the noun.
 */
function isInflectedAdjective(surface: string, name: string, after: string): boolean {
  return (
    surface === surface.toLowerCase() &&
    surface !== name.toLowerCase() &&
    /(?:e|en|er|es|em)$/.test(surface) &&
    /^\s+\p{Lu}/u.test(after)
  )
}

// "A Working with Children Check is not required", "Kein Führerschein erforderlich" reads the other way:
// what the posting says is not needed.
const NOT_NEEDED_AFTER = /^\s*(?:is|are)\s+not\s+(?:required|needed|necessary|essential for this role)\b/i
const NOT_NEEDED_BEFORE = /\b(?:no|kein(?:e|en)?)\s+$/i
// "We are unable to offer visa sponsorship": what the employer says it does not give.
const NOT_OFFERED_BEFORE =
  /\b(?:unable to|cannot|can['’]t|do not|does not|don['’]t|will not|won['’]t|not able to) (?:offer|provide|give)\s+(?:any\s+)?$/i

// A post the requirements ask to have held: the phrase right after "as a" where a time or experience
// opens the clause ("3 years as a Chef de Partie or Junior Sous Chef", "experience as a Team Leader",
// "Erfahrung als Lagerist"), also the later members of an "or" list there. What one has been is the
// past job, read by the years reader; a registration or a training "as" something ("registration as
// a Pharmacy Technician with the Ontario College of Pharmacists", "Ausbildung als Fachlagerist")
// names a credential and stays.
const POST_HELD_BEFORE =
  /(?:\b(?:experience|years?|months?|time|background|stint|worked|working|served|erfahrung|berufserfahrung|tätigkeit|tätig|jahre[n]?)['’]?\s+(?:as|als)\s+(?:an?\s+|eine?[rnm]?\s+)?(?:([^.,;:()\n]{1,40})\s(?:or|oder|and|und)\s+(?:an?\s+|eine?[rnm]?\s+)?)?)$/iu

/** Whether every place the page writes `skill` names a post the applicant is asked to have held. */
function isPostHeld(skill: string, source: string): boolean {
  return everyPlace(skill, source, (at, lower) => {
    const held = POST_HELD_BEFORE.exec(lower.slice(Math.max(0, at - 90), at))
    // "as a Sous Chef or Junior Sous Chef in a hotel or high-volume restaurant": past a preposition the
    // list names where the post was held, not another post.
    return held !== null && !/\b(?:in|at|with|for|within|from|bei|im)\b/.test(held[1] ?? '')
  })
}

// The place or the status of a right to work ("must have the right to work in Australia", "authorized
// to work in the United States", "NZ residency or a valid work visa", "a Stamp 4 visa or EU
// citizenship"): a condition of the hire no profile shows, never a skill.
const WORK_RIGHT_BEFORE =
  /\b(?:(?:working|work)\s+rights\s+(?:in|for)\s+(?:the\s+)?$|(?:right|rights|authori[sz]ed|eligible|eligibility|entitled|permitted|permission|permit|allowed|able)\s+to\s+(?:live\s+and\s+)?work\s+(?:in|within|for)\s+(?:the\s+)?$)/iu
// A citizenship or a national service done ("EU-Bürgerschaft", "abgeleisteter Präsenz- oder Zivildienst")
// is a status the post requires, no skill.
const WORK_RIGHT_WORD =
  /(?:^|[\s-])(?:residency|citizenship|citizens?|permanent\s+residents?|residents?|visas?|work\s+permits?|aufenthaltstitel|arbeitserlaubnis|aufenthaltserlaubnis|staatsbürgerschaft|bürgerschaft|staatsangehörigkeit)$/iu

/** "Bürgerinnen und Bürger", "Kundinnen und Kunden": a German noun the page writes in both genders names people. */
function isPeoplePair(skill: string, source: string): boolean {
  if (/\s/.test(skill.trim())) return false
  const base = skill.trim().replace(/innen$/, '')
  if (base.length < 3) return false
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `(?<![\\p{L}])${escaped}innen (?:und|oder|bzw\\.) ${escaped}(?:en|n|e)?(?![\\p{L}])`,
    'u',
  ).test(source)
}

function isWorkRight(skill: string, source: string): boolean {
  return (
    (WORK_RIGHT_WORD.test(skill.trim()) && /^\p{Lu}/u.test(skill.trim())) ||
    /(?:zivil|präsenz|wehr)dienst$/iu.test(skill.trim()) ||
    everyPlace(skill, source, (at, lower) => WORK_RIGHT_BEFORE.test(lower.slice(Math.max(0, at - 50), at)))
  )
}

/**
 * Whether every place the page writes `skill` lies in a line that states a condition of the work
 * ("Bereitschaft zur Schichtarbeit im Drei-Schicht-System", "Willingness to work rotating shifts,
 * including weekend work"): what the applicant accepts, read by the match as a condition, no skill.
 */
function isConditionOnly(skill: string, source: string): boolean {
  return everyPlace(skill, source, (at) => {
    const start = source.lastIndexOf('\n', at) + 1
    const end = source.indexOf('\n', at)
    return isCondition(source.slice(start, end === -1 ? undefined : end).replace(/^[-•*·\s]+/, ''))
  })
}

/** Whether every place the page writes `skill` says it is not needed. */
function isNotNeeded(skill: string, source: string): boolean {
  const places = occurrences(skill, source)
  return (
    places.length > 0 &&
    places.every(
      (at) =>
        NOT_NEEDED_AFTER.test(source.slice(at + skill.length, at + skill.length + 40)) ||
        NOT_OFFERED_BEFORE.test(source.slice(Math.max(0, at - 40), at)) ||
        (NOT_NEEDED_BEFORE.test(source.slice(Math.max(0, at - 8), at)) &&
          /^\s*(?:\([^)]*\)\s*)?(?:required|needed|erforderlich|notwendig|nötig)\b/i.test(
            source.slice(at + skill.length, at + skill.length + 40),
          )),
    )
  )
}

/** Whether two spellings of one lexicon skill are different words ("Wartung", "Instandhaltung"), not one word spelt twice ("e-learning", "eLearning"), abbreviated ("ML") or inflected ("Hydraulik", "hydraulischen"). */
function isOtherWord(known: string, surface: string): boolean {
  const a = known.toLowerCase().replace(/[^\p{L}\d]/gu, '')
  const b = surface.toLowerCase().replace(/[^\p{L}\d]/gu, '')
  if (a === b) return false
  // An abbreviation spells the other's start ("ML", "machine learning"); one that starts with another
  // letter names another thing the lexicon files under the same name ("food safety (HACCP)").
  if (ABBREVIATION.test(known) || ABBREVIATION.test(surface)) return a.charAt(0) !== b.charAt(0)
  if (a.length < 5 || b.length < 5) return false
  // Two names of as many words that differ in one ("transport management", "transport planning")
  // are two pieces of work, whatever the lexicon files them under.
  const knownWords = known.toLowerCase().split(/\s+/)
  const surfaceWords = surface.toLowerCase().split(/\s+/)
  if (knownWords.length > 1 && knownWords.length === surfaceWords.length)
    return knownWords.some((w, i) => w.slice(0, 4) !== surfaceWords[i]!.slice(0, 4))
  // Words that share their first four letters are one word's forms ("organisation", "organization").
  return a.slice(0, 4) !== b.slice(0, 4) && !a.includes(b) && !b.includes(a)
}

// A quality word before a person's noun ("confident", "strong", "good", "persuasive", "skilled"), on
// the noun's own line: the last word of the line before ("audience engagement") says nothing of it.
const QUALITY_WORD = /(?:^|[^\p{L}])(\p{L}+(?:ent|ant|ive|ful|ous|ong|ood|ear|ate|al|ic|ble|ed))[ \t]$/u

/**
 * A skill the lexicon knows by a person's noun ("communicator", "negotiator") is what the page says
 * with the quality before it ("Confident communicator"): the noun alone is cut from the phrase.
 */
function withQuality(surface: string, before: string): string {
  if (surface.includes(' ') || !/\p{Ll}(?:or|er)$/u.test(surface)) return surface
  const quality = QUALITY_WORD.exec(before)?.[1]
  // "good", "great" are stop words, and the commonest qualities of all.
  return quality && (QUALITY.test(quality) || !isStopWord(quality)) ? `${quality} ${surface}` : surface
}

/**
 * A person's noun the lexicon files under another word's skill ("communicator" under Communication
 * Skills) with no quality before it: alone it names a kind of person, not the skill, and the skill's
 * own name is not the page's word, so nothing is listed.
 */
function isBarePersonNoun(listed: string, match: { name: string; category: string }): boolean {
  return (
    match.category === 'business' &&
    !listed.includes(' ') &&
    /\p{Ll}(?:or|er)$/u.test(listed) &&
    !match.name.toLowerCase().startsWith(listed.toLowerCase())
  )
}

/** The skills a careful reader lists for a posting (see `readJobSkills`). */
export function findJobSkills(options: FindJobSkillsOptions): string[] {
  return readJobSkills(options).skills
}

/**
 * The skills a careful reader lists for a posting, and apart from them the conditions of the work the
 * page names only in lines the applicant is asked to accept ("Schichtarbeit", "rotating shifts",
 * "weekend work", "Rufbereitschaft"): both in the page's own words.
 */
export function readJobSkills({
  sections,
  text,
  structured = [],
  title = '',
  location = '',
  company = '',
}: FindJobSkillsOptions): { skills: string[]; conditions: string[] } {
  const lines = [...sections.requirements, ...sections.responsibilities, ...sections.preferred]
  const source = lines.length >= 3 ? lines.join('\n') : text
  // A broad word ("Sales", "Retail", "Business") is a skill where the posting asks for it, not where
  // a duty names the trade ("Drive sales and profitability").
  const asked = lines.length >= 3 ? [...sections.requirements, ...sections.preferred].join('\n') : text
  const byName = new Map<string, string>()
  const language = detectLanguage(source)
  const extended: string[] = []
  for (const match of findSkillMatches(source, { isNested: false })) {
    // A known name the page writes inside a longer noun phrase ("front office management", not
    // "office management") is listed with the noun that opens that phrase.
    const modifier = language === 'en' && /\s/.test(match.surface) ? nounBefore(source, match.start) : null
    const surface = modifier ? `${modifier} ${match.surface}` : match.surface
    if (modifier) extended.push(surface.toLowerCase())
    if (language === 'de' && isInflectedAdjective(surface, match.name, source.slice(match.end))) continue
    // "software engineers and product managers": a role in the plural names the people, not a skill.
    if (PEOPLE.test(surface) && !PEOPLE.test(match.name)) continue
    // Nor after an article: "experience in a hotel" names the place, not a field.
    if (
      BROAD.test(surface) &&
      (!new RegExp(`\\b${surface}\\b`, 'i').test(asked) ||
        !new RegExp(`(?<!\\b(?:a|an|the)\\s)\\b${surface}\\b`, 'i').test(asked))
    )
      continue
    const known = byName.get(match.name)
    // Two words of the page the lexicon files under one name ("Inbetriebnahme, Wartung und Reparatur"
    // next to "Erfahrung in der Instandhaltung") are two skills to a reader: the second is listed too,
    // unless it is a spelling, an abbreviation or an inflection of the first.
    if (known && isOtherWord(known, surface)) {
      const key = `${match.name}\u0000${surface.toLowerCase()}`
      if (![...byName.values()].some((v) => v.toLowerCase() === surface.toLowerCase()))
        byName.set(key, surface)
      continue
    }
    // The page's spelling of the canonical name wins over an alias when the page uses both, unless
    // the alias is the name made specific ("preventive maintenance" beside "maintenance staff").
    if (
      !known ||
      (known.toLowerCase() !== match.name.toLowerCase() &&
        surface.toLowerCase() === match.name.toLowerCase() &&
        !holdsWords(known.toLowerCase(), match.name.toLowerCase())) ||
      (known.toLowerCase() === match.name.toLowerCase() &&
        surface.length > known.length &&
        holdsWords(surface.toLowerCase(), known.toLowerCase()))
    ) {
      const listed = withQuality(surface, source.slice(Math.max(0, match.start - 40), match.start))
      if (language !== 'en' || !isBarePersonNoun(listed, match)) byName.set(match.name, listed)
    }
  }
  const lowerSource = source.toLowerCase()
  for (const skill of structured) {
    const name = canonicalSkill(skill)
    if (name && !byName.has(name) && lowerSource.includes(skill.toLowerCase())) byName.set(name, skill)
  }
  // "Front Office" is written only inside "front office management", listed whole above.
  const skills = [...byName.entries()]
    .filter(([, surface]) => {
      const key = surface.toLowerCase()
      const longer = extended.filter((e) => e !== key && holdsWords(e, key))
      return longer.length === 0 || !isOnlyInside(key, longer, source)
    })
    .map(([name, surface]) => display(surface, name.split('\u0000')[0]))
  const seen = new Set(skills.map((s) => s.toLowerCase()))
  const phraseLines =
    lines.length >= 3
      ? [...sections.requirements, ...sections.preferred, ...sections.responsibilities]
      : text.split('\n').filter((line) => !isPayOrContact(line))
  const known = skills.length
  const madeSpecific = new Set<string>()
  const loweredSource = source.toLowerCase()
  const partners = [...loweredSource.matchAll(PARTNERS)].map((m) => m[0])
  for (const phrase of findSkillPhrases(phraseLines, language, new Set(sections.responsibilities))) {
    const key = phrase.toLowerCase()
    // A phrase of the parties one works with ("the local authority safeguarding team") is theirs: it
    // neither is a skill nor makes a listed field noun specific ("Follow safeguarding procedures").
    if (isPartnersOnly(phrase, partners, loweredSource)) continue
    // A phrase the lexicon knows was listed by it, unless it is another compound of the same
    // abbreviation ("CNC-Programmierung" next to "CNC-Bearbeitungszentrum"): a different piece of work.
    const abbreviation = compoundAbbreviation(phrase)?.toLowerCase()
    const isOtherCompound =
      abbreviation !== undefined &&
      !skills.some(
        (s) =>
          s.toLowerCase() !== abbreviation &&
          (holdsWords(key, s.toLowerCase()) || holdsWords(s.toLowerCase(), key)),
      )
    if (seen.has(key) || (canonicalSkill(phrase) && !isOtherCompound)) continue
    // A bare abbreviation the reader found alone is what a longer phrase says in full ("PV" in
    // "solar PV installation", "BS" in "BS 7671", "UX" in "UX research"): the phrase takes its place.
    const bare = skills.findIndex(
      (s, i) => i >= known && /^[A-Z][A-Z0-9]{1,5}$/.test(s) && holdsWords(key, s.toLowerCase()),
    )
    // "JPA/Hibernate" next to "Hibernate" pairs two listed skills: neither takes the other's place.
    const holdsOther =
      key.includes('/') && skills.some((s, i) => i !== bare && holdsWords(key, s.toLowerCase()))
    if (bare !== -1 && !holdsOther) {
      seen.add(key)
      skills[bare] = display(phrase)
      continue
    }
    // An elided phrase or an abbreviation's German compound says whole what the lexicon found a
    // part of ("Wartungs" in "Wartungs-, Inspektions- und Reparaturarbeiten", "BtM" in
    // "BtM-Dokumentation"): the phrase takes the part's place.
    // So does a licence with its class ("Führerschein Klasse C/CE").
    const isWhole =
      elidedMembers(phrase) !== null ||
      ELIDES.test(phrase) ||
      compoundAbbreviation(phrase) !== null ||
      CLASS_OF.test(phrase) ||
      (isQualificationFor(phrase, source) && !holdsWords(title.toLowerCase(), key))
    const part = isWhole ? skills.findIndex((s) => holdsWords(key, s.toLowerCase())) : -1
    if (part !== -1) {
      seen.add(key)
      skills[part] = display(phrase)
      continue
    }
    // A phrase that holds or is held by a listed skill adds nothing ("CRM systems" next to "CRM"),
    // unless the listed skill is a bare field noun the phrase makes specific ("Pharmacy" of "community
    // pharmacy", "Medicines" of "medicines reconciliation"): the phrase is the skill, the noun goes.
    const heldBare =
      language === 'en' && key.includes(' ') && !holdsWords(title.toLowerCase(), key)
        ? skills.filter((s) => isBareNoun(s, source) && makesSpecific(key, s.toLowerCase()))
        : []
    if (heldBare.length > 0) {
      for (const s of heldBare) madeSpecific.add(s)
      seen.add(key)
      skills.push(display(phrase))
      continue
    }
    if (skills.some((s) => holdsWords(key, s.toLowerCase()) || holdsWords(s.toLowerCase(), key))) continue
    seen.add(key)
    skills.push(display(phrase))
  }
  // "on Rightmove and Zoopla", "from Booking.com and Expedia": a one-word name joined by "and" or "or"
  // to a one-word product name already listed is another of its kind.
  if (language === 'en')
    for (const product of skills.filter((p) => ONE_NAME.test(p) && !namesLanguage(p))) {
      const escaped = product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const sibling = new RegExp(
        `(?<![\\p{L}\\d])${escaped},? (?:and|or|&) (\\p{Lu}[\\p{L}\\d]{3,}(?:\\.\\p{Ll}{2,3})?)(?![\\p{L}\\d]| \\p{Lu})|(?<![\\p{L}\\d.])(?<!\\p{Lu}[\\p{L}\\d]* )(\\p{Lu}[\\p{L}\\d]{3,}(?:\\.\\p{Ll}{2,3})?),? (?:and|or|&) ${escaped}(?![\\p{L}\\d])`,
        'gu',
      )
      for (const match of source.matchAll(sibling)) {
        const name = match[1] ?? match[2]!
        // "European", "American": a people's adjective names a market or a style, not a product.
        if (
          !isStopWord(name.toLowerCase()) &&
          !namesLanguage(name) &&
          !/(?:ean|ian|ish|ese|can)$/.test(name) &&
          !seen.has(name.toLowerCase()) &&
          !skills.some((s) => s.toLowerCase() === name.toLowerCase())
        ) {
          seen.add(name.toLowerCase())
          skills.push(name)
        }
      }
    }
  // The title's role comes first; it stands beside the skills its words hold ("Children's Social
  // Worker" next to "Social Work"), so it takes no part in the holding checks above.
  // The field the title names after the role ("– Oncology", "Fachrichtung Drehtechnik") follows it,
  // unless a listed skill already says it.
  const field = fieldFromTitle(title)
  const lowered = field?.toLowerCase()
  if (
    lowered &&
    !skills.some((s) => holdsWords(s.toLowerCase(), lowered) || holdsWords(lowered, s.toLowerCase()))
  )
    skills.unshift(field!)
  // The posting's own title is not a skill: its role is listed only where the requirements ask for it
  // ("Abgeschlossene Ausbildung als Kfz-Mechatroniker", "You are a Registered Veterinary Nurse").
  const loweredAsked = asked.toLowerCase()
  const titleRoles = rolesFromTitle(title)
  // The title's seniority ("Senior", "Lead") is the post's level: the role is listed as the requirements
  // ask for it, with a seniority only where they write one.
  const roles = titleRoles
    .filter((role) => holdsWords(loweredAsked, withoutGenderMark(role).toLowerCase().replace(SENIORITY, '')))
    .map((role) =>
      holdsWords(loweredAsked, withoutGenderMark(role).toLowerCase()) ? role : role.replace(SENIORITY, ''),
    )
  const places = new Set(
    location
      .split(/[,;/]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  const contacts = [...loweredSource.matchAll(DE_CONTACT)].map((m) => m[0])
  const spokenRoles = new Set(titleRoles.map((role) => withoutGenderMark(role).toLowerCase()))
  const lowerSkills = skills.map((s) => s.toLowerCase())
  const rest = skills.filter(
    (s) =>
      !(madeSpecific.has(s) && isOnlyInCompounds(s, skills, source)) &&
      !isOrganisationName(s, company) &&
      !isWorkplace(s, source) &&
      !(language === 'de' && isElidedThings(s, source)) &&
      !isElidedModifier(s.toLowerCase(), lowerSkills, source) &&
      !isReportAddressee(s, source) &&
      !spokenRoles.has(withoutGenderMark(s).toLowerCase()) &&
      !isTitleRole(s, titleRoles) &&
      !isPeopleOrStatus(s) &&
      !places.has(s.toLowerCase()) &&
      !DEGREE_LEVEL.test(s) &&
      !AMOUNT.test(s) &&
      !COMPARISON.test(s) &&
      !isIssuer(s, source) &&
      !(COUNTED.test(s) && !canonicalSkill(s)) &&
      !(WHEN.test(s) && isWhenOnly(s, source)) &&
      !COLLECTIVE.test(s) &&
      !PEOPLE_DOING.test(s) &&
      !isBodyOnly(s, source) &&
      !isRoleOnly(s, loweredSource) &&
      !isPeoplePlural(s, loweredSource) &&
      !OBJECT_NOUN.test(s) &&
      !isPartnersOnly(s, partners, loweredSource) &&
      !isNotNeeded(s, source) &&
      // The title's own role keeps its place where the requirements ask for it (see `roles` below).
      !(isPostHeld(s, source) && !holdsWords(title.toLowerCase(), s.toLowerCase())) &&
      !isWorkRight(s, source) &&
      !(language === 'de' && isPeoplePair(s, source)) &&
      // "1:30 PM IST": a time of day is no skill.
      !/^(?:AM|PM)(?:\s+[A-Z]{2,4})?$/i.test(s) &&
      !(DE_PERSON.test(s) && isPartnersOnly(s, contacts, loweredSource)),
  )
  // "Financial" of "financial and management reporting" is listed as the pair the page writes, which
  // holds "management reporting".
  const lowerRest = rest.map((s) => s.toLowerCase())
  const pairs = new Map(
    rest.flatMap((s) => {
      const pair = sharedModifierPhrase(s.toLowerCase(), lowerRest, source)
      return pair ? [[s, display(pair)] as const] : []
    }),
  )
  const paired = [...pairs.values()].map((p) => p.toLowerCase())
  const unpaired = rest
    .map((s) => pairs.get(s) ?? s)
    .filter((s) => paired.includes(s.toLowerCase()) || !paired.some((p) => holdsWords(p, s.toLowerCase())))
  // Every skill listed is written on the page, whole, in its words: a canonical name is only an alias.
  const raw = `${title}\n${text}\n${lines.join('\n')}`
  const page = pageWords(raw)
  const madeWhole = new Set<string>()
  const written = [...roles, ...unpaired].map((listed) => {
    const s = OFFERING.test(listed)
      ? listed.replace(OFFERING, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase())
      : listed
    const named = wholeName(s, source, language)
    if (named !== s) madeWhole.add(named.toLowerCase())
    const whole = wholeOnPage(named === s ? s : display(named), raw, page)
    return whole && language === 'de' ? nominative(whole, source) : whole
  })
  const listed = [...new Set(written.filter((s): s is string => s !== null))]
  // A name the page writes only inside a cut name made whole ("Logistik" of "Fachkaufmann für
  // Einkauf und Logistik") is that one's part.
  const lowerListed = listed.map((s) => s.toLowerCase())
  const kept = listed.filter((s, i) => {
    const key = lowerListed[i]!
    const longer = [...madeWhole].filter((w) => w !== key && holdsWords(w, key))
    return longer.length === 0 || !isOnlyInside(key, longer, source)
  })
  // A condition of the work is not the title's role, nor a safety competence the line names ("Able to
  // work at heights and in confined spaces").
  const isConditionOfWork = (s: string) =>
    !roles.includes(s) && !SAFETY_COMPETENCE.test(s) && isConditionOnly(s, source)
  return {
    skills: kept.filter((s) => !isConditionOfWork(s)).slice(0, MAX_SKILLS),
    conditions: kept.filter(isConditionOfWork),
  }
}

const SAFETY_COMPETENCE = /\b(?:heights?|confined spaces?)\b/i
