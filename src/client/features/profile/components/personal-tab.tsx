import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import {
  FormFields,
  FormTextAreaField,
  type FormFieldSpec,
} from '#client/features/profile/components/field.tsx'
import { FormTagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

export type PersonalTabProps = {
  control: ProfileControl
  /** The import panel, composed by the route; shown for a new profile or when name or email is missing. */
  importPanel: ReactNode
  showImport: boolean
  questionnaire: ReactNode
}

/** The one-line fields of the card, two to a row from sm up. */
const PERSONAL_FIELDS: FormFieldSpec<ProfileSections>[] = [
  { name: 'personalInfo.fullName', label: 'Full Name', placeholder: 'e.g. Jane Doe' },
  { name: 'personalInfo.email', label: 'Email', type: 'email', placeholder: 'jane@example.com' },
  { name: 'personalInfo.currentRole', label: 'Current Role', placeholder: 'e.g. Senior Consultant' },
  { name: 'personalInfo.company', label: 'Company', placeholder: 'e.g. Acme GmbH' },
  { name: 'personalInfo.location', label: 'Location', placeholder: 'City, Country' },
  { name: 'personalInfo.phone', label: 'Phone', type: 'tel', placeholder: '+49 …' },
]

export function PersonalTab({ control, importPanel, showImport, questionnaire }: PersonalTabProps) {
  const summary = useWatch({ control, name: 'personalInfo.summary' })
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
            <FormFields control={control} fields={PERSONAL_FIELDS} />
          </div>
          <FormTagListEditor
            control={control}
            name="personalInfo.languages"
            label="Languages"
            placeholder="e.g. English (fluent)"
            variant="default"
            emptyText="No languages added yet."
          />
          <FormTextAreaField
            control={control}
            name="personalInfo.summary"
            label="Professional Summary"
            rows={4}
            placeholder="Write a brief professional summary"
            hint={`${summary.trim().length} characters · Profile Health needs more than 50`}
          />
        </CardContent>
      </Card>
    </div>
  )
}
