import type { CareerEngine } from '#server/engine/career-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

/** The engine for this app: the injected one (tests), else the one AI_PROVIDER names. */
export function getCareerEngine(deps: AppDeps): CareerEngine {
  return deps.engine ?? createLocalEngine()
}
