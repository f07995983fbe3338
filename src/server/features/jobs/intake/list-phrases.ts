import { isStopWord } from '#shared/text/stop-words.ts'
import { PARTY_HEAD } from '#server/features/jobs/intake/coordinated-phrases.ts'
import {
  JOB_TITLE_HEAD,
  LEADING,
  QUALITY,
  THING,
  type Token,
} from '#server/features/jobs/intake/phrase-words.ts'

// Skills a line lists after a colon or joined before "skills": the object of a duty that heads a
// list of its kinds ("Troubleshoot aircraft systems: hydraulics, landing gear and …") and the kinds a
// requirement joins ("numeracy, literacy and IT skills").

/**
 * "Troubleshoot aircraft systems: hydraulics, …", "Manage the NHS contract: UDA monitoring, …": the
 * object a duty's opening verbs act on, written before a colon that lists its kinds, is named work
 * itself, whatever broad head it has ("systems", "contract", "packages"). Two or three words, the
 * last a noun, right after the verbs (and an article); not a party, a role or a thing.
 */
export function colonHeadObject(tokens: Token[]): string | null {
  const colon = tokens.findIndex((t) => t.text === ':')
  if (colon < 3 || tokens[0]!.pos !== 'VERB') return null
  let start = colon
  while (start > 1 && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[start - 1]!.pos)) start--
  const run = tokens.slice(start, colon)
  const head = run.at(-1)
  if (run.length < 2 || run.length > 3 || !head || !['NOUN', 'PROPN'].includes(head.pos)) return null
  // Only the opening verbs ("Procure", "Set and adjust", "Quote, sell and bind") and an article stand
  // before the object.
  for (let k = 0; k < start; k++) {
    const t = tokens[k]!
    if (!(t.pos === 'VERB' || /^(?:and|or|,)$/i.test(t.text) || (t.pos === 'DET' && k === start - 1)))
      return null
  }
  if (
    PARTY_HEAD.test(head.text) ||
    JOB_TITLE_HEAD.test(head.text) ||
    THING.test(head.text) ||
    run.some((t) => isStopWord(t.text) || LEADING.test(t.text) || QUALITY.test(t.text))
  )
    return null
  return run.map((t, k) => (k === 0 ? t.text : `${t.pre ? ' ' : ''}${t.text}`)).join('')
}

/**
 * "Excellent organisational and people skills", "numeracy, literacy and IT skills": the kinds a
 * requirement joins before "skills" are each a skill: the earlier nouns alone ("numeracy"), the last
 * as the page writes it against "skills" ("people skills", "IT skills").
 */
export function skillsListItems(tokens: Token[]): string[] {
  const found: string[] = []
  for (let at = 2; at < tokens.length; at++) {
    if (!/^(?:skills|abilities)$/i.test(tokens[at]!.text)) continue
    // "IT" is read as a pronoun and a stop word: an abbreviation in capitals is a name whatever its tag.
    const isMember = (t: Token | undefined) =>
      t !== undefined &&
      /^[\p{L}][\p{L}-]+$/u.test(t.text) &&
      (/^[A-Z]{2,5}$/.test(t.text) || (['NOUN', 'ADJ', 'PROPN'].includes(t.pos) && !isStopWord(t.text))) &&
      !QUALITY.test(t.text) &&
      !LEADING.test(t.text)
    const last = tokens[at - 1]
    if (!isMember(last)) continue
    const items: Token[] = []
    let k = at - 2
    while (k >= 1 && /^(?:,|and|or|&)$/i.test(tokens[k]!.text) && isMember(tokens[k - 1])) {
      items.unshift(tokens[k - 1]!)
      k -= 2
    }
    if (items.length === 0) continue
    // An adjective alone ("analytical") says no skill; a noun ("numeracy") does.
    found.push(
      ...items.filter((item) => item.pos === 'NOUN').map((item) => item.text),
      `${last!.text} skills`,
    )
  }
  return found
}

/**
 * The members of the list after a duty's colon head ("… systems: hydraulics, landing gear and PW100
 * engines"): kinds of the named work, each two or three nouns (an adjective may open it); a hyphen
 * written without spaces joins a word ("engine run-ups"). A party or a thing is no member.
 */
export function colonListItems(tokens: Token[]): string[] {
  const colon = tokens.findIndex((t) => t.text === ':')
  // A list after an activity or a plan ("brand management: positioning, …", "recovery plans:
  // delays, …") says what the work covers; only one after kit or a set of things lists its kinds.
  const head = tokens[colon - 1]?.text ?? ''
  if (/(?:ment|ing|tion|sion)s?$|^(?:plans?|programmes?|programs?)$/i.test(head)) return []
  const items: Token[][] = [[]]
  for (let k = colon + 1; k < tokens.length; k++) {
    const t = tokens[k]!
    const last = items.at(-1)!.at(-1)
    const next = tokens[k + 1]
    if (t.text === '-' && t.pre === '' && last && next && next.pre === '') {
      items.at(-1)![items.at(-1)!.length - 1] = { ...next, text: `${last.text}-${next.text}` }
      k++
    } else if (/^(?:,|and|or)$/i.test(t.text)) items.push([])
    else items.at(-1)!.push(t)
  }
  return items
    .filter(
      (item) =>
        // One word alone is left to the other readers ("and puppy and kitten clinics" gives "puppy").
        item.length >= 2 &&
        item.length <= 3 &&
        ['NOUN', 'PROPN'].includes(item.at(-1)!.pos) &&
        item.every((t, k) => ['NOUN', 'PROPN', 'NUM'].includes(t.pos) || (k === 0 && t.pos === 'ADJ')) &&
        !PARTY_HEAD.test(item.at(-1)!.text) &&
        !THING.test(item.at(-1)!.text) &&
        !item.some((t) => isStopWord(t.text) || QUALITY.test(t.text) || LEADING.test(t.text)),
    )
    .map((item) => item.map((t, k) => (k === 0 ? t.text : `${t.pre ? ' ' : ''}${t.text}`)).join(''))
}
