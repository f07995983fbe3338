import { APICallError } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { expect, test } from 'vitest'

import type { z } from 'zod'

import { createLlmEngine, type LlmApplicationSchema } from '#server/engine/llm/create-llm-engine.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { makeJob, makeProfile } from '#tests/factories.ts'

// LLM mode against `ai/test` mock models: no network, real SDK code paths.

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
}
const answer = (text: string) => ({
  content: [{ type: 'text' as const, text }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage,
  warnings: [],
})

const section = { paragraphs: [], entries: [], groups: [] }
const inventive: z.infer<typeof LlmApplicationSchema> = {
  document: {
    header: {
      name: 'Dr. Zoe Invented',
      headline: 'Principal Engineer',
      contact: [{ kind: 'location', value: 'Global' }],
    },
    sections: [
      {
        ...section,
        id: 's',
        kind: 'summary',
        heading: 'Summary',
        paragraphs: [
          'Backend Engineer who reduced checkout latency by 40%. Certified Kubernetes administrator running Rust services.',
        ],
      },
      {
        ...section,
        id: 'e',
        kind: 'experience',
        heading: 'Experience',
        entries: [
          {
            id: 'e1',
            title: 'Backend Engineer',
            organization: 'Acme Logistics',
            location: null,
            dates: 'January 2021 - Present',
            description: null,
            bullets: [
              {
                id: 'b1',
                text: 'Reduced checkout latency by 40% by rewriting the pricing service',
                evidence: ['Reduced checkout latency by 40% by rewriting the pricing service'],
              },
              { id: 'b2', text: 'Ran 300 Kubernetes clusters', evidence: [] },
            ],
          },
          {
            id: 'e2',
            title: 'Staff Engineer',
            organization: 'Initech',
            location: null,
            dates: '2010 - 2020',
            description: null,
            bullets: [{ id: 'b3', text: 'Grew revenue by 250%', evidence: [] }],
          },
        ],
      },
      {
        ...section,
        id: 'k',
        kind: 'skills',
        heading: 'Skills',
        groups: [{ label: null, items: ['TypeScript', 'Kubernetes', 'PostgreSQL'] }],
      },
    ],
  },
  coverLetter:
    'Dear Globex Hiring Team,\n\nI reduced checkout latency by 40% at Acme Logistics. I also grew revenue by 250% at Initech.\n\nKind regards,\nZoë',
  keyHighlights: [
    {
      text: 'Reduced checkout latency by 40%',
      evidence: ['Acme Logistics: Reduced checkout latency by 40% by rewriting the pricing service'],
    },
    { text: 'Ran Kubernetes at scale', evidence: ['invented'] },
  ],
  authenticArguments: [],
  variations: [
    { style: 'Executive', tone: 'confident', content: 'Kubernetes expert. Rust expert.' },
    { style: 'Narrative', tone: 'warm', content: 'I led the migration of 12 services to Docker.' },
  ],
}

test('structured output is validated and the guard removes invented skills and numbers', async () => {
  const model = new MockLanguageModelV3({ doGenerate: answer(JSON.stringify(inventive)) })
  const engine = createLlmEngine({ provider: 'openai', modelId: 'mock', model })
  const job = makeJob()
  const profile = makeProfile()
  const raw = await engine.generateApplication({
    job,
    profile,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  expect(raw.resumeContent).toContain('Kubernetes')
  // The header is the profile's, never the model's: no invented name, no "Global".
  expect(raw.resumeContent.split('\n')[0]).toBe('Zoë Müller-Łukasik')
  expect(raw.resumeContent).not.toContain('Global')
  const clean = createGuard({ profile, job }).cleanApplication(raw)
  const text = JSON.stringify(clean)
  expect(text).not.toMatch(/kubernetes|rust|250%|initech/i)
  expect(clean.resumeContent).toContain('Reduced checkout latency by 40%')
  expect(clean.resumeContent).toContain('TypeScript • PostgreSQL')
  expect(clean.document.sections.find((s) => s.kind === 'summary')?.paragraphs).toEqual([
    'Backend Engineer who reduced checkout latency by 40%.',
  ])
  expect(clean.keyHighlights.map((h) => h.text)).toEqual(['Reduced checkout latency by 40%'])
  expect(clean.variations.map((v) => v.style)).toEqual(['Narrative'])
  // The prompt carries the profile and the posting, and asks for structured output.
  const call = model.doGenerateCalls[0]
  expect(call?.responseFormat?.type).toBe('json')
  expect(JSON.stringify(call?.prompt)).toContain('Acme Logistics')
})

test('when a server rejects structured output, JSON in text is used and retried once with the error', async () => {
  let calls = 0
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      calls++
      if (options.responseFormat?.type === 'json' && calls === 1) {
        throw new APICallError({
          message: 'response_format json_schema is not supported',
          url: 'http://127.0.0.1/v1/chat/completions',
          requestBodyValues: {},
          statusCode: 400,
          isRetryable: false,
        })
      }
      if (calls === 2) return answer('Here you go: {"resumeContent": 42}')
      return answer('```json\n' + JSON.stringify(inventive) + '\n```')
    },
  })
  const engine = createLlmEngine({ provider: 'openai-compatible', modelId: 'mock', model })
  const result = await engine.generateApplication({
    job: makeJob(),
    profile: makeProfile(),
    communicationStyle: 'tech_leader',
    speed: 'fast',
  })
  expect(calls).toBe(3)
  expect(result.coverLetter).toContain('Dear Globex Hiring Team')
  const retryPrompt = JSON.stringify(model.doGenerateCalls[2]?.prompt)
  expect(retryPrompt).toContain('previous answer was invalid')
})

test('provider errors and timeouts become the spec messages', async () => {
  const failing = new MockLanguageModelV3({
    doGenerate: async () => {
      throw new APICallError({
        message: 'overloaded',
        url: 'http://127.0.0.1/v1',
        requestBodyValues: {},
        statusCode: 503,
        isRetryable: false,
      })
    },
  })
  const error = await createLlmEngine({ provider: 'anthropic', modelId: 'mock', model: failing })
    .generateApplication({
      job: makeJob(),
      profile: makeProfile(),
      communicationStyle: 'business_leader',
      speed: 'fast',
    })
    .catch((e: unknown) => e)
  expect(error).toMatchObject({ code: 'AI_PROVIDER_ERROR', status: 502 })

  const slow = new MockLanguageModelV3({
    doGenerate: ({ abortSignal }) =>
      new Promise((_, reject) => {
        abortSignal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
        )
      }),
  })
  const controller = new AbortController()
  setTimeout(() => controller.abort(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), 50)
  const timeout = await createLlmEngine({ provider: 'ollama', modelId: 'mock', model: slow })
    .generateApplication({
      job: makeJob(),
      profile: makeProfile(),
      communicationStyle: 'business_leader',
      speed: 'fast',
      signal: controller.signal,
    })
    .catch((e: unknown) => e)
  expect(timeout).toMatchObject({ code: 'AI_TIMEOUT' })
})
