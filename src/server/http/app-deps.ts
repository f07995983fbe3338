import type { LookupAddress } from 'node:dns'

import type { Database } from '#server/db/client.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import type { Env } from '#server/env.ts'
import type { Compute } from '#server/workers/compute.ts'

/** Resolves a hostname to its addresses; the SSRF guard checks every one. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>

/** Everything a route needs, created once in server/index.ts (or per test). */
export type AppDeps = {
  database: Database
  env: Env
  /** Test seam: replaces DNS resolution for the safe fetcher. */
  resolveHost?: HostResolver
  /** Test seam: replaces the engine chosen by AI_PROVIDER (e.g. an engine on an `ai/test` mock model). */
  engine?: CareerEngine
  /**
   * The career engine every route and use case calls: the configured engine behind the AI cache and
   * the truthfulness guard, built once by buildApp (DESIGN.md section 4).
   */
  careerEngine: CareerEngine
  /** Where CPU-heavy work runs: worker threads in the server, in-process in tests (workers/compute.ts). */
  compute: Compute
}
