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
            <TextField
              label="Full Name"
              value={personalInfo.fullName}
              onChange={set('fullName')}
              placeholder="e.g. Jane Doe"
            />
            <TextField
              label="Email"
              type="email"
              value={personalInfo.email}
              onChange={set('email')}
              placeholder="jane@example.com"
            />
            <TextField
              label="Current Role"
              value={personalInfo.currentRole}
              onChange={set('currentRole')}
              placeholder="e.g. Senior Consultant"
            />
            <TextField
              label="Company"
              value={personalInfo.company}
              onChange={set('company')}
              placeholder="e.g. Acme GmbH"
            />
            <TextField
              label="Location"
              value={personalInfo.location}
              onChange={set('location')}
              placeholder="City, Country"
            />
            <TextField
              label="Phone"
              type="tel"
              value={personalInfo.phone}
              onChange={set('phone')}
              placeholder="+49 …"
            />
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
