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
  grammarSlips,
  junkHashtagReason,
  languageMismatch,
  lowerCasedNouns,
  scaffoldSentences,
  sharedAcrossTopics,
  profileText,
  sentenceSkeleton,
  topicWrappings,
  trigramOverlap,
  unsupportedClaims,
} from '#tests/social-post-fixtures.ts'
import {
  HELD_OUT_CASES,
  HELD_OUT_GROUP_2,
  HELD_OUT_GROUP_3,
  TUNING_CASES,
  type FreshCase,
} from '#tests/social-post-fresh-fixtures.ts'
import { HELD_OUT_GROUP_4 } from '#tests/social-post-group4-fixtures.ts'
import { HELD_OUT_GROUP_5 } from '#tests/social-post-group5-fixtures.ts'
import { GROUP_6 } from '#tests/social-post-group6-fixtures.ts'
import { GROUP_7, GROUP_7_HELD_OUT } from '#tests/social-post-group7-fixtures.ts'
import { GROUP_8, GROUP_8_HELD_OUT } from '#tests/social-post-group8-fixtures.ts'

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

export async function run({
  print = false,
  tuning = false,
}: {
  corpus: string
  print?: boolean
  tuning?: boolean
}): Promise<void> {
  let posts = 0
  let tooLong = 0
  let longHooks = 0
  const junkTags: string[] = []
  let tagCount = 0
  const wrappings: string[] = []
  const mismatched: string[] = []
  const lowered: string[] = []
  const jargon: string[] = []
  const slips: string[] = []
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
        const source = `${fixture.topic}\n${fixture.argument}`
        // A tag may come from the profile the post was written with, as in the fresh groups below.
        const tagSource = `${source}\n${profileText(index % 2 === 0 ? defaultProfileSections : null)}`
        for (const tag of post.hashtags) {
          tagCount++
          const reason = junkHashtagReason(tag, tagSource)
          if (reason) junkTags.push(`${tag} (${reason})`)
        }
        wrappings.push(...topicWrappings(post, fixture.topic))
        if (languageMismatch(post, fixture.topic, fixture.argument)) mismatched.push(label)
        lowered.push(...lowerCasedNouns(post, fixture.topic, fixture.argument))
        slips.push(...grammarSlips(post, fixture.topic, fixture.argument).map((g) => `${tone}: ${g}`))
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
    ['grammar slips', `${slips.length}`],
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
  show('grammar slips', slips)
  runFresh('fresh people, tuning', TUNING_CASES, { print })
  // Held out: measured only. Neither their posts nor their misses are printed, so they are never
  // read while the writer is being fixed; only the figures are.
  runFresh('fresh people, held out', HELD_OUT_CASES, { blind: true })
  runFresh('fresh people, held out group 2 (4 people x 3 topics)', HELD_OUT_GROUP_2, { blind: true })
  runFresh('fresh people, held out group 3 (4 people x 2 topics)', HELD_OUT_GROUP_3, { blind: true })
  // Group 4 was held out until its posts were read to fix the writer (2026-11-28); it is a tuning
  // set since, printed with its misses. Group 5 took its place as the blind set.
  runFresh(
    'fresh people, group 4 (8 fields, 10 topics of every shape; tuned on since 2026-11-28)',
    HELD_OUT_GROUP_4,
    {
      print,
    },
  )
  // Group 6 was measured first (2026-11-28) and then read to fix posts of people with no result to cite.
  runFresh(
    'fresh people, group 6 (8 fields, 5 without a quantified result; read since 2026-11-28)',
    GROUP_6,
    {
      print,
    },
  )
  // Group 7 was measured first (2026-12-06) and then read for the English phrasing work; its last
  // two people are held out and only measured.
  runFresh('fresh people, group 7 (5 careers, 3 without a number; read since 2026-12-06)', GROUP_7, {
    print,
  })
  runFresh('fresh people, group 7 held out (2 people)', GROUP_7_HELD_OUT, { blind: true })
  // Group 8 (the unseen5 writing people) was measured first (2026-12-07) and then read for the
  // trait-line and own-work fixes; its last two people are held out and only measured.
  runFresh('fresh people, group 8 (6 careers, 3 without a number; read since 2026-12-07)', GROUP_8, {
    print,
  })
  runFresh('fresh people, group 8 held out (2 people)', GROUP_8_HELD_OUT, { blind: true })
  if (tuning) return
  runFresh('fresh people, held out group 5 (10 people, 8 countries, 2 German)', HELD_OUT_GROUP_5, {
    blind: true,
  })
}

/** A fraction as a percentage with one decimal. */
function percent(part: number, whole: number): string {
  return `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`
}

/**
 * Fresh people (profile, topic, argument) the writer was not built on: what a reader notices when
 * the posts are read side by side. Skeletons mask the person's own words, so a template filled
 * with two topics counts once per topic; tone overlap compares the scaffold of two tones on one topic.
 */
