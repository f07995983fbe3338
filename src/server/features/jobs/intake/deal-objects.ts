import { isStopWord } from '#shared/text/stop-words.ts'
import { PARTY_HEAD } from '#server/features/jobs/intake/coordinated-phrases.ts'
import { BROAD_NOUN, GENERIC, NOT_TOOLS, type Token } from '#server/features/jobs/intake/phrase-words.ts'

// The units a sale is made of, named by the act that works them: "Negotiate offers", "Prospect for new
// listings", "Close deals", "qualify leads", "Follow up on inbound leads", "Canvass for new
// instructions". The object of such an act is one plain noun the general readers pass over (it has
// no suffix of work and no modifier that makes it specific), yet it is the trade's own work: what is
// negotiated, prospected for or closed. The act is read by its place in the sentence (the verb, with
// the particle it takes its object through), the object up to the next preposition, verb or clause.

// Acts whose object is a unit of the sale; "follow" only with "up on".
const DEAL_ACT =
  /^(?:negotiate|negotiating|prospect|prospecting|canvass|canvassing|qualify|qualifying|convert|converting|close|closing|upsell|upselling|cross-sell|cross-selling|follow)$/i
// The particles an act takes its object through ("prospect for", "follow up on", "canvass for").
const THROUGH = /^(?:for|on|up)$/i
// Modifiers a sale's unit keeps: they say which kind of unit ("new listings", "inbound leads", "commercial terms").
const KEEPS = /^(?:new|inbound|outbound|warm|repeat|commercial|residential|qualified)$/i
// A person's plural ("vendors", "purchasers", "landlords", "buyers"): whom one deals with, never the deal.
// An -er plural whose singular is itself an act ("offers", "orders") names the act's unit.
const PERSON = /(?:ers|ors|ists|ians|ees|ants|ents|lords|guests|people)$/i
// What an act of closing or following up also takes that is no sale ("close the till", "follow up on
// actions", "close out snags"): a document, a record or a matter in hand.
const NOT_DEAL =
  /^(?:reports?|records?|documents?|files?|data|actions?|issues?|tickets?|cases?|incidents?|queries|complaints?|snags?|defects?|tasks?|jobs?|month|year|books|till|tills|store|shop|site|premises|doors?|gaps?|loops?|out|off|down)$/i

/** The units of a sale the line's commercial acts work on, in the page's words. */
export function dealObjects(
  tokens: Token[],
  canBeNoun: (word: string) => boolean = () => false,
  /** Whether a word reads as a verb alone ("offer", "order"; not "purchaser", "vendor"). */
  canBeVerb: (word: string) => boolean = () => false,
): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const act = tokens[i]!
    if (!DEAL_ACT.test(act.text)) continue
    // A verb, or the line's first word read as a noun ("Prospect for …" opens a duty).
    if (act.pos !== 'VERB' && !(i === 0 && /^\p{Lu}/u.test(act.text))) continue
    let at = i + 1
    if (/^follow$/i.test(act.text)) {
      if (!/^up$/i.test(tokens[at]?.text ?? '') || !/^on$/i.test(tokens[at + 1]?.text ?? '')) continue
      at += 2
    } else if (THROUGH.test(tokens[at]?.text ?? '') && /^(?:prospect|canvass)/i.test(act.text)) at++
    // The list of objects: nouns and their kind, joined by commas, "and" or "or".
    let item: Token[] = []
    const items: Token[][] = []
    for (; at < tokens.length; at++) {
      const token = tokens[at]!
      if (/^(?:,|and|or|&)$/i.test(token.text)) {
        if (item.length) items.push(item)
        item = []
        // "and close deals": a second act ends the list; it is read on its own.
        if (DEAL_ACT.test(tokens[at + 1]?.text ?? '') || tokens[at + 1]?.pos === 'VERB') break
        continue
      }
      // "negotiate offers/VERB", "qualify leads/VERB": right after the act, a plural the tagger read as
      // a verb is its object when it can be a noun (a verb cannot follow the act without a joiner).
      const isObjectVerb =
        token.pos === 'VERB' &&
        item.length === 0 &&
        /^\p{Ll}{3,}s$/u.test(token.text) &&
        (canBeNoun(token.text) || canBeNoun(token.text.slice(0, -1)))
      if (
        (!['NOUN', 'PROPN', 'ADJ'].includes(token.pos) && !isObjectVerb) ||
        !/^[\p{L}][\p{L}'-]*$/u.test(token.text)
      )
        break
      item.push(isObjectVerb ? { ...token, pos: 'NOUN' } : token)
    }
    if (item.length) items.push(item)
    for (const words of items) {
      const head = words.at(-1)!
      const kinds = words.slice(0, -1)
      if (
        words.length > 3 ||
        head.pos !== 'NOUN' ||
        !/^\p{Ll}{4,}$/u.test(head.text) ||
        isStopWord(head.text) ||
        PARTY_HEAD.test(head.text) ||
        // "offers", "orders": an -er plural whose singular is an act is the act's unit, not a person.
        (PERSON.test(head.text) && !canBeVerb(head.text.slice(0, -1))) ||
        NOT_DEAL.test(head.text) ||
        GENERIC.test(head.text) ||
        NOT_TOOLS.test(head.text) ||
        // "new business": a broad word is a unit of the sale only with the kind it is.
        (BROAD_NOUN.test(head.text) && kinds.length === 0) ||
        !kinds.every((w) => KEEPS.test(w.text))
      )
        continue
      found.push(words.map((w) => w.text).join(' '))
    }
  }
  return found
}
