import { expect, test } from 'vitest'

import { POST_TONES } from '#shared/constants.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { topicPhrase, topicStatement } from '#server/engine/local/social-post/post-text.ts'
import {
  VARIED_FIXTURES,
  junkHashtagReason,
  languageMismatch,
  lowerCasedNouns,
  scaffoldSentences,
  sharedAcrossTopics,
  topicWrappings,
} from '#tests/social-post-fixtures.ts'

// Across topics from several fields (phrases, claims, questions, German): no scaffold sentence is
// shared between two topics, hashtags are real tags, a sentence topic is never wrapped in another
// sentence, and a German input gets a German post that keeps its nouns' capitals.

test('posts on different topics share no scaffold sentence and keep the language and the tags real', () => {
  const sentencesByTopic: string[][] = []
  for (const fixture of VARIED_FIXTURES) {
    const sentences: string[] = []
    for (const tone of POST_TONES) {
      const post = writeSocialPost({
        topic: fixture.topic,
        argument: fixture.argument,
        tone,
        targetAudience: 'C-level executives and board members',
        workforceTraits: [...fixture.traits],
        profile: null,
      })
      const label = `${fixture.topic} / ${tone}`
      sentences.push(...scaffoldSentences(post, fixture.argument))
      const source = `${fixture.topic}\n${fixture.argument}`
      expect(post.hashtags.map((tag) => junkHashtagReason(tag, source)).filter(Boolean), label).toEqual([])
      expect(topicWrappings(post, fixture.topic), label).toEqual([])
      expect(languageMismatch(post, fixture.topic, fixture.argument), label).toBe(false)
      expect(lowerCasedNouns(post, fixture.topic, fixture.argument), label).toEqual([])
    }
    sentencesByTopic.push([...new Set(sentences)])
  }
  expect(sharedAcrossTopics(sentencesByTopic)).toEqual([])
})

test('a German topic gives a German post with German tags', () => {
  const post = writeSocialPost({
    topic: 'Pflegekräfte halten',
    argument:
      'Mehr Gehalt allein reicht nicht. Pflegekräfte bleiben, wenn Dienstpläne verlässlich sind und die Stationsleitung zuhört.',
    tone: 'professional',
    targetAudience: 'tech talent and engineering leaders',
    workforceTraits: [],
    profile: null,
  })
  expect(post.content).toContain('Pflegekräfte halten')
  expect(post.content).not.toMatch(/pflegekräfte halten|engineering teams|how systems are built/)
  expect(post.hashtags).toEqual(expect.arrayContaining(['#Pflege', '#Pflegekräfte']))
  expect(post.call_to_action).toMatch(/Engineering-Leads/)
})

test('a headline such as "What I learned from …" is no question: it opens the post and is talked about by its subject', () => {
  const topic = 'What I learned from reconciling invoices for a year'
  for (const tone of POST_TONES) {
    const post = writeSocialPost({
      topic,
      argument:
        'Reconciling invoices teaches you where a company leaks money: the suppliers nobody checks, and the approvals nobody reads.',
      tone,
      targetAudience: 'startup founders and entrepreneurs',
      workforceTraits: ['Analytical'],
      profile: null,
    })
    expect(post.content, tone).not.toMatch(/the question “|learned from reconciling invoices for a year\?/)
    expect(post.content.split('\n')[0], tone).toBe(`${topic}.`)
  }
})

test('a headline with a noun and its article ("What a night shift teaches about …") is no question either', () => {
  const topic = 'What a night shift teaches about patients'
  const post = writeSocialPost({
    topic,
    argument: 'Patients say more at three in the morning than on any ward round. Listen then.',
    tone: 'professional',
    targetAudience: 'startup founders and entrepreneurs',
    workforceTraits: ['Empathetic'],
    profile: null,
  })
  expect(post.content.split('\n')[0]).toBe(`${topic}.`)
})

test('a briefing or a reframing puts the argument under its hook with no label, and its closing does not quote it back', () => {
  const argument =
    'Good porters leave when the rota changes every week and nobody trains them. Publish rotas a fortnight ahead, and they stay.'
  const sentences = argument.split(/(?<=\.)\s+/).map((s) => s.replace(/\.$/, ''))
  for (const tone of ['professional', 'thought_leadership'] as const)
    for (const targetAudience of [
      'startup founders and entrepreneurs',
      'C-level executives and board members',
    ] as const) {
      const post = writeSocialPost({
        topic: 'Why do good porters leave?',
        argument,
        tone,
        targetAudience,
        workforceTraits: ['Reliable'],
        profile: null,
      })
      expect(post.content, tone).not.toMatch(/^(?:The point|In brief|The idea|Stated simply|The thought):$/m)
      for (const sentence of sentences) expect(post.call_to_action, tone).not.toContain(sentence)
    }
})

test('a topic opened by a compound ("Waiting lists in …") is a phrase, never a claim made of its noun', () => {
  expect(topicStatement('Waiting lists in paediatric speech therapy')).toBeNull()
  expect(topicPhrase('Waiting lists in paediatric speech therapy')).toBe(
    'waiting lists in paediatric speech therapy',
  )
  expect(topicStatement('Rising costs hurt small clinics most')?.subject.toLowerCase()).toBe('rising costs')
})
