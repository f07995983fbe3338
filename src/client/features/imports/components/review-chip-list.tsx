import { X } from 'lucide-react'
import { useController, type Control, type FieldPath } from 'react-hook-form'

import type {
  ImportReviewFormInput,
  ImportReviewForm,
} from '#client/features/imports/lib/import-review-form.ts'

type ListName = Extract<
  FieldPath<ImportReviewFormInput>,
  'languages' | 'certifications' | 'skills.technical' | 'skills.business' | 'skills.sap'
>

/** A list of short values (skills, languages, certificates); each can be dropped. */
export function ReviewChipList({
  control,
  name,
  label,
}: {
  control: Control<ImportReviewFormInput, unknown, ImportReviewForm>
  name: ListName
  label: string
}) {
  const { field } = useController({ control, name })
  const values = (field.value ?? []) as string[]
  return (
    <div className="grid gap-1.5">
      <p className="text-ink text-xs font-semibold">{label}</p>
      {values.length === 0 ? (
        <p className="text-ink-muted text-xs italic">None found</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {values.map((value, index) => (
            <li
              key={`${index}:${value}`}
              className="bg-brand-50 text-brand-900 flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs"
            >
              <span className="break-all">{value}</span>
              <button
                type="button"
                className="hover:bg-brand-100 grid size-6 place-items-center rounded-full"
                aria-label={`Remove ${value}`}
                onClick={() => field.onChange(values.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
