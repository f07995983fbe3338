import { performance } from 'node:perf_hooks'

/** Runs `fn` `warmup` times unmeasured, then `runs` times, and prints and returns the median in ms. */
export async function measure(
  label: string,
  fn: () => unknown,
  { runs = 20, warmup = 3 } = {},
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  console.log(
    `${label.padEnd(48)} median ${median.toFixed(2).padStart(9)} ms   (n=${runs}, min ${times[0]?.toFixed(2)}, max ${times.at(-1)?.toFixed(2)})`,
  )
  return median
}
