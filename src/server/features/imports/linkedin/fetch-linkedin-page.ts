import { safeFetch } from '#server/http/safe-fetch.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

// LinkedIn pages are fetched through the same SSRF-guarded fetcher as job pages, and only at the
// canonical public profile address built from a validated slug.

/** What the LinkedIn import needs from any fetcher: the seam tests replace. */
export type FetchPage = (url: string) => Promise<{ status: number; body: string; finalUrl: string }>

/** The canonical public profile address for a validated slug, or null when the slug is not valid. */
export function canonicalProfileUrl(input: string): string | null {
  const slug = /linkedin\.com\/in\/([A-Za-z0-9_\-%\u00C0-\u024F]{2,100})/i.exec(input)?.[1]
  return slug ? `https://www.linkedin.com/in/${slug}/` : null
}

export function createLinkedinPageFetcher(deps: Pick<AppDeps, 'env' | 'resolveHost'>): FetchPage {
  return async (url) => {
    const target = canonicalProfileUrl(url)
    if (!target) return { status: 400, body: '', finalUrl: url }
    // Redirects are followed (and checked hop by hop); an authwall shows up in the final address.
    const result = await safeFetch(target, {
      allowPrivate: deps.env.ALLOW_PRIVATE_URLS,
      resolveHost: deps.resolveHost,
      timeoutMs: 10_000,
      maxBytes: 3 * 1024 * 1024,
      maxRedirects: 3,
    })
    return { status: result.status, body: result.body, finalUrl: result.url }
  }
}
