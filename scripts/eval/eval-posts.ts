import { POST_TONES, type TargetAudience } from '#shared/constants.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import {
  HOOK_MAX_CHARS,
  POST_MAX_CHARS,
  writeSocialPost,
} from '#server/engine/local/social-post/write-social-post.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import {
  VARIED_FIXTURES,
  junkHashtagReason,
  languageMismatch,
  lowerCasedNouns,
  scaffoldSentences,
  sharedAcrossTopics,
  topicWrappings,
} from '#tests/social-post-fixtures.ts'

// npm run eval -- posts [--print]: the local social post writer (issue 14, point 6) over varied topics
// (several fields, phrases, claims, questions, German) x every tone x three audiences. Counts scaffold
// sentences shared across topics, hashtags that are not real tags, sentence topics wrapped inside
// other sentences, posts in the wrong language and field jargon the input never mentioned.

const AUDIENCES: readonly TargetAudience[] = [
  'startup founders and entrepreneurs',
  'C-level executives and board members',
  'tech talent and engineering leaders',
]

// Another field's words, printed for a topic that never mentions that field.
const FOREIGN_JARGON: readonly { jargon: RegExp; field: RegExp }[] = [
  {
    jargon: /\bengineers?\b|\broadmap\b|\bretros?\b|\bretrospectives?\b|how systems are built/i,
    field:
      /\b(?:software|engineer\w*|code|developers?|tech\w*|AI|data|systems?|platform|screen readers?|product|cyber\w*|security)\b/i,
  },
  { jargon: /\brunway\b|\bburn\b|next round/i, field: /\b(?:startups?|founders?|funding|runway)\b/i },
  {
    jargon: /\bbuyers?\b|discovery call|\bforecast\b|\bpitch\b/i,
    field: /\b(?:sales|buyers?|selling|deals?)\b/i,
  },
  { jargon: /\bdiligence\b|\bdeck\b/i, field: /\b(?:invest\w*|venture|diligence)\b/i },
]

export async function run({ print = false }: { corpus: string; print?: boolean }): Promise<void> {
  let posts = 0
  let tooLong = 0
  let longHooks = 0
  const junkTags: string[] = []
  let tagCount = 0
  const wrappings: string[] = []
  const mismatched: string[] = []
  const lowered: string[] = []
  const jargon: string[] = []
  const sentencesByTopic: string[][] = []
  for (const [index, fixture] of VARIED_FIXTURES.entries()) {
    const sentences: string[] = []
    for (const tone of POST_TONES) {
      for (const audience of AUDIENCES) {
        const post: SocialPost = writeSocialPost({
          topic: fixture.topic,
          argument: fixture.argument,
          tone,
          targetAudience: audience,
          workforceTraits: [...fixture.traits],
          profile: index % 2 === 0 ? defaultProfileSections : null,
        })
        posts++
        const label = `${fixture.topic} / ${tone} / ${audience}`
        if (post.content.length > POST_MAX_CHARS) tooLong++
        if ((post.content.split('\n')[0] ?? '').length > HOOK_MAX_CHARS) longHooks++
        sentences.push(...scaffoldSentences(post, fixture.argument))
        const source = `${fixture.topic} ${fixture.argument}`
        for (const tag of post.hashtags) {
          tagCount++
          const reason = junkHashtagReason(tag, source)
          if (reason) junkTags.push(`${tag} (${reason})`)
        }
        wrappings.push(...topicWrappings(post, fixture.topic))
        if (languageMismatch(post, fixture.topic, fixture.argument)) mismatched.push(label)
        lowered.push(...lowerCasedNouns(post, fixture.topic, fixture.argument))
        const body = post.content.replace(post.call_to_action, '')
        for (const { jargon: words, field } of FOREIGN_JARGON)
          if (!field.test(source) && words.test(body)) jargon.push(`${label}: ${body.match(words)?.[0]}`)
        if (print) console.log(`\n--- ${label}\n${post.content}\nHOOKS: ${post.engagement_hooks.join(' | ')}`)
      }
    }
    sentencesByTopic.push([...new Set(sentences)])
  }
  const shared = sharedAcrossTopics(sentencesByTopic)
  const unique = (items: string[]) => [...new Set(items)]
  const rows: [string, string][] = [
    [
      'posts',
      `${posts} (${VARIED_FIXTURES.length} topics x ${POST_TONES.length} tones x ${AUDIENCES.length} audiences)`,
    ],
    ['scaffold sentences shared across topics', `${shared.length}`],
    [
      'hashtags that are not real tags',
      `${junkTags.length} of ${tagCount} (${unique(junkTags).length} distinct)`,
    ],
    ['sentence topics wrapped in another sentence', `${wrappings.length}`],
    ['posts in the wrong language', `${mismatched.length}`],
    ['German nouns printed in lower case', `${lowered.length}`],
    ['posts with another field’s jargon', `${jargon.length}`],
    ['posts over the limit / hooks over 140', `${tooLong} / ${longHooks}`],
  ]
  for (const [name, value] of rows) console.log(`${name.padEnd(46)} ${value}`)
  const show = (title: string, items: string[]) => {
    if (items.length === 0) return
    console.log(`\n${title}:`)
    for (const item of unique(items).slice(0, 15)) console.log(`  ${item}`)
  }
  show('shared sentences (first 15)', shared)
  show('junk hashtags', junkTags)
  show('wrapped topics', wrappings)
  show('wrong language', mismatched)
  show('lower-cased nouns', lowered)
  show('foreign jargon', jargon)
}
