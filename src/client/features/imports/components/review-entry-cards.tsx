import { Trash2 } from 'lucide-react'
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form'

import type { ImportReview, ImportReviewSection } from '#shared/imports/imports.contract.ts'
import {
  markersFor,
  sourceLinesFor,
  type ImportReviewForm,
  type ImportReviewFormInput,
} from '#client/features/imports/lib/import-review-form.ts'
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

/** A field of an entry: its key, label, and whether an empty value is marked as missing. */
type EntryFieldSpec<Key extends string> = {
  key: Key
  label: string
  isRequired?: boolean
  placeholder?: string
  multiline?: boolean
  className?: string
}

/** What differs between a work entry and a degree: the section, the fields, and the title. */
type EntryKind<Key extends string> = {
  section: ImportReviewSection
  fields: readonly EntryFieldSpec<Key>[]
  title: (item: Partial<Record<Key, string | undefined>>) => string
}

type WorkKey = 'role' | 'company' | 'duration' | 'description'
const WORK: EntryKind<WorkKey> = {
  section: 'workExperience',
  fields: [
    { key: 'role', label: 'Job title', isRequired: true },
    { key: 'company', label: 'Employer', isRequired: true },
    { key: 'duration', label: 'Dates', isRequired: true, placeholder: 'e.g. May 2021 - Present' },
    { key: 'description', label: 'Description', multiline: true, className: 'sm:col-span-2' },
  ],
  title: (item) => joinFilled([item.role, item.company], ' at ') || 'Untitled role',
}

type DegreeKey = 'degree' | 'field' | 'institution' | 'year'
const DEGREE: EntryKind<DegreeKey> = {
  section: 'education',
  fields: [
    { key: 'degree', label: 'Degree', isRequired: true },
    { key: 'field', label: 'Field of study' },
    { key: 'institution', label: 'School or university', isRequired: true },
    { key: 'year', label: 'Years', isRequired: true },
  ],
  title: (item) => joinFilled([item.degree, item.institution], ', ') || 'Untitled degree',
}

function joinFilled(parts: (string | undefined)[], separator: string): string {
  return parts.filter((part) => part?.trim()).join(separator)
}

/**
 * One entry as read, the part work and education share: its title and Drop button, what to check,
 * its fields (and any extra ones), and the source lines it was read from.
 */
function EntryCard<Key extends string>({
  kind,
  item,
  registerField,
  review,
  onDrop,
  children,
}: Pick<EntryProps, 'review' | 'onDrop'> & {
  kind: EntryKind<Key>
  item: { id: string } & Partial<Record<Key, string | undefined>>
  registerField: (key: Key) => UseFormRegisterReturn
  children?: React.ReactNode
}) {
  const title = kind.title(item)
  return (
    <li className="border-line bg-surface grid gap-3 rounded-xl border p-3" data-testid="review-entry">
      <div className="flex items-start justify-between gap-2">
        <p className="text-ink min-w-0 text-sm font-semibold break-words">{title}</p>
        <Button type="button" variant="outline" size="sm" onClick={onDrop} aria-label={`Drop ${title}`}>
          <Trash2 aria-hidden="true" /> Drop
        </Button>
      </div>
      <MarkerList markers={markersFor(review, kind.section, item.id, item)} />
      <div className="grid gap-3 sm:grid-cols-2">
        {kind.fields.map(({ key, isRequired, ...field }) => (
          <ReviewField
            key={key}
            {...field}
            isMissing={isRequired ? !item[key]?.trim() : undefined}
            {...registerField(key)}
          />
        ))}
        {children}
      </div>
      <SourceLines lines={sourceLinesFor(review, kind.section, item.id)} />
    </li>
  )
}

/** One work entry as read: editable, with its source lines and what to check; can be dropped. */
export function WorkEntryCard({ index, control, register, ...card }: EntryProps) {
  const item = useWatch({ control, name: `experiences.${index}` })
  const registerField = (key: WorkKey) => register(`experiences.${index}.${key}`)
  return (
    <EntryCard {...card} kind={WORK} item={item} registerField={registerField}>
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
    </EntryCard>
  )
}

/** One degree as read: editable, with its source lines and what to check; can be dropped. */
export function DegreeEntryCard({ index, control, register, ...card }: EntryProps) {
  const item = useWatch({ control, name: `degrees.${index}` })
  const registerField = (key: DegreeKey) => register(`degrees.${index}.${key}`)
  return <EntryCard {...card} kind={DEGREE} item={item} registerField={registerField} />
}

// Keeps blank lines while typing (so Enter works); profileDataFromReview drops them on save.
function splitLines(value: string): string[] {
  return value.split('\n')
}
