import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import { coordinatedPhrases } from '#server/features/jobs/intake/coordinated-phrases.ts'
import { cuedPhrases, nounChunks } from '#server/features/jobs/intake/english-phrases.ts'
import { germanPhrases } from '#server/features/jobs/intake/german-phrases.ts'
import { bracketItems, bracketNames, toolNames } from '#server/features/jobs/intake/named-phrases.ts'
import { cleanPhrase } from '#server/features/jobs/intake/phrase-words.ts'

// Skills the lexicon does not know, read from the requirement lines themselves with NLP: English
// lines are part-of-speech tagged by wink-nlp (its English model ships inside the npm package, no
// download) and the noun phrases a cue introduces ("knowledge of X and Y", "experience with X",
// "Degree in X") or a tool-like proper noun ("NETCONF", "Siemens S7") are kept; German lines are
// read by their own cues ("Kenntnisse in X", "Erfahrung mit X", "X-Kenntnisse"). Every phrase is
// the page's own words.

let nlp: WinkMethods | null = null
function english(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos'])
  return nlp
}

/** Skill phrases written in the lines (requirements, preferred), in the lines' own words. */
const MAX_LINES = 60

export function findSkillPhrases(
  lines: string[],
  language: 'en' | 'de',
  duties: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = []
  // A posting has a few dozen bullets; a page with hundreds is a list page, and tagging it all is slow.
  for (const line of lines.slice(0, MAX_LINES)) {
    if (line.length > 400) continue
    if (language === 'de') {
      found.push(...germanPhrases(line, duties.has(line)))
      continue
    }
    // A bullet opens with a capital the tagger takes for a name ("Review and verify …"); a duty opens
    // with its verb, read as one after "You" ("Document interventions" is not a noun phrase).
    const first = line.replace(/^([A-Z][a-z]+)\b/, (word) => word.toLowerCase())
    const isDuty = duties.has(line) && first !== line
    const doc = english().readDoc(isDuty ? `You ${first}` : first)
    const texts = doc
      .tokens()
      .out()
      .slice(isDuty ? 1 : 0)
    const tags = doc
      .tokens()
      .out(english().its.pos)
      .slice(isDuty ? 1 : 0)
    const spaces = doc
      .tokens()
      .out(english().its.precedingSpaces)
      .slice(isDuty ? 1 : 0)
    let offset = 0
    const tokens = texts.map((text, i) => {
      // The page's own spelling, also for the word lower-cased above.
      const at = line.toLowerCase().indexOf(text.toLowerCase(), offset)
      const surface = at === -1 ? text : line.slice(at, at + text.length)
      if (at !== -1) offset = at + text.length
      return { text: surface, pos: tags[i] ?? 'X', pre: spaces[i] ?? '' }
    })
    // A sibling vouches for a list when a cue, brackets or a product-like name says it is a skill;
    // a bare noun phrase ("quantitative proof") or a two-letter code ("SF") does not.
    const vouched = [...bracketNames(line), ...cuedPhrases(tokens), ...toolNames(tokens)]
    const inLine = [
      ...vouched,
      ...bracketItems(line, duties.has(line)),
      ...nounChunks(tokens, duties.has(line)),
    ]
    const accepted = new Set(vouched.filter((p) => p.length > 2).map((p) => p.toLowerCase()))
    found.push(...inLine)
    // A duty lists the things it is done to as often as skills ("deliveries, margin and waste").
    if (!duties.has(line))
      found.push(
        ...coordinatedPhrases(tokens, {
          clean: cleanPhrase,
          isAccepted: (p) => accepted.has(p.toLowerCase()) || canonicalSkill(p) !== null,
        }),
      )
  }
  return found
}
