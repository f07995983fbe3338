import { isStopWord } from '#shared/text/stop-words.ts'
import {
  ACTIVITY_HEAD,
  NOT_SKILL_HEAD,
  NOT_TOOLS,
  cleanPhrase,
  type Token,
} from '#server/features/jobs/intake/phrase-words.ts'

// Names in a line: bracketed examples, tool-like capitals, titled frameworks and systems named after
// the work kept in them.

// "(Greenhouse, Lever or Workday)", "(Pyxis or Omnicell)": names in brackets after a noun are its examples.
const BRACKETS = /\(([^()]{2,80})\)/g
const NAME_LIKE = /^(?:e\.g\.\s?|z\.\s?B\.\s?)?[\p{Lu}][\p{L}\d.+#-]*(?:\s[\p{Lu}\d][\p{L}\d.+#-]*){0,2}$/u

// "CM/ECF", "HNC/HND", "IPC/WHMA-A-620": codes joined by a slash without spaces name one system or
// one paired credential; "Pyxis/Omnicell" are two products.
const SLASHED_CODES = /^[A-Z][A-Z0-9]+(?:\/[A-Z][A-Z0-9-]*)+$/

// "hyperMILL", "iPad", "i-Ready", "eLearning": a word written in lower case with capitals inside is a
// product's own spelling, in any language; "e-Mail" is a word of the language.
const INNER_CAPITALS = /(?<![\p{L}\d-])\p{Ll}{1,10}-?\p{Lu}[\p{L}\d]*(?![\p{L}\d-])/gu

/** Product names spelt with capitals inside a lower-case word. */
export function innerCapitalNames(line: string): string[] {
  return (line.match(INNER_CAPITALS) ?? []).filter((name) => name.length >= 4 && !/^e-?mail$/i.test(name))
}

export function bracketNames(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(BRACKETS)) {
    const parts = match[1]!
      .split(/\s*(?:,|;|\bor\b|\band\b)\s*/)
      .flatMap((p) => (SLASHED_CODES.test(p.trim()) ? [p] : p.split(/\s*\/\s*/)))
      .map((p) => p.trim())
    // Every part must look like a name: a few capitalised words, not a sentence or a number.
    if (parts.length < 1 || !parts.every((p) => NAME_LIKE.test(p))) continue
    // "Matric (Grade 12) essential": a name opening the line before a bracket of names is one too,
    // the bracket its other name.
    const before = /^\s*(\p{Lu}[\p{L}\d.-]{2,})\s+$/u.exec(line.slice(0, match.index))?.[1]
    if (before && !isStopWord(before.toLowerCase()) && !NOT_TOOLS.test(before)) found.push(before)
    for (const part of parts) {
      const name = part.replace(/^(?:e\.g\.|z\.\s?B\.)\s*/, '')
      if (!NOT_TOOLS.test(name) && !isStopWord(name)) found.push(name)
    }
  }
  return found
}

// "(haematology, biochemistry, urinalysis)", "(survey design, basic statistics)": a bracketed list
// of short lower-case nouns names the kinds of what precedes it.
const LOWER_ITEM = /^[\p{Ll}][\p{Ll}-]*(?: [\p{Ll}][\p{Ll}-]*){0,2}$/u

export function bracketItems(line: string, isDuty: boolean): string[] {
  const found: string[] = []
  for (const match of line.matchAll(BRACKETS)) {
    const parts = match[1]!.split(/\s*(?:,|;|\bor\b|\band\b)\s*/).map((p) => p.trim())
    if (parts.length < 2 || !parts.every((p) => LOWER_ITEM.test(p))) continue
    for (const part of parts) {
      const phrase = cleanPhrase(part.split(' '))
      const head = phrase?.split(' ').at(-1) ?? ''
      // A duty's list names things as often as kinds of work ("weather, technical defects").
      if (!phrase || NOT_SKILL_HEAD.test(head) || (isDuty && !ACTIVITY_HEAD.test(head))) continue
      found.push(phrase)
    }
  }
  return found
}

/** Tool-like names: capitals inside the word or digits ("NETCONF", "Siemens S7", "Allen-Bradley", "BS 7671"). */
// "Boeing 737", "King Air 350", "Dynamics 365": a name and its model number; not a date or a grade.
const MODEL_NUMBER = /^(?!(?:19|20)\d\d$)\d{3,4}$/
const NOT_A_MAKER =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Section|Schedule|Level|Class|Grade|Band|Part|Unit|Room|Suite|Floor|Route|Highway|Building)$/

