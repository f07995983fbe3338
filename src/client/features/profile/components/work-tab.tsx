import { Briefcase, Pencil, Plus, X } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useController, useForm, type Control } from 'react-hook-form'
import type { z } from 'zod'

import { WorkExperienceItemSchema, type WorkExperienceItem } from '#shared/profile/profile.schema.ts'
import { workBadge } from '#client/features/profile/lib/work-badge.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { EditCardActions } from '#client/features/profile/components/edit-card-actions.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { FormFields, type FormFieldSpec } from '#client/features/profile/components/field.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import {
  useCardListEditor,
  type CardEditorProps,
  type CardViewProps,
} from '#client/features/profile/components/use-card-list-editor.ts'

export const DELETE_WORK_CONFIRMATION =
  'Are you sure you want to delete this work experience? This action cannot be undone.'

export type WorkTabProps = {
  experiences: WorkExperienceItem[]
  isSaving: boolean
  /** Saves the whole list (a work-card save sends workExperience only); resolves false on failure. */
  onSave: (experiences: WorkExperienceItem[]) => Promise<boolean>
  newId: () => string
}

export function WorkTab({ experiences, isSaving, onSave, newId }: WorkTabProps) {
  const cards = useCardListEditor({ items: experiences, onSave, placeNew: (item, items) => [item, ...items] })
  const [pendingDelete, setPendingDelete] = useState<string | null>(null)

  async function confirmDelete() {
    const id = pendingDelete
    setPendingDelete(null)
    if (!id) return
    if ((await cards.remove(id)) && cards.isEditing(id)) cards.close()
  }

  return (
    <div className="grid gap-4">
      <SectionIntro
        title="Work Experience"
        description="Roles, what you did and what you achieved. Each card saves on its own."
      >
        <Button
          onClick={() =>
            cards.startNew({
              id: newId(),
              company: '',
              role: '',
              duration: '',
              description: '',
              achievements: [''],
            })
          }
          disabled={cards.editing !== null}
        >
          <Plus /> Add Experience
        </Button>
      </SectionIntro>
      {cards.list.length === 0 ? <EmptyWork /> : null}
      {cards.renderCards({
        Editor: WorkEditor,
        View: WorkCard,
        isSaving,
        onDelete: setPendingDelete,
      })}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete work experience"
        description={DELETE_WORK_CONFIRMATION}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  )
}

function EmptyWork() {
  return (
    <Card className="grid place-items-center gap-2 p-8 text-center">
      <Briefcase className="size-8 text-slate-400" aria-hidden="true" />
      <p className="text-ink-muted text-sm">
        No work experience yet. Add your current or most recent role first.
      </p>
    </Card>
  )
}

function WorkCard({ item, canEdit, onEdit }: CardViewProps<WorkExperienceItem>) {
  const badge = workBadge(item.duration)
  return (
    <Card className="p-5" data-testid="work-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-ink text-base font-semibold">{item.role || 'Untitled role'}</h3>
            <Badge variant={badge === 'Current' ? 'success' : 'secondary'}>{badge}</Badge>
          </div>
          <p className="text-brand-700 text-sm font-medium">{item.company}</p>
          {item.duration ? <p className="text-ink-muted text-xs">{item.duration}</p> : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          disabled={!canEdit}
          aria-label={`Edit ${item.role || 'role'} at ${item.company || 'company'}`}
        >
          <Pencil /> Edit
        </Button>
      </div>
      {item.description ? <p className="text-ink mt-3 text-sm leading-relaxed">{item.description}</p> : null}
      {item.achievements.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-ink-muted text-xs font-semibold tracking-wide uppercase">Key Achievements</h4>
          <ul className="text-ink mt-1.5 list-disc space-y-1 pl-5 text-sm">
            {item.achievements.map((achievement, index) => (
              <li key={index}>{achievement}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  )
}

const WORK_FIELDS: FormFieldSpec<z.input<typeof WorkExperienceItemSchema>>[] = [
  { name: 'role', label: 'Role Title', placeholder: 'e.g. Senior Consultant' },
  { name: 'company', label: 'Company', placeholder: 'e.g. Acme GmbH' },
  { name: 'duration', label: 'Duration', placeholder: 'May 2023 - Present', className: 'sm:col-span-2' },
  {
    name: 'description',
    label: 'Role Description',
    placeholder: 'What the role was about',
    className: 'sm:col-span-2',
    rows: 3,
  },
]

/** One role in edit mode: a form on the shared WorkExperienceItemSchema, the server's own check. */
function WorkEditor({
  item,
  isNew,
  isSaving,
  onSave,
  onCancel,
  onDelete,
}: CardEditorProps<WorkExperienceItem>) {
  const { control, handleSubmit } = useForm({
    defaultValues: item,
    resolver: zodResolver(WorkExperienceItemSchema),
  })
  const save = handleSubmit((values) =>
    onSave({ ...values, achievements: values.achievements.map((a) => a.trim()).filter(Boolean) }),
  )
  return (
    <Card className="border-brand-200 ring-brand-100 p-5 ring-2" data-testid="work-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields control={control} fields={WORK_FIELDS} />
      </div>
      <AchievementsField control={control} idPrefix={item.id} />
      <EditCardActions
        onSave={() => void save()}
        onCancel={onCancel}
        onDelete={onDelete}
        isSaving={isSaving}
        isNew={isNew}
      />
    </Card>
  )
}

function AchievementsField({
  control,
  idPrefix,
}: {
  control: Control<z.input<typeof WorkExperienceItemSchema>>
  idPrefix: string
}) {
  const { field } = useController({ control, name: 'achievements' })
  const achievements: string[] = field.value ?? []
  return (
    <fieldset className="mt-4 grid gap-2">
      <legend className="text-ink mb-1 text-sm font-medium">Key Achievements</legend>
      {achievements.map((achievement, index) => (
        <div key={index} className="flex gap-2">
          <Label htmlFor={`${idPrefix}-achievement-${index}`} className="sr-only">
            Achievement {index + 1}
          </Label>
          <Input
            id={`${idPrefix}-achievement-${index}`}
            value={achievement}
            placeholder="e.g. Cut month-end close from 9 to 5 days"
            onChange={(event) =>
              field.onChange(achievements.map((a, i) => (i === index ? event.target.value : a)))
            }
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove achievement ${index + 1}`}
            onClick={() => field.onChange(achievements.filter((_, i) => i !== index))}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        onClick={() => field.onChange([...achievements, ''])}
      >
        <Plus /> Add Achievement
      </Button>
    </fieldset>
  )
}
