import { z } from 'zod'

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  ai: z.object({ provider: z.string(), model: z.string() }),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>
