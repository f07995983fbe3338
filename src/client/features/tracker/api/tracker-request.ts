import type { z } from 'zod'

import { apiRequest, type ApiRequestOptions } from '#client/lib/api-client.ts'

/** Every tracker call: the answer is parsed by the endpoint's shared schema, never cast. */
export async function trackerRequest<S extends z.ZodType>(
  url: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  return schema.parse(await apiRequest(url, options))
}
