import type { ReactNode } from 'react'

import type { PersonalInfo } from '#shared/profile/profile.schema.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { TagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'

export type PersonalTabProps = {
  personalInfo: PersonalInfo
  onChange: (personalInfo: PersonalInfo) => void
  /** The import panel, composed by the route; shown for a new profile or when name or email is missing. */
  importPanel: ReactNode
  showImport: boolean
  questionnaire: ReactNode
}

/** The one-line fields of the card, two to a row from sm up. */
const PERSONAL_FIELDS: {
  key: 'fullName' | 'email' | 'currentRole' | 'company' | 'location' | 'phone'
  label: string
  placeholder: string
  type?: string
}[] = [
  { key: 'fullName', label: 'Full Name', placeholder: 'e.g. Jane Doe' },
  { key: 'email', label: 'Email', type: 'email', placeholder: 'jane@example.com' },
  { key: 'currentRole', label: 'Current Role', placeholder: 'e.g. Senior Consultant' },
  { key: 'company', label: 'Company', placeholder: 'e.g. Acme GmbH' },
  { key: 'location', label: 'Location', placeholder: 'City, Country' },
  { key: 'phone', label: 'Phone', type: 'tel', placeholder: '+49 …' },
]

export function PersonalTab({
  personalInfo,
  onChange,
  importPanel,
  showImport,
  questionnaire,
}: PersonalTabProps) {
  const set =
    <K extends keyof PersonalInfo>(key: K) =>
    (value: PersonalInfo[K]) =>
      onChange({ ...personalInfo, [key]: value })
  return (
    <div className="grid gap-4">
      {showImport && importPanel ? (
        <div data-testid="import-slot" className="empty:hidden">
          {importPanel}
        </div>
      ) : null}
      {questionnaire}
      <Card>
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>
            Saved with the Save button above. Every generated document uses only what you enter here.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {PERSONAL_FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                type={field.type}
                value={personalInfo[field.key]}
                onChange={set(field.key)}
                placeholder={field.placeholder}
              />
            ))}
          </div>
          <TagListEditor
            label="Languages"
            items={personalInfo.languages}
            onChange={set('languages')}
            placeholder="e.g. English (fluent)"
            variant="default"
            emptyText="No languages added yet."
          />
          <TextAreaField
            label="Professional Summary"
            rows={4}
            value={personalInfo.summary}
            onChange={set('summary')}
            placeholder="Write a brief professional summary"
            hint={`${personalInfo.summary.trim().length} characters · Profile Health needs more than 50`}
          />
        </CardContent>
      </Card>
    </div>
  )
}
