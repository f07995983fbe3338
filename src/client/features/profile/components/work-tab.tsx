import { Briefcase, Pencil, Plus, X } from 'lucide-react'
import { useState } from 'react'

import type { WorkExperienceItem } from '#shared/profile/profile.schema.ts'
import { workBadge } from '#shared/profile/work-badge.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { EditCardActions } from '#client/features/profile/components/edit-card-actions.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'

export const DELETE_WORK_CONFIRMATION =
  'Are you sure you want to delete this work experience? This action cannot be undone.'

export type WorkTabProps = {
  experiences: WorkExperienceItem[]
  isSaving: boolean
  /** Saves the whole list (a work-card save sends workExperience only); resolves false on failure. */
  onSave: (experiences: WorkExperienceItem[]) => Promise<boolean>
  newId: () => string
}

type Editing = { item: WorkExperienceItem; isNew: boolean }

export function WorkTab({ experiences, isSaving, onSave, newId }: WorkTabProps) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const [pendingDelete, setPendingDelete] = useState<string | null>(null)

  async function save() {
    if (!editing) return
    const item = {
      ...editing.item,
      achievements: editing.item.achievements.map((a) => a.trim()).filter(Boolean),
    }
    const next = editing.isNew
      ? [item, ...experiences]
      : experiences.map((existing) => (existing.id === item.id ? item : existing))
    // A failed save keeps the card open with the edits.
    if (await onSave(next)) setEditing(null)
  }

  async function confirmDelete() {
    const id = pendingDelete
    setPendingDelete(null)
    if (!id) return
    if ((await onSave(experiences.filter((item) => item.id !== id))) && editing?.item.id === id)
      setEditing(null)
  }

  const list = editing?.isNew ? [editing.item, ...experiences] : experiences
  return (
    <div className="grid gap-4">
      <SectionIntro
        title="Work Experience"
        description="Roles, what you did and what you achieved. Each card saves on its own."
      >
        <Button
          onClick={() =>
            setEditing({
              item: { id: newId(), company: '', role: '', duration: '', description: '', achievements: [''] },
              isNew: true,
            })
          }
          disabled={editing !== null}
        >
          <Plus /> Add Experience
        </Button>
      </SectionIntro>
      {list.length === 0 ? <EmptyWork /> : null}
      {list.map((item) =>
        editing?.item.id === item.id ? (
          <WorkEditor
            key={item.id}
            item={editing.item}
            isNew={editing.isNew}
            isSaving={isSaving}
            onChange={(next) => setEditing({ ...editing, item: next })}
            onSave={save}
            onCancel={() => setEditing(null)}
            onDelete={() => setPendingDelete(item.id)}
          />
        ) : (
          <WorkCard
            key={item.id}
            item={item}
            canEdit={editing === null}
            onEdit={() => setEditing({ item, isNew: false })}
          />
        ),
      )}
      <Dialog open={pendingDelete !== null} onOpenChange={(open) => !open && setPendingDelete(null)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete work experience</DialogTitle>
            <DialogDescription>{DELETE_WORK_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPendingDelete(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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

function WorkCard({
  item,
  canEdit,
  onEdit,
}: {
  item: WorkExperienceItem
  canEdit: boolean
  onEdit: () => void
}) {
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

type WorkEditorProps = {
  item: WorkExperienceItem
  isNew: boolean
  isSaving: boolean
  onChange: (item: WorkExperienceItem) => void
  onSave: () => void
  onCancel: () => void
  onDelete: () => void
}

function WorkEditor({ item, isNew, isSaving, onChange, onSave, onCancel, onDelete }: WorkEditorProps) {
  const set =
    <K extends keyof WorkExperienceItem>(key: K) =>
    (value: WorkExperienceItem[K]) =>
      onChange({ ...item, [key]: value })
  const setAchievement = (index: number, value: string) =>
    set('achievements')(item.achievements.map((a, i) => (i === index ? value : a)))
  return (
    <Card className="border-brand-200 ring-brand-100 p-5 ring-2" data-testid="work-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Role Title"
          value={item.role}
          onChange={set('role')}
          placeholder="e.g. Senior Consultant"
        />
        <TextField
          label="Company"
          value={item.company}
          onChange={set('company')}
          placeholder="e.g. Acme GmbH"
        />
        <TextField
          label="Duration"
          value={item.duration}
          onChange={set('duration')}
          placeholder="May 2023 - Present"
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Role Description"
          value={item.description}
          onChange={set('description')}
          placeholder="What the role was about"
          className="sm:col-span-2"
          rows={3}
        />
      </div>
      <fieldset className="mt-4 grid gap-2">
        <legend className="text-ink mb-1 text-sm font-medium">Key Achievements</legend>
        {item.achievements.map((achievement, index) => (
          <div key={index} className="flex gap-2">
            <Label htmlFor={`${item.id}-achievement-${index}`} className="sr-only">
              Achievement {index + 1}
            </Label>
            <Input
              id={`${item.id}-achievement-${index}`}
              value={achievement}
              placeholder="e.g. Cut month-end close from 9 to 5 days"
              onChange={(event) => setAchievement(index, event.target.value)}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove achievement ${index + 1}`}
              onClick={() => set('achievements')(item.achievements.filter((_, i) => i !== index))}
            >
              <X />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => set('achievements')([...item.achievements, ''])}
        >
          <Plus /> Add Achievement
        </Button>
      </fieldset>
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