export function toolNames(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const model = tokens[i + 1]
    if (
      i > 0 &&
      token.pos === 'PROPN' &&
      /^[A-Z][a-z]{2,}$/.test(token.text) &&
      model?.pos === 'NUM' &&
      MODEL_NUMBER.test(model.text) &&
      !NOT_A_MAKER.test(token.text) &&
      !NOT_TOOLS.test(token.text)
    ) {
      const maker = tokens[i - 1]!.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(tokens[i - 1]!.text) && i > 1
      found.push(`${maker ? `${tokens[i - 1]!.text} ` : ''}${token.text} ${model.text}`)
      i++
      continue
    }
    // An acronym ("RAMS", "SLAs", "CPCU") is one whatever the tagger says; a name with a capital
    // inside ("SaaS", "WooCommerce") or joined ("Allen-Bradley") must be tagged one.
    const isAcronym = /^[A-Z]{2}[A-Z0-9]*s?$/.test(token.text) && token.text.length <= 8
    if (
      !(
        isAcronym ||
        (token.pos === 'PROPN' &&
          /^(?:[A-Z][a-z]+-[A-Z][a-z]+|[A-Z]+\d+|[A-Z][a-z]+[A-Z][A-Za-z]*)$/.test(token.text))
      ) ||
      NOT_TOOLS.test(token.text)
    )
      continue
    // "CM/ECF", "IPC/WHMA-A-620": the codes a slash joins, with no space, are listed together.
    let joined = token.text
    let end = i
    while (
      isAcronym &&
      /^[/-]$/.test(tokens[end + 1]?.text ?? '') &&
      tokens[end + 1]!.pre === '' &&
      tokens[end + 2]?.pre === '' &&
      (tokens[end + 1]!.text === '/'
        ? /^[A-Z][A-Z0-9]+$/.test(tokens[end + 2]!.text)
        : joined.includes('/') && /^[A-Z0-9]+$/.test(tokens[end + 2]!.text))
    ) {
      joined += tokens[end + 1]!.text + tokens[end + 2]!.text
      end += 2
    }
    if (end > i) {
      found.push(joined)
      i = end
      continue
    }
    const previous = tokens[i - 1]
    const next = tokens[i + 1]
    const words = [token.text]
    if (previous && previous.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(previous.text) && i - 1 > 0)
      words.unshift(previous.text)
    if (next && next.pos === 'NUM' && /^\d{3,5}$/.test(next.text)) words.push(next.text)
    const phrase = cleanPhrase(words)
    if (phrase) found.push(phrase)
  }
  return [...found, ...systemNames(tokens), ...titledNames(tokens), ...welcomedNames(tokens)]
}

// "Hevacomp or Amtech a plus", "CMP or CSEP is an advantage": capitalised names that open a clause
// and are joined by "or", "and" or commas before the words that welcome them are what is welcomed.
const WELCOMED =
  /^(?:(?:is|are|would be) )?(?:an? (?:big |strong |huge )?(?:plus|advantage|bonus)|desirable|preferred|beneficial)\b/i

