import { isStopWord } from '#shared/text/stop-words.ts'
import { PARTY_HEAD } from '#server/features/jobs/intake/coordinated-phrases.ts'
import {
  BROAD_NOUN,
  GENERIC,
  LEADING,
  NOT_SKILL_HEAD,
  NOT_SKILL_MODIFIER,
  NOT_TOOLS,
  PLAIN_NOUN,
  QUALITY,
  THING,
  type Token,
} from '#server/features/jobs/intake/phrase-words.ts'

// What an act of the trade works on, named by its place after the act: the units a sale is made of
// ("Negotiate offers", "Prospect for new listings", "Close deals", "qualify leads", "Follow up on
// inbound leads") and the kit a tradesperson installs or repairs ("repair leaks and blocked drains",
// "install engineered trusses"). Such an object is a plain noun the
// general readers pass over (it has no suffix of work and no modifier that makes it specific), yet it
// is the trade's own work. The act is read by its place in the sentence (the verb, with the particle
// it takes its object through), the objects up to the next preposition, verb or clause.

// Acts whose object is a unit of the sale; "follow" only with "up on".
const DEAL_ACT =
  /^(?:negotiate|negotiating|prospect|prospecting|canvass|canvassing|qualify|qualifying|convert|converting|close|closing|upsell|upselling|cross-sell|cross-selling|follow)$/i
// Acts whose object is the kit of a trade: what is installed, repaired or assembled. "Build" is left
// out: it as often makes a bond or a habit ("build links", "build routines") as a thing.
const KIT_ACT =
  /^(?:install|installing|repair|repairing|replace|replacing|service|servicing|fit|fitting|assemble|assembling|erect|erecting|fabricate|fabricating|weld|welding|dismantle|dismantling)$/i
// The particles an act takes its object through ("prospect for", "follow up on", "canvass for").
const THROUGH = /^(?:for|on|up)$/i
// Modifiers a sale's unit keeps: they say which kind of unit ("new listings", "inbound leads", "commercial terms").
const DEAL_KIND = /^(?:new|inbound|outbound|warm|repeat|commercial|residential|qualified)$/i
// A person's plural ("vendors", "purchasers", "landlords", "buyers"): whom one deals with, never the deal.
// An -er plural whose singular is itself an act ("offers", "orders") names the act's unit.
const PERSON = /(?:ers|ors|ists|ians|ees|ants|ents|lords|guests|people)$/i
// What an act also takes that is no unit of the work ("close the till", "follow up on actions",
// "build relationships", "install updates"): a document, a record, a matter in hand or a bond.
const NOT_OBJECT =
  /^(?:reports?|records?|documents?|files?|data|actions?|issues?|tickets?|cases?|incidents?|queries|complaints?|snags?|tasks?|jobs?|month|year|books|till|tills|store|shop|site|premises|gaps?|loops?|out|off|down|relationships?|partnerships?|rapport|trust|updates?|patches|software|apps?|programs?|skills?|capabilit(?:y|ies)|knowledge|teams?|plans?|strateg(?:y|ies)|cultures?|brands?|pipelines?|networks?|processes|solutions?)$/i

// Adjectives that say what is wrong with a thing, found by the work ("faulty taps", "damaged pallets").
const FAULT = /^(?:faulty|broken|damaged|defective|worn|failed|failing|leaking|loose|cracked)$/i

type Admit = (words: Token[]) => boolean

