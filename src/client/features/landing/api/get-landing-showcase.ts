import { useQuery } from '@tanstack/react-query'

// Type-only import: the landing chunk must not carry zod.
import type { LandingShowcaseResponse } from '#shared/landing/landing.contract.ts'
import { apiRequest } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export const LANDING_SHOWCASE_URL = '/api/landing/showcase'

export function getLandingShowcase(): Promise<LandingShowcaseResponse> {
  return apiRequest<LandingShowcaseResponse>(LANDING_SHOWCASE_URL)
}

export function getLandingShowcaseQueryOptions() {
  return { queryKey: queryKeys.landingShowcase(), queryFn: getLandingShowcase }
}

export function useLandingShowcase() {
  return useQuery(getLandingShowcaseQueryOptions())
}
