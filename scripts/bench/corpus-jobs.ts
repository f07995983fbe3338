import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The job pages of the shared corpus, read at run time and never copied into the repo: CORPUS_DIR,
 * ../shared/corpus next to the checkout (as npm run eval assumes), or one level up from a worktree.
 */
export const corpusJobsDir =
  [process.env.CORPUS_DIR, '../shared/corpus', '../../shared/corpus']
    .filter((d): d is string => Boolean(d))
    .map((d) => path.resolve(d, 'jobs'))
    .find((d) => existsSync(d)) ?? path.resolve('../shared/corpus/jobs')

/** What the job-page rows pad a real page to: about 500 KB, a long page. */
export const TARGET_BYTES = 500 * 1024
