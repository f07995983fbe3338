import { expect, test } from 'vitest'

import { POST_TONES, TARGET_AUDIENCES, type PostTone, type TargetAudience } from '#shared/constants.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { SocialPostSchema, type SocialPost } from '#shared/social-posts/social-post.schema.ts'
import type { GenerateSocialPostInput } from '#server/engine/career-engine.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'

// Writing quality, measured on the text: what a reader of the feed would notice.

const FIXTURES = [
  { topic: 'AI in the hiring process', argument: 'Most companies use AI to reject candidates faster, but the real opportunity is using it to give every candidate specific, useful feedback.' },
  { topic: 'Remote and hybrid work', argument: 'Return-to-office mandates measure presence, not output. Teams that write things down outperform teams that sit together.' },
  { topic: 'Pricing for early-stage SaaS', argument: 'Founders underprice because they are afraid of hearing no. Charge more, earlier, and let the market tell you where the ceiling is.' },
  { topic: 'Sales enablement', argument: 'Enablement fails when it teaches scripts instead of how buyers decide' },
] as const

type Fixture = (typeof FIXTURES)[number]

function write(fixture: Fixture, tone: PostTone, targetAudience: TargetAudience, workforceTraits: string[] = [], profile: ProfileSections | null = null): SocialPost {
  return writeSocialPost({ ...fixture, tone, targetAudience, workforceTraits, profile })
}

function everyPost(): { fixture: Fixture; tone: PostTone; audience: TargetAudience; post: SocialPost }[] {
  return FIXTURES.flatMap((fixture) => POST_TONES.flatMap((tone) => TARGET_AUDIENCES.map((audience) => ({ fixture, tone, audience, post: write(fixture, tone, audience) }))))
}

function normalizedArgument(argument: string): string {
  return /[.!?]$/.test(argument) ? argument : `${argument}.`
}

/** The words the writer chose: the post without the quoted argument and the hashtag line. */
function ownWords(post: SocialPost, argument: string): string {
  return post.content.replace(normalizedArgument(argument), ' ').replace(post.hashtags.join(' '), ' ')
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s))
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z’']+/g) ?? []
}

type ToneMetrics = { questionRate: number; exclamations: number; wordsPerSentence: number; firstPerson: number; contractions: number }

