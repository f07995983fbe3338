import { MONTH_NAMES, PRESENT_ALONE, PRESENT_WORDS, SINCE_WORDS } from '#shared/text/dates.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'

// Patterns shared by the structuring step: dates, contact details, names and section headings.

const SEASON = '(?:spring|summer|fall|autumn|winter)'
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)'
// "Q3 2017": a quarter and its year. "01/09/2017", "15.03.2021": a day-first date, read as its month and year. "03-2018": a month and year with a
// dash and no spaces, as Dutch and Belgian CVs write them ("03-2018 – 08-2021"). "mar/2019": a month's name
// and the year with a slash, as Brazilian CVs write them ("fev/2015", "set/2019", "out/2020": Portuguese
// short forms that are English words count only in this form).
const DATE = `(?:(?:${MONTH_NAMES}|fev|set|out)\\/${YEAR}|(?:0?[1-9]|1[0-2])-${YEAR}(?!\\d)|\\d{1,2}\\s*[/.]\\s*(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${MONTH_NAMES}\\s*(?:,\\s*)?(?:de\\s+)?(?:\\d{1,2},?\\s+)?${YEAR}|${SEASON}\\s+${YEAR}|Q[1-4]\\s*${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/.]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|${YEAR}|'\\d{2})`
const END = `(?:${DATE}|${PRESENT_WORDS})`
// "2015 à 2019", "2015 a 2019", "2015 tot 2019", "2019 ad oggi": the word for "to" in French, Spanish, Portuguese,
// Italian, Dutch.
// "09/2022 – bis dato": a dash and the word for "to" after it.
const SEPARATOR =
  "(?:\\s*(?:(?:-|–|—)\\s*(?:bis|to)(?=\\s)|-|–|—|‒|―|to|until|till|bis|→|~)\\s*|\\s+(?:à|a|ad|au|tot|al|hasta|até|jusqu'à|jusqu’à)\\s+)"

/** "Jan 2020 - Present", "2015 – 2016", "05/2019 to 06/2021", "Since 2019"; LinkedIn adds "(1 year 2 months)". */
// Month-year pairs with no visible separator: pdf.js drops the soft hyphen LaTeX uses as a dash.
const MONTH_YEAR = `(?:${MONTH_NAMES}\\s*${YEAR})`
// "2019–22", "2014-19": a year and the last two digits of a later one. After a hyphen a two-digit end up to 12
// is a month ("2019-05"), so there the end must be 13 or more; an ISO date ("2019-05-12") is never one.
const SHORT_YEAR_RANGE = `${YEAR}(?:\\s*[–—]\\s*\\d{2}|\\s*-\\s*(?:1[3-9]|[2-9]\\d))(?![\\d./]|-\\d)`
export const DATE_RANGE = new RegExp(
  `(?<![\\w])(?:(?:${SINCE_WORDS}|from)\\s+${DATE}(?:${SEPARATOR}${END})?|${SHORT_YEAR_RANGE}|${DATE}${SEPARATOR}${END}|${MONTH_YEAR}\\s+(?:${MONTH_YEAR}|${PRESENT_ALONE})(?![\\w]))(?:\\s*\\((?:\\d+\\s+(?:years?|yrs?|months?|mos?)\\s*)+\\)|\\s*·\\s*(?:\\d+\\s+(?:years?|yrs?|months?|mos?)\\s*)+)?(?![\\w])`,
  'i',
)
/** A range cut at its end by a narrow date column: "Mar 2017 – May" (its year below), "Sep 2014 –". */
export const CUT_RANGE_END = new RegExp(`(?<![\\w])${DATE}${SEPARATOR}(?:${MONTH_NAMES})?$`, 'i')
/** The rest of a cut range at the start of the next line: "2021", "Feb 2017", "Present". */
export const RANGE_REST_START = new RegExp(
  `^(?:(?:${MONTH_NAMES}\\s*)?${YEAR}|${PRESENT_ALONE})(?![\\w])`,
  'i',
)
/** The whole rest of a cut range alone on its line: "obecnie", "03.2019", "Present", "Feb 2017". */
export const RANGE_REST_ONLY = new RegExp(`^${END}$`, 'i')
export const SINGLE_DATE = new RegExp(
  `(?<![\\w])(?:${MONTH_NAMES}\\s*(?:,\\s*)?(?:de\\s+)?${YEAR}|${SEASON}\\s+${YEAR}|Q[1-4]\\s*${YEAR}|\\d{1,2}\\s*/\\s*${YEAR}|${YEAR})(?![\\w])`,
  'i',
)
/** A LinkedIn group line such as "21 years 3 months" (total time at one company). */
export const TOTAL_DURATION =
  /^(?:\d+\s+(?:years?|yrs?)(?:\s+\d+\s+(?:months?|mos?))?|\d+\s+(?:months?|mos?))$/i

// Every pattern here runs on user text: matches start only at a token boundary (the look-behind)
// and tokens are capped by capTokens (input-bounds.ts) before matching, so no pattern can backtrack
// quadratically.
export const EMAIL =
  /(?<![A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z])/

