import { GraduationCap, Pencil, Plus } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { EDUCATION_LEVELS } from '#shared/constants.ts'
import { DegreeSchema, type Degree, type Education, type Skills } from '#shared/profile/profile.schema.ts'
import { degreeBadge, type DegreeBadge } from '#client/features/profile/lib/work-badge.ts'
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { EditCardActions } from '#client/features/profile/components/edit-card-actions.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { CoreSkills } from '#client/features/profile/components/core-skills.tsx'
import { FormFields, type FormFieldSpec } from '#client/features/profile/components/field.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import {
  useCardListEditor,
  type CardEditorProps,
  type CardViewProps,
} from '#client/features/profile/components/use-card-list-editor.ts'

const BADGE_STYLE: Record<DegreeBadge, BadgeProps['variant']> = {
  Graduate: 'accent',
  Certification: 'warning',
  Undergraduate: 'default',
}

export type EducationTabProps = {
  education: Education
  skills: Skills
  isSaving: boolean
  /** An education card save sends education only. */
  onSaveEducation: (education: Education) => Promise<boolean>
  onSaveSkills: (skills: Skills) => Promise<boolean>
  newId: () => string
}

export function EducationTab({
  education,
  skills,
  isSaving,
  onSaveEducation,
  onSaveSkills,
  newId,
}: EducationTabProps) {
  const cards = useCardListEditor({
    items: education.degrees,
    onSave: (degrees) => onSaveEducation({ ...education, degrees }),
    placeNew: (degree, degrees) => [...degrees, degree],
  })

  function remove(id: string) {
    // Deleting education has no confirmation (spec section 5) and closes its edit mode.
    if (cards.isEditing(id)) cards.close()
    void cards.remove(id)
  }

  return (
    <div className="grid gap-4">
      <SectionIntro title="Education" description="Degrees and certificates. Each card saves on its own.">
        <Button
          onClick={() =>
            cards.startNew({
              id: newId(),
              institution: '',
              degree: '',
              field: '',
              year: '',
              achievements: '',
            })
          }
          disabled={cards.editing !== null}
        >
          <Plus /> Add Education
        </Button>
      </SectionIntro>
      {cards.list.length === 0 ? (
        <Card className="grid place-items-center gap-2 p-8 text-center">
          <GraduationCap className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-ink-muted text-sm">No education yet. Add a degree, diploma or certificate.</p>
        </Card>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {cards.renderCards({ Editor: DegreeEditor, View: DegreeCard, isSaving, onDelete: remove })}
      </div>
      <CoreSkills skills={skills} isSaving={isSaving} onSave={onSaveSkills} />
    </div>
  )
}

function DegreeCard({ item: degree, canEdit, onEdit }: CardViewProps<Degree>) {
  const badge = degreeBadge(degree.degree)
  return (
    <Card className="flex flex-col p-5" data-testid="degree-card">
      <div className="flex items-start justify-between gap-2">
        <Badge variant={BADGE_STYLE[badge]}>{badge}</Badge>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          disabled={!canEdit}
          aria-label={`Edit ${degree.degree || 'degree'}`}
        >
          <Pencil /> Edit
        </Button>
      </div>
      <h3 className="text-ink mt-2 text-base font-semibold">
        {[degree.degree, degree.field].filter(Boolean).join(', ') || 'Untitled degree'}
      </h3>
      <p className="text-brand-700 text-sm font-medium">{degree.institution}</p>
      {degree.year ? <p className="text-ink-muted text-xs">{degree.year}</p> : null}
      {degree.achievements ? <p className="text-ink mt-2 text-sm">{degree.achievements}</p> : null}
    </Card>
  )
}

const DEGREE_FIELDS: FormFieldSpec<z.input<typeof DegreeSchema>>[] = [
  { name: 'field', label: 'Field of Study', placeholder: 'e.g. Information Systems' },
  { name: 'institution', label: 'Institution', placeholder: 'e.g. Technical University of Munich' },
  { name: 'year', label: 'Year', placeholder: 'e.g. 2015-2016' },
  {
    name: 'achievements',
    label: 'Achievements & Details',
    placeholder: 'Thesis, honours, coursework',
    className: 'sm:col-span-2',
    rows: 3,
  },
]

/** One degree in edit mode: a form on the shared DegreeSchema, the server's own check. */
function DegreeEditor({
  item: degree,
  isNew,
  isSaving,
  onSave,
  onCancel,
  onDelete,
}: CardEditorProps<Degree>) {
  const listId = useId()
  const typeId = useId()
  const { control, handleSubmit, register } = useForm({
    defaultValues: degree,
    resolver: zodResolver(DegreeSchema),
  })
  return (
    <Card className="border-brand-200 ring-brand-100 p-5 ring-2 md:col-span-2" data-testid="degree-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={typeId}>Degree Type</Label>
          <Input id={typeId} list={listId} placeholder="e.g. Master's" {...register('degree')} />
          <datalist id={listId}>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level} />
            ))}
          </datalist>
        </div>
        <FormFields control={control} fields={DEGREE_FIELDS} />
      </div>
      <EditCardActions
        onSave={() => void handleSubmit(onSave)()}
        onCancel={onCancel}
        onDelete={onDelete}
        isSaving={isSaving}
        isNew={isNew}
      />
    </Card>
  )
}
