import { useQuery } from '@tanstack/react-query'

// Type-only import: the landing chunk must not carry zod. The response schema comes in a chunk of its own,
// loaded while the request is under way, and the answer is parsed with it like every other endpoint's.
import type { LandingShowcaseResponse } from '#shared/landing/landing.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export const LANDING_SHOWCASE_URL = '/api/landing/showcase'

export function getLandingShowcase(): Promise<LandingShowcaseResponse> {
  const schema = import('#shared/landing/landing.contract.ts').then(
    (contract) => contract.LandingShowcaseResponseSchema,
  )
  return requestJson(LANDING_SHOWCASE_URL, schema)
}

export function getLandingShowcaseQueryOptions() {
  return { queryKey: queryKeys.landingShowcase(), queryFn: getLandingShowcase }
}

export function useLandingShowcase() {
  return useQuery(getLandingShowcaseQueryOptions())
}
