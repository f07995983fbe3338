import { Check, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useController, useWatch } from 'react-hook-form'

import { HOBBY_CAP_LABEL, HOBBY_PRESETS } from '#shared/constants.ts'
import type { Hobby, PersonalExperiences } from '#shared/profile/profile.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { cn } from '#client/lib/cn.ts'
import { ProjectsCard, cleanProjects } from '#client/features/profile/components/projects-card.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

const PROFICIENCY = ['beginner', 'intermediate', 'advanced', 'expert'] as const

/** The 12 preset cards merged with the saved hobbies; with none saved, the first 6 presets start selected. */
export function hobbyCards(saved: Hobby[]): Hobby[] {
  const isFresh = saved.length === 0
  const presets = HOBBY_PRESETS.map((preset, index) => ({
    name: preset.name,
    category: preset.category,
    description: '',
    proficiencyLevel: 'intermediate',
    achievement: '',
    selected: isFresh && index < 6,
  }))
  const merged = presets.map(
    (preset) => saved.find((hobby) => hobby.name.toLowerCase() === preset.name.toLowerCase()) ?? preset,
  )
  const extra = saved.filter(
    (hobby) => !HOBBY_PRESETS.some((preset) => preset.name.toLowerCase() === hobby.name.toLowerCase()),
  )
  return [...merged, ...extra]
}

export type ExperiencesTabProps = {
  control: ProfileControl
  isDirty: boolean
  isSaving: boolean
  onSave: (value: PersonalExperiences) => void
}

export function ExperiencesTab({ control, isDirty, isSaving, onSave }: ExperiencesTabProps) {
  const { field } = useController({ control, name: 'personalExperiences.hobbies' })
  const saved = field.value
  const cards = hobbyCards(saved)
  const selectedCount = cards.filter((card) => card.selected).length
  const [newHobby, setNewHobby] = useState('')
  const newHobbyId = useId()
  const setHobbies = (hobbies: Hobby[]) => field.onChange(hobbies)
  const projects = useWatch({ control, name: 'personalExperiences.projects' })

  function addHobby() {
    const name = newHobby.trim()
    if (!name) return
    const existing = cards.find((card) => card.name.toLowerCase() === name.toLowerCase())
    // A hobby already in the list is selected; a new one is added at intermediate.
    setHobbies(
      existing
        ? cards.map((card) => (card === existing ? { ...card, selected: true } : card))
        : [
            ...cards,
            {
              name,
              category: 'Personal',
              description: '',
              proficiencyLevel: 'intermediate',
              achievement: '',
              selected: true,
            },
          ],
    )
    setNewHobby('')
  }

  return (
    <div className="grid gap-4">
      <SectionIntro
        title="Personal Experiences"
        description="Hobbies and projects that show who you are beyond job titles."
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Hobbies &amp; Interests</CardTitle>
            <CardDescription>
              {saved.length === 0
                ? 'The first six are preselected as a starting point: untick what is not you, then save.'
                : 'Select the ones that belong on your applications.'}
            </CardDescription>
          </div>
          <Badge
            variant={selectedCount > HOBBY_CAP_LABEL ? 'warning' : 'default'}
            data-testid="hobby-counter"
          >
            {selectedCount}/{HOBBY_CAP_LABEL} selected
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {cards.map((card) => (
              <HobbyCard
                key={card.name}
                hobby={card}
                onChange={(next) => setHobbies(cards.map((c) => (c === card ? next : c)))}
              />
            ))}
          </ul>
          <div className="flex gap-2">
            <Label htmlFor={newHobbyId} className="sr-only">
              Add a hobby
            </Label>
            <Input
              id={newHobbyId}
              value={newHobby}
              placeholder="Add a hobby, e.g. Beekeeping"
              onChange={(event) => setNewHobby(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  addHobby()
                }
              }}
            />
            <Button variant="outline" onClick={addHobby} disabled={!newHobby.trim()}>
              <Plus /> Add Hobby
            </Button>
          </div>
        </CardContent>
      </Card>
      <ProjectsCard control={control} />
      <SaveSectionBar
        label="Save Experiences"
        isDirty={isDirty}
        isSaving={isSaving}
        onSave={() => onSave({ hobbies: cards, projects: cleanProjects(projects) })}
      />
    </div>
  )
}

function HobbyCard({ hobby, onChange }: { hobby: Hobby; onChange: (hobby: Hobby) => void }) {
  const id = useId()
  return (
    <li
      className={cn(
        'rounded-xl border p-3 transition-colors',
        hobby.selected ? 'border-brand-500 bg-brand-50' : 'border-line bg-surface',
      )}
    >
      <button
        type="button"
        className="flex w-full items-start gap-3 text-left"
        aria-pressed={hobby.selected}
        onClick={() => onChange({ ...hobby, selected: !hobby.selected })}
      >
        <span
          className={cn(
            'mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border',
            hobby.selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400',
          )}
          aria-hidden="true"
        >
          {hobby.selected ? <Check className="size-3.5" /> : null}
        </span>
        <span className="min-w-0">
          <span className="text-ink block text-sm font-semibold">{hobby.name}</span>
          <span className="text-ink-muted block text-xs">{hobby.category || 'Personal'}</span>
        </span>
      </button>
      {hobby.selected ? (
        <div className="mt-3 grid gap-2">
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-level`} className="text-ink-muted text-xs">
              Level
            </Label>
            <select
              id={`${id}-level`}
              className="bg-surface text-ink h-7 rounded-md border border-slate-300 px-1.5 text-xs"
              value={hobby.proficiencyLevel}
              onChange={(event) => onChange({ ...hobby, proficiencyLevel: event.target.value })}
            >
              {[...new Set([...PROFICIENCY, hobby.proficiencyLevel])].map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
          <Label htmlFor={`${id}-achievement`} className="sr-only">
            {hobby.name} achievement
          </Label>
          <Input
            id={`${id}-achievement`}
            className="h-8 text-xs"
            value={hobby.achievement}
            placeholder="Achievement (optional)"
            onChange={(event) => onChange({ ...hobby, achievement: event.target.value })}
          />
        </div>
      ) : null}
    </li>
  )
}
