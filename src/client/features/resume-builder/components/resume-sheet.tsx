import type { CSSProperties } from 'react'

import type { ResumeDocumentEdit } from '#shared/documents/resume-document.contract.ts'
import {
  contactLineItems,
  entryLineParts,
  groupLine,
  hasContent,
} from '#shared/documents/resume-document-text.ts'
import type { ResumeDocument, ResumeEntry, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import type { TemplateLook } from '#shared/documents/template-look.ts'
import { ResumeBulletItem } from '#client/features/resume-builder/components/resume-bullet-item.tsx'

// The resume drawn as the chosen PDF template prints it (same band, heading ornaments, colours and
// order), from the same document and the same template look as the PDF renderer.

type SheetProps = {
  look: TemplateLook
  isEditable: boolean
  onEdit: (edit: ResumeDocumentEdit) => Promise<unknown>
}

function Heading({ look, text }: { look: TemplateLook; text: string }) {
  const { ornament, ornamentColor, color } = look.heading
  const label = (
    <h3 className="text-[13px] leading-tight font-bold tracking-[0.06em] uppercase" style={{ color }}>
      {text}
    </h3>
  )
  if (ornament === 'side-block')
    return (
      <div className="mb-1.5 flex items-center gap-1.5">
        <span aria-hidden className="h-3.5 w-1" style={{ background: ornamentColor }} />
        {label}
      </div>
    )
  if (ornament === 'trailing-rule')
    return (
      <div className="mb-1.5 flex items-center gap-2">
        {label}
        <span aria-hidden className="h-px flex-1" style={{ background: ornamentColor }} />
      </div>
    )
  const rule: CSSProperties =
    ornament === 'gradient-rule'
      ? { height: 2, background: `linear-gradient(90deg, ${ornamentColor}, transparent)` }
      : { height: 1, background: ornamentColor }
  return (
    <div className="mb-1.5">
      {label}
      <div aria-hidden className="mt-0.5" style={rule} />
    </div>
  )
}

function Entry({ entry, look, isEditable, onEdit }: SheetProps & { entry: ResumeEntry }) {
  const [lead, ...details] = entryLineParts(entry)
  return (
    <div className="mt-2 first:mt-0" data-testid="resume-entry">
      <p className="text-[13.5px] leading-snug">
        <span className="font-bold">{lead}</span>
        {details.map((detail, index) => (
          <span key={index}>
            <span className="text-slate-400"> | </span>
            <span style={{ color: look.roleDetailColor }}>{detail}</span>
          </span>
        ))}
      </p>
      {entry.description ? <p className="mb-0.5">{entry.description}</p> : null}
      {entry.bullets.length > 0 ? (
        <ul aria-label={`${lead} highlights`}>
          {entry.bullets.map((bullet) => (
            <ResumeBulletItem
              key={bullet.id}
              bullet={bullet}
              bulletColor={look.bulletColor}
              isEditable={isEditable}
              onEdit={onEdit}
            />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Section({ section, ...props }: SheetProps & { section: ResumeSection }) {
  return (
    <section className="mt-3.5 first:mt-0" aria-label={section.heading}>
      <Heading look={props.look} text={section.heading} />
      {section.paragraphs.map((paragraph, index) => (
        <p key={index} className="mb-1">
          {paragraph}
        </p>
      ))}
      {section.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} {...props} />
      ))}
      {section.groups
        .filter((group) => group.items.length > 0)
        .map((group, index) => (
          <p key={index} className="mb-0.5">
            {group.label ? <span className="font-semibold">{group.label}: </span> : null}
            {groupLine({ label: null, items: group.items })}
          </p>
        ))}
    </section>
  )
}

function Band({ look, title, contact }: { look: TemplateLook; title: string; contact: string[] }) {
  return (
    <div
      className="px-5 py-3.5 text-white sm:px-8"
      style={{
        background: `linear-gradient(90deg, ${look.band.from}, ${look.band.to})`,
        borderBottom: look.bandStripe ? `3px solid ${look.bandStripe}` : undefined,
      }}
    >
      <p className="text-xl leading-tight font-bold break-words sm:text-2xl">{title}</p>
      {contact.length > 0 ? (
        <p className="mt-1 text-xs break-words text-white/90">{contact.join('  ·  ')}</p>
      ) : null}
    </div>
  )
}

export type ResumeSheetProps = SheetProps & {
  /** The stored document, or null for an application saved before documents existed. */
  document: ResumeDocument | null
  /** What such an older application holds: its text as written. */
  legacyText: string
}

export function ResumeSheet({ document, legacyText, look, isEditable, onEdit }: ResumeSheetProps) {
  const props = { look, isEditable, onEdit }
  return (
    <article
      className="border-line overflow-hidden rounded-md border bg-white text-[13px] leading-normal shadow-sm"
      style={{ color: look.text }}
      data-testid="resume-sheet"
      data-template={look.id}
    >
      <Band
        look={look}
        title={document?.header.name || 'Resume'}
        contact={document ? contactLineItems(document) : []}
      />
      <div className="px-5 py-4 sm:px-8 sm:py-5">
        {document?.header.headline ? (
          <p className="mb-2 text-sm font-semibold" style={{ color: look.primary }}>
            {document.header.headline}
          </p>
        ) : null}
        {document ? (
          document.sections
            .filter(hasContent)
            .map((section) => <Section key={section.id} section={section} {...props} />)
        ) : (
          <p className="break-words whitespace-pre-wrap">{legacyText}</p>
        )}
      </div>
    </article>
  )
}
