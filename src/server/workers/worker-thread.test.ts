import { expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import { admitting, yieldToRequestThread } from '#server/workers/worker-thread.ts'

test('admitting refuses work beyond its limit and admits again once work has finished', async () => {
  const admit = admitting(2, () => new AppError('RATE_LIMITED'))
  const finish: Array<() => void> = []
  const work = () => new Promise<string>((resolve) => finish.push(() => resolve('done')))

  const running = [admit(work), admit(work)]
  await expect(admit(work)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  finish.forEach((f) => f())
  await expect(Promise.all(running)).resolves.toEqual(['done', 'done'])

  const next = admit(work)
  finish.at(-1)?.()
  await expect(next).resolves.toBe('done')
})

test('a failed operation leaves its place free', async () => {
  const admit = admitting(1, () => new AppError('RATE_LIMITED'))
  await expect(admit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  await expect(admit(() => Promise.resolve(1))).resolves.toBe(1)
})

test('the main thread of a test or script keeps its priority when the worker module is loaded in it', async () => {
  const { getPriority } = await import('node:os')
  const before = getPriority()
  await import('#server/workers/engine-tasks.ts')
  yieldToRequestThread()
  expect(getPriority()).toBe(before)
})
