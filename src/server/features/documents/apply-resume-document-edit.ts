import type { ResumeDocumentEdit } from '#shared/documents/resume-document.contract.ts'
import type { ResumeBullet, ResumeDocument } from '#shared/documents/resume-document.schema.ts'

/** The bullet with this id, or null. */
export function findBullet(document: ResumeDocument, bulletId: string): ResumeBullet | null {
  for (const section of document.sections)
    for (const entry of section.entries)
      for (const bullet of entry.bullets) if (bullet.id === bulletId) return bullet
  return null
}

/**
 * A copy of the document with one bullet reworded or dropped. A reworded bullet keeps the evidence it
 * rests on: the person rephrases the same fact, checked by the guard before this is called.
 */
export function applyResumeDocumentEdit(document: ResumeDocument, edit: ResumeDocumentEdit): ResumeDocument {
  return {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => ({
        ...entry,
        bullets:
          edit.action === 'drop'
            ? entry.bullets.filter((bullet) => bullet.id !== edit.bulletId)
            : entry.bullets.map((bullet) =>
                bullet.id === edit.bulletId ? { ...bullet, text: edit.text } : bullet,
              ),
      })),
    })),
  }
}
