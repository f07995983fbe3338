import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'

import type { AiProvider, Env } from '#server/env.ts'

export const DEFAULT_MODELS: Record<Exclude<AiProvider, 'local'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  ollama: 'llama3.1',
  'openai-compatible': 'default',
}

export type ProviderModel = { provider: Exclude<AiProvider, 'local'>; modelId: string; model: LanguageModel }

/** The language model for a provider; the key comes only from the environment and is never logged. */
export function providerModel(provider: Exclude<AiProvider, 'local'>, env: Env): ProviderModel {
  const modelId = env.AI_MODEL ?? DEFAULT_MODELS[provider]
  switch (provider) {
    case 'openai':
      // .chat(): the chat-completions API, which every OpenAI-style server implements.
      return {
        provider,
        modelId,
        model: createOpenAI({ apiKey: env.AI_API_KEY ?? env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL }).chat(
          modelId,
        ),
      }
    case 'anthropic':
      return {
        provider,
        modelId,
        model: createAnthropic({ apiKey: env.AI_API_KEY ?? env.ANTHROPIC_API_KEY, baseURL: env.AI_BASE_URL })(
          modelId,
        ),
      }
    case 'ollama':
      return {
        provider,
        modelId,
        model: createOpenAICompatible({
          name: 'ollama',
          baseURL: env.AI_BASE_URL ?? 'http://127.0.0.1:11434/v1',
          supportsStructuredOutputs: true,
        })(modelId),
      }
    case 'openai-compatible':
      return {
        provider,
        modelId,
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: env.AI_BASE_URL ?? '',
          apiKey: env.AI_API_KEY,
          supportsStructuredOutputs: true,
        })(modelId),
      }
  }
}
