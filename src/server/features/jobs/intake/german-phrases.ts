import { isStopWord } from '#shared/text/stop-words.ts'
import {
  DE_ADJECTIVE,
  DE_ADJECTIVE_FORM,
  DE_EVALUATIVE_ADJECTIVE,
  DE_FIELD_ADJECTIVE,
  DE_KNOWLEDGE,
  DE_MANNER_NOUN,
  DE_QUALIFICATION,
  DE_TOOL,
  DE_VAGUE_ADJECTIVE,
  DE_WORD,
  isGenericNoun,
  isListedAfterVon,
  isNoun,
  isObject,
  isPerson,
  isThingPlural,
} from '#server/features/jobs/intake/german-words.ts'
import { NOT_TOOLS, cleanPhrase } from '#server/features/jobs/intake/phrase-words.ts'

// German skill phrases: cued phrases ("Kenntnisse in X"), "X-Kenntnisse", tools in capitals and the
// noun phrases of a line.

// "Kenntnisse in: A, B und C": a colon after the cue opens the same list.
const DE_CUE =
  /\b(Kenntnisse|Kenntnissen|Erfahrung(?:en)?|Umgang|Know-how|Expertise|Studium|Ausbildung|Grundbildung|Weiterbildung)\s+(?:(?:in|im|mit|der|des|von|bei|zu[mr]?|als):?\s+){1,2}((?:[\p{Lu}0-9][\p{L}0-9./&+-]*|[\p{Ll}]+(?:en|e|er|es|em)\b)(?:\s+(?:[\p{Lu}0-9][\p{L}0-9./&+-]*|und|sowie|oder|[\p{Ll}]+(?:en|e|er|es|em)\b)|\s*,)*)/gu
const DE_COMPOUND =
  /(?<![\p{L}-])([\p{Lu}0-9][\p{L}0-9/&+.]{1,30})-(?:Kenntnisse|Kenntnissen|Erfahrung|Erfahrungen|Know-how)\b/gu

// Adjectives that pick out or count rather than describe ("eigene", "neue", "verschiedene").
const DE_DETERMINER_LIKE =
  /^(?:neu|eigen|verschieden|unser|ihr|dein|ein|dies|all|weiter|ander|erst|mehrer|einig|viel|jeweilig|entsprechend|vergleichbar|ähnlich|gesamt|ganz)(?:e|en|er|es|em)$/u

// Adverbs that end like an inflected adjective ("insbesondere Word") and say nothing of the noun.
const DE_ADVERB = /^(?:insbesondere|besonders|vorzugsweise|idealerweise|gerne|möglichst)$/

const DE_TRAINING = /^(?:Weiterbildung|Fortbildung|Zusatzqualifikation|Zusatzausbildung|Schulung|Lehrgang)$/

/** Where an elided compound that starts at `start` ends ("Monats-, Quartals- und Jahresabschlüsse"). */
function elidedEnd(words: string[], start: number): number {
  let k = start
  while (/-$/.test(words[k] ?? '') && /^(?:,|und|oder|sowie|bzw\.?)$/.test(words[k + 1] ?? '')) {
    k += words[k + 1] === ',' && /^(?:und|oder)$/.test(words[k + 2] ?? '') ? 2 : 1
    k += 1
    if (!isNoun(words[k] ?? '')) break
  }
  return k
}

/**
 * Noun phrases of a German line: a noun (capitalised) or a run of them ("Führerschein Klasse B",
 * "DGUV Vorschrift 3", "Siemens S7"), with the adjective before it ("elektrischen Steuerungen"), a
 * vocational title with its field ("Elektroniker für Betriebstechnik") and elided compounds whole
 * ("Kreditoren- und Debitorenbuchhaltung"). German writes a skill as one compound noun, so a single
 * noun counts, unless it is one of the nouns every posting uses (DE_GENERIC).
 */
