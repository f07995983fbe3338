import { z } from 'zod'

export const CacheHealthSchema = z.object({
  totalCaches: z.number().int(),
  validCaches: z.number().int(),
  outdatedAiVersion: z.number().int(),
  expiredCaches: z.number().int(),
  currentAiVersion: z.string(),
  features: z.array(z.string()),
})
export type CacheHealth = z.infer<typeof CacheHealthSchema>
export const CacheHealthResponseSchema = z.object({ success: z.literal(true), cache: CacheHealthSchema })

export const InvalidateCacheRequestSchema = z.object({
  forceAll: z.boolean().default(false),
  reason: z.string().max(500).default('manual'),
})
export const InvalidateCacheResponseSchema = z.object({
  success: z.boolean(),
  invalidated: z.number().int(),
  error: z.string().optional(),
})
/** Cleanup takes no options: an empty JSON object or no body at all; anything else is refused. */
export const CleanupCacheRequestSchema = z.strictObject({}).nullish()
export const CleanupCacheResponseSchema = z.object({ success: z.boolean(), removed: z.number().int() })