export const EMAILS = new RegExp(EMAIL.source, 'g')
export const LINKEDIN_URL =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%\-\u00C0-\u024F]+\/?/i
// A bare domain counts with a generic or a country ending: "janedoe.dev", "etiennebouchard.ca", and
// the endings portfolios use: "annasvensson.design", "kofi.studio".
export const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s|,;]+|(?<![a-z0-9.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|me|ai|app|co|edu|info|tech|xyz|site|page|design|studio|art|photography|blog|online|website|space|ca|de|uk|nl|fr|es|au|nz|ie|ch|se|dk|fi|pl|be|pt|br|mx|za|sg|jp|eu|cz|sk|at|it|no|gr|hu|ro|si|hr|lt|lv|ee|lu|is|tr|il|ae|in|ng|ke|ph|my|hk|tw|kr|ar|cl|us)(?![a-z0-9])(?:\/[^\s|,;]*)?/i

/** A phone number: at least 7 digits, optional +country, brackets, dots, dashes; never a year range. */
export function findPhone(text: string): string {
  // "(+82) 10-9030-1843": the country code may be in brackets.
  const pattern =
    /(?:\+ ?\d{1,3}[ \u00A0.-]?|\(\+\d{1,3}\)[ \u00A0.-]?)?(?:\(\d{1,5}\)[ \u00A0.-]?)?\d[\d \u00A0.-]{5,}\d/g
  for (const match of text.matchAll(pattern)) {
    const candidate = match[0].trim()
    const digits = candidate.replace(/\D/g, '')
    if (digits.length < 7 || digits.length > 15) continue
    // Short digit runs are only phones with a country code or an area code in brackets.
    if (digits.length < 9 && !/^\+|\(\d+\)/.test(candidate)) continue
    if (DATE_RANGE.test(candidate) && !candidate.startsWith('+')) continue
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(candidate)) continue
    if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(candidate)) continue
    // A phone has separators or a + or is a plain long run of digits; "2019 2020" style lists are not phones.
    if (!/^\+/.test(candidate) && /^(?:19|20)\d{2}\s(?:19|20)\d{2}/.test(candidate)) continue
    return candidate
  }
  return ''
}

export function findDateRange(text: string): { match: string; index: number } | null {
  const found = DATE_RANGE.exec(text)
  return found ? { match: found[0], index: found.index } : null
}