function germanNounPhrases(line: string, isDuty: boolean): string[] {
  const words = line.match(DE_WORD) ?? []
  const found: string[] = []
  // "Systeme: SAP EWM, Excel und ein Scannersystem": a label of a kind opens a list of its members;
  // the label is no skill, and a member named by what it is ("Scannersystem") is one.
  const isLabelled = words[1] === ':' && DE_LIST_LABEL.test(words[0] ?? '')
  for (let i = isLabelled ? 2 : 0; i < words.length; i++) {
    let j = i
    const parts: string[] = []
    // An adjective that opens the phrase; at the line start it is written with a capital.
    const adjective = words[i]!
    const lowered = i === 0 ? adjective.toLowerCase() : adjective
    // "pharmakologische Kenntnisse", "Technisches Verständnis": the knowledge word is a stop word,
    // and the adjective before it names the field.
    if (DE_FIELD_ADJECTIVE.test(lowered) && DE_KNOWLEDGE.test(words[i + 1] ?? '')) {
      found.push(`${adjective} ${words[i + 1]!}`)
      i++
      continue
    }
    // "Mindestens 3 Jahre", "Abgeschlossene kaufmännische Ausbildung": an adverb or adjective opening the line.
    if (
      i === 0 &&
      lowered !== adjective &&
      (/ens$/.test(lowered) ||
        /(?:lich|ig|isch|bar|sam|haft)$/.test(lowered) ||
        (DE_ADJECTIVE_FORM.test(lowered) && !isNoun(words[1] ?? 'x')))
    )
      continue
    // "Exakte und selbstständige Arbeitsweise": a word that opens the line and is joined to a lower-case
    // adjective before a noun of manner is an adjective too, whatever its ending; alone it names nothing.
    if (
      i === 0 &&
      lowered !== adjective &&
      /^(?:und|oder|sowie)$/.test(words[1] ?? '') &&
      DE_ADJECTIVE.test(words[2] ?? '') &&
      DE_MANNER_NOUN.test(words[3] ?? '')
    )
      continue
    // After "Sie", "Du" or "Wir" the lower-case word is the verb ("Sie beraten Führungskräfte").
    const isVerb = /^(?:sie|du|wir|ihr|er|es|man)$/i.test(words[i - 1] ?? '')
    if (
      !isVerb &&
      DE_ADJECTIVE.test(lowered) &&
      !DE_ADVERB.test(lowered) &&
      !isStopWord(lowered) &&
      words[i + 1] &&
      isNoun(words[i + 1]!)
    ) {
      // A vague adjective says nothing of a thing ("gute Kenntnisse") but all of a manner
      // ("zuverlässige Arbeitsweise"); a word of a determiner's kind ("eigene", "neue") never.
      const isManner = DE_MANNER_NOUN.test(words[i + 1]!) && !DE_DETERMINER_LIKE.test(lowered)
      if (isManner || (!DE_VAGUE_ADJECTIVE.test(lowered) && !DE_EVALUATIVE_ADJECTIVE.test(lowered)))
        parts.push(adjective)
      j = i + 1
    }
    if (!isNoun(words[j] ?? '')) continue
    // Elided compounds: "Kreditoren- und Debitorenbuchhaltung", "Monats-, Quartals- und Jahresabschlüsse".
    let k = elidedEnd(words, j)
    const nouns = words.slice(j, k + 1)
    // Further capitalised words, numbers or a letter class ("Klasse B"), and "für" + field.
    while (
      k + 1 < words.length &&
      (isNoun(words[k + 1]!) || /^[A-Z]$/.test(words[k + 1]!)) &&
      nouns.length < 4
    ) {
      nouns.push(words[++k]!)
    }
    if (
      /(?:er|in|mann|frau|kraft)$/.test(nouns.at(-1)!) &&
      !isGenericNoun(nouns.at(-1)!) &&
      words[k + 1] === 'für' &&
      isNoun(words[k + 2] ?? '')
    ) {
      // The field may be elided itself: "Elektroniker für Energie- und Gebäudetechnik".
      const end = elidedEnd(words, k + 2)
      nouns.push('für', ...words.slice(k + 2, end + 1))
      k = end
    }
    i = k
    // "Weiterbildung Wundexperte ICW", "Fortbildung Praxisanleitung": the training word says how the
    // skill was gained; the skill is what follows it.
    if (nouns.length > 1 && parts.length === 0 && DE_TRAINING.test(nouns[0]!)) nouns.shift()
    const head = nouns.at(-1)!.replace(/-$/, '')
    if (nouns.some((n) => /-$/.test(n)) && nouns.length === 1) continue
    // "Stufe 2S", "Niveau B2": a grade, not what it grades.
    if (parts.length === 0 && /^(?:Stufe|Stufen|Niveau|Level|Grad)$/.test(nouns[0]!)) continue
    // "in der Logistik- oder Hafenbranche": an elided phrase whose head is a sector or a place.
    // A vocational title's field may end in one ("für Sanitär-, Heizungs- und Klimatechnik").
    if (nouns.some((n) => /-$/.test(n)) && isGenericNoun(head) && !nouns.includes('für')) continue
    if (isPerson(head)) continue
    // "Picks pro Stunde", "Einsätze je Schicht": a rate is a measure of the work, neither noun a skill.
    if (/^(?:pro|je)$/i.test(words[k + 1] ?? '') || /^(?:pro|je)$/i.test(words[j - 1] ?? '')) continue
    // "Du berätst Fachbereiche und Vorstand zu …": whom one advises or informs are the served, not a skill.
    if (isAdvised(words, j)) continue
    // A generic noun stays only with an adjective that says which ("elektrischen Steuerungen",
    // "kaufmännische Ausbildung").
    // "Montage von Photovoltaikanlagen", "Wartung der Heizungsanlagen": equipment a duty's act is done
    // on, named by what it is, is the trade's own kit, though its last part alone is a generic thing.
    // So is one further on in the list the act is done on ("Assistenz bei Bronchoskopien, ZVK-Anlagen").
    const isActedEquipment =
      (isLabelled ||
        (isDuty && (/^(?:von|an|der|die|mit)$/i.test(words[j - 1] ?? '') || isObject(words, j)))) &&
      isNamedEquipment(head)
    if (nouns.length === 1 && isGenericNoun(head) && parts.length === 0 && !isActedEquipment) continue
    // "in einer Steuerkanzlei", "bei einem Versicherer": one noun after an indefinite article is a
    // place or a party, not a field ("in der Konstruktion" is one).
    if (nouns.length === 1 && parts.length === 0 && /^(?:einer|einem|eines)$/i.test(words[j - 1] ?? ''))
      continue
    if (!isActedEquipment && nouns.every((n) => /^\d[\d.,]*$/.test(n) || isGenericNoun(n))) {
      if (nouns.length > 1 || !DE_QUALIFICATION.test(head) || parts.length === 0) {
        if (parts.length === 0 || nouns.length > 1) continue
      }
    }
    // A short word is no skill unless it is a code: an abbreviation or a number with its letter ("5S").
    if (nouns.length === 1 && head.length < 4 && !/^(?:[A-Z]{2,}|\d[A-Z]+$)/.test(head)) continue
    // "Bearbeitung von Regressen", "Erstellung von Angeboten": what an act of casework (making,
    // processing, checking, keeping a case or a document) is done on, right after its "von", is the
    // work's own product or case; people ("Betreuung von Auszubildenden") are whom it serves.
    const isActProduct =
      words[j - 1] === 'von' &&
      DE_CASEWORK_ACT.test((words[j - 2] ?? '').toLowerCase()) &&
      !isPerson(head) &&
      !/(?:ern|innen|kräften|leuten|enden|igen)$/.test(head)
    if (
      isDuty &&
      nouns.length === 1 &&
      parts.length === 0 &&
      isThingPlural(head) &&
      isObject(words, j) &&
      !isActedEquipment &&
      !isActProduct &&
      !isListedAfterVon(words, j)
    )
      continue
    // "Erfassung der Aufträge", "Einhaltung von Zeitfenstern", "Erkennen von Mängeln": a lone verbal
    // noun (in -ung, or an infinitive) names the act; the skill, if any, is its object (a field such
    // as "Wartung" is the lexicon's to know).
    if (
      nouns.length === 1 &&
      parts.length === 0 &&
      // "Assistenz bei Bronchoskopien": an act in -enz is named by what it is done at.
      (/(?:ung|en)$/.test(head) || (/enz$/.test(head) && words[k + 1] === 'bei')) &&
      // "Betreuung von Betriebsprüfungen der Rentenversicherung": acts in the plural after an act's
      // "von" are what it is done on, not an act whose object follows.
      !(/ungen$/.test(head) && words[j - 1] === 'von') &&
      /^(?:der|des|von|vom|eines|einer|bei)$/i.test(words[k + 1] ?? '') &&
      // "CNC-Programmierung von Vorteil": the line's way of saying "preferred", not an object.
      !/^Vorteil$/.test(words[k + 2] ?? '') &&
      // "Ansetzen, Dosieren und Abfüllen von Rohstoffen": the last of a list of three or more acts
      // shares their object and is an act of the trade as they are.
      !(
        /en$/.test(head) &&
        /^(?:und|oder|sowie)$/.test(words[j - 1] ?? '') &&
        /^\p{Lu}\p{Ll}+en$/u.test(words[j - 2] ?? '') &&
        words[j - 3] === ','
      )
    )
      continue
    const phrase = [...parts, ...nouns].join(' ').replace(/\s+,/g, ',')
    // A vocational title with an elided field is long and still one name.
    if (phrase.length <= (nouns.includes('für') ? 80 : 60) && !NOT_TOOLS.test(phrase)) found.push(phrase)
  }
  return found
}

