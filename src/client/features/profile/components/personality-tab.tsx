import { Check } from 'lucide-react'
import { useController, useWatch } from 'react-hook-form'

import { ARCHETYPES, MAX_SELECTED_TRAITS } from '#shared/constants.ts'
import type { PersonalityTraits } from '#shared/profile/profile.schema.ts'
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { FormTextAreaField } from '#client/features/profile/components/field.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import { FormTagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

export type PersonalityTabProps = {
  control: ProfileControl
  isDirty: boolean
  isSaving: boolean
  onSave: (value: PersonalityTraits) => void
}

/** The two free-text cards side by side at the top. */
const TEXT_CARDS: {
  name: 'personalityTraits.workStyle' | 'personalityTraits.communication'
  title: string
  label: string
  placeholder: string
}[] = [
  {
    name: 'personalityTraits.workStyle',
    title: 'Work Style',
    label: 'How you like to work',
    placeholder: 'e.g. Structured and hands-on',
  },
  {
    name: 'personalityTraits.communication',
    title: 'Communication',
    label: 'How you communicate',
    placeholder: 'e.g. Plain language for executives',
  },
]

/** The word lists of the "Strengths, Values & Traits" card, each in its own badge colour. */
const TAG_LISTS: {
  name: `personalityTraits.${'strengths' | 'values' | 'traits'}`
  label: string
  placeholder: string
  variant: BadgeProps['variant']
}[] = [
  {
    name: 'personalityTraits.strengths',
    label: 'Strengths',
    placeholder: 'e.g. Stakeholder management',
    variant: 'success',
  },
  {
    name: 'personalityTraits.values',
    label: 'Values',
    placeholder: 'e.g. Reliability',
    variant: 'accent',
  },
  {
    name: 'personalityTraits.traits',
    label: 'Traits',
    placeholder: 'e.g. Analytical',
    variant: 'default',
  },
]

/** An archetype card toggles the archetype's first trait in the selected traits, at most 3. */
export function toggleArchetypeTrait(selected: string[], trait: string): string[] {
  if (selected.includes(trait)) return selected.filter((t) => t !== trait)
  return selected.length >= MAX_SELECTED_TRAITS ? selected : [...selected, trait]
}

export function PersonalityTab({ control, isDirty, isSaving, onSave }: PersonalityTabProps) {
  const personality = useWatch({ control, name: 'personalityTraits' })
  return (
    <div className="grid gap-4">
      <SectionIntro
        title="Personality & Work Style"
        description="How you work and what drives you; the post generator uses your selected traits."
      />
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_CARDS.map((card) => (
          <Card key={card.name}>
            <CardHeader>
              <CardTitle>{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <FormTextAreaField
                control={control}
                name={card.name}
                label={card.label}
                placeholder={card.placeholder}
                rows={4}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      <ArchetypesCard control={control} />
      <Card>
        <CardHeader>
          <CardTitle>Strengths, Values &amp; Traits</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {TAG_LISTS.map((list) => (
            <FormTagListEditor
              key={list.name}
              control={control}
              name={list.name}
              label={list.label}
              placeholder={list.placeholder}
              variant={list.variant}
            />
          ))}
        </CardContent>
      </Card>
      <SaveSectionBar
        label="Save Personality"
        isDirty={isDirty}
        isSaving={isSaving}
        onSave={() => onSave(personality)}
      />
    </div>
  )
}

/** The archetypes to choose up to three traits from, and the traits chosen. */
function ArchetypesCard({ control }: { control: ProfileControl }) {
  const { field } = useController({ control, name: 'personalityTraits.selectedTraits' })
  const selected = field.value
  const onChange = field.onChange
  const isFull = selected.length >= MAX_SELECTED_TRAITS
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Archetypes</CardTitle>
          <CardDescription>
            Choose up to {MAX_SELECTED_TRAITS}; each adds its first trait to your selected traits.
          </CardDescription>
        </div>
        <Badge variant={isFull ? 'success' : 'secondary'} data-testid="selected-traits-count">
          {selected.length}/{MAX_SELECTED_TRAITS} traits selected
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-h-7 flex-wrap gap-1.5" aria-label="Selected traits">
          {selected.length === 0 ? (
            <span className="text-ink-muted text-sm">No traits selected yet.</span>
          ) : null}
          {selected.map((trait) => (
            <Badge key={trait} variant="default">
              {trait}
            </Badge>
          ))}
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ARCHETYPES.map((archetype) => {
            const trait = archetype.traits[0]
            const isSelected = selected.includes(trait)
            const isBlocked = isFull && !isSelected
            return (
              <li key={archetype.name}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={isBlocked}
                  onClick={() => onChange(toggleArchetypeTrait(selected, trait))}
                  className={cn(
                    'h-full w-full rounded-xl border p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-70',
                    isSelected
                      ? 'border-brand-500 bg-brand-50'
                      : 'border-line bg-surface hover:border-brand-200',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-ink text-sm font-semibold">{archetype.name}</span>
                    {isSelected ? <Check className="text-brand-700 size-4" aria-hidden="true" /> : null}
                  </span>
                  <span className="text-ink-muted mt-1 block text-xs">{archetype.description}</span>
                  <span className="mt-2 flex flex-wrap gap-1">
                    {archetype.traits.map((t) => (
                      <Badge key={t} variant={t === trait ? 'default' : 'outline'}>
                        {t}
                      </Badge>
                    ))}
                  </span>
                  <span className="text-ink mt-2 block text-xs">
                    <strong>Strengths:</strong> {archetype.strengths.join(', ')}
                  </span>
                  <span className="text-ink block text-xs">
                    <strong>Values:</strong> {archetype.values.join(', ')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
        {isFull ? (
          <p className="text-ink-muted text-xs">
            You have chosen {MAX_SELECTED_TRAITS} traits. Unselect one to choose another archetype.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