function metrics(text: string): ToneMetrics {
  const sentences = sentencesOf(text)
  const words = wordsOf(text)
  return {
    questionRate: sentences.filter((s) => s.endsWith('?')).length / sentences.length,
    exclamations: (text.match(/!/g) ?? []).length,
    wordsPerSentence: words.length / sentences.length,
    firstPerson: words.filter((w) => ['i', 'my', 'me', "i'm", "i'd", 'i’m'].includes(w)).length / words.length,
    contractions: words.filter((w) => /['’](s|t|re|ve|d|m|ll)$/.test(w)).length / words.length,
  }
}

function meanMetrics(tone: PostTone): ToneMetrics {
  const all = FIXTURES.flatMap((fixture) => TARGET_AUDIENCES.map((audience) => metrics(ownWords(write(fixture, tone, audience), fixture.argument))))
  const mean = (key: keyof ToneMetrics) => all.reduce((sum, m) => sum + m[key], 0) / all.length
  return { questionRate: mean('questionRate'), exclamations: mean('exclamations'), wordsPerSentence: mean('wordsPerSentence'), firstPerson: mean('firstPerson'), contractions: mean('contractions') }
}

test('every tone and audience: valid shape, hook in the first line under 140 characters, under 3,000 characters', () => {
  for (const { fixture, tone, audience, post } of everyPost()) {
    const label = `${fixture.topic} / ${tone} / ${audience}`
    expect(SocialPostSchema.safeParse(post).success, label).toBe(true)
    expect(post.content.length, label).toBeLessThan(3000)
    const hook = post.content.split('\n')[0] ?? ''
    expect(hook.length, label).toBeLessThanOrEqual(140)
    expect(hook.length, label).toBeGreaterThan(20)
    // The hook is about this post: it names the topic or quotes the argument.
    const topicWord = fixture.topic.split(' ')[0]?.toLowerCase() ?? ''
    expect(hook.toLowerCase().includes(topicWord) || fixture.argument.includes(hook.replace(/^.*?: /, '').slice(0, 30)), label).toBe(true)
    expect(post.content.slice(0, 140)).toContain(hook.slice(0, 100))
  }
})

test('the argument appears verbatim, once, right after a short lead-in', () => {
  for (const { fixture, tone, post } of everyPost()) {
    const argument = normalizedArgument(fixture.argument)
    expect(post.content.split(argument).length - 1, `${fixture.topic} / ${tone}`).toBe(1)
    expect(post.content.indexOf(argument)).toBeLessThan(400)
  }
})

test('3-5 unique CamelCase hashtags, 3 distinct hooks, one call to action that ends the post', () => {
  for (const { fixture, tone, audience, post } of everyPost()) {
    const label = `${fixture.topic} / ${tone} / ${audience}`
    expect(post.hashtags.length, label).toBeGreaterThanOrEqual(3)
    expect(post.hashtags.length, label).toBeLessThanOrEqual(5)
    for (const tag of post.hashtags) expect(tag, label).toMatch(/^#[A-Z][A-Za-z0-9]+$/)
    expect(new Set(post.hashtags.map((t) => t.toLowerCase())).size, label).toBe(post.hashtags.length)
    expect(post.content.endsWith(post.hashtags.join(' ')), label).toBe(true)

    expect(post.engagement_hooks, label).toHaveLength(3)
    expect(new Set(post.engagement_hooks.map((h) => h.toLowerCase())).size, label).toBe(3)
    const opening = post.content.split('\n')[0]
    for (const hook of post.engagement_hooks) {
      expect(hook.length, label).toBeLessThanOrEqual(140)
      expect(hook, label).not.toBe(opening)
    }

    const paragraphs = post.content.split('\n\n')
    expect(paragraphs.at(-2), label).toBe(post.call_to_action)
    expect(post.content.split(post.call_to_action).length - 1, label).toBe(1)
  }
})

test('hashtags come from the topic and the argument', () => {
  const tags = (fixture: Fixture) => write(fixture, 'professional', 'venture capitalists and investors').hashtags
  expect(tags(FIXTURES[0])).toEqual(expect.arrayContaining(['#AI', '#Hiring', '#Feedback']))
  expect(tags(FIXTURES[1])).toEqual(expect.arrayContaining(['#RemoteWork', '#HybridWork']))
  expect(tags(FIXTURES[2])).toEqual(expect.arrayContaining(['#SaaS', '#Pricing']))
  expect(tags(FIXTURES[3])).toEqual(expect.arrayContaining(['#SalesEnablement']))
})

test('tones differ in ways a reader notices: exclamations, questions, sentence length, contractions', () => {
  const m = Object.fromEntries(POST_TONES.map((tone) => [tone, meanMetrics(tone)])) as Record<PostTone, ToneMetrics>
  // Only inspirational raises its voice; the measured tones never do.
  expect(m.inspirational.exclamations).toBeGreaterThanOrEqual(1)
  for (const tone of ['professional', 'thought_leadership', 'conversational', 'controversial'] as const) expect(m[tone].exclamations, tone).toBe(0)
  // Conversational asks more questions and talks in short, contracted sentences.
  expect(m.conversational.questionRate).toBeGreaterThan(2 * m.professional.questionRate)
  expect(m.conversational.wordsPerSentence).toBeLessThan(0.75 * m.thought_leadership.wordsPerSentence)
  expect(m.conversational.contractions).toBeGreaterThan(3 * m.professional.contractions)
  // Thought leadership writes the longest sentences; controversial is punchier than professional.
  for (const tone of POST_TONES) if (tone !== 'thought_leadership') expect(m.thought_leadership.wordsPerSentence, tone).toBeGreaterThan(m[tone].wordsPerSentence)
  expect(m.controversial.wordsPerSentence).toBeLessThan(m.professional.wordsPerSentence)
  // Conversational and controversial speak most in the first person.
  expect(m.conversational.firstPerson).toBeGreaterThan(m.thought_leadership.firstPerson)
  expect(m.controversial.firstPerson).toBeGreaterThan(m.thought_leadership.firstPerson)
})

test('tones differ in structure and stance, not in a swapped word', () => {
  for (const fixture of FIXTURES) {
    const posts = Object.fromEntries(POST_TONES.map((tone) => [tone, write(fixture, tone, 'tech talent and engineering leaders')])) as Record<PostTone, SocialPost>
    expect(posts.professional.content).toMatch(/\n1\. .+\n2\. .+\n3\. /)
    expect(posts.thought_leadership.content).toMatch(/\n→ .+\n→ .+\n→ /)
    expect(posts.controversial.content).toMatch(/pushback/i)
    expect(posts.controversial.call_to_action).toMatch(/^Disagree\?/)
    expect(posts.inspirational.content).toMatch(/Imagine /)
    expect(posts.conversational.content).toMatch(/^.*\?.*\n.*\?.*$/m)
    // Vocabulary overlap between any two tones stays low (Jaccard of word sets, argument excluded).
    for (const a of POST_TONES) {
      for (const b of POST_TONES) {
        if (a >= b) continue
        const wa = new Set(wordsOf(ownWords(posts[a], fixture.argument)))
        const wb = new Set(wordsOf(ownWords(posts[b], fixture.argument)))
        const shared = [...wa].filter((w) => wb.has(w)).length
        expect(shared / (wa.size + wb.size - shared), `${fixture.topic}: ${a} vs ${b}`).toBeLessThan(0.4)
      }
    }
  }
})

test('the audience changes the framing and the call to action', () => {
  for (const tone of POST_TONES) {
    const posts = TARGET_AUDIENCES.map((audience) => write(FIXTURES[0], tone, audience))
    expect(new Set(posts.map((p) => p.call_to_action)).size, tone).toBe(5)
    const addressees = ['Founders', 'Executives and board members', 'Investors', 'Engineering leaders', 'Sales and BD professionals']
    posts.forEach((post, i) => expect(post.call_to_action.toLowerCase(), tone).toContain(addressees[i]?.toLowerCase()))
    // Beyond the call to action, the body frames the argument for the audience.
    const bodies = posts.map((p) => p.content.replace(p.call_to_action, '').replace(p.hashtags.join(' '), ''))
    expect(new Set(bodies).size, tone).toBe(5)
  }
  const founders = write(FIXTURES[0], 'professional', 'startup founders and entrepreneurs').content
  const board = write(FIXTURES[0], 'professional', 'C-level executives and board members').content
  expect(founders).toMatch(/runway/)
  expect(board).toMatch(/accountab/)
  expect(board).not.toMatch(/runway/)
})

test('the selected traits shape the voice', () => {
  const base = { ...FIXTURES[1], tone: 'professional', targetAudience: 'C-level executives and board members', profile: null } as const
  const analytical = writeSocialPost({ ...base, workforceTraits: ['Analytical'] }).content
  const empathetic = writeSocialPost({ ...base, workforceTraits: ['Empathetic'] }).content
  const none = writeSocialPost({ ...base, workforceTraits: [] }).content
  expect(analytical).toMatch(/measure|number/)
  expect(empathetic).toMatch(/people|person/)
  expect(analytical).not.toBe(empathetic)
  expect(none).not.toMatch(/How I approach it/)
  expect(analytical).toMatch(/How I approach it/)
  // Archetype traits from the personality tab count too ("Courageous" is the Warrior's).
  const courageous = writeSocialPost({ ...base, workforceTraits: ['Courageous'] }).content
  expect(courageous).toMatch(/uncomfortable|messy/)
  // Unknown words are ignored rather than echoed.
  expect(writeSocialPost({ ...base, workforceTraits: ['Sparkly'] }).content).toBe(none)
})

const FORBIDDEN_CLAIMS = /\bI(?:'ve| have) (?:seen|worked|led|built|managed|hired)\b|in my experience|\bmy (?:team|clients|company|years)\b|\byears of\b|\bI once\b/i

test('with no profile the post makes no claim about the author and invents no number', () => {
  for (const { fixture, tone, post } of everyPost()) {
    expect(post.content, `${fixture.topic} / ${tone}`).not.toMatch(FORBIDDEN_CLAIMS)
    const digits = (post.content.replace(/^\d\. /gm, '').match(/\d+/g) ?? []).filter((d) => !`${fixture.topic} ${fixture.argument}`.includes(d))
    expect(digits, `${fixture.topic} / ${tone}`).toEqual([])
  }
})

test('with a profile, a personal claim appears only when relevant and is quoted from the profile', () => {
  const relevant = { topic: 'Month-end close automation', argument: 'Finance teams do not need more dashboards. They need fewer manual handoffs between systems.' }
  for (const tone of POST_TONES) {
    const post = writeSocialPost({ ...relevant, tone, targetAudience: 'C-level executives and board members', workforceTraits: [], profile: defaultProfileSections })
    expect(post.content, tone).toContain('Cut month-end close from 9 to 5 working days by automating intercompany reconciliation.')
    expect(post.content, tone).toContain('SAP FI/CO Consultant at Bavaria Retail Systems AG')
    const profileText = JSON.stringify(defaultProfileSections)
    for (const digits of post.content.replace(/^\d\. /gm, '').match(/\d+/g) ?? []) expect(profileText, tone).toContain(digits)
  }
  const unrelated = writeSocialPost({ ...FIXTURES[2], tone: 'professional', targetAudience: 'venture capitalists and investors', workforceTraits: [], profile: defaultProfileSections })
  expect(unrelated.content).not.toMatch(/Nordlicht|Bavaria|Deloitte|SAP|Consultant/)
  // One shared verb ("cut") is not relevance.
  const sharedVerb = writeSocialPost({ topic: 'The four-day work week', argument: 'A four-day week only works if you cut the meetings first.', tone: 'controversial', targetAudience: 'startup founders and entrepreneurs', workforceTraits: [], profile: defaultProfileSections })
  expect(sharedVerb.content).not.toMatch(/month-end|Consultant/)
})

test('a long, multi-paragraph argument is kept whole; an over-long one is cut at sentence ends under 3,000', () => {
  const multi = 'Hiring loops are too long.\n\nEvery extra round costs you the candidates with options. Cut to three conversations and decide within a week.'
  const post = writeSocialPost({ topic: 'Hiring speed', argument: multi, tone: 'thought_leadership', targetAudience: 'startup founders and entrepreneurs', workforceTraits: ['Decisive', 'Empathetic', 'Curious'], profile: defaultProfileSections })
  expect(post.content).toContain(multi)

  const sentence = 'Teams that document decisions move faster because nobody has to reconstruct the reasoning later. '
  const long = sentence.repeat(45).trim()
  for (const tone of POST_TONES) {
    const longPost = writeSocialPost({ topic: 'Decision records', argument: long, tone, targetAudience: 'tech talent and engineering leaders', workforceTraits: ['Analytical'], profile: null })
    expect(longPost.content.length, tone).toBeLessThan(3000)
    expect(longPost.content, tone).toContain(sentence.repeat(10).trim())
    expect(longPost.content, tone).toContain(longPost.call_to_action)
  }
})

test('the same input always gives the same post; different topics get different phrasing', () => {
  const input: GenerateSocialPostInput = { ...FIXTURES[0], tone: 'conversational', targetAudience: 'venture capitalists and investors', workforceTraits: ['Curious'], profile: null }
  expect(writeSocialPost(input)).toEqual(writeSocialPost({ ...input }))
  for (const tone of POST_TONES) {
    const openings = FIXTURES.flatMap((fixture) => TARGET_AUDIENCES.map((audience) => (write(fixture, tone, audience).content.split('\n')[0] ?? '').replace(fixture.topic, '').replace(fixture.topic.toLowerCase(), '')))
    expect(new Set(openings).size, tone).toBeGreaterThanOrEqual(3)
  }
})

test('a question, a very long topic or an emoji ending still give clean hooks under 140 characters', () => {
  const inputs = [
    { topic: 'Why do most startups fail at hiring?', argument: 'they hire for speed and pay for it later' },
    { topic: 'The long and winding road of enterprise digital transformation programmes in regulated industries such as banking', argument: 'Transformation fails when it is run as an IT project.' },
    { topic: 'remote work', argument: 'Async-first teams are kinder to parents 🙂 #async' },
  ]
  for (const input of inputs) {
    for (const tone of POST_TONES) {
      const post = writeSocialPost({ ...input, tone, targetAudience: 'sales and business development professionals', workforceTraits: [], profile: null })
      for (const line of [post.content.split('\n')[0] ?? '', ...post.engagement_hooks]) {
        expect(line.length, `${tone}: ${line}`).toBeLessThanOrEqual(140)
        expect(line, tone).not.toMatch(/…\.|\?\?|\.\.|#async\./i)
      }
    }
  }
  const question = writeSocialPost({ ...inputs[0]!, tone: 'professional', targetAudience: 'startup founders and entrepreneurs', workforceTraits: [], profile: null })
  expect(question.content).toContain('They hire for speed and pay for it later.')
  expect(writeSocialPost({ ...inputs[2]!, tone: 'professional', targetAudience: 'startup founders and entrepreneurs', workforceTraits: [], profile: null }).hashtags[0]).toBe('#Async')
})

test('one coincidental shared word does not pull in an unrelated achievement', () => {
  const post = writeSocialPost({ topic: 'Kubernetes adoption', argument: 'Most teams adopt Kubernetes before they need it. Start with a boring deployment and earn the complexity.', tone: 'professional', targetAudience: 'tech talent and engineering leaders', workforceTraits: [], profile: defaultProfileSections })
  expect(post.content).not.toMatch(/planning product|Consultant/)
  const migration = writeSocialPost({ topic: 'SAP S/4HANA migrations', argument: 'Migrations fail on data quality, not on code.', tone: 'conversational', targetAudience: 'C-level executives and board members', workforceTraits: [], profile: defaultProfileSections })
  expect(migration.content).toContain('Led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA.')
})
