import { expect, test } from 'vitest'

import { engineAiVersion } from '#server/engine/get-career-engine.ts'
import { engineCodeVersion } from '#server/engine/engine-version.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'

test('the AI version carries a hash of the engine code, so an upgrade never serves old writing', () => {
  const code = engineCodeVersion()
  expect(code).toMatch(/^[0-9a-f]{12}$/)
  expect(engineCodeVersion()).toBe(code)
  expect(engineAiVersion(createLocalEngine())).toBe(
    `local:local-engine:${createLocalEngine().promptVersion}+code-${code}`,
  )
})
