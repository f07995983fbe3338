import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { expect, test } from 'vitest'
import { z } from 'zod'

import { AppError } from '#shared/errors.ts'
import { installErrorHandler } from '#server/http/error-handler.ts'

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  app.post(
    '/validated',
    { schema: { body: z.object({ url: z.url(), count: z.number().int() }) } },
    async () => ({ ok: true }),
  )
  app.get('/known', async () => {
    throw new AppError('JOB_NOT_FOUND')
  })
  app.get('/crash', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42')
  })
  await app.ready()
  return app
}

test('invalid input answers 400 with the field issues', async () => {
  const app = await appWithRoutes()
  const response = await app.inject({
    method: 'POST',
    url: '/validated',
    payload: { url: 'not a url', count: 1.5 },
  })
  expect(response.statusCode).toBe(400)
  const body = response.json()
  expect(body.error.code).toBe('VALIDATION_FAILED')
  expect(body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.count', 'body.url'])
})

test('malformed JSON answers 400, not 500', async () => {
  const app = await appWithRoutes()
  const response = await app.inject({
    method: 'POST',
    url: '/validated',
    payload: '{"url":',
    headers: { 'content-type': 'application/json' },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.code).toBe('VALIDATION_FAILED')
})

test('a known error keeps its code and status', async () => {
  const app = await appWithRoutes()
  const response = await app.inject({ method: 'GET', url: '/known' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ error: { code: 'JOB_NOT_FOUND', message: 'Job analysis not found.' } })
})

test('an unexpected error answers a generic 500 without the stack or message', async () => {
  const app = await appWithRoutes()
  const response = await app.inject({ method: 'GET', url: '/crash' })
  expect(response.statusCode).toBe(500)
  expect(response.json()).toEqual({
    error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
  })
  expect(response.body).not.toContain('secret internal detail')
})
