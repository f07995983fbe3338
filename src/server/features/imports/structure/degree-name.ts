import { cleanSeparators, looksLikeDegree } from '#server/features/imports/structure/text-patterns.ts'

// What a degree's own name says (issue 19): which words name the degree and which its field, in every language the
// importer reads ("Bachelor of Science in Nursing", "Bachelorstudium Informatik", "MBO niveau 4 Zorg en Welzijn",
// "Licenciatura en Derecho"). The education reader (parse-education.ts) finds the degree among a row's parts; this
// module parts that one piece.

// "Bachelor of Marine Science (Honours)", "Master of Social Work", "Bachelor of Science in Nursing": a degree named
// "<level> of <subject>" is kept whole (with its class, "(Honours)"); an "in", a comma, a dash or a bracket after
// it names its field ("Bachelor of Arts (History and Geography)"). With none, the subject is the field (below).
const LEVEL_OF =
  /^((?:(?:honours|honors|hons\.?)\s+)?(?:bachelor|master|doctor|associate)(?:'s)?(?:\s+degree)?\s+of)\s+(\S.*)$/i
// The faculty a degree is "of" when its subject follows bare: "Master of Science Accountancy".
const FACULTY_THEN_SUBJECT =
  /^(science|arts|applied science|engineering|laws|commerce|education|business administration|public administration)\s+(\p{Lu}[^()]*)$/iu
// "Bachelor of Science", "Master of Arts": a faculty names no subject, so it is no field.
// "Engineering Technology", "Education Studies": a noun that makes a discipline of the faculty before it is no subject.
const DISCIPLINE_NOUN =
  /^(?:technology|technologies|management|studies|sciences?|administration|design|policy|practice)$/i
const FACULTY_ONLY = /^(?:science|arts|applied science|applied arts|philosophy)$/i
const SUBJECT_END = /\s+in\s+|\s*[,|–—]\s*|\s+-\s+/i
const DEGREE_CLASS_BRACKET = /\s*(\((?:hons\.?|honours|honors)\))$/i
const OTHER_BRACKET = /\s*\(([^()]{2,80})\)$/

function splitNamedDegree(value: string): { degree: string; field: string } | undefined {
  const named = LEVEL_OF.exec(value)
  if (!named) return undefined
  // "Bachelor of Engineering (Hons) Chemical Engineering": the class written between the name and its field.
  const classAt = /\((?:hons\.?|honours|honors)\)/i.exec(named[2]!)
  const afterClass = classAt ? named[2]!.slice(classAt.index + classAt[0].length).trim() : ''
  if (classAt && classAt.index > 0 && /^\p{Lu}[^()]*$/u.test(afterClass))
    return {
      degree: `${named[1]!} ${named[2]!.slice(0, classAt.index).trim()} ${classAt[0]}`,
      field: cleanSeparators(afterClass),
    }
  const rest = named[2]!
  const end = SUBJECT_END.exec(rest)
  let subject = end ? rest.slice(0, end.index) : rest
  let narrower = end ? cleanSeparators(rest.slice(end.index + end[0].length)) : ''
  // "(MBChB)", "(BNSc)": the degree's own short form in brackets is neither its name nor its field.
  const bracket = OTHER_BRACKET.exec(subject)
  if (bracket && !DEGREE_CLASS_BRACKET.test(subject)) {
    subject = subject.slice(0, bracket.index)
    if (!isBracketedShortForm(bracket[1]!) && !looksLikeDegree(bracket[1]!) && !narrower)
      narrower = bracket[1]!
  }
  const degreeClass = DEGREE_CLASS_BRACKET.exec(subject)
  if (degreeClass) subject = subject.slice(0, degreeClass.index)
  const faculty = narrower ? null : FACULTY_THEN_SUBJECT.exec(subject)
  if (
    faculty &&
    /^\p{Lu}/u.test(faculty[2]!) &&
    !LEVEL_OF.test(faculty[2]!) &&
    !DISCIPLINE_NOUN.test(faculty[2]!)
  )
    [subject, narrower] = [faculty[1]!, faculty[2]!.trim()]
  const degree = `${named[1]!} ${subject}${degreeClass ? ` ${degreeClass[1]!}` : ''}`
  return { degree, field: narrower && !isDegreeShortForm(narrower) ? narrower : '' }
}

// "Diplôme d'État d'Infirmier", "Diplôme d'État de Masseur-Kinésithérapeute", "Examen d'État de …": a French state
// diploma is named for the profession it opens, which is its subject.
const FRENCH_STATE_DIPLOMA =
  /^(?:dipl[oô]me|examen|certificat)\s+d['’][ée]tat\s+(?:d['’]|de\s+(?:l['’])?|du\s+|des\s+)([^()\s][^()]{1,79})$/iu

/** The subject a named degree is "of" ("Bachelor of Marine Science" -> "Marine Science"), unless a faculty. */
export function subjectOfNamedDegree(degree: string): string {
  const state = FRENCH_STATE_DIPLOMA.exec(degree)
  if (state) return `${state[1]!.charAt(0).toUpperCase()}${state[1]!.slice(1)}`
  const named = LEVEL_OF.exec(degree.replace(DEGREE_CLASS_BRACKET, ''))
  if (!named || SUBJECT_END.test(named[2]!) || FACULTY_ONLY.test(named[2]!)) return ''
  // "Bachelor of Medicine and Bachelor of Surgery": a double degree's subjects together.
  return named[2]!.replace(/\s+and\s+(?:bachelor|master|doctor)(?:'s)?\s+of\s+/i, ' and ')
}

// "Certificate of Higher Education in …", "Diploma of Higher Education in …" (the UK's CertHE and DipHE).
const HIGHER_EDUCATION_AWARD = /^((?:certificate|diploma) of higher education)\s+in\s+(\S.*)$/i
const FIELD_THEN_DEGREE =
  /^(\p{Lu}[\p{L}\p{M}&' -]{2,60}?)\s+((?:BA|BSc|BEng|BEd|BMus|BFA|MA|MSc|MEng|MBA|MRes|MPhil|PhD|HND|HNC)(?:\s?\((?:Hons|Honours)\))?|diploma|certificate)$/u
const SUBJECT_THEN_KIND =
  /^(\p{Lu}[\p{L}\p{M}&/ -]{1,60}?)\s+(?:bootcamp|nanodegree|certificate|diploma|apprenticeship)$/iu
// Words that make "… Diploma" a kind of diploma, not its subject: "Higher National Diploma", "Access to Higher
// Education Diploma".
const KIND_QUALIFIER =
  /^(?:access to|advanced|higher|graduate|postgraduate|post-graduate|national|professional|executive|general|foundation|undergraduate|leaving|junior|senior|high school|technical|vocational)\b/i

/** "Data Analytics Bootcamp", "Welder Apprenticeship": a course named by its subject, then its kind. */
export function namesItsSubject(degree: string): boolean {
  const subject = SUBJECT_THEN_KIND.exec(degree)?.[1]
  return subject !== undefined && !looksLikeDegree(subject) && !KIND_QUALIFIER.test(subject)
}

// "MBChB", "BCom", "B.A.": a degree's own short form (capitals of a bachelor, master or doctor).
export const isDegreeShortForm = (text: string) =>
  /^[ABMD][A-Za-z.]{1,7}$/.test(text) && (text.match(/[A-Z]/g)?.length ?? 0) >= 2

// "Dipl.-Ing.", "Dipl.-Kfm.", "M.Sc.", "B.A.", "LL.M.": a short form written with its points.
// "Mag. iur.", "Dr. med.", "Mag. phil.": an Austrian or German title's short form with its subject.
const DOTTED_SHORT_FORM =
  /^(?:Dipl\.-\p{Lu}\p{Ll}{1,5}\.|[BMD]\.(?:\s?\p{L}{1,4}\.){1,3}|LL\.\s?[BM]\.|\p{Lu}\p{Ll}{1,4}\.\s?\p{Ll}{2,5}\.)$/u
export const isBracketedShortForm = (text: string) => isDegreeShortForm(text) || DOTTED_SHORT_FORM.test(text)
const TRAILING_QUALIFIER = /\s*(\((?:hons|honours|fh|th|hf)\))$/i
// A degree that closes on a word of its own, then its field written with no "in" (group 1 the degree, 2 the field).
const DEGREE_THEN_SUBJECT = [
  // "SVQ Level 3 Wood Occupations", "NVQ Level 2 Hospitality": a vocational qualification closes on its level.
  /^((?:[SN]VQ|BTEC|QCF|RQF|SCQF)(?:\s+(?:Extended\s+)?(?:Diploma|Certificate))?\s+Level\s+\d)\s+(\p{Lu}[^,;|]{2,60})$/u,
  // "Magister der Rechtswissenschaften", "Doktor der Medizin": a German degree "of" its field.
  /^(magister|magistra|doktor|doctor|diplom|bachelor|master)\s+(?:der|des)\s+(\p{Lu}.{1,60})$/iu,
  // "Reife- und Diplomprüfung für Elementarpädagogik", "Diplom für Sozialpädagogik": an examination, "für", its field.
  /^(\p{Lu}[\p{L}\p{M} -]{0,40}?(?:prüfung|diplom|examen|abschluss|zeugnis))\s+(?:für|im)\s+(\p{Lu}[^,;|]{1,60})$/u,
  // "Dipl. Techniker HF Maschinenbau", "Ingenieur FH Elektrotechnik": a Swiss title closes on the level of its school
  // (HF: a höhere Fachschule, FH: a Fachhochschule).
  /^((?:[Dd]ipl\.\s+)?\p{Lu}[\p{L}\p{M}-]{2,30}\s+(?:HF|FH))\s+(\p{Lu}[\p{L}\p{M} -]{2,60})$/u,
  // "Master 2 Droit des affaires", "Master 1 Économie": a French master's year.
  /^((?:master|mastère)\s+(?:[12]|M[12]))\s+(\p{Lu}[^,;|]{1,80})$/iu,
  // "Staatlich geprüfter Techniker Maschinentechnik": a German state-examined title.
  /^((?:[Ss]taatlich\s+)?[Gg]eprüfte[rn]?\s+\p{Lu}[\p{L}-]+)\s+(\p{Lu}[^,;|]{2,60})$/u,
]

// "Staatsexamen Pharmazie", "Diplom Informatik", "Bachelor Maschinenbau", "Dipl.-Ing. Elektrotechnik", "Lehrabschluss
// Köchin", "Bachelorstudium Informatik": a degree word, then the field. "Magister inżynier": with the "i" flag \p{Lu}
// matches any letter, so the field's capital is tested apart; a lower-case word after the degree word is part of its name.
const DEGREE_WORD_THEN_FIELD =
  /^(diplom(?:-\p{L}+)?|dipl\.-\p{L}{2,6}\.|bachelor|master|magister|licence professionnelle|licence|laurea|lehrabschluss|\p{L}*(?:brief|prüfung|examen)|(?:bachelor|master|diplom|magister|doktorats?)studium|reife- und diplomprüfung)\s+(\p{Lu}[^,]*)$/iu
// "BSc Nursing", "B.A. (Mod.) Economics", "MBA": a degree's short form (with its class), then its field.
const SHORT_DEGREE_THEN_FIELD =
  /^((?:(?:b|m|d)\.?\s?(?:s|a|sc|eng|tech|e|phil|b\.?a|com)\.?|[bm]\.\s?[a-z]{3,8}\.|ph\.?\s?d\.?|mba|bsc|msc|ba|bs|ma|ms|beng|meng|btech|mtech|mphil|pgce|pgdip|llb|llm|mbbs|hnd|hnc|bts|dut|med|msw|mph|mpa|mres|pgde)(?:\s?\((?:hons|honours|mod|ord|econ|oxon|cantab)\.?\)|\s(?:hons|honours)\b\.?)?)(?:\s+(\S.*))?$/i
const SWISS_FEDERAL =
  /^(\p{Lu}[^,;|]{1,60}?)\s+mit\s+((?:eidg\.|eidgenössische[mnr]?)\s+(?:fachausweis|diplom))$/iu

// "Ausbildung zur Verwaltungsfachangestellten", "zur Medizinischen Fachangestellten": after "zur" a German noun
// made from an adjective, and its adjective, take "-n"; the trade is named without it.
// "Weiterbildung zum Geprüften Logistikmeister", "zum Staatlich geprüften Techniker", "zum Verwaltungsfachangestellten":
// after "zum" they take "-en" where a man's title takes "-er".
function nominative(trade: string, training: string): string {
  if (/\szum\s/i.test(training))
    return trade
      .replace(/(?<=(?:geprüft|anerkannt|isch|lich|ig))en(?=\s+\p{Lu})/giu, 'er')
      .replace(/(?<=\p{L}angestellt)en$/u, 'er')
  if (!/\szur\s/i.test(training)) return trade
  return trade.replace(/(?<=\p{L}(?:angestellte|ische))n(?![\p{L}])/giu, '')
}

export const FIELD_LABEL =
  /^(?:[a-zäöü]*studium(?:\s+(?:der|des|in|im))?|fachrichtung|schwerpunkt|studiengang|major|field of study|field|spécialité|option|kierunek|specjalność|especialidad|especialização|richting|inriktning)(?::\s*|\s+)/i

/** "Bachelor of Science in Computer Science" -> degree + field; "PhD, Molecular Biology" and "B.S. Physics" too. */
export function splitDegree(text: string): { degree: string; field: string } {
  // "Curso de Licenciatura em Enfermagem", "Corso di Laurea in Economia": the word for a course is no part of its degree.
  const course = /^(?:curso|corso|cursus)(?:\s+(?:de|di))?\s+(\S.*)$/i.exec(cleanSeparators(text))?.[1]
  const value = course && looksLikeDegree(course) ? course : cleanSeparators(text)
  // "BSc Nursing (Hons)", "Diplom-Betriebswirt Controlling (FH)": the degree's own qualifier written after the
  // field belongs to the degree ("BSc (Hons)").
  const qualifier = TRAILING_QUALIFIER.exec(value)
  if (qualifier && qualifier.index > 0) {
    const split = splitDegree(value.slice(0, qualifier.index))
    if (split.field) return { degree: `${split.degree} ${qualifier[1]!}`, field: split.field }
  }
  // "PhD Candidate", "MBA Student": a degree still being studied keeps that word; it is not the field
  // and the degree is not claimed as held.
  const studying = /^(\S.{0,40}?)\s+(?:candidate|student)$/i.exec(value)
  if (studying && looksLikeDegree(studying[1]!)) return { degree: value, field: '' }
  const named = splitNamedDegree(value)
  if (named) return named
  // "National Diploma: Hospitality Management": a colon after the award parts it from its subject.
  const colon = /^([^:]{2,40}):\s+(\p{Lu}[^:]{1,80})$/u.exec(value)
  if (colon && looksLikeDegree(colon[1]!) && !looksLikeDegree(colon[2]!))
    return { degree: colon[1]!, field: colon[2]! }
  // "Certificate of Higher Education in Health and Social Care": the award's name ends before "in".
  const higher = HIGHER_EDUCATION_AWARD.exec(value)
  if (higher) return { degree: higher[1]!, field: cleanSeparators(higher[2]!) }
  // "Graphic Design BA (Hons)", "Welding Specialist diploma": the subject written before the degree's short form, or
  // before a diploma or certificate named in lower case, is its field.
  const fieldFirst = FIELD_THEN_DEGREE.exec(value)
  if (fieldFirst && !looksLikeDegree(fieldFirst[1]!) && !KIND_QUALIFIER.test(fieldFirst[1]!)) {
    const degree = fieldFirst[2]!
    return {
      degree: /^(?:diploma|certificate)$/.test(degree)
        ? `${degree[0]!.toUpperCase()}${degree.slice(1)}`
        : degree,
      field: fieldFirst[1]!,
    }
  }
  // "Technische Kauffrau mit eidg. Fachausweis": a Swiss federal certificate or diploma, and the trade it is in.
  // "Weiterbildung zur Fachfrau Finanz- und Rechnungswesen mit eidg. Fachausweis": a further training towards one is
  // read as a training (below), the qualification whole.
  const federal = SWISS_FEDERAL.exec(value)
  if (federal && !/^(?:weiterbildung|fortbildung|ausbildung)\s/i.test(federal[1]!))
    return { degree: federal[2]!, field: federal[1]! }
  // "Master in Management in Strategy": with two "in", the first belongs to the degree's name.
  const ins = value.split(/\s+in\s+/i)
  if (ins.length === 3 && looksLikeDegree(ins[0]!.split(' ')[0]!))
    return { degree: `${ins[0]} in ${ins[1]}`, field: cleanSeparators(ins[2]!) }
  // Before any "in" or "en" of its field ("MBO niveau 4 Zorg en Welzijn").
  // "HBO Bachelor Bedrijfskunde", "WO Master Rechtsgeleerdheid": a Dutch degree named with its level of school.
  // "MBO niveau 4 Verzorgende-IG": a Dutch vocational diploma closes on its level; "HBO Verpleegkunde": the level alone.
  const dutch =
    /^((?:hbo|wo)(?:[- ](?:bachelor|master))?|mbo(?:[- ](?:(?:niveau|level) )?\d)?)\s+(\p{Lu}[^,;|]{1,60})$/iu.exec(
      value,
    )
  if (dutch) return { degree: dutch[1]!, field: dutch[2]! }
  // "Master in …", "Bachelor of …", "Máster en …", "Mestrado em …".
  const inOf = /^(.*?\S)\s+(?:in|of|en|em)\s+(\S.*)$/i.exec(value)
  // "BTS Management en Hôtellerie-Restauration", "CAP Pâtissier en apprentissage": a French diploma's short form
  // opens the name; all that follows it is its field.
  const frenchShort = value.includes(' en ') ? /^(\p{Lu}{2,5})\s+(\p{Lu}.*)$/u.exec(value) : null
  if (frenchShort && looksLikeDegree(frenchShort[1]!) && !looksLikeDegree(frenchShort[2]!.split(' ')[0]!))
    return { degree: frenchShort[1]!, field: frenchShort[2]!.replace(/\s+en\s+apprentissage$/i, '') }
  // "Diploma in the Principles and Practice …": the field's article is no part of its name.
  // "MA History of Art": an "of" after a short form's field is inside that field.
  if (inOf && looksLikeDegree(inOf[1]!) && !SHORT_DEGREE_THEN_FIELD.exec(inOf[1]!)?.[2])
    return {
      degree: cleanSeparators(inOf[1]!),
      // "Master in de Rechten", "Máster en la Enseñanza …": nor in any language.
      field: cleanSeparators(inOf[2]!.replace(/^(?:[Tt]he|de|het|la|el|le|les|die)\s+(?=\p{L})/u, '')),
    }
  // "Professionsbachelor i sygepleje", "Master i økonomi": Danish, Norwegian and Swedish "i" is "in".
  // "Högskoleingenjör i logistik", "Civilingenjör i maskinteknik": any one-word degree.
  const nordic = /^(\p{L}+)\s+i\s+(\S.*)$/iu.exec(value)
  if (nordic && (/(?:bachelor|kandidat|master)$/iu.test(nordic[1]!) || looksLikeDegree(nordic[1]!)))
    return { degree: nordic[1]!, field: cleanSeparators(nordic[2]!) }
  // "Ausbildung zum Kaufmann für Spedition", "Studium der Informatik": the training, then what it was in.
  const training =
    /^(ausbildung|studium|(?:fach)?weiterbildung|fortbildung|umschulung|lehre|lehrabschluss|promotion|examen|meister(?:in)?)\s+(?:zum|zur|der|des|als|in|im|für)\s+(\S.*)$/iu.exec(
      value,
    )
  if (training)
    return { degree: training[1]!, field: cleanSeparators(nominative(training[2]!, training[0]!)) }
  // "Industriemeister Fachrichtung Metall": a German qualification, then the label of its branch.
  const branch = /^(\p{Lu}[\p{L}\p{M}. -]{1,60}?)\s+Fachrichtung\s+(\p{Lu}[^,;|]{1,60})$/u.exec(value)
  if (branch && looksLikeDegree(branch[1]!)) return { degree: branch[1]!, field: branch[2]! }
  for (const pattern of DEGREE_THEN_SUBJECT) {
    const match = pattern.exec(value)
    if (match) return { degree: match[1]!, field: cleanSeparators(match[2]!) }
  }
  const plain = DEGREE_WORD_THEN_FIELD.exec(value)
  if (plain && /^\p{Lu}/u.test(plain[2]!)) return { degree: plain[1]!, field: plain[2]! }
  const comma = value.split(/\s*,\s*/)
  // "Staatlich geprüfter Techniker, Fachrichtung Elektrotechnik": the field's label goes.
  if (comma.length >= 2 && looksLikeDegree(comma[0]!))
    return { degree: comma[0]!, field: cleanSeparators(comma.slice(1).join(', ').replace(FIELD_LABEL, '')) }
  const abbreviation = SHORT_DEGREE_THEN_FIELD.exec(value)
  if (abbreviation)
    return {
      degree: abbreviation[1]!,
      field: cleanSeparators((abbreviation[2] ?? '').replace(/^(?:in|of)\s+/i, '')),
    }
  // "CAP Électricien", "BEP Vente", "KCSE": a degree's short form in capitals opens the name; the trade or subject
  // after it, with no "in", is its field.
  const shortThenSubject = /^(\p{Lu}{2,5})\s+(\p{Lu}[\p{L}\p{M}' -]{2,60})$/u.exec(value)
  if (shortThenSubject && looksLikeDegree(shortThenSubject[1]!) && !looksLikeDegree(shortThenSubject[2]!))
    return { degree: shortThenSubject[1]!, field: shortThenSubject[2]! }
  return { degree: value, field: '' }
}