function welcomedNames(tokens: Token[]): string[] {
  const found: string[] = []
  let start = 0
  for (let i = 0; i <= tokens.length; i++) {
    const token = tokens[i]
    if (token !== undefined && token.text !== ';') continue
    const clause = tokens.slice(start, i)
    start = i + 1
    const names: string[] = []
    let at = 0
    while (at < clause.length && /^[\p{Lu}][\p{L}\d.+#-]*$/u.test(clause[at]!.text)) {
      names.push(clause[at]!.text)
      const joiner = clause[at + 1]?.text ?? ''
      at += /^(?:or|and|,)$/i.test(joiner) ? 2 : 1
      if (!/^(?:or|and|,)$/i.test(joiner)) break
    }
    const rest = clause
      .slice(at)
      .map((t) => t.text)
      .join(' ')
    if (names.length >= 2 && WELCOMED.test(rest))
      found.push(...names.filter((n) => !NOT_TOOLS.test(n) && !isStopWord(n)))
  }
  return found
}

// "Signs of Safety", "Working Together to Safeguard Children": words in capitals joined by a small
// word, inside a sentence, are the name of a framework, a law or a programme.
const NAME_JOINER = /^(?:of|for|to|in|on|the)$/

function titledNames(tokens: Token[]): string[] {
  const found: string[] = []
  const isTitled = (t: Token | undefined) =>
    t !== undefined &&
    /^\p{Lu}[\p{L}\d-]*$/u.test(t.text) &&
    !/^(?:The|A|An|Our|Your|Their|We|You|They|This|That|These|Those|It|I)$/.test(t.text)
  for (let i = 1; i < tokens.length; i++) {
    if (!isTitled(tokens[i]) || isTitled(tokens[i - 1])) continue
    const run = [tokens[i]!]
    let joined = false
    let j = i + 1
    while (j < tokens.length && run.length < 6) {
      if (isTitled(tokens[j])) run.push(tokens[j++]!)
      else if (NAME_JOINER.test(tokens[j]!.text) && isTitled(tokens[j + 1])) {
        run.push(tokens[j]!, tokens[j + 1]!)
        joined = true
        j += 2
      } else break
    }
    if (joined && !NOT_TOOLS.test(run[0]!.text)) found.push(run.map((t) => t.text).join(' '))
    i = j - 1
  }
  return found
}

// "Keep case records in Mosaic", "manage data in EQuIS": a capitalised name after a noun and the
// preposition that says where that work is kept or done, closing its clause, names the system.
const SYSTEM_CUE = /^(?:in|into|using|with|via|on)$/i
// The verbs of a duty of keeping records, which name where they are kept right after them.
const RECORD_VERB = /^(?:document|record|log|chart|enter|input|capture|file|store)$/i

// "through the Microlise app", "Use Seesaw to share learning", "(we use Peppermint)": a capitalised
// word inside a line before a word for software, or right after "use", is the product's name.
const SOFTWARE_WORD = /^(?:app|apps|software|system|platform|portal|database)$/i

// "the Carelink mobile app", "the Rosterly web portal": where the software runs goes before its word.
const SOFTWARE_KIND = /^(?:mobile|web|online|desktop|cloud)$/i

function isSoftwareWordAt(tokens: Token[], at: number): boolean {
  const word = tokens[at]
  if (!word) return false
  // "the Priva control system", "the Mews booking platform": what the software does may go before its word.
  return (
    SOFTWARE_WORD.test(word.text) ||
    ((SOFTWARE_KIND.test(word.text) || (word.pos === 'NOUN' && /^\p{Ll}{3,}$/u.test(word.text))) &&
      SOFTWARE_WORD.test(tokens[at + 1]?.text ?? ''))
  )
}

function isProductWord(token: Token): boolean {
  return (
    (token.pos === 'PROPN' || token.pos === 'NOUN') &&
    /^[A-Z][A-Za-z]{3,}$/.test(token.text) &&
    /[a-z]{2}/.test(token.text) &&
    !isStopWord(token.text) &&
    !NOT_TOOLS.test(token.text) &&
    !NOT_SKILL_HEAD.test(token.text) &&
    !NOT_A_MAKER.test(token.text)
  )
}

function systemNames(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!
    const next = tokens[i + 1]
    const before = tokens[i - 1]!
    if (
      isProductWord(token) &&
      (!/^\p{Lu}/u.test(before.text) || i === 1) &&
      ((next && isSoftwareWordAt(tokens, i + 1) && /^(?:the|our|a)$/i.test(before.text)) ||
        (/^(?:use|uses|using)$/i.test(before.text) &&
          (!next || /^(?:[,;.)]|to|and|or|for)$/i.test(next.text))))
    ) {
      found.push(token.text)
      continue
    }
    // "in Braze": a capitalised word inside a line that the tagger reads as a verb is a name it does not know.
    const isName = token.pos === 'PROPN' || (token.pos === 'VERB' && /^[A-Z][a-z]+$/.test(token.text))
    // What is kept or done in it comes first ("records in Mosaic", "all work accurately in
    // Liquidlogic"), not a verb ("based in London").
    const work = tokens[i - 2]?.pos === 'ADV' ? tokens[i - 3] : tokens[i - 2]
    // "Document in Epic", "Chart in Cerner": a duty of keeping records names where it keeps them.
    const isRecordedIn = i === 2 && work !== undefined && RECORD_VERB.test(work.text)
    if (
      !isName ||
      !/^[A-Z][A-Za-z]{2,}$/.test(token.text) ||
      !SYSTEM_CUE.test(tokens[i - 1]!.text) ||
      (work?.pos !== 'NOUN' && !isRecordedIn) ||
      // "in Liquidlogic (LAS)": its abbreviation in brackets may follow.
      (next && !/^(?:[,;.)(]|and|or)$/i.test(next.text)) ||
      isStopWord(token.text) ||
      NOT_TOOLS.test(token.text) ||
      NOT_SKILL_HEAD.test(token.text)
    )
      continue
    found.push(token.text)
  }
  return found
}
