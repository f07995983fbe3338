// Section headings a resume uses, in English and a few other languages, mapped to the profile part
// they open. Matching is on the whole line, after decoration and case are removed.

const SECTION_HEADINGS: Record<string, string[]> = {
  summary: [
    'objetivo',
    'objetivo profissional',
    'resumo profissional',
    'podsumowanie',
    'o mnie',
    'profil zawodowy',
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'executive summary',
    'personal statement',
    'career summary',
    'summary of qualifications',
    'qualifications summary',
    'professional overview',
    'personal profile',
    'personal summary',
    'profil',
    'perfil',
    'profiel',
    'over mij',
    'profilo',
    'profilo personale',
    'sommario',
    'perfil profesional',
    'sobre mí',
    'extracto',
    'resumen',
    'resumo',
    'resumo profissional',
    'perfil profissional',
    'sobre mim',
    'kurzprofil',
  ],
  experience: [
    'erhvervserfaring',
    'arbejdserfaring',
    'erhvervsmæssig erfaring',
    'arbeidserfaring',
    'yrkeserfaring',
    'arbetslivserfarenhet',
    'arbetserfarenhet',
    'expérience',
    'expériences',
    'expérience de travail',
    'expériences de travail',
    'expérience de travail pertinente',
    'doświadczenie zawodowe',
    'doświadczenie',
    'przebieg pracy zawodowej',
    'experiência',
    'esperienza professionale e lavorativa',
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'career',
    'positions',
    'internships',
    'internship',
    'internship experience',
    'research experience',
    'industry experience',
    'work',
    'experience and employment',
    'professional employment',
    'berufserfahrung',
    'werkervaring',
    'werkervaringen',
    'arbeidsverleden',
    'esperienza',
    'esperienze',
    'esperienza professionale',
    'esperienze professionali',
    'esperienza lavorativa',
    'esperienze lavorative',
    'experiência profissional',
    'expérience professionnelle',
    'experiencia',
    'experiencia profesional',
    'teaching experience',
    'relevant work experience',
    'professional history',
    'beruflicher werdegang',
    'berufliche erfahrung',
    'berufliche tätigkeit',
    'berufliche tätigkeiten',
    'berufstätigkeit',
    'berufliche laufbahn',
    'berufliche stationen',
    'berufspraxis',
    'praktische erfahrung',
    'werdegang',
    'experiencia laboral',
    'trayectoria profesional',
    'experience professionnelle',
    'expériences professionnelles',
    'academic appointments',
    'appointments',
    'academic positions',
    'academic employment',
    'professional appointments',
    'research positions',
    'positions held',
    'employment record',
    'military service',
    'military experience',
    // A seafarer's record of ships and ranks.
    'sea service',
    'sea service record',
    'sea time',
    'previous career',
    "where i've worked",
    'where i have worked',
    "places i've worked",
    "companies i've worked for",
    'earlier career',
    'prior career',
  ],
  education: [
    'uddannelse',
    'uddannelser',
    'utdanning',
    'utbildning',
    'educational attainment',
    'educational qualifications',
    'educational qualification',
    'wykształcenie',
    'edukacja',
    'istruzione e formazione',
    'formazione',
    'education',
    'academic background',
    'education and training',
    'academic qualifications',
    'academics',
    'studies',
    'educational background',
    'education and qualifications',
    'academic history',
    'ausbildung',
    'bildung',
    'formation',
    'educación',
    'education and certifications',
    'qualifications',
    'studium',
    'hochschulstudium',
    'schulbildung',
    'schulische ausbildung',
    'bildungsweg',
    'ausbildung und studium',
    'formación',
    'opleiding',
    'opleidingen',
    'opleiding en cursussen',
    'istruzione',
    'istruzione e formazione',
    'formazione',
    'titoli di studio',
    'formação',
    'formação acadêmica',
    'formação académica',
    'habilitações académicas',
    'habilitações literárias',
    'formación académica',
    'educational qualification',
    'educational qualifications',
    'academic qualification',
    'academic profile',
    'scholastic profile',
    'educational details',
    'education details',
    'formation académique',
    'training and qualifications',
    'qualifications and training',
    'schul- und berufsausbildung',
    'aus- und weiterbildung',
    'weiterbildung und schulbildung',
    'schulbildung und weiterbildung',
  ],
  skills: [
    'kompetencer',
    'kompetanse',
    'kompetenser',
    'færdigheder',
    'ferdigheter',
    'färdigheter',
    'umiejętności',
    'kompetencje',
    'conhecimentos',
    'competenze informatiche',
    'competenze digitali',
    'computer skills',
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'skills and expertise',
    'areas of expertise',
    'expertise',
    'top skills',
    'technologies',
    'tech stack',
    'technical proficiencies',
    'skill highlights',
    'core skills',
    'skills and abilities',
    'computer skills',
    'it skills',
    'programming',
    'programming skills',
    'skills and interests',
    'skills and tools',
    'tools',
    'toolbox',
    'my toolbox',
    'toolkit',
    'tools and technologies',
    'technical expertise',
    'kenntnisse',
    'fähigkeiten',
    'compétences',
    'key competencies',
    'professional skills',
    'skills summary',
    'technical summary',
    'software',
    'it-kenntnisse',
    'edv-kenntnisse',
    'fachkenntnisse',
    'besondere kenntnisse',
    'herramientas',
    'habilidades',
    'competencias',
    'vaardigheden',
    'competenties',
    'competenze',
    'competenze tecniche',
    'competências',
    'conocimientos',
    'conocimientos informáticos',
    'informática',
    'methods',
    'research methods',
    'laboratory methods',
    'techniques',
    'laboratory skills',
    'research skills',
  ],
  languages: [
    'sprog',
    'språk',
    'sprogkundskaber',
    'språkkunskaper',
    'języki',
    'języki obce',
    'znajomość języków',
    'madrelingua',
    'altre lingue',
    'lingua madre',
    'mother tongue',
    'mother tongues',
    'other languages',
    'langue maternelle',
    'autres langues',
    'lengua materna',
    'otros idiomas',
    'língua materna',
    'languages',
    'language skills',
    'spoken languages',
    'language proficiency',
    'sprachen',
    'langues',
    'idiomas',
    'línguas',
    'talen',
    'talenkennis',
    'lingue',
    'conoscenze linguistiche',
    'lingue straniere',
    'sprachkenntnisse',
    'fremdsprachen',
    'languages known',
    'idiomas y certificaciones',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'professional certifications',
    'credentials',
    'accreditations',
    'courses',
    // Dutch, German, Spanish and Italian "Courses".
    'cursussen',
    'cursussen en trainingen',
    'trainingen',
    'kurse',
    'cursos',
    'corsi',
    'courses and certifications',
    'certifications and training',
    'training',
    'zertifikate',
    'fortbildungen',
    'fortbildung',
    'weiterbildung',
    'weiterbildungen',
    'designations',
    'professional designations',
    'professional qualifications and designations',
    'professional development',
    'continuing professional development',
    'continuing education',
    'licences',
    'licences and certifications',
    'professional registration',
    'professional',
    'professional qualifications',
    'registration',
    'registrations',
  ],
  projects: [
    'projects',
    'project',
    'personal projects',
    'selected projects',
    'key projects',
    'academic projects',
    'side projects',
    'open source',
    'notable projects',
    'project experience',
    'projekte',
    'open source projects',
    'technical projects',
  ],
  other: [
    'awards',
    'honors',
    'honours',
    'honors-awards',
    'honors and awards',
    'awards and honors',
    'achievements',
    'publications',
    'interests',
    'hobbies',
    'hobbies and interests',
    'personal interests',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'activities',
    'extracurricular',
    'extracurricular activities',
    'extracurricular activity',
    'references',
    'leadership',
    'leadership and activities',
    'affiliations',
    'memberships',
    'patents',
    'presentations',
    'talks',
    'teaching',
    'coursework',
    'relevant coursework',
    'links',
    'contact',
    'contact information',
    'contacto',
    'datos de contacto',
    'contato',
    'contatti',
    'coordonnées',
    'kontakt',
    // A personal page's closing call to write ("Let's talk", "Hablemos") heads its contact details.
    "let's talk",
    'get in touch',
    'say hi',
    'say hello',
    'contact me',
    "let's connect",
    'drop me a line',
    'hablemos',
    'escríbeme',
    'contáctame',
    'additional information',
    'miscellaneous',
    'social',
    'writing',
    'press',
    'community',
    'organizations',
    'professional affiliations',
    'research',
    'conferences',
    'program committees',
    'scholarships',
    'grants',
    'campus involvement',
    'involvement',
    'service',
    'portfolio',
    'recommendations',
    'other',
    'misc',
    'selected publications',
    'honors and achievements',
    'awards and achievements',
    'referees',
    'persönliches',
    'interessen',
    'hobbys',
    'ehrenamt',
    'publikationen',
    'declaration',
    'personal details',
    'personal information',
    'datos personales',
    'persoonlijke gegevens',
    'dati personali',
    'informazioni personali',
    'personal data',
    "hobby's",
    'interesses',
    'interessi',
    'grants and fellowships',
    'fellowships',
    'funding',
    'research funding',
    'grants and awards',
    'supervision',
    'student supervision',
    'mentoring',
    'invited talks',
    'conference presentations',
    'peer review',
    'professional memberships',
    'professional service',
    'editorial service',
    'awards and grants',
  ],
}

