import type { AppDeps } from '#server/http/app-deps.ts'

const defaultModels = {
  local: 'local-engine',
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  ollama: 'llama3.1',
  'openai-compatible': 'default',
} as const

/** Provider and model names only: never a key or a URL with credentials. */
export function describeAiSettings({ env, engine }: AppDeps): { provider: string; model: string } {
  if (engine) return { provider: engine.name, model: engine.model }
  return { provider: env.AI_PROVIDER, model: env.AI_MODEL ?? defaultModels[env.AI_PROVIDER] }
}
