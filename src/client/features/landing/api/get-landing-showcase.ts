import { useQuery } from '@tanstack/react-query'

// Type-only import: the landing chunk must not carry zod.
import type { LandingShowcaseResponse } from '#shared/landing/landing.contract.ts'
import { apiRequest } from '#client/lib/api-client.ts'

export const LANDING_SHOWCASE_URL = '/api/landing/showcase'

export function getLandingShowcase(): Promise<LandingShowcaseResponse> {
  return apiRequest<LandingShowcaseResponse>(LANDING_SHOWCASE_URL)
}

export function getLandingShowcaseQueryOptions() {
  return { queryKey: [LANDING_SHOWCASE_URL], queryFn: getLandingShowcase }
}

export function useLandingShowcase() {
  return useQuery(getLandingShowcaseQueryOptions())
}