export type SectionKind =
  'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'projects' | 'other'

const headingLookup = new Map<string, SectionKind>()
for (const [kind, names] of Object.entries(SECTION_HEADINGS))
  for (const name of names) headingLookup.set(name, kind as SectionKind)

/**
 * Letter-spaced text ("E X P E R I E N C E", "W O R K   H I S T O R Y", a name "J O H N   S M I T H")
 * joined back into words; kerned pairs stay together in the PDF text ("E D U C AT I O N"). Other text
 * is returned as it is.
 */
export function joinLetterSpaced(text: string): string {
  const value = text.trim()
  const chunks = value.split(/ +/)
  const singles = chunks.filter((c) => c.length === 1).length
  if (
    !/^[\p{L}.,]{1,2}(?: {1,3}[\p{L}.,]{1,2})+$/u.test(value) ||
    chunks.length < 4 ||
    singles < chunks.length * 0.7
  )
    return value
  // "K ay l a M . B r o o k s , C V T": where one space parts every letter, words included, a mixed-case text's
  // words start at its capitals (after a small letter, a point or a comma).
  if (!/ {2}/.test(value) && /\p{Ll}/u.test(value))
    return value.replace(/ /g, '').replace(/(?<=[\p{Ll}.,])(?=\p{Lu})/gu, ' ')
  return value
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ')
}

