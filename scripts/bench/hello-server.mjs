// The bare baseline for HTTP rows: a Fastify hello-world, nothing else (run as its own process).
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
