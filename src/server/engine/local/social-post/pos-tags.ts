import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

// A second part-of-speech reading, by wink-nlp (its English model ships inside the npm package):
// compromise reads a clause whose verb it missed as one noun phrase ("a ward happen between …"),
// wink reads the verb in context.

let english: WinkMethods | undefined

/** Words of an English text that wink-nlp reads as a verb or auxiliary in context, lower case. */
export function verbsInContext(text: string): Set<string> {
  english ??= winkNLP(model, ['sbd', 'pos'])
  const doc = english.readDoc(text)
  const words = doc.tokens().out()
  const tags = doc.tokens().out(english.its.pos)
  return new Set(words.filter((_, i) => tags[i] === 'VERB' || tags[i] === 'AUX').map((w) => w.toLowerCase()))
}
