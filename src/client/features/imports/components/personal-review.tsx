import { useState } from 'react'
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'

import type { ImportReview } from '#shared/imports/imports.contract.ts'
import {
  markersFor,
  sourceLinesFor,
  type ImportReviewForm,
  type ImportReviewFormInput,
} from '#client/features/imports/lib/import-review-form.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  MarkerList,
  ReviewField,
  ReviewSection,
  SourceLines,
} from '#client/features/imports/components/review-parts.tsx'

const FIELDS = [
  { name: 'fullName', label: 'Full Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'location', label: 'Location', type: 'text' },
  { name: 'currentRole', label: 'Current role', type: 'text' },
  { name: 'company', label: 'Current employer', type: 'text' },
  { name: 'linkedin', label: 'LinkedIn', type: 'url' },
] as const

/** Titles written before the name and credentials after it, kept out of the name by the import. */
export type NameParts = { titles: string[]; postNominals: string[] }

/** The header of the document: name and contact, each empty one marked as not found. */
export function PersonalReview({
  control,
  register,
  setValue,
  review,
  nameParts,
}: {
  control: Control<ImportReviewFormInput, unknown, ImportReviewForm>
  register: UseFormRegister<ImportReviewFormInput>
  setValue: UseFormSetValue<ImportReviewFormInput>
  review: ImportReview
  nameParts: NameParts
}) {
  const info = useWatch({ control, name: 'personalInfo' })
  const markers = markersFor(review, 'personalInfo', null)
  return (
    <ReviewSection title="Personal details">
      <MarkerList markers={markers} />
      <NamePartsNote
        parts={nameParts}
        onAdd={(fullName) => setValue('personalInfo.fullName', fullName, { shouldDirty: true })}
        name={String(info?.fullName ?? '')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ name, label, type }) => (
          <ReviewField
            key={name}
            label={label}
            type={type}
            isMissing={!String(info?.[name] ?? '').trim()}
            {...register(`personalInfo.${name}`)}
          />
        ))}
      </div>
      <SourceLines lines={sourceLinesFor(review, 'personalInfo', null)} />
    </ReviewSection>
  )
}

/**
 * "Dr.", "Dipl.-Ing." before the name and "PhD", "CEng" after it are read apart from the name so that
 * letters and resumes address the person by name; they are shown here, never dropped silently, and
 * can be put back into the name in one step.
 */
function NamePartsNote({
  parts,
  name,
  onAdd,
}: {
  parts: NameParts
  name: string
  onAdd: (fullName: string) => void
}) {
  const [added, setAdded] = useState(false)
  const { titles, postNominals } = parts
  if (titles.length === 0 && postNominals.length === 0) return null
  const withParts = [[...titles, name.trim()].filter(Boolean).join(' '), ...postNominals].join(', ')
  return (
    <div
      className="bg-brand-50 text-brand-900 grid gap-2 rounded-md px-3 py-2 text-xs sm:flex sm:items-center sm:justify-between"
      data-testid="review-name-parts"
    >
      <div className="grid gap-0.5">
        <dl className="grid gap-0.5">
          {titles.length > 0 ? (
            <div className="flex flex-wrap gap-1">
              <dt className="font-semibold">Title read before your name:</dt>
              <dd>{titles.join(' ')}</dd>
            </div>
          ) : null}
          {postNominals.length > 0 ? (
            <div className="flex flex-wrap gap-1">
              <dt className="font-semibold">Letters read after your name:</dt>
              <dd>{postNominals.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
        <p className="text-brand-800">Kept apart from your name, so letters greet you by name.</p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={added}
        onClick={() => {
          onAdd(withParts)
          setAdded(true)
        }}
      >
        {added ? 'Added to your name' : 'Add to your name'}
      </Button>
    </div>
  )
}
