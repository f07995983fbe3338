import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { boundText } from '#server/features/imports/input-bounds.ts'
import { importResume } from '#server/features/imports/import-resume.ts'
import { importText } from '#server/features/imports/import-text.ts'
import { outcomeOf, yieldToRequestThread, type WorkerOutcome } from '#server/workers/worker-thread.ts'

// Runs in a worker thread of the parse pool (parse-pool.ts): a hostile file can exhaust this worker's
// time or memory, never the request thread. Errors cross the thread boundary as data (an Error loses
// its code when cloned).

yieldToRequestThread()

export type ParseTask =
  { kind: 'resume'; bytes: Uint8Array; fileName: string } | { kind: 'text'; content: string }

export type ParseResult = WorkerOutcome<ImportResponse>

export function parseInWorker(task: ParseTask): Promise<ParseResult> {
  return outcomeOf(
    () =>
      task.kind === 'resume'
        ? importResume({ bytes: task.bytes, fileName: task.fileName })
        : importText({ content: boundText(task.content) }),
    // A parser library failing on a malformed file (a stack overflow on deeply nested XML, a bad table).
    { code: 'UNREADABLE_FILE', message: 'This file is damaged or too complex and could not be read.' },
  )
}
