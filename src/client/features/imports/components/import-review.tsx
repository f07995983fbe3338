import { zodResolver } from '@hookform/resolvers/zod'
import { ClipboardCheck, Save, X } from 'lucide-react'
import { useId } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import {
  ImportReviewFormSchema,
  markersFor,
  profileDataFromReview,
  reviewFormFromImport,
  sourceLinesFor,
  type ImportReviewForm,
  type ImportReviewFormInput,
} from '#shared/profile/import-review-form.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { DegreeEntryCard, WorkEntryCard } from '#client/features/imports/components/review-entry-cards.tsx'
import { ReviewChipList } from '#client/features/imports/components/review-chip-list.tsx'
import { PersonalReview } from '#client/features/imports/components/personal-review.tsx'
import {
  MarkerList,
  ReviewField,
  ReviewSection,
  SourceLines,
} from '#client/features/imports/components/review-parts.tsx'

export type ImportReviewProps = {
  answer: Pick<ImportResponse, 'profileData' | 'importStats' | 'review'>
  onSave: (profileData: Partial<ProfileSections>) => void
  onDiscard: () => void
}

/**
 * The review step after an import (issue 19): what was read, section by section, with the lines each
 * item came from and a marker on anything missing or doubtful. Every item can be fixed or dropped;
 * nothing is saved until "Save to profile".
 */
export function ImportReview({ answer, onSave, onDiscard }: ImportReviewProps) {
  const headingId = useId()
  const { review } = answer
  const form = useForm<ImportReviewFormInput, unknown, ImportReviewForm>({
    resolver: zodResolver(ImportReviewFormSchema),
    defaultValues: reviewFormFromImport(answer),
  })
  const { control, register } = form
  const experiences = useFieldArray({ control, name: 'experiences', keyName: 'key' })
  const degrees = useFieldArray({ control, name: 'degrees', keyName: 'key' })
  const summary = useWatch({ control, name: 'personalInfo.summary' }) ?? ''
  const entryProps = { control, register, review }

  return (
    <form
      aria-labelledby={headingId}
      className="border-brand-200 mt-4 grid gap-4 rounded-xl border bg-white p-3 sm:p-4"
      data-testid="import-review"
      noValidate
      onSubmit={form.handleSubmit((values) => onSave(profileDataFromReview(values)))}
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-ink flex items-center gap-2 text-base font-semibold">
          <ClipboardCheck aria-hidden="true" className="text-brand-700 size-5" /> Review what was read
        </h3>
        <p className="text-ink-muted text-sm">
          Check each section against your document. Fix anything that is wrong, drop what does not belong,
          then save. Empty fields were not found in your document and stay empty until you fill them.
        </p>
      </div>

      <PersonalReview control={control} register={register} review={review} />

      <ReviewSection title="Summary">
        <MarkerList markers={markersFor(review, 'summary', null)} />
        <ReviewField
          label="Professional summary"
          multiline
          isMissing={!summary.trim()}
          {...register('personalInfo.summary')}
        />
        <SourceLines lines={sourceLinesFor(review, 'summary', null)} />
      </ReviewSection>

      <ReviewSection title="Work experience" count={experiences.fields.length}>
        <MarkerList markers={markersFor(review, 'workExperience', null)} />
        {experiences.fields.length === 0 ? <EmptySection what="work entries" /> : null}
        <ul className="grid gap-3">
          {experiences.fields.map((field, index) => (
            <WorkEntryCard
              key={field.key}
              index={index}
              {...entryProps}
              onDrop={() => experiences.remove(index)}
            />
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection title="Education" count={degrees.fields.length}>
        <MarkerList markers={markersFor(review, 'education', null)} />
        {degrees.fields.length === 0 ? <EmptySection what="degrees" /> : null}
        <ul className="grid gap-3">
          {degrees.fields.map((field, index) => (
            <DegreeEntryCard
              key={field.key}
              index={index}
              {...entryProps}
              onDrop={() => degrees.remove(index)}
            />
          ))}
        </ul>
      </ReviewSection>

      <ListsReview control={control} review={review} />

      {review.skipped.length > 0 ? (
        <ReviewSection title="Text not used">
          <SourceLines lines={review.skipped} label="Show the text that was skipped" />
        </ReviewSection>
      ) : null}

      <div className="border-line flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDiscard}>
          <X aria-hidden="true" /> Discard import
        </Button>
        <Button type="submit">
          <Save aria-hidden="true" /> Save to profile
        </Button>
      </div>
    </form>
  )
}

function EmptySection({ what }: { what: string }) {
  return <p className="text-ink-muted text-sm italic">No {what} were found in your document.</p>
}

function ListsReview({
  control,
  review,
}: {
  control: Parameters<typeof ReviewChipList>[0]['control']
  review: ImportResponse['review']
}) {
  return (
    <>
      <ReviewSection title="Skills">
        <MarkerList markers={markersFor(review, 'skills', null)} />
        <ReviewChipList control={control} name="skills.technical" label="Technical skills" />
        <ReviewChipList control={control} name="skills.business" label="Business skills" />
        <ReviewChipList control={control} name="skills.sap" label="SAP skills" />
        <SourceLines lines={sourceLinesFor(review, 'skills', null)} />
      </ReviewSection>
      <ReviewSection title="Languages">
        <MarkerList markers={markersFor(review, 'languages', null)} />
        <ReviewChipList control={control} name="languages" label="Spoken languages" />
        <SourceLines lines={sourceLinesFor(review, 'languages', null)} />
      </ReviewSection>
      <ReviewSection title="Certifications">
        <MarkerList markers={markersFor(review, 'certifications', null)} />
        <ReviewChipList control={control} name="certifications" label="Certificates" />
        <SourceLines lines={sourceLinesFor(review, 'certifications', null)} />
      </ReviewSection>
    </>
  )
}
