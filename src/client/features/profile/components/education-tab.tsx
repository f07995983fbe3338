import { GraduationCap, Pencil, Plus } from 'lucide-react'
import { useId, useState } from 'react'

import { EDUCATION_LEVELS } from '#shared/constants.ts'
import type { Degree, Education, Skills } from '#shared/profile/profile.schema.ts'
import { degreeBadge, type DegreeBadge } from '#shared/profile/work-badge.ts'
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { EditCardActions } from '#client/features/profile/components/edit-card-actions.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { CoreSkills } from '#client/features/profile/components/core-skills.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'

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

type Editing = { degree: Degree; isNew: boolean }

export function EducationTab({
  education,
  skills,
  isSaving,
  onSaveEducation,
  onSaveSkills,
  newId,
}: EducationTabProps) {
  const [editing, setEditing] = useState<Editing | null>(null)

  async function save() {
    if (!editing) return
    const degrees = editing.isNew
      ? [...education.degrees, editing.degree]
      : education.degrees.map((d) => (d.id === editing.degree.id ? editing.degree : d))
    if (await onSaveEducation({ ...education, degrees })) setEditing(null)
  }

  async function remove(id: string) {
    // Deleting education has no confirmation (spec section 5) and closes its edit mode.
    if (editing?.degree.id === id) setEditing(null)
    await onSaveEducation({ ...education, degrees: education.degrees.filter((d) => d.id !== id) })
  }

  const list = editing?.isNew ? [...education.degrees, editing.degree] : education.degrees
  return (
    <div className="grid gap-4">
      <SectionIntro title="Education" description="Degrees and certificates. Each card saves on its own.">
        <Button
          onClick={() =>
            setEditing({
              degree: { id: newId(), institution: '', degree: '', field: '', year: '', achievements: '' },
              isNew: true,
            })
          }
          disabled={editing !== null}
        >
          <Plus /> Add Education
        </Button>
      </SectionIntro>
      {list.length === 0 ? (
        <Card className="grid place-items-center gap-2 p-8 text-center">
          <GraduationCap className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-ink-muted text-sm">No education yet. Add a degree, diploma or certificate.</p>
        </Card>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {list.map((degree) =>
          editing?.degree.id === degree.id ? (
            <DegreeEditor
              key={degree.id}
              degree={editing.degree}
              isNew={editing.isNew}
              isSaving={isSaving}
              onChange={(next) => setEditing({ ...editing, degree: next })}
              onSave={save}
              onCancel={() => setEditing(null)}
              onDelete={() => remove(degree.id)}
            />
          ) : (
            <DegreeCard
              key={degree.id}
              degree={degree}
              canEdit={editing === null}
              onEdit={() => setEditing({ degree, isNew: false })}
            />
          ),
        )}
      </div>
      <CoreSkills skills={skills} isSaving={isSaving} onSave={onSaveSkills} />
    </div>
  )
}

function DegreeCard({ degree, canEdit, onEdit }: { degree: Degree; canEdit: boolean; onEdit: () => void }) {
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

type DegreeEditorProps = {
  degree: Degree
  isNew: boolean
  isSaving: boolean
  onChange: (degree: Degree) => void
  onSave: () => void
  onCancel: () => void
  onDelete: () => void
}

function DegreeEditor({ degree, isNew, isSaving, onChange, onSave, onCancel, onDelete }: DegreeEditorProps) {
  const listId = useId()
  const typeId = useId()
  const set =
    <K extends keyof Degree>(key: K) =>
    (value: Degree[K]) =>
      onChange({ ...degree, [key]: value })
  return (
    <Card className="border-brand-200 ring-brand-100 p-5 ring-2 md:col-span-2" data-testid="degree-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={typeId}>Degree Type</Label>
          <Input
            id={typeId}
            list={listId}
            value={degree.degree}
            placeholder="e.g. Master's"
            onChange={(event) => set('degree')(event.target.value)}
          />
          <datalist id={listId}>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level} />
            ))}
          </datalist>
        </div>
        <TextField
          label="Field of Study"
          value={degree.field}
          onChange={set('field')}
          placeholder="e.g. Information Systems"
        />
        <TextField
          label="Institution"
          value={degree.institution}
          onChange={set('institution')}
          placeholder="e.g. Technical University of Munich"
        />
        <TextField label="Year" value={degree.year} onChange={set('year')} placeholder="e.g. 2015-2016" />
        <TextAreaField
          label="Achievements & Details"
          value={degree.achievements}
          onChange={set('achievements')}
          placeholder="Thesis, honours, coursework"
          className="sm:col-span-2"
        />
      </div>
      <EditCardActions
        onSave={onSave}
        onCancel={onCancel}
        onDelete={onDelete}
        isSaving={isSaving}
        isNew={isNew}
      />
    </Card>
  )
}
