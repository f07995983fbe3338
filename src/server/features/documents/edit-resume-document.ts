import type {
  ApplicationResumeDocument,
  ResumeDocumentEdit,
} from '#shared/documents/resume-document.contract.ts'
import { AppError } from '#shared/errors.ts'
import type { Db } from '#server/db/client.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import { loadJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import {
  readApplicationDocument,
  writeApplicationDocument,
  type StoredApplicationDocument,
} from '#server/features/documents/application-document-repository.ts'
import { applyResumeDocumentEdit, findBullet } from '#server/features/documents/apply-resume-document-edit.ts'
import { getProfile } from '#server/features/profile/profile-repository.ts'

export type EditResumeDocumentOptions = { db: Db; applicationId: string; edit: ResumeDocumentEdit }

const SENT_MESSAGE =
  'This version was sent and is kept exactly as it was sent. Generate a new version to change the resume.'

/** The guard's reason ("number not in profile: 12") as words for the person ("the number 12"). */
function plainReason(reason: string): string {
  const [kind = '', value] = reason.split(/ not in profile:? ?/)
  if (!value) return `the ${kind}`
  return `the ${kind} “${value}”`
}

/** Refuses reworded text that claims what the profile does not hold, with the guard's reasons. */
async function checkEditedText(db: Db, stored: StoredApplicationDocument, text: string): Promise<void> {
  const profile = stored.profileId ? await getProfile(db, stored.profileId) : null
  if (!profile)
    throw new AppError('CLAIM_NOT_IN_PROFILE', {
      message:
        'The profile this resume was written from no longer exists, so a reworded bullet cannot be checked. You can still drop bullets.',
    })
  const job = stored.jobPostingId ? await loadJobPosting(db, stored.userId, stored.jobPostingId) : null
  // The guard (and its NLP) loads on first use: most servers run it only in compute workers.
  const { createGuard } = await import('#server/engine/guard/truthfulness-guard.ts')
  const guard = createGuard({ profile, job: job ?? { title: '', company: '' } })
  if (guard.isTraceable(text)) return
  // cleanText records why each sentence it removes cannot be traced to the profile.
  guard.cleanText(text)
  const reasons = [...new Set(guard.report.removed.map((removed) => plainReason(removed.reason)))]
  throw new AppError('CLAIM_NOT_IN_PROFILE', {
    message: `Not saved: your profile does not show ${reasons.join(', ') || 'what this line claims'}. Add it to your profile first, or reword the line.`,
  })
}

/**
 * Rewords or drops one bullet of an application's resume before it is sent. The edited text goes
 * through the same truthfulness guard as generated text; a sent application is never changed.
 */
export async function editResumeDocument({
  db,
  applicationId,
  edit,
}: EditResumeDocumentOptions): Promise<ApplicationResumeDocument> {
  const stored = await readApplicationDocument(db, applicationId)
  if (!stored) throw new AppError('APPLICATION_NOT_FOUND')
  if (stored.isSent) throw new AppError('APPLICATION_SENT', { message: SENT_MESSAGE })
  if (!stored.document)
    throw new AppError('NOT_FOUND', {
      message:
        'This application was saved before its resume could be edited line by line. Generate it again to edit it.',
    })
  const bullet = findBullet(stored.document, edit.bulletId)
  if (!bullet) throw new AppError('NOT_FOUND', { message: 'That line is not in this resume any more.' })
  if (edit.action === 'edit' && edit.text !== bullet.text) await checkEditedText(db, stored, edit.text)

  const document = applyResumeDocumentEdit(stored.document, edit)
  // The same plain-text rendering the engines answer as resumeContent.
  const resumeContent = renderResumeText(document)
  const written = await writeApplicationDocument({ db, applicationId, document, resumeContent })
  if (!written) throw new AppError('APPLICATION_SENT', { message: SENT_MESSAGE })
  return { applicationId, document, resumeContent, isSent: false }
}
