import { Trash2 } from 'lucide-react'
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form'

import type { ImportReview } from '#shared/imports/imports.contract.ts'
import {
  markersFor,
  sourceLinesFor,
  type ImportReviewForm,
  type ImportReviewFormInput,
} from '#shared/profile/import-review-form.ts'
import { Button } from '#client/components/ui/button.tsx'
import { MarkerList, ReviewField, SourceLines } from '#client/features/imports/components/review-parts.tsx'

type FormControl = Control<ImportReviewFormInput, unknown, ImportReviewForm>
export type EntryProps = {
  index: number
  control: FormControl
  register: UseFormRegister<ImportReviewFormInput>
  review: ImportReview
  onDrop: () => void
}

function EntryShell({
  title,
  onDrop,
  dropLabel,
  children,
}: {
  title: string
  onDrop: () => void
  dropLabel: string
  children: React.ReactNode
}) {
  return (
    <li className="border-line bg-surface grid gap-3 rounded-xl border p-3" data-testid="review-entry">
      <div className="flex items-start justify-between gap-2">
        <p className="text-ink min-w-0 text-sm font-semibold break-words">{title}</p>
        <Button type="button" variant="outline" size="sm" onClick={onDrop} aria-label={dropLabel}>
          <Trash2 aria-hidden="true" /> Drop
        </Button>
      </div>
      {children}
    </li>
  )
}

/** One work entry as read: editable, with its source lines and what to check; can be dropped. */
export function WorkEntryCard({ index, control, register, review, onDrop }: EntryProps) {
  const item = useWatch({ control, name: `experiences.${index}` })
  const markers = markersFor(review, 'workExperience', item.id, item)
  const title = [item.role, item.company].filter((part) => part?.trim()).join(' at ') || 'Untitled role'
  return (
    <EntryShell title={title} onDrop={onDrop} dropLabel={`Drop ${title}`}>
      <MarkerList markers={markers} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ReviewField
          label="Job title"
          isMissing={!item.role?.trim()}
          {...register(`experiences.${index}.role`)}
        />
        <ReviewField
          label="Employer"
          isMissing={!item.company?.trim()}
          {...register(`experiences.${index}.company`)}
        />
        <ReviewField
          label="Dates"
          isMissing={!item.duration?.trim()}
          placeholder="e.g. May 2021 - Present"
          {...register(`experiences.${index}.duration`)}
        />
        <ReviewField
          label="Description"
          multiline
          className="sm:col-span-2"
          {...register(`experiences.${index}.description`)}
        />
        <Controller
          control={control}
          name={`experiences.${index}.achievements`}
          render={({ field }) => (
            <ReviewField
              label="Achievements (one per line)"
              multiline
              className="sm:col-span-2"
              value={(field.value ?? []).join('\n')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(splitLines(event.target.value))}
            />
          )}
        />
      </div>
      <SourceLines lines={sourceLinesFor(review, 'workExperience', item.id)} />
    </EntryShell>
  )
}

/** One degree as read: editable, with its source lines and what to check; can be dropped. */
export function DegreeEntryCard({ index, control, register, review, onDrop }: EntryProps) {
  const item = useWatch({ control, name: `degrees.${index}` })
  const markers = markersFor(review, 'education', item.id, item)
  const title = [item.degree, item.institution].filter((part) => part?.trim()).join(', ') || 'Untitled degree'
  return (
    <EntryShell title={title} onDrop={onDrop} dropLabel={`Drop ${title}`}>
      <MarkerList markers={markers} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ReviewField
          label="Degree"
          isMissing={!item.degree?.trim()}
          {...register(`degrees.${index}.degree`)}
        />
        <ReviewField label="Field of study" {...register(`degrees.${index}.field`)} />
        <ReviewField
          label="School or university"
          isMissing={!item.institution?.trim()}
          {...register(`degrees.${index}.institution`)}
        />
        <ReviewField label="Years" isMissing={!item.year?.trim()} {...register(`degrees.${index}.year`)} />
      </div>
      <SourceLines lines={sourceLinesFor(review, 'education', item.id)} />
    </EntryShell>
  )
}

// Keeps blank lines while typing (so Enter works); profileDataFromReview drops them on save.
function splitLines(value: string): string[] {
  return value.split('\n')
}
