import { AppError } from '#shared/errors.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { detectAts, greenhouseFromPage, type AtsTarget } from '#server/features/jobs/intake/ats-urls.ts'
import type { JobReader } from '#server/features/jobs/intake/read-job.ts'
import { parseAllowedUrl, safeFetch, type SafeFetchOptions } from '#server/http/safe-fetch.ts'

// A posting URL → the job: the ATS API when the URL belongs to a known ATS (falling back to the
// page when the API does not answer), else the page itself through the extraction chain.

export type IntakeUrlOptions = {
  url: string
  fetchOptions: SafeFetchOptions
  /** Reads the fetched page or answer (in a compute worker for the server). */
  readJob: JobReader
}

async function fromAts(
  target: AtsTarget,
  sourceUrl: string,
  { fetchOptions, readJob }: IntakeUrlOptions,
): Promise<ExtractedJob | null> {
  try {
    const response = await safeFetch(target.apiUrl, {
      ...fetchOptions,
      accept: target.kind === 'linkedin' ? 'text/html' : 'application/json',
    })
    if (target.kind === 'linkedin')
      return await readJob({ from: 'html', html: response.body, context: { sourceUrl } })
    const data: unknown = JSON.parse(response.body)
    return await readJob({ from: 'json', data, context: { sourceUrl, board: target.board, id: target.id } })
  } catch (error) {
    // An API that is down, renamed or rate-limited is not the user's problem: read the page instead.
    if (error instanceof AppError && error.code !== 'FETCH_FAILED' && error.code !== 'NOT_A_JOB_POSTING')
      throw error
    if (error instanceof SyntaxError || error instanceof AppError) return null
    throw error
  }
}

const PASTE_SUGGESTION =
  'Some sites block automatic reading (for example LinkedIn sign-in walls or Indeed). Copy the posting text and paste it instead.'

/** The job behind a posting URL; fetch failures carry the suggestion to paste the text instead. */
export async function intakeUrl(options: IntakeUrlOptions): Promise<ExtractedJob> {
  try {
    return await intakeUrlOnce(options)
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'FETCH_FAILED' || error.code === 'NOT_A_JOB_POSTING') &&
      !error.suggestions?.length
    ) {
      throw new AppError(error.code, {
        message: error.message,
        suggestions: [PASTE_SUGGESTION],
        cause: error,
      })
    }
    throw error
  }
}

async function intakeUrlOnce(options: IntakeUrlOptions): Promise<ExtractedJob> {
  const { url, fetchOptions, readJob } = options
  const parsed = parseAllowedUrl(url, fetchOptions.allowPrivate)
  const sourceUrl = parsed.toString()
  const target = detectAts(parsed)
  if (target) {
    const job = await fromAts(target, sourceUrl, options)
    if (job) return job
  }
  const page = await safeFetch(sourceUrl, fetchOptions)
  if (/json/i.test(page.contentType)) {
    let data: unknown
    try {
      data = JSON.parse(page.body)
    } catch {
      throw new AppError('NOT_A_JOB_POSTING', {
        message: 'The address answered with data that is not a job posting.',
      })
    }
    return readJob({ from: 'json', data, context: { sourceUrl: page.url } })
  }
  if (/text\/plain/i.test(page.contentType))
    return readJob({ from: 'text', text: page.body, context: { sourceUrl: page.url } })
  const embedded = greenhouseFromPage(new URL(page.url), page.body)
  if (embedded) {
    const job = await fromAts(embedded, page.url, options)
    if (job) return job
  }
  return readJob({ from: 'html', html: page.body, context: { sourceUrl: page.url } })
}
