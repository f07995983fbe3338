/** CPU milliseconds (user + system) that `work` takes: unlike wall time, a loaded machine barely moves it. */
export function cpuMillis(work: () => unknown): number {
  const before = process.cpuUsage()
  work()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

/**
 * The CPU milliseconds of the cheapest of up to three runs of `work`, stopping at the first within
 * `budget`. `process.cpuUsage` counts the whole process, so a garbage-collection pause or another
 * thread's work can push one run over; work that is really too slow (a backtracking pattern) is over
 * in every run.
 */
export function leastCpuMillis(work: () => unknown, budget: number): number {
  let least = Number.POSITIVE_INFINITY
  for (let run = 0; run < 3 && least >= budget; run++) least = Math.min(least, cpuMillis(work))
  return least
}
