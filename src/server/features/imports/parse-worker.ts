import type { AppErrorCode } from '#shared/errors.ts'
import { AppError } from '#shared/errors.ts'
import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { boundText } from '#server/features/imports/input-bounds.ts'
import { importResume } from '#server/features/imports/import-resume.ts'
import { importText } from '#server/features/imports/import-text.ts'

// Runs in a worker thread of the parse pool (parse-pool.ts): a hostile file can exhaust this worker's
// time or memory, never the request thread. Errors cross the thread boundary as data (an Error loses
// its code when cloned).

export type ParseTask =
  { kind: 'resume'; bytes: Uint8Array; fileName: string } | { kind: 'text'; content: string }

export type ParseResult =
  | { ok: true; response: ImportResponse }
  | { ok: false; code: AppErrorCode; message: string; suggestions?: string[] }

export async function parseInWorker(task: ParseTask): Promise<ParseResult> {
  try {
    const response =
      task.kind === 'resume'
        ? await importResume({ bytes: task.bytes, fileName: task.fileName })
        : importText({ content: boundText(task.content) })
    return { ok: true, response }
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.suggestions ? { suggestions: error.suggestions } : {}),
      }
    // A parser library failing on a malformed file (a stack overflow on deeply nested XML, a bad table).
    return {
      ok: false,
      code: 'UNREADABLE_FILE',
      message: 'This file is damaged or too complex and could not be read.',
    }
  }
}
