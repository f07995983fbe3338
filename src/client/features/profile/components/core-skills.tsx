import { Pencil } from 'lucide-react'
import { useState } from 'react'

import type { Skills } from '#shared/profile/profile.schema.ts'
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'

const GROUPS: { key: keyof Skills; label: string; variant: BadgeProps['variant'] }[] = [
  { key: 'sap', label: 'SAP & Enterprise Technologies', variant: 'default' },
  { key: 'business', label: 'Business Skills', variant: 'success' },
  { key: 'technical', label: 'Technical Skills', variant: 'accent' },
]

export function CoreSkills({
  skills,
  isSaving,
  onSave,
}: {
  skills: Skills
  isSaving: boolean
  onSave: (skills: Skills) => Promise<boolean>
}) {
  const [draft, setDraft] = useState<Skills | null>(null)
  return (
    <Card data-testid="core-skills">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Core Skills &amp; Expertise</CardTitle>
        {draft ? null : (
          <Button variant="ghost" size="sm" onClick={() => setDraft(skills)} aria-label="Edit skills">
            <Pencil /> Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className={draft ? 'grid gap-6' : 'grid gap-5 md:grid-cols-3'}>
        {GROUPS.map((group) =>
          draft ? (
            <TagListEditor
              key={group.key}
              label={group.label}
              items={draft[group.key]}
              onChange={(items) => setDraft({ ...draft, [group.key]: items })}
              placeholder="Add a skill"
              variant={group.variant}
            />
          ) : (
            <div key={group.key}>
              <h3 className="text-ink text-sm font-semibold">{group.label}</h3>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {skills[group.key].length === 0 ? (
                  <span className="text-ink-muted text-sm">None listed.</span>
                ) : null}
                {skills[group.key].map((skill) => (
                  <Badge key={skill} variant={group.variant}>
                    {skill}
                  </Badge>
                ))}
              </div>
            </div>
          ),
        )}
      </CardContent>
      {draft ? (
        <div className="flex gap-2 px-5 pb-5 sm:px-6 sm:pb-6">
          <Button disabled={isSaving} onClick={async () => (await onSave(draft)) && setDraft(null)}>
            {isSaving ? 'Saving...' : 'Save Skills'}
          </Button>
          <Button variant="outline" onClick={() => setDraft(null)} disabled={isSaving}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