export function normaliseHeading(text: string): string {
  const value = joinLetterSpaced(text)
  return value
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/[:：.]+$/, '')
    .replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The section a heading line opens, or null when the line is not a known heading. */
// Title words that make "… Experience" a role ("Head of Customer Experience", "VP Guest Experience").
const ROLE_LIKE = /\b(?:head|director|manager|lead|vp|vice|chief|officer|specialist|associate|of)\b/

// The plurals that name an other section of an academic or long CV.
const OTHER_PLURAL =
  /^(?:grants|publications|talks|presentations|awards|fellowships|memberships|patents|conferences)$/

// "akademische", "berufliche", "universitäre", "schulischer": a German adjective that names a kind, declined.
const GERMAN_KIND_ADJECTIVE = /^\p{Ll}{3,}(?:isch|lich|är|ig)(?:e|er|es)$/u

// "Checks & Certificates", "Safety Tickets", "Trade Licences": a short heading that closes on a word for what is held.
const CREDENTIAL_WORDS = /^(?:certificates|certifications|licences|licenses|tickets|clearances)$/

export function sectionOf(raw: string): SectionKind | null {
  // "SKILLS ------" and "== Experience ==" are headings with decoration around them.
  // Checked first: the decoration patterns below are only linear on short lines.
  if (raw.length > 120) return null
  const text = raw.replace(/^[\s\-=_*#~.·•]{2,}|[\s\-=_*#~.·•]{2,}$/g, '').trim()
  if (text.length > 60) return null
  const heading = normaliseHeading(text)
  const exact = headingLookup.get(heading)
  if (exact) return exact
  // "Legal Experience", "Military Career", "Leadership Skills", "Job-Related Training", "Languages Known": a
  // short heading whose last (first, for languages) word names the section, qualified by a field rather than a title ("Head of Customer
  // Experience" is a role).
  const words = heading.split(' ')
  const last = words.at(-1) ?? ''
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    /^[\p{L} -]+$/u.test(heading) &&
    // "Anaphylaxis and asthma training, 2025" is a course taken in a year, not a heading.
    !/\d/.test(text) &&
    (last === 'experience' ||
      last === 'career' ||
      last === 'skills' ||
      last === 'training' ||
      CREDENTIAL_WORDS.test(last) ||
      words[0] === 'languages') &&
    !ROLE_LIKE.test(heading)
  )
    return words[0] === 'languages'
      ? 'languages'
      : last === 'experience' || last === 'career'
        ? 'experience'
        : last === 'training' || CREDENTIAL_WORDS.test(last)
          ? 'certifications'
          : 'skills'
  // "Akademische Ausbildung", "Berufliche Stationen", "Sprachliche Kenntnisse": a German heading after an adjective
  // of the kind that says which part of a life it is ("-isch", "-lich", "-är", "-ig" with its ending) is that heading.
  if (words.length === 2 && GERMAN_KIND_ADJECTIVE.test(words[0]!)) {
    const kind = headingLookup.get(words[1]!)
    if (kind) return kind
  }
  // "Research Grants", "Recent Publications", "Invited Talks": a short heading whose last word is the plural that
  // names an other section, qualified by a word that is no title ("Head of Grants" is a role).
  if (words.length >= 2 && words.length <= 3 && OTHER_PLURAL.test(last) && !ROLE_LIKE.test(heading))
    return 'other'
  // "Expérience professionnelle | Professional Experience": a bilingual heading names one section in both halves
  // ("Sprachen | Deutsch, Englisch" is a table row: a label and its value).
  // "Experiência Profissional (Work Experience)", "Habilidades (Skills)": the translation in brackets after it too.
  const bracketed = /^([^()]+)\(([^()]+)\)$/.exec(heading)
  const halves = bracketed ? [bracketed[1]!.trim(), bracketed[2]!.trim()] : heading.split(/\s+\|\s+/)
  if (halves.length === 2 && heading.split(/\s+/).length <= 8) {
    const [one, other] = halves.map((half) => sectionOf(half))
    return one === other ? (one ?? null) : null
  }
  // "Experience and Internships", "Skills & Certifications": the first named part decides.
  // "Herramientas y habilidades", "Formação e cursos": the word for "and" in Spanish, Portuguese, French and German.
  const [first, ...rest] = heading.split(/\s+(?:and|y|e|et|und)\s+|\s*\/\s*/)
  if (rest.length > 0 && heading.split(/\s+/).length <= 6 && first) return headingLookup.get(first) ?? null
  return null
}