/** Text of a line without its date range and the separators around it. */
// "Da marzo 2019 a oggi", "Desde 2019", "Von 2019", "From 2019": the word that opens a range belongs to its dates.
const RANGE_OPENER =
  /(?:^|\s)(?:da|dal|dall['’]|desde|de|du|dès|von|vom|ab|from|since|seit|depuis|van|vanaf|od|fra|från)$/i

export function withoutDate(text: string, date: string): string {
  const at = text.indexOf(date)
  const before = at > 0 ? text.slice(0, at).trimEnd() : ''
  const opener = RANGE_OPENER.exec(before)
  const dated = opener
    ? `${before.slice(0, opener.index)}   ${text.slice(at + date.length)}`
    : text.replace(date, '   ')
  // Keep wide gaps: they separate header parts ("Company   City").
  // "Sous Chef — The Ivy, London [2018 – 2022]": the brackets, round or square, the dates stood in.
  return trimChars(dated.replace(/\(\s*\)|\[\s*\]/g, ' '), SEPARATOR_CHARS)
}

const SEPARATOR_CHARS = new Set([...',|·•–—:;-'])

/**
 * Removes the given characters (and white space) from both ends. A loop, not `/[…]+$/`: an
 * unanchored run-to-the-end pattern is quadratic on a long run of those characters.
 */
function trimChars(text: string, chars: ReadonlySet<string>): string {
  const strip = (c: string) => chars.has(c) || /\s/.test(c)
  let start = 0
  let end = text.length
  while (start < end && strip(text[start]!)) start++
  while (end > start && strip(text[end - 1]!)) end--
  return text.slice(start, end)
}

export function cleanSeparators(text: string): string {
  const collapsed = text.replace(/\(\s*\)/g, ' ').replace(/\s{2,}/g, ' ')
  return trimChars(collapsed, SEPARATOR_CHARS)
}

// English title words, and (below) the title words of other languages.
const ENGLISH_ROLE_WORDS =
  /\b(?:engineer|developer|programmer|manager|director|intern|analyst|scientist|consultant|designer|lead|head|officer|president|vice president|vp|founder|co-founder|cofounder|assistant|associate|specialist|architect|administrator|researcher|fellow|professor|lecturer|teacher|tutor|instructor|coordinator|representative|owner|partner|student|volunteer|advisor|adviser|ceo|cto|cfo|coo|cio|cmo|chief|executive|technician|editor|writer|accountant|auditor|controller|nurse|physician|attorney|lawyer|paralegal|clerk|supervisor|leader|principal|staff|member|chair|secretary|treasurer|trainee|apprentice|postdoc|postdoctoral|candidate|contractor|freelancer|freelance|sde|swe|devops|sre|strategist|producer|marketer|recruiter|planner|buyer|agent|operator|mechanic|electrician|chemist|biologist|economist|investigator|mentor|organizer|ambassador|evangelist|cashier|server|barista|waiter|host|chef|cook|commis|baker|sommelier|pharmacist|therapist|physiotherapist|dentist|surgeon|midwife|paramedic|caregiver|carer|driver|pilot|welder|plumber|carpenter|machinist|foreman|inspector|surveyor|underwriter|actuary|banker|broker|trader|receptionist|bookkeeper|solicitor|barrister|counsel|notary|judge|teller|librarian|curator|translator|interpreter|journalist|reporter|photographer|illustrator|animator|coach|trainer|psychologist|counselor|counsellor|social worker|veterinarian|midwife|nanny|steward|firefighter|sergeant|registrar|dietitian|radiographer|sonographer|optometrist|headteacher|teaching assistant|housekeeper|concierge|electrician|technologist|programmer|webmaster|guide|crew|attendant|dispatcher|porter|cleaner|labourer|laborer|(?<!co-)operative|picker|packer|loader|storeman|storekeeper|worker|courier|fitter|joiner|bricklayer|roofer|plasterer|scaffolder|estimator|drafter|draughtsman|draftsman|tester|educator|practitioner|hygienist|assessor|bartender|waitress|hairdresser|stylist|merchandiser|caretaker|custodian|janitor|groundsman|gardener|landscaper|lifeguard|superintendent|aide|scheduler)s?\b/iu
const OTHER_ROLE_WORDS =
  /(?:ingenieur|konstrukteur|pfleger|angestellte[rn]?|(?:fach|pflege|hilfs|lehr|büro|aushilfs)kraft|leiter|berater|entwickler|referent|assistent|techniker|kaufmann|kauffrau|werkstudent|praktikant|sachbearbeiter|mitarbeiter|geschäftsführer|lehrer|erzieher|verkäufer|monteur|mechaniker|meister|koch|köchin|arzt|ärztin|apotheker|anwalt|anwältin|steuerberater|buchhalter|projektleiter|teamleiter|abteilungsleiter|pharmazeut|ingénieur|développeur|chargé|chargée|responsable|directeur|directrice|chef de projet|stagiaire|consultante|vendeur|vendeuse|infirmier|infirmière|professeur|avocat|avocate|comptable|acheteur|acheteuse|approvisionneur|approvisionneuse|ingénieure|gestionnaire|technicienne|assistante|coordinatrice|coordinateur|contrôleur|contrôleuse|auditrice|analyste|développeuse|conseillère|conseiller|cheffe|commerciale|juriste|animatrice|animateur|formatrice|formateur|vendedora|vendedor|analista|ingeniera|ingeniero|gerente|jefa|jefe|técnica|técnico|enfermera|enfermero|asesora|asesor|becaria|becario|teamleider|leidinggevende|adviseur|verpleegkundige|ontwikkelaar|projectleider|docent|verkoper|beheerder|ingegnere|tecnico|tecnica|responsabile|impiegato|impiegata|addetto|addetta|infermiere|infermiera|commesso|commessa|cuoco|cuoca|cameriere|cameriera|pasticcere|pasticcera|sviluppatore|progettista|direttore|direttrice|consulente|operaio|operaia|engenheiro|engenheira|estagiário|estagiária|assistente|coordenador|coordenadora|auxiliar|consultor|consultora|desenvolvedor|desenvolvedora|diretor|diretora|representante|ejecutivo|ejecutiva|coordinador|coordinadora|directora|subdirector|subdirectora|encargado|encargada|administrativo|administrativa|contador|contadora|abogado|abogada|cajero|cajera|camarero|camarera|recepcionista|cocinero|cocinera|operario|operaria|diseñador|diseñadora|controller|manager|designer|trainer|analyst|architekt|prüfer|redakteur|programmierer|informatiker|spezialist|koordinator|jurist|therapeut|kierownik|kierowniczka|analityk|analityczka|specjalista|specjalistka|inżynier|programista|programistka|księgowy|księgowa|dyrektor|asystent|asystentka|konsultant|konsultantka|menedżer|koordynator|koordynatorka|sprzedawca|projektant|projektantka|operador|operadora|soldador|soldadora|eletricista|electricista|motorista|mecânico|mecânica|mecánico|mecánica|cozinheiro|cozinheira|enfermeiro|enfermeira|profesor|profesora|professora|maestra|maestro|docente|cariste|magasinier|magasinière|soudeur|soudeuse|électricien|électricienne|cuisinier|cuisinière|serveur|serveuse|caissier|caissière|réceptionniste|chauffeur|orderpicker|vakkenvuller|leraar|lerares|leerkracht|secretaris|disponent|lagerist|kellner|fahrer|helfer|kassierer|zusteller|kommissionierer|friseur|elektriker|installateur|repartidor|repartidora|ayudante|mozo|dependiente|dependienta|reponedor|reponedora|limpiador|limpiadora|conductor|conductora|albañil|fontanero|carpintero|jardinero|cuidador|cuidadora|gerocultor|gerocultora|socorrista|repositor|repositora|estoquista|conferente|ajudante|pedreiro|encanador|faxineira|garçom|garçonete|atendente|camareira|recepcionista|aide-soignant|aide-soignante|ouvrier|ouvrière|manutentionnaire|préparateur|préparatrice|livreur|livreuse|plombier|maçon|menuisier|boulanger|boulangère|pâtissier|pâtissière|éducateur|éducatrice|auxiliaire|secrétaire|employé|employée|opérateur|opératrice|conducteur|conductrice|mécanicien|mécanicienne|afwasser|schoonmaker|schoonmaakster|bezorger|timmerman|loodgieter|elektricien|verzorgende|kapper|medewerker|medewerkster|desarrollador|desarrolladora|programador|programadora)(?:in|innen|en)?(?![\p{L}])/iu
const ORG_WORDS =
  /\b(?:inc|llc|llp|pllc|ltd|limited|gmbh|ag|sa|s\.a|plc|sp\. z o\.o|s\.r\.o|s\.p\.a|srl|s\.r\.l|b\.v|ltda|pty|pjsc|sarl|kft|d\.o\.o|kgaa|corp|corporation|company|co|group|holdings|technologies|technology|tech|labs?|laboratory|university|universität|université|universitet|universiteit|universidad|università|college|institute|institut|institutet|instituto|istituto|hochschule|school|academy|bank|capital|partners|consulting|solutions|systems|software|services|studio|studios|agency|foundation|hospital|clinic|council|government|department|ministry|organization|organisation|association|society|center|centre|centro|network|media|ventures|industries|enterprises|international|global|pharmaceuticals|motors|airlines|energy|insurance|financial|health|healthcare|groupe|grupo|gruppe|gruppo|army|navy|air force|marine corps|coast guard|national guard)\b\.?/i

// Dutch and German job titles are often one compound: "Klantenservicemedewerker", "Vertriebsmitarbeiterin".
const COMPOUND_ROLE_END =
  /\p{L}{3}(?:medewerker|medewerkster|mitarbeiter|mitarbeiterin|leider|leiter|leiterin|kraft|fachfrau|fachmann)(?![\p{L}])/iu

// Danish, Norwegian and Swedish titles ("Sygeplejerske", "Sjuksköterska", "Ingeniør", "Projektleder").
const NORDIC_ROLE =
  /(?:^|[\s,])\p{L}*(?:sygeplejerske|sykepleier|sjuksköterska|lærer|lärare|ingeniør|ingenjör|konsulent|leder|ledare|rådgiver|rådgivare|udvikler|utvecklare|medarbejder|medarbetare|assistent|tekniker|elektriker|pædagog|pedagog|jordemoder|læge|läkare|revisor|økonom|ekonom|planerare|planlægger|planlegger|samordnare|koordinator|handläggare|sagsbehandler|saksbehandler|säljare|sælger|selger|administratör|chef)(?![\p{L}])/iu

/** A title named by an English title word ("Registered Nurse", "Front Desk Agent"). */
export function looksLikeEnglishRole(text: string): boolean {
  return ENGLISH_ROLE_WORDS.test(text)
}

// "Desarrolladora Junior", "Analista Sênior", "Consultor Sénior": Romance languages write the rank after the title's
// noun, so a short name that ends on a rank is a title whatever its noun ("Brookdale Senior Living" does not end on it).
const RANK_AFTER =
  /^\p{Lu}[\p{L}\p{M}'’-]*(?:\s[\p{L}\p{M}'’-]+){0,3}\s(?:[Jj][uú]nior|[Ss][eéê]nior|[Tt]rainee)$/u

// "2IC", "2i/c", "Second in charge": the rank below the manager on a farm, a ship, a site or a shift.
const IN_CHARGE =
  /(?<![\p{L}\d])(?:[23]ic|[23]i\/c|(?:2nd|3rd|second|third)[ -]in[ -](?:charge|command))(?![\p{L}])/iu

export function looksLikeRole(text: string): boolean {
  return (
    RANK_AFTER.test(text) ||
    IN_CHARGE.test(text) ||
    ENGLISH_ROLE_WORDS.test(text) ||
    OTHER_ROLE_WORDS.test(text) ||
    COMPOUND_ROLE_END.test(text) ||
    NORDIC_ROLE.test(text)
  )
}

// German and Nordic employers are often one compound ("Universitetshospital", "Sahlgrenska sjukhuset"): "Uniklinik", "Rhein-Apotheke", "Stadtwerke", "Sparkasse", the Swiss "Kantonsspital".
const GERMAN_EMPLOYER_END =
  /(?:apotheke|klinik|klinikum|kliniken|universitätsmedizin|krankenhaus|spital|kanzlei|stadtwerke|werke|sparkasse|versicherung|verlag|zentrum|gmbh|hospital|hospitalet|sygehus|sygehuset|sjukhus|sjukhuset|sykehus|sykehuset|kommune|kommun)$/i

export function looksLikeOrganisation(text: string): boolean {
  return ORG_WORDS.test(text) || text.split(/[\s,]+/).some((word) => GERMAN_EMPLOYER_END.test(word))
}

const INSTITUTION_WORDS =
  /(?<![\p{L}])(?:university|universit[yéàä]t?|universidad|universidade|università|college|institute|institut|school|academy|akademie|akademia|uniwersytet|politechnika|szkoła|szkół|instituto|escuela|escola|cifp|ies|polytechnic|politecnico|hochschule|école|ecole|conservatory|seminary|iit|mit|ucla|nyu|usc|eth|epfl|gymnasium|lycée|technikum|liceum|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|hogeschool|universiteit|tafe|ifsi|ifas|irts|iut|coláiste|colaiste|scoil|ollscoil|coursera|edx|udacity|udemy|ihk|hwk|handwerkskammer|universitet|universitetet|högskola|högskolan|høgskole|høgskolen|højskole|yliopisto|ammattikorkeakoulu|politeknik|universitas|universiti|sekolah|akademi|faculdade|facultad|facultat|colegio|liceo|gimnazjum|egyetem|univerzita|univerzitet|üniversitesi|collège)(?![\p{L}])/iu
const DEGREE_WORDS =
  /\b(?:bachelor(?:'s)?|master(?:'s)?|doctor(?:ate)?|ph\.?\s?d\.?|mba|m\.?b\.?a\.?|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?eng\.?|m\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?\s?e\.?|m\.?\s?e\.?|b\.?s\.?e\.?|b\.?b\.?a\.?|ll\.?[bm]\.?|j\.?d\.?|m\.?d\.?|associate(?:'s)? degree|associate of|diploma|diplom|certificate|high school|abitur|a-levels|ged|licence|licenciatura|magister|postgraduate|undergraduate|graduate|bs|ba|ms|ma|bsc|msc|beng|meng|btech|mtech|mphil|dphil|hnd|hnc|bcom|mcom|b\.com|m\.com|bfa|mfa|ed\.?d|pgce|pgdip|hons|staatsexamen|ausbildung|lehre|lehrabschluss(?:prüfung)?|fachabitur|meisterbrief|gesellenbrief|facharbeiterbrief|bts|dut|licence professionnelle|baccalauréat|mastère|juris doctor|llb|llm|mbbs|bds|b\.?pharm|pgde|kcse|kcpe|wassce|meisterprüfung|fachwirt|fachwirtin|doktor|m\.?pharm|gcses?|btec|nvq|svq|staatlich geprüfter?|geprüfter?|hsc|ssc|sslc|hssc|pgdm|pgdba|class (?:x|xii|10th|12th)|máster|grado|diplomatura|diplomado|pregrado|grau(?=\s+en\s|$)|doctorado|mestrado|bacharelado|staatlich anerkannter?|mittlere reife|realschulabschluss|hauptschulabschluss|fachhochschulreife|fachoberschulreife|hochschulreife|leaving certificate|junior certificate|ncea(?: level \\d)?|vwo|havo|vmbo|hbo|mbo(?:[- ](?:niveau|level) \d)?|propedeuse|bootcamp|nanodegree|laurea(?: magistrale| triennale)?|national certificate|nc (?:i|ii|iii|iv)|reife- und diplomprüfung|fachausweis|efz|reifeprüfung|diplomprüfung|matura|maturität|berufsmaturität|högskoleingenjör|civilingenjör|kandidatexamen|magisterexamen|masterexamen|yrkeshögskoleexamen|t[ée]cnic[oa](?: superior)?(?=\s+e[nm]\s|$)|tecn[oó]log[oa]|maestr[ií]a|apprenticeship|sarjana|diplôme|dottorato|doutorado|bachillerato|cfgs|cfgm|ciclo formativo|certificado de profesionalidad|foundation degree|meister(?:in)?(?=\s+(?:im|in|für)\s)|especializa(?:ci[oó]n|[cç][aã]o)|p[oó]s-gradua[cç][aã]o|technik (?:mechanik|informatyk|elektryk|elektronik|mechatronik|logistyk|ekonomista|spawalnictwa|budownictwa|hotelarstwa|żywienia)|licencjat|inżynier|[bm]\.\s?(?:stat|arch|des|ed|voc|lib|mus|math|plan|ca|ba|pharm|phil|com)|[bm]\.\s?[a-z]{3,8}(?=\.))\b/i

// German compounds name schools too: "Fachhochschule", "Asklepios Bildungszentrum", "Universitätsmedizin".
// "Höhere Technische Lehranstalt", "Bundeslehranstalt", "Bundesrealgymnasium": Austrian schools.
const GERMAN_SCHOOL_END =
  /(?:schulen?|gymnasium|akademie|bildungszentrum|bildungsinstitut|kolleg|lehranstalt)$/i
const GERMAN_UNIVERSITY_START = /^universität/i

// A technical university or college named by its German-speaking short form: "TU Dresden", "FH Aachen",
// "RWTH Aachen", "HAW Hamburg" (capitals as written); Austrian higher technical and business colleges too:
// "HTL Steyr", "HAK Wels", "HLW Linz".
const SCHOOL_SHORT_FORM =
  /(?<![\p{L}])(?:TU|TH|FH|RWTH|HAW|HTW|DHBW|LMU|KIT|TUM|HTL|HTBLA|HTBLuVA|B?HAK|HLW|HBLA|ROC)\s\p{Lu}/u

export function looksLikeInstitution(text: string): boolean {
  return (
    INSTITUTION_WORDS.test(text) ||
    SCHOOL_SHORT_FORM.test(text) ||
    text.split(/[\s,–—-]+/).some((word) => GERMAN_SCHOOL_END.test(word) || GERMAN_UNIVERSITY_START.test(word))
  )
}

// Degrees whose short form is only a degree in its own capitals ("MEd", not "Med"; a US associate degree, "A.A.S."),
// and German academic titles of a degree ("Dipl.-Ing.", "Dipl.-Kfm."): case-sensitive.
const DEGREE_SHORT_FORMS =
  /(?<![\p{L}])(?:[BM]\.?\s?Ed|CAP|BEP|MSW|BSW|BSN|MSN|MPH|MPA|MPP|DNP|PharmD|Pharm\.\s?D\.|DDS|DVM|MArch|BArch|MAcc|MRes|MLitt|EdS|AAS|A\.A\.S\.|A\.A\.|A\.S\.)(?![\p{L}])|(?<![\p{L}])Dipl\.-\p{Lu}\p{Ll}{1,5}\./u

// Danish and Norwegian degree compounds: "Professionsbachelor i sygepleje", "Cand.merc." aside.
// "Sparkassenfachwirt", "Bankbetriebswirt", "Fachkauffrau für Marketing", "Fachweiterbildung Intensivpflege":
// German further-training qualifications are written as one compound.
// "Zimmermeister (Meisterprüfung)", "Industriemeisterin": a master craftsman's title of a trade is a qualification
// ("Schichtmeister", "Hausmeister" and "Bürgermeister" are posts).
const COMPOUND_DEGREE =
  /(?<![\p{L}])(?:(?:zimmer|maurer|elektro|elektrotechniker|installateur|industrie|kfz|metallbauer|tischler|schreiner|dachdecker|bäcker|konditor|fleischer|friseur|maler|küchen|heizungsbauer|feinwerk|landwirtschafts)meister(?:in)?|\p{L}{3,}(?:bachelor|kandidat)|\p{L}*(?:fachwirt|betriebswirt|fachkaufmann|fachkauffrau)(?:in)?|\p{L}*weiterbildung|(?:bachelor|master|diplom|magister|doktorats?)studium)(?![\p{L}])/iu

// "BS 7671:2018", "BS EN 61439", "ISO 9001", "AS/NZS 3000": a standard cited by its number, never a degree.
const STANDARD = /(?<![\p{L}])(?:BS|EN|ISO|IEC|DIN|ANSI|IEEE|AS\/NZS|AS|NZS)(?: (?:EN|ISO|IEC))*\s?\d{3,}/gu

// "Dipl. Techniker HF", "Ingenieur FH", "Betriebswirtschafter HF": a Swiss title closed by the level of the school
// that awards it (a höhere Fachschule or a Fachhochschule), in capitals as written.
const SWISS_LEVEL = /(?<![\p{L}])\p{Lu}\p{Ll}{3,30}\s(?:HF|FH)(?![\p{L}])/u

export function looksLikeDegree(text: string): boolean {
  const value = text.replace(STANDARD, ' ')
  return (
    DEGREE_WORDS.test(value) ||
    DEGREE_SHORT_FORMS.test(value) ||
    COMPOUND_DEGREE.test(value) ||
    SWISS_LEVEL.test(value)
  )
}

/**
 * Post-nominal credentials written after a name ("Jane Doe, PhD, PMP", "John Smith MBA") and titles
 * written before it ("Dr.", "Engr.", "Dipl.-Ing."), both apart from the name.
 */
const POST_NOMINALS =
  /^(?:ph\.?\s?d\.?|m\.?d\.?|mba|m\.?b\.?a\.?|msc|m\.?sc\.?|bsc|b\.?sc\.?|ma|m\.?a\.?|ba|b\.?a\.?|ms|bs|meng|beng|mphil|dphil|jd|j\.?d\.?|llm|ll\.?m\.?|cpa|cfa|pmp|cissp|cism|cisa|csm|psm|rn|pe|p\.?eng\.?|dds|dvm|pharmd|edd|ed\.?d\.?|facs|frcs|acca|cima|shrm-cp|shrm-scp|phr|sphr|itil|esq\.?|jr\.?|sr\.?|ii|iii|iv|mrcp|mbbs|faicp|aia|leed ap|six sigma|cpim|cscp|csp|cma|cia|frm|caia|pmi-acp|safe|ceng|mcips|rgn|rmn|rnld|rsw|lpn|aprn|crna|bsn|msn|fnp|lcsw|msw|mcsp|mrcgp|frcp|fca|aca|acma|cta|mpsi|mrpharms|gphc|mpharm|bpharm|mchem|mphys|mmath|msci|bds|bvsc|bvetmed|mrcvs|dpt|mrics|frics|mciob|mice|mistructe|miei|cpeng|fcca|mcipd|chmcipd|mcmi|cmgr|fhea|qts|pgce|hcpc)$/i

export function splitPostNominals(name: string): { name: string; postNominals: string[]; titles: string[] } {
  const parts = name.split(/\s*,\s*/)
  const postNominals: string[] = []
  // "Tan Wei Ling, CPA (Singapore)": where a credential was granted, in brackets, belongs to it.
  // After a comma, a short token of capitals is a credential too ("Keisha Montgomery, RDH",
  // "Sam Lee, LCSW", "Ana Ruiz, CPhT"); "Patterson, DeShawn" is a name (two lower-case letters in a row).
  const isCredential = (part: string) =>
    POST_NOMINALS.test(part) || /^(?=(?:[^A-Z]*[A-Z]){2})(?!.*[a-z]{2})[A-Z][A-Za-z.-]{1,7}$/.test(part)
  while (
    parts.length > 1 &&
    isCredential(
      parts
        .at(-1)!
        .replace(/\s*\([^()]{1,40}\)$/, '')
        .trim(),
    )
  )
    postNominals.unshift(parts.pop()!.trim())
  let rest = parts.join(', ')
  // Credentials without commas: "John Smith MBA PMP".
  const words = rest.split(/\s+/)
  while (words.length > 2 && POST_NOMINALS.test(words.at(-1)!) && /[A-Z]{2,}|\./.test(words.at(-1)!))
    postNominals.unshift(words.pop()!)
  // "Engr. Chukwuemeka Obi", "Dipl.-Ing. Jens Weber", "Prof. Dr. Anna Schmidt": a title before the
  // name is no part of it.
  const titles: string[] = []
  while (words.length > 2 && HONORIFIC.test(words[0]!)) titles.push(words.shift()!)
  rest = words.join(' ')
  return { name: rest.trim(), postNominals, titles }
}

/**
 * A line that holds only titles ("Dipl.-Ing.", "Prof. Dr.", "Dr. med."), as set above a name on a
 * German or Austrian CV: its titles, else none.
 */
export function titlesOnly(text: string): string[] {
  const words = text.trim().split(/\s+/)
  return words.length <= 4 && words.every((w) => HONORIFIC.test(w)) && /\./.test(text) ? words : []
}

// Titles written before a name. Those that are also given names or words ("Arch", "Phil", "Eng",
// "Ing") count only with their dot.
const HONORIFIC =
  /^(?:(?:engr|dr|prof|mr|mrs|ms|mx|miss|rev|capt|sir|dame|atty|barr|hon)\.?|(?:arch|ing|eng|ir|mag|mgr|med|rer|nat|phil|jur|drs|dott|dott\.ssa|avv|lic|dipl\.-\p{L}{2,6}|dr\.-\p{L}{2,6})\.|\((?:fh|th|uni)\))$/iu

// Headings of a personal-details block, in English and German, that read like two capitalised words.
const NOT_A_NAME =
  /^(?:persönliche daten|persönliche angaben|angaben zur person|kontaktdaten|personal (?:details|data|information|particulars)|contact (?:details|information)|lebenslauf|anschreiben|bewerbung)$/i

export const NAME_PARTICLE =
  /^(?:de|da|di|do|dos|das|du|del|della|der|den|van|von|vom|zu|ten|ter|le|la|los|las|bin|binti|al|el|y)$/

/** A person's name: 2-5 words of letters (any script, diacritics kept), hyphens, apostrophes, initials. */
export function looksLikeName(text: string): boolean {
  const { name } = splitPostNominals(text.trim())
  if (name.length < 3 || name.length > 60) return false
  if (/[@\d/\\|:;()[\]{}<>=+*#$%&]/.test(name)) return false
  if (sectionOf(name)) return false
  const words = name.split(/\s+/)
  // "María José García de los Ríos": particles inside a name do not count towards its length.
  const core = words.filter((w, i) => !(i > 0 && i < words.length - 1 && NAME_PARTICLE.test(w.toLowerCase())))
  if (words.length < 2 || core.length > 5 || words.length > 7) return false
  if (looksLikeRole(name) && !/^[\p{Lu}][\p{Ll}'’-]+(?:\s+[\p{Lu}][\p{Ll}'’.-]*)+$/u.test(name)) return false
  if (/\b(?:resume|résumé|curriculum|vitae|cv|page|contact|profile)\b/i.test(name)) return false
  if (NOT_A_NAME.test(name)) return false
  // Particles inside a name stay lower-case: "Sanne de Vries", "Ludwig van Beethoven", "Ana da Silva".
  return words.every(
    (word, i) =>
      /^[\p{L}][\p{L}\p{M}'’.-]*$/u.test(word) &&
      (/\p{Lu}/u.test(word[0]!) || (i > 0 && i < words.length - 1 && NAME_PARTICLE.test(word))),
  )
}

const US_STATES =
  // US states, Canadian provinces and Australian states, as written after a city.
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|NSW|VIC|QLD|TAS|ACT|NT'
const REGION_CODE = new RegExp(`^(?:${US_STATES})(?:\\s+(?:US|USA|United States))?$`)

/** "MD", "MS United States": a state's or province's code as written after a town. */
export const isRegionCode = (text: string) => REGION_CODE.test(text.trim())

const PLACE_WORDS =
  /\b(?:united states|usa|u\.s\.a?|united kingdom|uk|england|scotland|wales|ireland|germany|deutschland|france|spain|italy|portugal|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|poland|czech republic|czechia|greece|turkey|israel|india|china|japan|korea|south korea|singapore|australia|new zealand|canada|mexico|brazil|argentina|chile|colombia|peru|south africa|nigeria|kenya|egypt|uae|united arab emirates|saudi arabia|qatar|pakistan|bangladesh|sri lanka|indonesia|malaysia|philippines|vietnam|thailand|taiwan|hong kong|russia|ukraine|romania|hungary|bulgaria|croatia|serbia|estonia|latvia|lithuania|luxembourg|iceland|california|new york|texas|washington|massachusetts|illinois|florida|ontario|quebec|british columbia|bavaria|remote|area|bay area|greater)\b/i

const PLACE_WORDS_ALL = new RegExp(PLACE_WORDS.source, 'gi')
/** A US state written out: "Portland, Oregon", "University of California". */
export const US_STATE_NAME =
  /^(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)$/i
// "Catterick, North Yorkshire", "Ikeja, Lagos State", "Cork, County Cork": the shapes regions are named in.
const REGION_SHAPE =
  /^(?:(?:North|South|East|West|Greater|Upper|Lower|Central|Northern|Southern|Eastern|Western)\s+\p{Lu}\p{L}+|\p{Lu}\p{L}*shire|(?:County|Co\.)\s+\p{Lu}\p{L}+|\p{Lu}\p{L}+\s+(?:County|Province|State|Region|District|Oblast))$/u

// "Austin, TX 78701", "Ottawa, ON K1A 0B1", "Melbourne VIC 3000" (Australian addresses drop the comma).
const CITY_REGION = new RegExp(
  `^[\\p{L} .'’-]+(?:,\\s*(?:${US_STATES})|\\s(?:NSW|VIC|QLD|TAS|ACT|NT|WA|SA)|,\\s(?:NSW|VIC|QLD|TAS|ACT|NT|WA|SA)(?=\\s+\\d{4}$))(?:\\s+(?:\\d{4,5}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d))?(?:\\s+(?:US|USA|United States))?$`,
  'u',
)

function isNameEndingInCountry(part: string): boolean {
  const words = part.split(/\s+/)
  // "PKF Kenya", "DHL Nigeria": a firm's initials before the country it trades in.
  if (
    words.length === 2 &&
    /^[A-Z]{2,5}$/.test(words[0]!) &&
    !PLACE_WORDS.test(words[0]!) &&
    PLACE_WORDS.test(words[1]!)
  )
    return true
  // "Oregon Metropolitan Area", "Greater Boston Area": LinkedIn's regions end in "Area", no country.
  if (words.length < 3 || !PLACE_WORDS.test(words.at(-1)!) || /^area$/i.test(words.at(-1)!)) return false
  // "Republic of Korea", "Federal Republic of Germany" are the country's own name.
  const others = part
    .replace(PLACE_WORDS_ALL, ' ')
    .split(/\s+/)
    .filter((w) => w && !COUNTRY_NAME_WORD.test(w))
  return others.length >= 2
}

// Regions and states among the place words: "Baja California", "Bay Area" are places.
const NOT_A_COUNTRY =
  /^(?:area|bay area|greater|remote|california|new york|texas|washington|massachusetts|illinois|florida|ontario|quebec|british columbia|bavaria|england|scotland|wales)$/i

function isFirmBeforeCountry(part: string): boolean {
  const words = part.split(/\s+/)
  return (
    words.length === 2 &&
    PLACE_WORDS.test(words[1]!) &&
    !NOT_A_COUNTRY.test(words[1]!) &&
    !PLACE_WORDS.test(words[0]!) &&
    !COUNTRY_NAME_WORD.test(words[0]!) &&
    !/^(?:northern|southern|eastern|western|upper|lower)$/i.test(words[0]!)
  )
}

const COUNTRY_NAME_WORD =
  /^(?:of|the|and|republic|federal|federation|kingdom|united|democratic|islamic|people'?s|commonwealth|union|states?|emirates|arab|socialist|plurinational|grand|duchy|principality|sultanate|north|south|east|west|central|greater|new)$/i

/** A place: "City, ST", "City, Country", "City, Region, Country", or a known country/region alone. */
// "Harbour Café, Singapore", "Hotel Sacher, Wien": a venue is an employer with its town, never a place name.
const VENUE_WORDS =
  /(?<![\p{L}])(?:café|cafe|caffè|restaurant|ristorante|bistro|brasserie|bakery|bäckerei|patisserie|pâtisserie|pizzeria|trattoria|taverna|tavern|diner|eatery|grill|deli|hotel|motel|hostel|pub|salon|boutique|pharmacy|apotheke|kitchen|coffee|espresso|roastery|brewery|brauerei|winery|distillery)(?![\p{L}])/iu

// "'s-Hertogenbosch", "'t Zandt": a Dutch town's name can open on its article's short form.
const CAPITALISED_PLACE_NAME = /^(?:['’][st][- ])?[\p{Lu}][\p{L}\p{M} .'’()-]*$/u
// "Dublin 8, Ireland", "Dublin D08 X2Y3": a town's postal district is part of its name.
const CAPITALISED_PLACE_PART =
  /^(?:['’][st][- ])?[\p{Lu}][\p{L}\p{M} .'’()-]*?(?:\s(?:\d{1,2}|D\d{2}(?:\s[A-Z\d]{4})?))?$/u

export function looksLikeLocation(text: string): boolean {
  const value = text.trim()
  if (value.length < 2 || value.length > 70) return false
  if (/[@]|https?:|www\./.test(value)) return false
  // "Charlotte, NC 28202": a ZIP code after the state; any other long number is no place.
  if (CITY_REGION.test(value)) return true
  // "São Paulo/SP", "Belo Horizonte/MG": a Brazilian town and its state after a slash.
  if (/^\p{Lu}[\p{L}\p{M} '’-]{1,30}\/[A-Z]{2}$/u.test(value)) return true
  if (/\d{5,}/.test(value)) return false
  // "Venlo, the Netherlands": a country's article is no part of its name.
  const parts = value.split(/\s*,\s*/).map((part) => part.replace(/^the\s+(?=\p{Lu})/u, ''))
  // "Fermoy, Co. Cork": an Irish county written short is a region, not a company's "Co.".
  if (
    parts.some(
      (part) =>
        !/^Co\.\s\p{Lu}\p{L}+$/u.test(part) &&
        (looksLikeRole(part) || looksLikeOrganisation(part) || VENUE_WORDS.test(part)),
    )
  )
    return false
  // "Amazon Fulfillment Poland, Sady": a name of three or more words that ends in a country is a
  // company's, not a place.
  if (parts.some((part) => isNameEndingInCountry(part))) return false
  // "Boots Ireland, Limerick": a place is written from town to country, so a word and a country with a
  // town after them name a firm ("Deloitte Ireland, Dublin"), not a place.
  if (parts.slice(0, -1).some((part) => isFirmBeforeCountry(part))) return false
  // A district or street with its number before a town ("Jumeirah Lake Towers 2, Dubai, UAE") is no town: a postal
  // district only in a place of two parts at most.
  const capitalisedPart = parts.length <= 2 ? CAPITALISED_PLACE_PART : CAPITALISED_PLACE_NAME
  const capitalised = parts.every((part) => capitalisedPart.test(part))
  if (
    parts.length >= 2 &&
    parts.length <= 4 &&
    capitalised &&
    (PLACE_WORDS.test(value) || REGION_SHAPE.test(parts.at(-1)!) || US_STATE_NAME.test(parts.at(-1)!))
  )
    return true
  // Alone, a place is only place words ("Germany", "Greater London Area"): "Boots UK" is a company.
  const rest = value.replace(PLACE_WORDS_ALL, ' ').trim()
  if (
    parts.length === 1 &&
    capitalised &&
    PLACE_WORDS.test(value) &&
    value.split(/\s+/).length <= 4 &&
    !looksLikeRole(value) &&
    (rest === '' || /\b(?:greater|area)\b/i.test(value))
  )
    return true
  return false
}

/** How many round brackets `text` leaves open: "Global Logistics (Ontario College" leaves one. */
export const openBrackets = (text: string) =>
  (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0)

/**
 * Splits at any of `separators` or at a run of two or more spaces, but not inside round brackets
 * ("English (native, fluent)"), in one pass: a look-ahead per separator would be quadratic.
 */
export function splitOutsideBrackets(text: string, separators: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  let previous = ''
  for (const char of text) {
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    const isWideGap = /\s/.test(char) && /\s/.test(previous)
    previous = char
    if (depth === 0 && (separators.includes(char) || isWideGap)) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  parts.push(current.trim())
  return parts.filter(Boolean)
}

// An en or em dash opens the bullets of many German and French CVs ("– Entgeltabrechnung für 650 Beschäftigte");
// it also opens the end of a date range cut over two lines ("– Jun. 2016", "– heute"): a dash bullet has three
// words or more, and no year among its first three.
const DASH_BULLET = /^[–—]\s+\p{L}\S*\s+\S+\s+\S+/u
const YEAR_IN_FIRST_WORDS = /^[–—]\s+(?:\S+\s+){0,2}\S*\b(?:19|20)\d\d\b/u

export function isBulletText(text: string): boolean {
  const value = text.trim()
  if (/^[•●○◦▪▫■□‣⁃∙·*➢➤►▶✓✔-]\s*/u.test(value)) return true
  return DASH_BULLET.test(value) && !YEAR_IN_FIRST_WORDS.test(value)
}

export function stripBullet(text: string): string {
  return text
    .trim()
    .replace(/^(?:[•●○◦▪▫■□‣⁃∙·*➢➤►▶✓✔–-]|\d{1,2}[.)])\s*/u, '')
    .trim()
}

/** A line that reads like prose (ends a sentence or is long), not like a heading or a title. */
export function isSentence(text: string): boolean {
  const value = text.trim()
  // "Acme S.L." or "Widgets Inc." end in a dot without ending a sentence.
  const abbreviation =
    /(?:\b\p{Lu}\.){1,3}$|\b(?:inc|ltd|co|corp|llc|jr|sr|st|dept|univ|bros|plc|ag|gmbh|s\.a|u\.s)\.$/iu.test(
      value,
    )
  const words = value.split(/\s+/).length
  // "Yahoo!" is a name; "We shipped it!" is a sentence.
  return (/[!?]$/.test(value) && words > 3) || (/\.$/.test(value) && !abbreviation) || words > 14
}
