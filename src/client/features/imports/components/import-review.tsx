import { zodResolver } from '@hookform/resolvers/zod'
import { ClipboardCheck, Save, X } from 'lucide-react'
import { useId, type ComponentType } from 'react'
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
} from '#client/features/imports/lib/import-review-form.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  DegreeEntryCard,
  WorkEntryCard,
  type EntryProps,
} from '#client/features/imports/components/review-entry-cards.tsx'
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

      <PersonalReview
        control={control}
        register={register}
        setValue={form.setValue}
        review={review}
        nameParts={{
          titles: answer.importStats.titles ?? [],
          postNominals: answer.importStats.postNominals,
        }}
      />

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

      <EntriesSection
        title="Work experience"
        what="work entries"
        markers={markersFor(review, 'workExperience', null)}
        keys={experiences.fields.map((field) => field.key)}
        Entry={WorkEntryCard}
        entryProps={entryProps}
        onDrop={experiences.remove}
      />

      <EntriesSection
        title="Education"
        what="degrees"
        markers={markersFor(review, 'education', null)}
        keys={degrees.fields.map((field) => field.key)}
        Entry={DegreeEntryCard}
        entryProps={entryProps}
        onDrop={degrees.remove}
      />

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

/** A section of entries read from the document (roles, degrees), each editable and droppable. */
function EntriesSection({
  title,
  what,
  markers,
  keys,
  Entry,
  entryProps,
  onDrop,
}: {
  title: string
  what: string
  markers: Parameters<typeof MarkerList>[0]['markers']
  keys: string[]
  Entry: ComponentType<EntryProps>
  entryProps: Omit<EntryProps, 'index' | 'onDrop'>
  onDrop: (index: number) => void
}) {
  return (
    <ReviewSection title={title} count={keys.length}>
      <MarkerList markers={markers} />
      {keys.length === 0 ? (
        <p className="text-ink-muted text-sm italic">No {what} were found in your document.</p>
      ) : null}
      <ul className="grid gap-3">
        {keys.map((key, index) => (
          <Entry key={key} index={index} {...entryProps} onDrop={() => onDrop(index)} />
        ))}
      </ul>
    </ReviewSection>
  )
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
