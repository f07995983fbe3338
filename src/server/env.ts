import path from 'node:path'

import { z } from 'zod'

// The only reader of process.env. Bad settings stop start-up with one line per bad key.

const AI_PROVIDERS = ['local', 'openai', 'anthropic', 'ollama', 'openai-compatible'] as const
export const AiProviderSchema = z.enum(AI_PROVIDERS)
export type AiProvider = z.infer<typeof AiProviderSchema>

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

export const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  AI_PROVIDER: z.preprocess(emptyToUndefined, AiProviderSchema.default('local')),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  ANTHROPIC_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  ALLOW_PRIVATE_URLS: z
    .preprocess(emptyToUndefined, z.enum(['0', '1']).default('0'))
    .transform((v) => v === '1'),
  /** The address people open when the app runs behind a proxy (e.g. https://cv.example.org); its host is allowed. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** More host names the app answers to, comma-separated; `*.example.org` allows sub-domains. */
  ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()).transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  /** Requests per minute each client may send to each expensive route (imports, analysis, generation, documents). */
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(60),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
})
export type Env = z.infer<typeof EnvSchema>

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] }

export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map(
        (issue) =>
          `${issue.path.join('.') || 'env'}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
      ),
    }
  }
  const env = result.data
  const errors: string[] = []
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
    errors.push('AI_BASE_URL: required when AI_PROVIDER is openai-compatible')
  }
  if (env.AI_PROVIDER === 'openai' && !env.AI_API_KEY && !env.OPENAI_API_KEY) {
    errors.push('AI_API_KEY: required when AI_PROVIDER is openai (or set OPENAI_API_KEY)')
  }
  if (env.AI_PROVIDER === 'anthropic' && !env.AI_API_KEY && !env.ANTHROPIC_API_KEY) {
    errors.push('AI_API_KEY: required when AI_PROVIDER is anthropic (or set ANTHROPIC_API_KEY)')
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, env: { ...env, DATA_DIR: path.resolve(env.DATA_DIR) } }
}

/** Reads the process environment once; used by server/index.ts and scripts. */
export function readProcessEnv(): EnvResult {
  return parseEnv(process.env)
}

/**
 * Libraries that read NODE_ENV run their production builds unless it says otherwise: React's
 * development build checks every element of every PDF. Called by server/index.ts before anything
 * loads React and before the compute workers start (they copy the environment).
 */
export function preferProductionLibraries(): void {
  process.env.NODE_ENV ??= 'production'
}
