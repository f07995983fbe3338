import { HOBBY_PRESETS } from '#shared/constants.ts'

// Keyword extraction for the two-question questionnaire (spec sections 4 and 5). Everything it
// returns is a word or phrase the person typed, mapped to a canonical label; nothing is invented.

export const MAX_QUESTIONNAIRE_HOBBIES = 5
export const MAX_QUESTIONNAIRE_STRENGTHS = 4
export const MAX_QUESTIONNAIRE_TRAITS = 5

export type QuestionnaireAnswers = { hobbies: string; workStyle: string }
export type QuestionnaireBook = { title: string; author: string; impact: string }
export type QuestionnaireResult = {
  hobbies: { name: string; category: string }[]
  strengths: string[]
  traits: string[]
  book: QuestionnaireBook | null
  workStyle: string
}

type Keyword = { pattern: RegExp; label: string; category?: string }

const HOBBY_KEYWORDS: Keyword[] = [
  { pattern: /\bswim/i, label: 'Open Water Swimming' },
  { pattern: /\bphotograph|\bcamera/i, label: 'Photography' },
  { pattern: /\brun(?:ning|ner)?\b|\bmarathon|\bjog/i, label: 'Long-distance Running' },
  { pattern: /\bchess\b/i, label: 'Chess' },
  { pattern: /\bcook|\bbak(?:e|ing)\b/i, label: 'Cooking' },
  { pattern: /\bhik(?:e|ing)\b|\bmountain|\btrek/i, label: 'Hiking' },
  { pattern: /\bsail/i, label: 'Sailing' },
  { pattern: /\bpaint|\bdraw/i, label: 'Painting' },
  { pattern: /\bvolunteer|\bcharit/i, label: 'Volunteering' },
  { pattern: /\bmusic|\bguitar|\bpiano|\bsing(?:ing)?\b|\bviolin|\bdrum/i, label: 'Music' },
  { pattern: /\byoga\b/i, label: 'Yoga' },
  { pattern: /\bread(?:ing)?\b|\bbooks?\b/i, label: 'Reading' },
  { pattern: /\bcycl|\bbik(?:e|ing)\b/i, label: 'Cycling', category: 'Sports & Fitness' },
  { pattern: /\bclimb/i, label: 'Climbing', category: 'Sports & Fitness' },
  { pattern: /\bgarden/i, label: 'Gardening', category: 'Outdoors' },
  { pattern: /\btravel/i, label: 'Travel', category: 'Learning' },
  { pattern: /\bski(?:ing)?\b/i, label: 'Skiing', category: 'Sports & Fitness' },
  { pattern: /\btennis\b/i, label: 'Tennis', category: 'Sports & Fitness' },
  { pattern: /\bfootball|\bsoccer/i, label: 'Football', category: 'Sports & Fitness' },
  { pattern: /\bwrit(?:e|ing)\b|\bblog/i, label: 'Writing', category: 'Creative Arts' },
  { pattern: /\bgam(?:e|es|ing)\b|\bboard games?/i, label: 'Board Games', category: 'Strategy & Games' },
]

const STRENGTH_KEYWORDS: Keyword[] = [
  { pattern: /\banaly|\bdata\b|\bnumbers\b/i, label: 'Analysis' },
  { pattern: /\bteam|\btogether|\bcollaborat/i, label: 'Teamwork' },
  { pattern: /\blead|\bmentor|\bcoach/i, label: 'Leadership' },
  { pattern: /\bplan|\bstructur|\borgani[sz]/i, label: 'Planning and organisation' },
  { pattern: /\bcommunicat|\bpresent|\bexplain/i, label: 'Communication' },
  { pattern: /\bproblem|\bsolv|\btroubleshoot/i, label: 'Problem solving' },
  { pattern: /\bdetail|\bprecis|\bthorough/i, label: 'Attention to detail' },
  { pattern: /\bcreativ|\bideas?\b|\bdesign/i, label: 'Creativity' },
  { pattern: /\bdeadline|\bdeliver|\bexecut/i, label: 'Delivery' },
  { pattern: /\badapt|\bflexib|\bchange\b/i, label: 'Adaptability' },
  { pattern: /\bstakeholder|\bclient|\bcustomer/i, label: 'Stakeholder management' },
  { pattern: /\bfocus|\bdeep work|\bconcentrat/i, label: 'Focus' },
]

