import { expect, test } from 'vitest'

import { POST_TONES, TARGET_AUDIENCES, type PostTone } from '#shared/constants.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { findContrast, splitSentences } from '#server/engine/local/social-post/post-text.ts'
import { authorPhrase, writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { person } from '#tests/social-post-fresh-fixtures.ts'
import { GROUP_7 } from '#tests/social-post-group7-fixtures.ts'
import { GROUP_8 } from '#tests/social-post-group8-fixtures.ts'
import { FIXTURES, ownWords, sentencesOf, write, wordsOf } from '#tests/social-post-fixtures.ts'

// Tone, audience and traits change the writing in ways a reader notices, measured on the text.

type ToneMetrics = {
  questionRate: number
  exclamations: number
  wordsPerSentence: number
  firstPerson: number
  contractions: number
}

function metrics(text: string): ToneMetrics {
  const sentences = sentencesOf(text)
  const words = wordsOf(text)
  return {
    questionRate: sentences.filter((s) => s.endsWith('?')).length / sentences.length,
    exclamations: (text.match(/!/g) ?? []).length,
    wordsPerSentence: words.length / sentences.length,
    firstPerson:
      words.filter((w) => ['i', 'my', 'me', "i'm", "i'd", 'i’m'].includes(w)).length / words.length,
    contractions: words.filter((w) => /['’](s|t|re|ve|d|m|ll)$/.test(w)).length / words.length,
  }
}

function meanMetrics(tone: PostTone): ToneMetrics {
  const all = FIXTURES.flatMap((fixture) =>
    TARGET_AUDIENCES.map((audience) => metrics(ownWords(write(fixture, tone, audience), fixture.argument))),
  )
  const mean = (key: keyof ToneMetrics) => all.reduce((sum, m) => sum + m[key], 0) / all.length
  return {
    questionRate: mean('questionRate'),
    exclamations: mean('exclamations'),
    wordsPerSentence: mean('wordsPerSentence'),
    firstPerson: mean('firstPerson'),
    contractions: mean('contractions'),
  }
}
test('tones differ in ways a reader notices: exclamations, questions, sentence length, contractions', () => {
  const m = Object.fromEntries(POST_TONES.map((tone) => [tone, meanMetrics(tone)])) as Record<
    PostTone,
    ToneMetrics
  >
  // Only inspirational raises its voice; the measured tones never do.
  expect(m.inspirational.exclamations).toBeGreaterThanOrEqual(1)
  for (const tone of ['professional', 'thought_leadership', 'conversational', 'controversial'] as const)
    expect(m[tone].exclamations, tone).toBe(0)
  // Conversational asks more questions and talks in short, contracted sentences.
  expect(m.conversational.questionRate).toBeGreaterThan(2 * m.professional.questionRate)
  expect(m.conversational.wordsPerSentence).toBeLessThan(0.75 * m.thought_leadership.wordsPerSentence)
  expect(m.conversational.contractions).toBeGreaterThan(3 * m.professional.contractions)
  // Thought leadership writes the longest sentences; controversial is punchier than professional.
  for (const tone of POST_TONES)
    if (tone !== 'thought_leadership')
      expect(m.thought_leadership.wordsPerSentence, tone).toBeGreaterThan(m[tone].wordsPerSentence)
  expect(m.controversial.wordsPerSentence).toBeLessThan(m.professional.wordsPerSentence)
  // Conversational and controversial speak most in the first person.
  expect(m.conversational.firstPerson).toBeGreaterThan(m.thought_leadership.firstPerson)
  expect(m.controversial.firstPerson).toBeGreaterThan(m.thought_leadership.firstPerson)
})

test('tones differ in structure and stance, not in a swapped word', () => {
  for (const fixture of FIXTURES) {
    const posts = Object.fromEntries(
      POST_TONES.map((tone) => [tone, write(fixture, tone, 'tech talent and engineering leaders')]),
    ) as Record<PostTone, SocialPost>
    // A briefing: the point first, labelled or as the first line under the topic, no generic advice list.
    const labelled = /\n(?:The point|My position|In brief):\n/.test(posts.professional.content)
    expect(labelled || posts.professional.content.startsWith(`${fixture.topic}: `), fixture.topic).toBe(true)
    expect(posts.professional.content).not.toMatch(/\n1\. /)
    // What follows, as a list of the person's own material only: their contrast when they made one
    // (these fixtures have no profile), never principles that would fit any topic.
    const items = posts.thought_leadership.content.split('\n').filter((line) => line.startsWith('→ '))
    const contrast = findContrast(splitSentences(fixture.argument))
    if (contrast) expect(posts.thought_leadership.content).toContain(contrast.insight.slice(1))
    for (const item of items)
      expect(fixture.argument.toLowerCase()).toContain(
        item
          .replace(/^→ [^:]+: /, '')
          .replace(/\.$/, '')
          .toLowerCase(),
      )
    expect(posts.controversial.content).toMatch(/pushback/i)
    expect(posts.controversial.call_to_action).toMatch(/^Disagree\?/)
    expect(posts.inspirational.content).toMatch(/Imagine /)
    // Two questions on consecutive lines ("Obvious? Maybe.\nCommon? Not when …").
    const lines = posts.conversational.content.split('\n')
    expect(lines.some((line, i) => line.includes('?') && (lines[i + 1] ?? '').includes('?'))).toBe(true)
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
    const addressees = [
      'Founders',
      'Executives and board members',
      'Investors',
      'Engineering leaders',
      'Sales and BD professionals',
    ]
    posts.forEach((post, i) =>
      expect(post.call_to_action.toLowerCase(), tone).toContain(addressees[i]?.toLowerCase()),
    )
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
  const base = {
    ...FIXTURES[1],
    tone: 'professional',
    targetAudience: 'C-level executives and board members',
    profile: null,
  } as const
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

test('a trait line is said from where the author stands: their title and employer, never a claim of work', () => {
  const profile = person('Callum McIntyre', 'Bus Driver', [
    { company: 'First Glasgow', role: 'Bus Driver', duration: '2016 - Present' },
  ])
  const base = {
    topic: 'What a late shift teaches about a bus network',
    argument:
      'On a late shift the timetable meets reality: a breakdown on one route empties two others. Controllers who have driven the routes know which bus to move.',
    tone: 'professional',
    targetAudience: 'C-level executives and board members',
  } as const
  for (const trait of ['Analytical', 'Empathetic', 'Decisive', 'Reliable', 'Collaborative']) {
    const posts = TARGET_AUDIENCES.flatMap((audience) =>
      POST_TONES.map(
        (tone) =>
          writeSocialPost({ ...base, tone, targetAudience: audience, workforceTraits: [trait], profile })
            .content,
      ),
    )
    expect(posts.join('\n'), trait).toMatch(/As a bus driver at First Glasgow, I /)
    // A stance, not a record: no "I have seen", "I have done" about the subject.
    for (const post of posts) expect(post, trait).not.toMatch(/\bI have (?:seen|done|led|run)\b/)
  }
  // A self-employed author is named by title alone; without a profile the stance stays general.
  const freelance = person('T. Mokoena', 'Freelance Photographer', [
    { company: 'Self-employed', role: 'Freelance Photographer', duration: '2017 - Present' },
  ])
  expect(authorPhrase(freelance)).toBe('a freelance photographer')
  expect(authorPhrase(null)).toBe('')
  expect(writeSocialPost({ ...base, workforceTraits: ['Decisive'], profile: null }).content).not.toMatch(
    /How I approach it: As /,
  )
})

test('an inspirational closing takes a step on the subject, never "one change to" it, and varies by topic', () => {
  const closings = new Set<string>()
  for (const fresh of [...GROUP_7, ...GROUP_8])
    for (const audience of TARGET_AUDIENCES) {
      const post = writeSocialPost({
        topic: fresh.topic,
        argument: fresh.argument,
        tone: 'inspirational',
        targetAudience: audience,
        workforceTraits: [...fresh.traits],
        profile: fresh.profile,
      })
      expect(post.call_to_action, fresh.id).not.toMatch(/one change to/)
      closings.add(post.call_to_action.replace(fresh.topic.toLowerCase(), 'X').split(':')[1] ?? '')
    }
  expect(closings.size).toBeGreaterThan(2)
})
