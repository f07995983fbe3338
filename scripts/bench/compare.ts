import { performance } from 'node:perf_hooks'

// Every measurement beside a bare baseline, interleaved in the same run (project, baseline, project,
// ...), so the machine's load, which swings by the minute on a shared 2-core box, weighs on both
// alike; the ratio is the figure that travels between machines.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function format(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2
  return `${value.toFixed(digits)} ${unit}`
}

/** Prints one row: label, project median, baseline median, ratio (project / baseline). */
export function printRow(
  label: string,
  project: number,
  baseline: number | null,
  unit: string,
  baselineName = '',
): void {
  const ratio = baseline ? `${(project / baseline).toFixed(2)}x` : '-'
  const base = baseline === null ? '-' : format(baseline, unit)
  console.log(
    `${label.padEnd(50)} ${format(project, unit).padStart(12)}  ${base.padStart(12)}  ${ratio.padStart(7)}  ${baselineName}`,
  )
}

export function printHeader(baselineName: string): void {
  console.log(
    `${'measurement'.padEnd(50)} ${'project'.padStart(12)}  ${'baseline'.padStart(12)}  ${'ratio'.padStart(7)}  (baseline: ${baselineName})`,
  )
}

export type CompareOptions = {
  runs?: number
  warmup?: number
  /**
   * 'wall' (default) or 'cpu': this process's CPU time (user + system), which the machine's load moves
   * far less than wall time; for work done in this process (no I/O, no other process).
   */
  clock?: 'wall' | 'cpu'
}

const clocks = {
  wall: () => {
    const start = performance.now()
    return () => performance.now() - start
  },
  cpu: () => {
    const start = process.cpuUsage()
    return () => {
      const used = process.cpuUsage(start)
      return (used.user + used.system) / 1000
    }
  },
}

/** Medians of `project` and `baseline`, run alternately; prints and returns both. */
export async function compare(
  label: string,
  project: () => unknown,
  baseline: (() => unknown) | null,
  baselineName: string,
  { runs = 15, warmup = 2, clock = 'wall' }: CompareOptions = {},
): Promise<{ project: number; baseline: number | null }> {
  for (let i = 0; i < warmup; i++) {
    await project()
    await baseline?.()
  }
  const projectTimes: number[] = []
  const baselineTimes: number[] = []
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so neither always runs on a cache the other warmed.
    const order = i % 2 ? [baseline, project] : [project, baseline]
    for (const fn of order) {
      if (!fn) continue
      const elapsed = clocks[clock]()
      await fn()
      ;(fn === project ? projectTimes : baselineTimes).push(elapsed())
    }
  }
  const result = { project: median(projectTimes), baseline: baseline ? median(baselineTimes) : null }
  printRow(label, result.project, result.baseline, 'ms', baselineName)
  return result
}