const TRAIT_KEYWORDS: Keyword[] = [
  { pattern: /\banaly|\blogic|\bdata\b/i, label: 'Analytical' },
  { pattern: /\bcollaborat|\bteam|\btogether/i, label: 'Collaborative' },
  { pattern: /\binnovat|\bnew ideas|\bexperiment/i, label: 'Innovative' },
  { pattern: /\bdecisi|\bdecide/i, label: 'Decisive' },
  { pattern: /\breliab|\bdependab|\bconsisten/i, label: 'Reliable' },
  { pattern: /\bcurio|\blearn|\bexplor/i, label: 'Curious' },
  { pattern: /\bdetermin|\bpersist|\bresilien/i, label: 'Determined' },
  { pattern: /\btransform|\bchange\b/i, label: 'Transformative' },
  { pattern: /\bresults?\b|\boutcome|\bgoals?\b/i, label: 'Results-oriented' },
  { pattern: /\bempath|\blisten|\bcaring/i, label: 'Empathetic' },
  { pattern: /\bindependen|\bautonom|\bon my own/i, label: 'Independent' },
  { pattern: /\bdisciplin|\broutine/i, label: 'Disciplined' },
  { pattern: /\bcreativ|\bimagin/i, label: 'Imaginative' },
  { pattern: /\befficien|\bfast\b|\bquick/i, label: 'Efficient' },
]

function matchKeywords(text: string, keywords: Keyword[], limit: number): Keyword[] {
  // Order of appearance in the answer, so the person's first words win when there are too many.
  const hits = keywords.map((k) => ({ k, at: text.search(k.pattern) })).filter((hit) => hit.at >= 0)
  return hits
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map((hit) => hit.k)
}

const LEAD_IN =
  /^(?:and|or|also|i|we|my|really|mostly|usually|love|like|enjoy|do|doing|play|playing|go|going|spend time|time|in|on|the|a|lot of|lots of|some|free|spare|weekends?|outside work|after work)\b\s*/i

function titleCase(phrase: string): string {
  return phrase.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
}

/** Hobbies named in a list ("rock climbing, bread baking and chess") that no keyword knows. */
function listedHobbies(text: string): string[] {
  return text
    .split(/[,;\n/&]|\band\b|\.\s/i)
    .map((part) => {
      let phrase = part.trim().replace(/[.!?]+$/, '')
      for (let i = 0; i < 6; i++) phrase = phrase.replace(LEAD_IN, '')
      return phrase.trim()
    })
    .filter((phrase) => phrase.length >= 3 && phrase.split(/\s+/).length <= 3 && /^[\p{L} -]+$/u.test(phrase))
    .map(titleCase)
}

const QUOTED_BOOK =
  /["“'‘]([^"”'’]{2,120})["”'’]\s*(?:by\s+([\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*){0,3}))?/u
const TITLE_BY_AUTHOR =
  /((?:[\p{Lu}\d][\p{L}\d'’:-]*)(?:\s+(?:[\p{Lu}\d][\p{L}\d'’:,-]*|of|the|and|a|an|to|in|for|on|with)){0,8})\s+by\s+([\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*){0,3})/u

export function extractBook(text: string): QuestionnaireBook | null {
  const sentence = (match: RegExpMatchArray) => {
    const start = text.lastIndexOf('.', match.index ?? 0) + 1
    const endDot = text.indexOf('.', (match.index ?? 0) + match[0].length)
    return text.slice(start, endDot === -1 ? undefined : endDot + 1).trim()
  }
  const quoted = text.match(QUOTED_BOOK)
  if (quoted?.[1])
    return { title: quoted[1].trim(), author: quoted[2]?.trim() ?? '', impact: sentence(quoted) }
  const plain = text.match(TITLE_BY_AUTHOR)
  if (plain?.[1] && plain[2]) {
    const title = plain[1].replace(/^(?:The book|Book|I read|Reading|Read)\s+/i, '').trim()
    return { title, author: plain[2].trim(), impact: sentence(plain) }
  }
  return null
}

export function extractQuestionnaire(answers: QuestionnaireAnswers): QuestionnaireResult {
  const presetCategory = new Map<string, string>(HOBBY_PRESETS.map((p) => [p.name, p.category]))
  const hobbies: { name: string; category: string }[] = matchKeywords(
    answers.hobbies,
    HOBBY_KEYWORDS,
    MAX_QUESTIONNAIRE_HOBBIES,
  ).map((k) => ({
    name: k.label,
    category: presetCategory.get(k.label) ?? k.category ?? 'Personal',
  }))
  const matchedText = HOBBY_KEYWORDS.filter((k) => hobbies.some((h) => h.name === k.label))
  for (const name of listedHobbies(answers.hobbies)) {
    if (hobbies.length >= MAX_QUESTIONNAIRE_HOBBIES) break
    if (
      matchedText.some((k) => k.pattern.test(name)) ||
      hobbies.some((h) => h.name.toLowerCase() === name.toLowerCase())
    )
      continue
    hobbies.push({ name, category: 'Personal' })
  }
  const both = `${answers.workStyle}\n${answers.hobbies}`
  return {
    hobbies,
    strengths: matchKeywords(answers.workStyle, STRENGTH_KEYWORDS, MAX_QUESTIONNAIRE_STRENGTHS).map(
      (k) => k.label,
    ),
    traits: matchKeywords(both, TRAIT_KEYWORDS, MAX_QUESTIONNAIRE_TRAITS).map((k) => k.label),
    book: extractBook(answers.workStyle),
    workStyle: answers.workStyle.trim(),
  }
}
