import { useWatch, type Control, type UseFormRegister } from 'react-hook-form'

import type { ImportReview } from '#shared/imports/imports.contract.ts'
import {
  markersFor,
  sourceLinesFor,
  type ImportReviewForm,
  type ImportReviewFormInput,
} from '#shared/profile/import-review-form.ts'
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

/** The header of the document: name and contact, each empty one marked as not found. */
export function PersonalReview({
  control,
  register,
  review,
}: {
  control: Control<ImportReviewFormInput, unknown, ImportReviewForm>
  register: UseFormRegister<ImportReviewFormInput>
  review: ImportReview
}) {
  const info = useWatch({ control, name: 'personalInfo' })
  const markers = markersFor(review, 'personalInfo', null)
  return (
    <ReviewSection title="Personal details">
      <MarkerList markers={markers} />
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
