/** Who the local engine is, without loading it (the compute pool runs it in a worker thread). */
export const LOCAL_ENGINE_IDENTITY = {
  name: 'local',
  model: 'local-engine',
  promptVersion: 'local-1',
} as const
