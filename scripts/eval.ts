// npm run eval [-- jobs|resumes|understanding|writing|posts|dates] [--print] [--tuning] [--corpus DIR]: extraction accuracy on real documents (a
// measurement, not a test gate). Default corpus: ../shared/corpus (see its SOURCES.md).
import path from 'node:path'

const args = process.argv.slice(2)
const corpusFlag = args.indexOf('--corpus')
const corpus = path.resolve(
  corpusFlag >= 0 && args[corpusFlag + 1] ? args[corpusFlag + 1]! : '../shared/corpus',
)
const only = args.find(
  (a) =>
    a === 'jobs' ||
    a === 'resumes' ||
    a === 'understanding' ||
    a === 'writing' ||
    a === 'posts' ||
    a === 'dates',
)
const print = args.includes('--print')
// --tuning: leave out the blind sets, so they are never read while the code is being changed.
const tuning = args.includes('--tuning')

const parts = {
  jobs: () => import('./eval/eval-jobs.ts'),
  resumes: () => import('./eval/eval-resumes.ts'),
  understanding: () => import('./eval/eval-understanding.ts'),
  writing: () => import('./eval/eval-writing.ts'),
  posts: () => import('./eval/eval-posts.ts'),
  dates: () => import('./eval/eval-dates.ts'),
} as const

for (const [name, load] of Object.entries(parts)) {
  if (only && only !== name) continue
  console.log(`\n=== ${name} (${corpus})\n`)
  const { run } = await load()
  await run({ corpus, print, tuning })
}
