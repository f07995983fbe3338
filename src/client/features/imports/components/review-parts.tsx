import { AlertTriangle, FileText } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'

import type { ReviewMarker } from '#client/features/imports/lib/import-review-form.ts'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { cn } from '#client/lib/cn.ts'

// Presentational pieces of the import review: a section, its markers, the source lines, a field.

export function ReviewSection({
  title,
  count,
  children,
}: {
  title: string
  count?: number
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="border-line grid gap-3 border-t pt-4">
      <h4 id={headingId} className="text-ink flex items-center gap-2 text-sm font-semibold">
        {title}
        {count === undefined ? null : <span className="text-ink-muted font-normal">({count})</span>}
      </h4>
      {children}
    </section>
  )
}

const KIND_LABEL: Record<ReviewMarker['kind'], string> = {
  missing: 'Missing',
  uncertain: 'Check',
  skipped: 'Skipped',
}

/** The things to check on an item: missing values, doubtful readings, skipped text. */
export function MarkerList({ markers }: { markers: ReviewMarker[] }) {
  if (markers.length === 0) return null
  return (
    <ul className="grid gap-1" data-testid="review-markers">
      {markers.map((marker) => (
        <li
          key={`${marker.kind}:${marker.field ?? ''}:${marker.message}`}
          className="flex items-start gap-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-700" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{KIND_LABEL[marker.kind]}:</span> {marker.message}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The document lines an item was read from, folded away until asked for. */
export function SourceLines({ lines, label = 'Read from' }: { lines: string[]; label?: string }) {
  if (lines.length === 0) return null
  return (
    <details className="text-ink-muted text-xs">
      <summary className="hover:text-ink flex cursor-pointer items-center gap-1 font-medium">
        <FileText aria-hidden="true" className="size-3.5" /> {label} ({lines.length}{' '}
        {lines.length === 1 ? 'line' : 'lines'})
      </summary>
      <ol className="border-line mt-2 grid gap-0.5 border-l-2 pl-3 font-mono text-[0.7rem] leading-relaxed">
        {lines.map((line, index) => (
          <li key={`${index}:${line}`} className="break-words whitespace-pre-wrap">
            {line}
          </li>
        ))}
      </ol>
    </details>
  )
}

type ReviewFieldProps = {
  label: string
  /** Shown when the value is empty: the import found nothing for this field. */
  isMissing?: boolean
  multiline?: boolean
  className?: string
} & (ComponentProps<'input'> & ComponentProps<'textarea'>)

/** A labelled input of the review form; an empty value is marked "Not found", never filled in. */
export function ReviewField({
  label,
  isMissing = false,
  multiline = false,
  className,
  ...props
}: ReviewFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <Label htmlFor={id} className="flex flex-wrap items-center gap-2">
        {label}
        {isMissing ? (
          <span
            id={hintId}
            className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900"
          >
            Not found
          </span>
        ) : null}
      </Label>
      {multiline ? (
        <Textarea id={id} rows={3} aria-describedby={isMissing ? hintId : undefined} {...props} />
      ) : (
        <Input
          id={id}
          className={isMissing ? 'border-amber-400' : undefined}
          aria-describedby={isMissing ? hintId : undefined}
          {...props}
        />
      )}
    </div>
  )
}