// Acts of casework whose object after "von" is the case or document worked on.
const DE_CASEWORK_ACT =
  /(?:erstellung|bearbeitung|pflege|prüfung|durchführung|betreuung|abwicklung|vorbereitung|ausstellung)$/

// Verbs whose object is the people served ("berätst", "informieren", "schult").
const DE_ADVISE =
  /^(?:berät|berätst|beraten|berate|informiert|informierst|informieren|schult|schulst|schulen)$/i

/** Whether the noun at `at`, or the list of nouns it is in, is the object of a verb of advising. */
function isAdvised(words: string[], at: number): boolean {
  let i = at - 1
  while (i >= 0 && (/^(?:,|und|oder|sowie|die|den|der|das|unsere?n?)$/i.test(words[i]!) || isNoun(words[i]!)))
    i--
  return i >= 1 && DE_ADVISE.test(words[i]!) && /^(?:sie|du|wir|ihr|er|es|man)$/i.test(words[i - 1]!)
}

// Labels of a kind of thing, which a colon makes the heading of a list ("Systeme:", "IT-Kenntnisse:").
const DE_LIST_LABEL =
  /^(?:Software|Systeme?|Tools?|Programme?|Anwendungen|Werkzeuge|Sprachen|[\p{L}-]*Kenntnisse)$/u