/** The object lists after every act `isAct` accepts, each item admitted by `admit`. */
function objectsAfter(
  tokens: Token[],
  act: RegExp,
  admit: Admit,
  canBeNoun: (word: string) => boolean,
  /** Only the acts a duty is made of: its opening verbs and those joined to them, not one it serves ("help clients to build routines"). */
  isOwnActOnly = false,
): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i]!
    if (!act.test(verb.text)) continue
    // A verb, or an act the tagger read as a noun where a duty opens or a second act follows "and".
    const isOpening = i === 0 || /^(?:and|or|,|to|will)$/i.test(tokens[i - 1]!.text)
    if (verb.pos !== 'VERB' && !(isOpening && /^(?:NOUN|PROPN|ADJ)$/.test(verb.pos))) continue
    if (isOwnActOnly && i > 0 && !/^(?:and|or|,|will)$/i.test(tokens[i - 1]!.text)) continue
    let at = i + 1
    if (/^follow$/i.test(verb.text)) {
      if (!/^up$/i.test(tokens[at]?.text ?? '') || !/^on$/i.test(tokens[at + 1]?.text ?? '')) continue
      at += 2
    } else if (THROUGH.test(tokens[at]?.text ?? '') && /^(?:prospect|canvass)/i.test(verb.text)) at++
    let item: Token[] = []
    const items: Token[][] = []
    for (; at < tokens.length; at++) {
      const token = tokens[at]!
      const next = tokens[at + 1]
      // "I-joists": a hyphen written without spaces joins one word.
      if (token.text === '-' && token.pre === '' && item.length && next && next.pre === '') {
        const last = item.at(-1)!
        item[item.length - 1] = { text: `${last.text}-${next.text}`, pos: next.pos, pre: last.pre }
        at++
        continue
      }
      if (/^(?:,|and|or|&)$/i.test(token.text)) {
        if (item.length) items.push(item)
        item = []
        // "and close deals", "and set windows": a second act ends the list; it is read on its own.
        if (next?.pos === 'VERB' && !/^\p{Ll}{3,}(?:s|ed)$/u.test(next.text)) break
        continue
      }
      // "negotiate offers/VERB", "blocked drains/VERB": a plural the tagger read as a verb is an object
      // when it can be a noun; "blocked/VERB" before a noun says which kind.
      const isPlural =
        token.pos === 'VERB' &&
        /^\p{Ll}{3,}s$/u.test(token.text) &&
        (canBeNoun(token.text) || canBeNoun(token.text.slice(0, -1)))
      const isKind =
        token.pos === 'VERB' &&
        /^\p{Ll}{3,}ed$/u.test(token.text) &&
        /^(?:NOUN|VERB|ADJ)$/.test(next?.pos ?? '')
      // "I-joists": a capital letter the tagger read as "I" before a hyphen opens a word.
      const isLetter = token.text === 'I' && next?.text === '-' && next.pre === ''
      if (
        (!['NOUN', 'PROPN', 'ADJ'].includes(token.pos) && !isPlural && !isKind && !isLetter) ||
        !/^[\p{L}\p{N}][\p{L}\p{N}'-]*$/u.test(token.text)
      )
        break
      item.push(isPlural ? { ...token, pos: 'NOUN' } : isKind ? { ...token, pos: 'ADJ' } : token)
    }
    if (item.length) items.push(item)
    for (const words of items) {
      // "faulty taps and toilets": a fault's adjective is shared by the rest of the list; what the
      // work finds is no kit, nor is what follows it.
      if (words.slice(0, -1).some((w) => FAULT.test(w.text))) break
      if (words.length <= 3 && admit(words)) found.push(words.map((w) => w.text).join(' '))
    }
  }
  return found
}

/** Whether a head noun names what the act works on, not a party, a person, a goal or a matter. */
function isUnitHead(head: Token, canBeVerb: (word: string) => boolean): boolean {
  return (
    head.pos === 'NOUN' &&
    /^\p{Ll}[\p{L}-]{3,}$/u.test(head.text) &&
    !isStopWord(head.text) &&
    !PARTY_HEAD.test(head.text) &&
    // "offers", "orders": an -er plural whose singular is an act is the act's unit, not a person.
    !(PERSON.test(head.text) && !canBeVerb(head.text.slice(0, -1))) &&
    !NOT_OBJECT.test(head.text) &&
    !GENERIC.test(head.text) &&
    !NOT_TOOLS.test(head.text)
  )
}

/** The units of a sale the line's commercial acts work on, in the page's words. */
export function dealObjects(
  tokens: Token[],
  canBeNoun: (word: string) => boolean = () => false,
  /** Whether a word reads as a verb alone ("offer", "order"; not "purchaser", "vendor"). */
  canBeVerb: (word: string) => boolean = () => false,
): string[] {
  return objectsAfter(
    tokens,
    DEAL_ACT,
    (words) => {
      const head = words.at(-1)!
      const kinds = words.slice(0, -1)
      return (
        isUnitHead(head, canBeVerb) &&
        // "new business", "commercial terms": a broad word, or terms, is a unit of the sale only with
        // the kind it is.
        !((BROAD_NOUN.test(head.text) || /^terms$/i.test(head.text)) && kinds.length === 0) &&
        kinds.every((w) => DEAL_KIND.test(w.text))
      )
    },
    canBeNoun,
  )
}

/**
 * The kit a duty's trade act installs, repairs or builds, counted in the plural ("leaks", "blocked
 * drains", "engineered trusses", "I-joists", "stairs"), in the page's words; not the things any job
 * handles ("records", "goods"), nor a bond or a goal ("build relationships", "build the team").
 */
export function kitObjects(
  tokens: Token[],
  canBeNoun: (word: string) => boolean = () => false,
  canBeVerb: (word: string) => boolean = () => false,
): string[] {
  return objectsAfter(
    tokens,
    KIT_ACT,
    (words) => {
      const head = words.at(-1)!
      return (
        isUnitHead(head, canBeVerb) &&
        /[^su]s$/.test(head.text) &&
        !THING.test(head.text) &&
        !NOT_SKILL_HEAD.test(head.text) &&
        !PLAIN_NOUN.test(head.text) &&
        !BROAD_NOUN.test(head.text) &&
        words
          .slice(0, -1)
          .every(
            (w) =>
              /^\p{Ll}/u.test(w.text) &&
              !NOT_SKILL_MODIFIER.test(w.text) &&
              !LEADING.test(w.text) &&
              !QUALITY.test(w.text) &&
              !isStopWord(w.text),
          )
      )
    },
    canBeNoun,
    true,
  )
}
