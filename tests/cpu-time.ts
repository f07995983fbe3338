/** CPU milliseconds (user + system) that `work` takes: unlike wall time, a loaded machine barely moves it. */
export function cpuMillis(work: () => unknown): number {
  const before = process.cpuUsage()
  work()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}
