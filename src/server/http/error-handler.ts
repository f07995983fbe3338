import type { Socket } from 'node:net'

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import { UPLOAD_MAX_BYTES } from '#shared/constants.ts'
import { AppError } from '#shared/errors.ts'

/** The largest JSON (or other non-upload) body; uploads have their own limit (UPLOAD_MAX_BYTES). */
export const JSON_BODY_MAX_BYTES = 2 * 1024 * 1024

/** The longest path segment an id may have (Fastify's default, 100, is shorter than a user id may be). */
export const MAX_PARAM_LENGTH = 500

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

// One place turns every failure into `{ error: { code, message } }`. Routes never try/catch.
// Logs carry the error code, the route and the request id (pino adds reqId), never a request body,
// SQL parameters or an error message that could quote them.
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply))
}

/** Fastify's own routing errors (a malformed percent-encoding in the path) in the one error format. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(error, request, reply)
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error)
  const route = request.routeOptions?.url ?? request.url.split('?')[0]?.slice(0, 200)
  if (appError.status >= 500 && appError.code === 'INTERNAL_ERROR') {
    request.log.error({ code: appError.code, route, err: error }, 'unhandled error')
  } else {
    request.log.info({ code: appError.code, route }, 'request failed')
  }
  void reply.status(appError.status).send(appError.toResponse())
}

/**
 * pino serializer for `err`: the type, the database or system code and the stack frames. The message
 * is kept only for our own AppErrors: a database error's message quotes the SQL parameters (a
 * profile's name, e-mail, summary).
 */
export function serializeErrorSafely(error: unknown): {
  type: string
  message: string
  stack: string
  [key: string]: unknown
} {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .map((line) => line.trim())
  const cause = error.cause instanceof Error ? serializeErrorSafely(error.cause) : undefined
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message:
      error instanceof AppError
        ? error.message
        : `${error.name} (message not logged: it may quote personal data)`,
    stack: frames.join('\n'),
    ...(cause ? { cause } : {}),
  }
}

export function routeNotFound(method: string, url: string): AppError {
  return new AppError('NOT_FOUND', { message: `No route for ${method} ${url.split('?')[0]?.slice(0, 200)}.` })
}

function isUpload(error: FastifyError): boolean {
  return /multipart/i.test(String((error as { contentType?: string }).contentType ?? ''))
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: v.message ?? 'Invalid value',
    }))
    return new AppError('VALIDATION_FAILED', {
      message: `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    })
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return isUpload(error)
        ? new AppError('FILE_TOO_LARGE', {
            message: `The upload is larger than ${megabytes(UPLOAD_MAX_BYTES)}.`,
          })
        : new AppError('BODY_TOO_LARGE', {
            message: `The request body is larger than ${megabytes(JSON_BODY_MAX_BYTES)}.`,
          })
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE', {
        message: `The upload is larger than ${megabytes(UPLOAD_MAX_BYTES)}.`,
      })
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('FILE_TOO_LARGE', {
        message: 'Upload one file at a time, with at most a few form fields.',
      })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('CONTENT_TYPE_REQUIRED', {
        message:
          'This content type is not accepted: send JSON (Content-Type: application/json) or a file upload (multipart/form-data).',
      })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', { message: 'The request body is empty; send a JSON object.' })
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION_FAILED', { message: 'The request body is not valid JSON.' })
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION_FAILED', {
        message: 'The request body does not match its Content-Length.',
      })
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION_FAILED', { message: 'The upload is not multipart/form-data.' })
    case 'FST_ERR_BAD_URL':
      return new AppError('VALIDATION_FAILED', {
        message: 'The address is not valid (malformed percent-encoding).',
      })
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('URI_TOO_LONG', {
        message: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
      })
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new AppError('VALIDATION_FAILED', { message: 'The request could not be routed.' })
  }
  // busboy (under @fastify/multipart) reports a malformed upload with a plain Error.
  if (
    /^Multipart: Boundary not found|^Unexpected end of (?:form|multipart data)|terminated early due to unexpected end of multipart data|^Malformed (?:part header|urlencoded form)/i.test(
      error.message ?? '',
    )
  )
    return new AppError('VALIDATION_FAILED', {
      message: 'The upload is malformed (missing or unterminated multipart boundary).',
    })
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', {
      message: error.message,
    })
  }
  return new AppError('INTERNAL_ERROR', { cause: error })
}

const clientErrors: Record<string, { status: number; reason: string; error: AppError }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: new AppError('HEADERS_TOO_LARGE', {
      message: 'The request line and headers are larger than 16 KB.',
    }),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: new AppError('REQUEST_TIMEOUT', {
      message: 'The request did not arrive in time; the connection was closed.',
    }),
  },
  ERR_HTTP_HEADERS_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: new AppError('REQUEST_TIMEOUT', {
      message: 'The request headers did not arrive in time; the connection was closed.',
    }),
  },
}

/** Node's parser errors (before Fastify sees a request) answered in the one error format, not an empty body. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const known = clientErrors[error.code ?? '']
  const status = known?.status ?? 400
  const body = JSON.stringify(
    (
      known?.error ??
      new AppError('VALIDATION_FAILED', { message: 'The request is malformed and could not be read.' })
    ).toResponse(),
  )
  socket.end(
    `HTTP/1.1 ${status} ${known?.reason ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
