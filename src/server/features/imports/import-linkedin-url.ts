import { AppError } from '#shared/errors.ts'
import { IMPORT_SUGGESTIONS, type ImportResponse } from '#shared/imports/imports.contract.ts'
import { importFromReaderOutput } from '#server/features/imports/import-document.ts'
import { canonicalProfileUrl, type FetchPage } from '#server/features/imports/linkedin/fetch-linkedin-page.ts'

// Best effort: LinkedIn answers anonymous requests with an authwall, a login page or HTTP 999.
// Then the answer is the spec's failure with what the user can do instead; never an invented profile.

const BLOCKED_SUGGESTIONS = [
  IMPORT_SUGGESTIONS.linkedinPdf,
  IMPORT_SUGGESTIONS.linkedinZip,
  IMPORT_SUGGESTIONS.pasteText,
  IMPORT_SUGGESTIONS.manual,
]

function blocked(reason: string, cause?: unknown): AppError {
  return new AppError('LINKEDIN_BLOCKED', {
    message: `LinkedIn import failed. Please try the alternatives below. (${reason})`,
    suggestions: BLOCKED_SUGGESTIONS,
    cause,
  })
}

export type ImportLinkedinUrlOptions = { url: string; fetchPage: FetchPage }

export async function importLinkedinUrl({
  url,
  fetchPage,
}: ImportLinkedinUrlOptions): Promise<ImportResponse> {
  const target = canonicalProfileUrl(url)
  if (!target)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Invalid LinkedIn URL: Please enter a valid LinkedIn profile URL',
    })
  let page: Awaited<ReturnType<FetchPage>>
  try {
    page = await fetchPage(target)
  } catch (error) {
    if (error instanceof AppError && error.code !== 'FETCH_FAILED') throw error
    throw blocked('LinkedIn could not be reached', error)
  }
  if (page.status === 999 || page.status === 429) throw blocked('LinkedIn refused an automated request')
  if (page.status >= 300 && page.status < 400) throw blocked('LinkedIn asked to sign in')
  if (page.status === 404) throw blocked('no public profile at this address')
  if (page.status !== 200 || /\/(?:authwall|login|checkpoint|signup|uas\/login)/i.test(page.finalUrl))
    throw blocked('LinkedIn asked to sign in')
  // A sign-in page has no Person data, so the parser finds nothing: that is the authwall case.
  const { parseLinkedinPage } = await import('#server/features/imports/linkedin/parse-linkedin-page.ts')
  const draft = parseLinkedinPage(page.body)
  if (!draft) {
    const isLoginPage = /<title>[^<]*(?:sign in|sign up|log in|join linkedin)[^<]*<\/title>|authwall/i.test(
      page.body.slice(0, 300_000),
    )
    throw blocked(isLoginPage ? 'LinkedIn asked to sign in' : 'the page holds no public profile data')
  }
  draft.linkedin ||= target.replace(/\/$/, '')
  const result = importFromReaderOutput({ kind: 'draft', format: 'linkedin-url', draft })
  return {
    success: true,
    ...result,
    message: `LinkedIn profile imported (${result.importStats.completeness}% complete).`,
  }
}