// Cues of knowledge, not of where it was gained ("Erfahrung in einem Industrieunternehmen").
const DE_KNOWLEDGE_CUE = /^(?:Kenntnisse|Kenntnissen|Know-how|Expertise)$/
// Equipment in general, the last part of a compound ("Druckluftbremsanlagen", "Hochvolt-Systemen").
const DE_EQUIPMENT_PART = /(?:anlagen?|systemen?|systeme?|steuerungen|maschinen?|geräten?|gerät)$/

/**
 * "Kenntnisse in Druckluftbremsanlagen, Hochvolt-Systemen": knowledge of equipment named by what it
 * is (a compound longer than its last part) is a skill, though the part alone is a generic thing.
 */
function isNamedEquipment(phrase: string): boolean {
  if (phrase.includes(' ')) return false
  const lowered = phrase.toLowerCase()
  const part = DE_EQUIPMENT_PART.exec(lowered)
  return part !== null && part.index >= 4 && /^[\p{Lu}\d]/u.test(phrase) && !isPerson(phrase)
}

/** A cued phrase names a skill when it holds a noun that is not a generic one ("Hafenbranche"). */
function isGermanSkill(phrase: string): boolean {
  const last = phrase.split(/\s+/).at(-1)!
  return /^[\p{Lu}\d]/u.test(last) && !isGenericNoun(last)
}

// Abbreviations whose full stops would split a line into words ("z. B. Blutdruckmessung").
const DE_ABBREVIATION = /(?<![\p{L}])(?:z\.\s?B\.|u\.\s?a\.|d\.\s?h\.|ggf\.|inkl\.|ca\.|usw\.|evtl\.)/gu

/**
 * The fields a cue lists, parted at commas and conjunctions; an elided compound stays whole
 * ("Gesundheits- und Krankenpfleger", "Maschinen- und Anlagenbau"): its first half is no phrase.
 */
function cuedParts(list: string): string[] {
  const pieces = list.split(/(\s*(?:,|\bund\b|\bsowie\b|\boder\b)\s*)/u)
  const parts: string[] = []
  let open = ''
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i]!
    if (/-$/.test(piece.trim())) {
      open += `${piece}${pieces[i + 1] ?? ''}`
      continue
    }
    parts.push(`${open}${piece}`)
    open = ''
  }
  return parts
}

export function germanPhrases(text: string, isDuty: boolean): string[] {
  // "Sozialen Arbeit / Sozialpädagogik": a spaced slash parts two fields as a comma does.
  const line = text.replace(DE_ABBREVIATION, ' ').replace(/\s\/\s/gu, ' , ')
  const found: string[] = [...germanNounPhrases(line, isDuty)]
  for (const match of line.matchAll(DE_TOOL)) {
    const name = match[1]!
    if (NOT_TOOLS.test(name) || name.length > 12) continue
    found.push(name)
  }
  for (const match of line.matchAll(DE_CUE)) {
    const isKnowledge = DE_KNOWLEDGE_CUE.test(match[1]!)
    for (const part of cuedParts(match[2]!)) {
      const words = part.trim().split(/\s+/).filter(Boolean)
      // A German noun phrase ends in a capitalised noun; trailing adjectives or verbs are not part of it.
      while (words.length && !/^[\p{Lu}0-9]/u.test(words.at(-1)!)) words.pop()
      const phrase = cleanPhrase(words)
      if (phrase && (isGermanSkill(phrase) || (isKnowledge && isNamedEquipment(phrase)))) found.push(phrase)
    }
  }
  for (const match of line.matchAll(DE_COMPOUND)) {
    const phrase = cleanPhrase([match[1]!])
    if (phrase && isGermanSkill(phrase)) found.push(phrase)
  }
  return found
}
