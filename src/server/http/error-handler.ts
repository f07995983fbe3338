import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import { AppError } from '#shared/errors.ts'

// One place turns every failure into `{ error: { code, message } }`. Routes never try/catch.
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error)
    if (appError.status >= 500 && appError.code === 'INTERNAL_ERROR') {
      request.log.error({ err: error }, 'unhandled error')
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request failed')
    }
    void reply.status(appError.status).send(appError.toResponse())
  })
}

export function routeNotFound(method: string, url: string): AppError {
  return new AppError('NOT_FOUND', { message: `No route for ${method} ${url.split('?')[0]}.` })
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: v.message ?? 'Invalid value',
    }))
    return new AppError('VALIDATION_FAILED', { message: `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues })
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return new AppError('FILE_TOO_LARGE', { message: 'The upload is larger than 10 MB.' })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_FILE', { message: 'This content type is not accepted.' })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION_FAILED', { message: 'The request body is not valid.' })
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', { message: error.message })
  }
  return new AppError('INTERNAL_ERROR', { cause: error })
}
