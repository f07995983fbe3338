import type { Sections } from '#server/features/jobs/intake/sections.ts'
import { withoutGenderMark } from '#shared/text/gender-mark.ts'

// Honesty checks: a page that is not one job posting, or a posting that is closed, is refused
// rather than turned into an invented job.

const EXPIRED =
  /\b(no longer (available|accepting applications|open|active|exists|posted)|(this|the) (job|position|posting|vacancy|role|opening|listing|advert) (has )?(expired|been filled|is (now )?closed|has (been )?closed|has been removed|is no longer)|job (has )?expired|(position|job|role|vacancy) (has been|is) (already )?filled|applications? (are|is) (now )?closed|not accepting applications|stellenanzeige ist (leider |bereits )*nicht mehr|nicht mehr (verfügbar|aktiv|online)|stelle (ist|wurde) (bereits |leider |schon )*(besetzt|vergeben)|bewerbungsfrist (ist )?abgelaufen|anzeige ist abgelaufen)\b/i

/** A visible "this job is closed" statement in the text. */
export function hasExpiredNotice(text: string): boolean {
  return EXPIRED.test(text)
}

const ERROR_TITLE =
  /^(404|403|500)\b|\b(page not found|not found|error 404|404 error|oops|something went wrong|access denied|forbidden|seite nicht gefunden|fehler 404|page (does not|doesn['’]t) exist|sign in|log ?in|anmelden|just a moment|attention required|security check|before you continue|are you a robot|captcha|access to this page has been denied)\b/i
const ARTICLE_TYPES = new Set([
  'article',
  'newsarticle',
  'blogposting',
  'report',
  'scholarlyarticle',
  'techarticle',
  'howto',
  'faqpage',
  'recipe',
  'product',
  'event',
])
const LISTING_TITLE =
  /\b(\d[\d,.]*\+?\s+(jobs|stellen(angebote)?|openings|positions|vacancies|results)|jobs (in|for|at|near)\b|job search|search results|open positions|current openings|all jobs|karriere|careers? (page|home)|stellenangebote|stellenbörse)\b/i
const JOB_WORDS =
  /\b(responsibilit(y|ies)|requirements?|qualifications?|experience|apply|applicants?|candidates?|salary|compensation|benefits|full[- ]time|part[- ]time|hiring|position|role|team|job|aufgaben|profil|bewerb\w*|erfahrung|kenntnisse|vollzeit|teilzeit|stelle)\b/gi

// Words that name a job ("Data Engineer", "Werkstudent Marketing (m/w/d)"), used when a page has no
// structure and no recognisable sections: a job title plus job vocabulary is still a posting.
const JOB_WORD_TITLE =
  /\b(engineer|developer|programmer|manager|analyst|designer|specialist|consultant|director|lead|intern|assistant|coordinator|officer|administrator|architect|scientist|researcher|nurse|technician|representative|associate|executive|accountant|controller|advisor|adviser|agent|operator|driver|clerk|planner|supervisor|worker|mechanic|electrician|plumber|carpenter|merchandiser|paralegal|pharmacist|dispatcher|underwriter|conveyancer|librarian|ranger|chef|cook|teacher|editor|writer|recruiter|strategist|owner|partner|head of|vp|caregiver|carer|aide|nanny|cleaner|housekeeper|labourer|laborer|gardener|landscaper|barista|waiter|waitress|bartender|receptionist|cashier|courier|porter|hairdresser|therapist|midwife|tutor|educator|instructor|bricklayer|tiler|painter|decorator|welder|fitter|machinist|concreter|roofer|groundsperson|groundskeeper|farmhand|picker|packer|storeperson|berater(in)?|entwickler(in)?|leiter(in)?|referent(in)?|sachbearbeiter(in)?|mitarbeiter(in)?|werkstudent(in)?|praktikant(in)?|ingenieur(in)?|kaufmann|kauffrau|fachkraft|m\/w\/d|w\/m\/d|f\/m\/d)\b/i
// A German person's noun with its gender mark ("Gärtner/in", "Zimmerer:in", "Kinderpfleger*in") names a job
// in any trade, where the word list above knows only some.
const JOB_TITLE = {
  test: (title: string) => JOB_WORD_TITLE.test(title) || withoutGenderMark(title) !== title,
}
// An article's byline gives its reading time ("6 min read", "Lesezeit: 4 Minuten"); a posting never does.
const READING_TIME =
  /\b\d{1,2}[- ]?min(ute)?s?\.? read\b|\blesezeit:? ?(ca\. ?)?\d|\b\d{1,2} min(uten|\.)? lesezeit\b/i
// How a posting speaks to its reader in prose ("In this role you will …", "Sie haben …", "Wir bieten …");
// an article about jobs talks about them, rarely to one applicant in several of these ways.
const POSTING_VOICE =
  /\b(you will|you['’]ll|in this role|we are looking for|we['’]re looking for|we are seeking|you should|you have|wir suchen|suchen wir|wir bieten|zu ihren aufgaben|ihre aufgaben|sie haben|sie bringen|sie kennen|bringen sie|ihr profil|du hast|du bringst|deine aufgaben|wir freuen uns)\b/gi
const ARTICLE_TITLE = /^(how|why|what|when|where|who|top \d+|\d+\s|the best|best|guide|tips|ways)\b/i

export type PageAssessment = 'posting' | 'expired' | 'not-a-posting'

export type AssessPageInput = {
  title: string | undefined
  /** The posting's own text (description). */
  text: string
  sections: Sections
  /** Read from structured data (ATS API, JSON-LD, microdata, app state, LinkedIn markup). */
  structured: boolean
  /** The source itself says the posting is closed. */
  closed: boolean
  /** Visible page text including what the extractor did not keep (for "no longer available"). */
  pageText: string
  pageTitle: string
  jsonLdTypes: string[]
  ogType: string | undefined
  /** Links on the page that look like links to other job postings. */
  jobLinkCount: number
  /** Plain text, pasted or served bare: no page title, markup or links around it. */
  plainText?: boolean
  validThrough: string | undefined
  now: Date
}

/** Whether the page is one live job posting, a closed one, or something else. */
export function assessPage(input: AssessPageInput): PageAssessment {
  const sectionItems = input.sections.requirements.length + input.sections.responsibilities.length
  const thin = input.text.trim().length < 200 && sectionItems === 0
  if (input.closed) return 'expired'
  if (
    hasExpiredNotice(input.pageText.slice(0, 20_000)) &&
    (thin ||
      hasExpiredNotice(input.text.slice(0, 3000)) ||
      !input.structured ||
      hasExpiredNotice(input.pageText.slice(0, 4000)))
  )
    return 'expired'
  if (input.validThrough) {
    const end = new Date(input.validThrough)
    if (!Number.isNaN(end.getTime()) && end.getTime() < input.now.getTime() && thin) return 'expired'
  }
  if (!input.title) return 'not-a-posting'
  if (
    (ERROR_TITLE.test(input.pageTitle) ||
      /\b(can['’]?t|cannot|could not|couldn['’]?t) (be )?f(ou)?nd\b|\b404\b|page not found/i.test(
        input.title,
      )) &&
    !input.structured
  )
    return 'not-a-posting'
  if (input.structured) return thin && !input.title ? 'not-a-posting' : 'posting'
  const jobWords = input.text.match(JOB_WORDS)?.length ?? 0
  const isArticle = input.jsonLdTypes.some((t) => ARTICLE_TYPES.has(t)) || input.ogType === 'article'
  // A page that declares itself an article is one when it has few lists, or when it shows its reading
  // time: a salary guide's "Skills that push pay up" list does not make it a posting.
  if (isArticle && (sectionItems < 4 || READING_TIME.test(input.pageText.slice(0, 5000))))
    return 'not-a-posting'
  if ((input.jobLinkCount >= 6 || LISTING_TITLE.test(input.pageTitle)) && sectionItems < 3)
    return 'not-a-posting'
  if (sectionItems >= 2 && jobWords >= 3) return 'posting'
  // A duties list and a requirements list of several items each is one posting, whatever the title
  // ("Personal Care Worker", "Community Librarian") and however little job vocabulary its bullets use.
  if (input.sections.responsibilities.length >= 3 && input.sections.requirements.length >= 3) return 'posting'
  // Terse bullets under "Your work" / "You have" carry little job vocabulary; a job title over
  // several of them is still one posting.
  if (sectionItems >= 4 && JOB_TITLE.test(input.title) && !ARTICLE_TITLE.test(input.title)) return 'posting'
  // Plain text a person pasted as the posting is a short one more often than an article: a job title over a list of
  // two or more requirements or duties is enough ("Logistics Coordinator" / "Requirements" / "- Excel" / "- SAP EWM").
  if (input.plainText && sectionItems >= 2 && JOB_TITLE.test(input.title) && !ARTICLE_TITLE.test(input.title))
    return 'posting'
  if (jobWords >= 8 && input.text.length >= 600 && sectionItems >= 1) return 'posting'
  // Prose-only postings: a job title and enough job vocabulary, but never an article-style headline.
  if (
    JOB_TITLE.test(input.title) &&
    !ARTICLE_TITLE.test(input.title) &&
    jobWords >= 6 &&
    input.text.length >= 400
  )
    return 'posting'
  // A prose posting under a title the list above does not know ("Outpatient Medical Coder", an
  // "Immobilienkauffrau" without its gender mark) still addresses its applicant in two or more ways.
  const voices = new Set(input.text.match(POSTING_VOICE)?.map((v) => v.toLowerCase().replace('’', "'")))
  if (
    voices.size >= 2 &&
    jobWords >= 4 &&
    input.text.length >= 400 &&
    input.title.split(/\s+/).length <= 10 &&
    !ARTICLE_TITLE.test(input.title)
  )
    return 'posting'
  return 'not-a-posting'
}