function runFresh(
  title: string,
  cases: readonly FreshCase[],
  { print = false, blind = false }: { print?: boolean; blind?: boolean },
): void {
  let posts = 0
  let scaffold = 0
  let tagCount = 0
  const junkTags: string[] = []
  const claims: string[] = []
  const wrappings: string[] = []
  const slips: string[] = []
  const skeletonTopics = new Map<string, Set<string>>()
  const skeletonPeople = new Map<string, Set<string>>()
  const mismatched: string[] = []
  const skeletonsOfPost: string[][] = []
  const toneOverlaps: number[] = []
  for (const fresh of cases) {
    const source = `${fresh.topic}\n${fresh.argument}\n${profileText(fresh.profile)}`
    for (const audience of AUDIENCES) {
      const byTone: string[] = []
      for (const tone of POST_TONES) {
        const post = writeSocialPost({
          topic: fresh.topic,
          argument: fresh.argument,
          tone,
          targetAudience: audience,
          workforceTraits: [...fresh.traits],
          profile: fresh.profile,
        })
        posts++
        const sentences = scaffoldSentences(post, fresh.argument)
        scaffold += sentences.length
        const skeletons = sentences.map((s) => sentenceSkeleton(s, source))
        skeletonsOfPost.push(skeletons)
        const name = fresh.profile.personalInfo.fullName || fresh.id
        for (const skeleton of skeletons) {
          skeletonTopics.set(skeleton, (skeletonTopics.get(skeleton) ?? new Set()).add(fresh.id))
          skeletonPeople.set(skeleton, (skeletonPeople.get(skeleton) ?? new Set()).add(name))
        }
        if (languageMismatch(post, fresh.topic, fresh.argument)) mismatched.push(`${fresh.id} / ${tone}`)
        byTone.push(skeletons.join(' '))
        for (const tag of post.hashtags) {
          tagCount++
          const reason = junkHashtagReason(tag, source)
          if (reason) junkTags.push(`${tag} (${reason})`)
        }
        claims.push(...unsupportedClaims(sentences, source).map((c) => `${fresh.id}: ${c}`))
        wrappings.push(...topicWrappings(post, fresh.topic))
        slips.push(
          ...grammarSlips(post, fresh.topic, fresh.argument).map((g) => `${fresh.id} / ${tone}: ${g}`),
        )
        if (print) console.log(`\n--- ${fresh.id} / ${tone} / ${audience}\n${post.content}`)
      }
      for (let a = 0; a < byTone.length; a++)
        for (let b = a + 1; b < byTone.length; b++) toneOverlaps.push(trigramOverlap(byTone[a]!, byTone[b]!))
    }
  }
  const sharedSkeletons = [...skeletonPeople].filter(([, people]) => people.size >= 2)
  const sharedSet = new Set(sharedSkeletons.map(([s]) => s))
  const sentencesOnShared = skeletonsOfPost.flat().filter((s) => sharedSet.has(s)).length
  const topicShared = new Set([...skeletonTopics].filter(([, t]) => t.size >= 2).map(([s]) => s))
  const sentencesOnTopicShared = skeletonsOfPost.flat().filter((s) => topicShared.has(s)).length
  const mean = toneOverlaps.reduce((sum, x) => sum + x, 0) / Math.max(toneOverlaps.length, 1)
  console.log(
    `\n--- ${title}: ${cases.length} cases x ${POST_TONES.length} tones x ${AUDIENCES.length} audiences\n`,
  )
  const rows: [string, string][] = [
    ['posts / scaffold sentences', `${posts} / ${scaffold}`],
    ['scaffold sentences per post', (scaffold / Math.max(posts, 1)).toFixed(1)],
    [
      'sentence skeletons shared across people',
      `${sharedSkeletons.length} (${percent(sentencesOnShared, scaffold)} of scaffold sentences)`,
    ],
    ['shared-skeleton sentences per post', (sentencesOnShared / Math.max(posts, 1)).toFixed(1)],
    ['skeletons shared across topics (any person)', percent(sentencesOnTopicShared, scaffold)],
    [
      'tone scaffold trigram overlap, mean / max',
      `${mean.toFixed(2)} / ${Math.max(0, ...toneOverlaps).toFixed(2)}`,
    ],
    ['hashtags that are not real tags', `${junkTags.length} of ${tagCount}`],
    ['claims the profile does not hold', `${claims.length}`],
    ['sentence topics wrapped in another sentence', `${wrappings.length}`],
    ['posts in the wrong language', `${mismatched.length}`],
    ['grammar slips (agreement, articles, capitals)', `${slips.length}`],
  ]
  for (const [name, value] of rows) console.log(`${name.padEnd(46)} ${value}`)
  const unique = (items: string[]) => [...new Set(items)]
  const show = (heading: string, items: string[]) => {
    if (items.length === 0 || blind) return
    console.log(`\n${heading}:`)
    for (const item of unique(items).slice(0, 12)) console.log(`  ${item}`)
  }
  show(
    'most shared skeletons',
    sharedSkeletons.sort((x, y) => y[1].size - x[1].size).map(([s, t]) => `${t.size}x ${s}`),
  )
  show('junk hashtags', junkTags)
  show('unsupported claims', claims)
  show('wrapped topics', wrappings)
  show('wrong language', mismatched)
  show('grammar slips', slips)
}
