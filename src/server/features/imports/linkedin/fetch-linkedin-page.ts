// ADAPTER FOR THE LEAD TO WIRE AT MERGE: the jobs feature owns the SSRF-guarded fetcher
// (src/server/features/jobs/intake/safe-fetch.ts), which is not on this branch. Until it is wired in,
// this adapter only ever requests https://www.linkedin.com/in/<slug>/ — the host is fixed and the
// slug is validated, so no user input chooses the address — with no redirects followed, a timeout
// and a body size cap. Replace the body of `fetchLinkedinPage` with a call to `safeFetch` at merge.

/** What the LinkedIn import needs from any fetcher: the seam tests replace. */
export type FetchPage = (url: string) => Promise<{ status: number; body: string; finalUrl: string }>

const TIMEOUT_MS = 10_000
const MAX_BODY_BYTES = 3 * 1024 * 1024

/** The canonical public profile address for a validated slug, or null when the slug is not valid. */
export function canonicalProfileUrl(input: string): string | null {
  const slug = /linkedin\.com\/in\/([A-Za-z0-9_\-%\u00C0-\u024F]{2,100})/i.exec(input)?.[1]
  return slug ? `https://www.linkedin.com/in/${slug}/` : null
}

export const fetchLinkedinPage: FetchPage = async (url) => {
  const target = canonicalProfileUrl(url)
  if (!target) return { status: 400, body: '', finalUrl: url }
  const response = await fetch(target, {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'text/html', 'accept-language': 'en' },
  })
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    return {
      status: response.status,
      body: '',
      finalUrl: location ? new URL(location, target).toString() : target,
    }
  }
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      break
    }
    chunks.push(value)
  }
  return { status: response.status, body: Buffer.concat(chunks).toString('utf8'), finalUrl: target }
}
