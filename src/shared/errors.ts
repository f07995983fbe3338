import { z } from 'zod'

/** Every error code the API can answer. The HTTP status for each lives in `appErrorStatus`. */
export const AppErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'URL_NOT_ALLOWED',
  'FETCH_FAILED',
  'NOT_A_JOB_POSTING',
  'POSTING_EXPIRED',
  'PROFILE_NOT_FOUND',
  'JOB_NOT_FOUND',
  'APPLICATION_NOT_FOUND',
  'SENT_VERSION_LOCKED',
  'APPLICATION_SENT',
  'CLAIM_NOT_IN_PROFILE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE',
  'UNREADABLE_FILE',
  'IMPORT_FAILED',
  'LINKEDIN_BLOCKED',
  'GENERATION_FAILED',
  'AI_TIMEOUT',
  'AI_PROVIDER_ERROR',
  'INTERNAL_ERROR',
  'HOST_NOT_ALLOWED',
  'CROSS_SITE_REQUEST',
  'CONTENT_TYPE_REQUIRED',
  'BODY_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
])
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>

export const appErrorStatus = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  URL_NOT_ALLOWED: 400,
  FETCH_FAILED: 502,
  NOT_A_JOB_POSTING: 422,
  POSTING_EXPIRED: 422,
  PROFILE_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  SENT_VERSION_LOCKED: 409,
  APPLICATION_SENT: 409,
  CLAIM_NOT_IN_PROFILE: 422,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  UNREADABLE_FILE: 422,
  IMPORT_FAILED: 422,
  LINKEDIN_BLOCKED: 422,
  GENERATION_FAILED: 502,
  AI_TIMEOUT: 504,
  AI_PROVIDER_ERROR: 502,
  INTERNAL_ERROR: 500,
  HOST_NOT_ALLOWED: 421,
  CROSS_SITE_REQUEST: 403,
  CONTENT_TYPE_REQUIRED: 415,
  BODY_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
} as const satisfies Record<AppErrorCode, number>

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() })

/** The one error body every non-2xx answer carries. */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: AppErrorCodeSchema,
    message: z.string(),
    issues: z.array(ErrorIssueSchema).optional(),
    suggestions: z.array(z.string()).optional(),
  }),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

export type AppErrorOptions = {
  /** Human sentence sent to the client. Defaults to a generic sentence for the code. */
  message?: string
  issues?: z.infer<typeof ErrorIssueSchema>[]
  /** Things the user can do about it; only where they can act on it. */
  suggestions?: string[]
  cause?: unknown
}

const defaultMessages: Record<AppErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  URL_NOT_ALLOWED: 'This address cannot be fetched.',
  FETCH_FAILED: 'The page could not be fetched.',
  NOT_A_JOB_POSTING: 'This page is not a job posting.',
  POSTING_EXPIRED: 'This job posting is no longer available.',
  PROFILE_NOT_FOUND: 'Profile not found.',
  JOB_NOT_FOUND: 'Job analysis not found.',
  APPLICATION_NOT_FOUND: 'Application not found.',
  SENT_VERSION_LOCKED: 'This application was sent with another version; what was sent cannot be changed.',
  APPLICATION_SENT: 'This version was sent and can no longer be changed.',
  CLAIM_NOT_IN_PROFILE: 'This text claims something your profile does not show.',
  FILE_TOO_LARGE: 'The file is larger than 10 MB.',
  UNSUPPORTED_FILE: 'This file type is not supported.',
  UNREADABLE_FILE: 'The file could not be read.',
  IMPORT_FAILED: 'The import failed.',
  LINKEDIN_BLOCKED: 'LinkedIn import failed. Please try the alternatives below.',
  GENERATION_FAILED: 'Generation failed. Please try again.',
  AI_TIMEOUT: 'The AI provider did not answer in time. Please try again.',
  AI_PROVIDER_ERROR: 'The AI provider returned an error. Please try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  HOST_NOT_ALLOWED: 'This server does not answer to that host name.',
  CROSS_SITE_REQUEST: 'Requests from other websites are not accepted.',
  CONTENT_TYPE_REQUIRED: 'Send the request body as JSON (Content-Type: application/json).',
  BODY_TOO_LARGE: 'The request body is too large.',
  URI_TOO_LONG: 'The address is too long.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
}

/** The one error class. Use cases throw it; one handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: AppErrorCode
  readonly status: number
  readonly issues: AppErrorOptions['issues']
  readonly suggestions: AppErrorOptions['suggestions']

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessages[code], { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = appErrorStatus[code]
    this.issues = options.issues
    this.suggestions = options.suggestions
  }

  toResponse(): ErrorResponse {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.suggestions ? { suggestions: this.suggestions } : {}),
      },
    }
  }
}
