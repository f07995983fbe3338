import { afterAll, beforeAll, expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import {
  html,
  loopbackOnlyConnector,
  redirect,
  startFixtureServer,
  type FixtureServer,
} from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { checkedNetworkConnector, safeFetch, type SafeFetchOptions } from '#server/http/safe-fetch.ts'

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer({
    '/job': html('<h1>Job</h1>'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-internal-name': redirect('http://intranet.corp.example/admin'),
    '/to-loopback': redirect('http://127.0.0.1/'),
    '/loop': redirect('/loop'),
    '/image': (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
    '/big': (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(20_000)),
    '/slow': (_req, res) =>
      void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('late'), 1500),
    '/gone': html('<h1>Gone</h1>', 410),
    '/latin1': (_req, res) =>
      void res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.from([0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e])),
  })
})
afterAll(() => server.close())

/** A resolver that records every lookup; names it does not know fail the test. */
function recordingResolver(answers: Record<string, string[]>) {
  const lookups: string[] = []
  const resolveHost = async (hostname: string) => {
    lookups.push(hostname)
    const addresses = answers[hostname]
    if (!addresses) throw new Error(`test resolver was asked for an unexpected name ${hostname}`)
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { resolveHost, lookups }
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const literalTargets = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://2130706433/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://10.0.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00::1]/',
  'http://0.0.0.0/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  'http://100.64.0.1/',
  'http://[fe80::1]/',
]

for (const target of literalTargets) {
  test(`refuses ${target} without resolving or connecting`, async () => {
    const { resolveHost, lookups } = recordingResolver({})
    const { connect, attempts, connections } = loopbackOnlyConnector()
    const error = await refusal(safeFetch(target, { allowPrivate: false, resolveHost, connect }))
    expect(error.code).toBe('URL_NOT_ALLOWED')
    expect(lookups).toEqual([])
    expect(attempts).toEqual([])
    expect(connections).toEqual([])
  })
}

test('refuses a hostname that resolves to a private address, before any connection', async () => {
  const { resolveHost, lookups } = recordingResolver({ 'jobs.internal.example': ['10.20.30.40'] })
  const { connect, attempts } = loopbackOnlyConnector()
  const error = await refusal(
    safeFetch('https://jobs.internal.example/posting/1', { allowPrivate: false, resolveHost, connect }),
  )
  expect(error.code).toBe('URL_NOT_ALLOWED')
  expect(lookups).toEqual(['jobs.internal.example'])
  expect(attempts).toEqual([])
})

test('refuses a hostname when any one of its addresses is private (DNS answers can be picked by an attacker)', async () => {
  const { resolveHost } = recordingResolver({ 'mixed.example': ['93.184.216.34', '127.0.0.1'] })
  const { connect, attempts } = loopbackOnlyConnector()
  const error = await refusal(
    safeFetch('https://mixed.example/', { allowPrivate: false, resolveHost, connect }),
  )
  expect(error.code).toBe('URL_NOT_ALLOWED')
  expect(attempts).toEqual([])
})

function viaFakePublicHost(
  path: string,
  extraAnswers: Record<string, string[]> = {},
): { options: SafeFetchOptions; url: string; connections: string[]; attempts: string[] } {
  const { resolveHost } = recordingResolver({ 'jobs.public.example': ['93.184.216.34'], ...extraAnswers })
  const { connect, connections, attempts } = loopbackOnlyConnector({ '93.184.216.34': server.port })
  return {
    options: { allowPrivate: false, resolveHost, connect },
    url: `http://jobs.public.example${path}`,
    connections,
    attempts,
  }
}

test('a public page is fetched through the connector with the checked address', async () => {
  const { options, url, connections } = viaFakePublicHost('/job')
  const page = await safeFetch(url, options)
  expect(page.body).toBe('<h1>Job</h1>')
  expect(page.contentType).toBe('text/html')
  expect(connections).toEqual(['93.184.216.34'])
})

test('refuses a redirect to the cloud metadata address', async () => {
  const { options, url, connections, attempts } = viaFakePublicHost('/to-metadata')
  const error = await refusal(safeFetch(url, options))
  expect(error.code).toBe('URL_NOT_ALLOWED')
  expect(connections).toEqual(['93.184.216.34'])
  expect(attempts).toEqual([])
})

test('refuses a redirect to a name that resolves to a private address', async () => {
  const { options, url, attempts } = viaFakePublicHost('/to-internal-name', {
    'intranet.corp.example': ['192.168.10.5'],
  })
  const error = await refusal(safeFetch(url, options))
  expect(error.code).toBe('URL_NOT_ALLOWED')
  expect(attempts).toEqual([])
})

test('refuses a redirect to loopback', async () => {
  const { options, url } = viaFakePublicHost('/to-loopback')
  expect((await refusal(safeFetch(url, options))).code).toBe('URL_NOT_ALLOWED')
})

test('refuses schemes other than http(s), user-info and non-standard ports', async () => {
  const { connect, attempts } = loopbackOnlyConnector()
  for (const target of [
    'ftp://example.com/job',
    'file:///etc/passwd',
    'http://user:secret@example.com/',
    'http://example.com:8080/job',
    'not a url',
  ]) {
    expect((await refusal(safeFetch(target, { allowPrivate: false, connect }))).code).toBe('URL_NOT_ALLOWED')
  }
  expect(attempts).toEqual([])
})

test('ALLOW_PRIVATE_URLS reaches loopback on any port', async () => {
  const page = await safeFetch(`${server.origin}/job`, {
    allowPrivate: true,
    connect: loopbackOnlyConnector().connect,
  })
  expect(page.body).toBe('<h1>Job</h1>')
})

test('4xx answers, redirect loops, wrong content types and oversized bodies are FETCH_FAILED with the reason', async () => {
  const options = { allowPrivate: true, connect: loopbackOnlyConnector().connect }
  const gone = await refusal(safeFetch(`${server.origin}/gone`, options))
  expect(gone.code).toBe('FETCH_FAILED')
  expect(gone.message).toContain('HTTP 410')
  expect((await refusal(safeFetch(`${server.origin}/loop`, options))).message).toContain(
    'more than 5 redirects',
  )
  expect((await refusal(safeFetch(`${server.origin}/image`, options))).message).toContain('image/png')
  expect(
    (await refusal(safeFetch(`${server.origin}/big`, { ...options, maxBytes: 10_000 }))).message,
  ).toContain('larger than')
})

test('a site that does not answer in time is FETCH_FAILED', async () => {
  const error = await refusal(
    safeFetch(`${server.origin}/slow`, {
      allowPrivate: true,
      timeoutMs: 300,
      connect: loopbackOnlyConnector().connect,
    }),
  )
  expect(error.code).toBe('FETCH_FAILED')
  expect(error.message).toContain('did not answer in time')
})

test('an unreachable host is FETCH_FAILED', async () => {
  const closed = await startFixtureServer({})
  await closed.close()
  const error = await refusal(
    safeFetch(`${closed.origin}/`, { allowPrivate: true, connect: loopbackOnlyConnector().connect }),
  )
  expect(error.code).toBe('FETCH_FAILED')
  expect(error.message).toContain('refused')
})

test('decodes the charset the server declares', async () => {
  const page = await safeFetch(`${server.origin}/latin1`, {
    allowPrivate: true,
    connect: loopbackOnlyConnector().connect,
  })
  expect(page.body).toBe('München')
})

test('DNS rebinding: a name that answers public for the check and private for the connection is refused', async () => {
  const answers = ['93.184.216.34', '10.9.8.7']
  const resolveHost = async () => [{ address: answers.shift() ?? '10.9.8.7', family: 4 }]
  const { connect, attempts, connections } = loopbackOnlyConnector()
  const error = await refusal(
    safeFetch('https://rebind.example/', { allowPrivate: false, resolveHost, connect }),
  )
  expect(error.code).toBe('URL_NOT_ALLOWED')
  expect(attempts).toEqual([])
  expect(connections).toEqual([])
})

test('the network connector checks the address the socket actually reached', async () => {
  const connector = await checkedNetworkConnector(false)
  const outcome = await new Promise<{ error: Error | null; connected: boolean }>((resolve) => {
    connector(
      {
        hostname: '127.0.0.1',
        host: `127.0.0.1:${server.port}`,
        protocol: 'http:',
        port: String(server.port),
        servername: undefined,
        localAddress: null,
        httpSocket: undefined,
      },
      (error, socket) => resolve({ error, connected: Boolean(socket) }),
    )
  })
  expect(outcome.connected).toBe(false)
  expect(outcome.error?.message).toContain('private or reserved address 127.0.0.1')
  const allowed = await checkedNetworkConnector(true)
  const socket = await new Promise<unknown>((resolve) => {
    allowed(
      {
        hostname: '127.0.0.1',
        host: `127.0.0.1:${server.port}`,
        protocol: 'http:',
        port: String(server.port),
        servername: undefined,
        localAddress: null,
        httpSocket: undefined,
      },
      (_error, s) => resolve(s),
    )
  })
  expect(socket).toBeTruthy()
  ;(socket as { destroy: () => void }).destroy()
})
