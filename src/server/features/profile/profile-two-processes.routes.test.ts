import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'

import { DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID } from '#server/features/profile/seed-profiles.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'
import { useTwoInstances } from '#tests/two-instances.ts'

// A write acknowledged by one instance is seen by the other's next read of the active profile.

const { isAvailable, instances } = useTwoInstances((database) => seedProfiles(database.db))

async function activeProfile(app: FastifyInstance, userId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/profile?userId=${userId}` })
  expect(response.statusCode).toBe(200)
  return response.json() as { id: string; name: string }
}

async function post(app: FastifyInstance, url: string, payload: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url, payload })
  expect(response.statusCode, response.body).toBe(200)
}

test.skipIf(!isAvailable)(
  'GET /api/profile on one instance sees every write acknowledged by the other',
  async () => {
    const [{ app: reader }, { app: writer }] = instances()
    const userId = 'two-instances'
    // Both read twice, so each has the answer cached before the other writes.
    for (const app of [reader, writer, reader, writer])
      expect(await activeProfile(app, userId)).toMatchObject({
        id: DEFAULT_PROFILE_ID,
        name: 'Alexandra Weber',
      })

    await post(writer, '/api/profile/update', { userId, profileId: DEFAULT_PROFILE_ID, name: 'Renamed Once' })
    expect((await activeProfile(reader, userId)).name).toBe('Renamed Once')

    // Switching away and back: the reader must answer each profile, not the one it read last.
    await post(writer, '/api/profiles/active', { userId, profileId: IMPORTED_PROFILE_ID })
    expect((await activeProfile(reader, userId)).id).toBe(IMPORTED_PROFILE_ID)
    await post(writer, '/api/profile/update', {
      userId,
      profileId: DEFAULT_PROFILE_ID,
      name: 'Renamed Twice',
    })
    await post(writer, '/api/profiles/active', { userId, profileId: DEFAULT_PROFILE_ID })
    expect(await activeProfile(reader, userId)).toMatchObject({
      id: DEFAULT_PROFILE_ID,
      name: 'Renamed Twice',
    })

    // And the other way round.
    await post(reader, '/api/profile/update', { userId, profileId: DEFAULT_PROFILE_ID, name: 'Renamed Back' })
    expect((await activeProfile(writer, userId)).name).toBe('Renamed Back')
  },
  120_000,
)
