import type { FastifyReply } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

// A hot read answers a shared value until it changes (db/read-cache.ts), so its JSON body is checked
// against the response schema and written once per value, with the serialiser every route uses, not
// once per request.

export type SharedBody<T extends object> = {
  /** Sends the value's body; the body was checked when written. */
  send: (reply: FastifyReply, value: T) => FastifyReply
}

/**
 * One route's body cache: `schema` is the route's 200 response schema, `url` its path (for errors);
 * `toResponse` builds the response from the shared value when it is not the value itself.
 */
export function sharedBody<T extends object>(
  schema: z.ZodType,
  url: string,
  toResponse: (value: T) => unknown = (value) => value,
): SharedBody<T> {
  const serialize = serializerCompiler({ schema, method: 'GET', url })
  const bodies = new WeakMap<T, string>()
  return {
    send: (reply, value) => {
      let body = bodies.get(value)
      if (body === undefined) {
        body = serialize(toResponse(value))
        bodies.set(value, body)
      }
      // A string with a JSON content type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(body)
    },
  }
}
