import { ExternalLink } from 'lucide-react'
import { useFieldArray, useWatch } from 'react-hook-form'

import type { PortfolioData } from '#shared/profile/profile.schema.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { FormTextAreaField, FormTextField } from '#client/features/profile/components/field.tsx'
import { ListEditorCard } from '#client/features/profile/components/list-editor-card.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import { FormTagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

export type PortfolioTabProps = {
  control: ProfileControl
  isDirty: boolean
  isSaving: boolean
  onSave: (portfolio: PortfolioData, clients: string[]) => void
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+\.[^\s]+/i.test(url.trim())
}

export function PortfolioTab({ control, isDirty, isSaving, onSave }: PortfolioTabProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'portfolioData.portfolioUrls' })
  const links = useWatch({ control, name: 'portfolioData.portfolioUrls' })
  const currentClients = useWatch({ control, name: 'currentClients' })
  return (
    <div className="grid gap-4">
      <SectionIntro
        title="Portfolio"
        description="Links that prove your work, and the clients you serve now."
      />
      <ListEditorCard
        title="Portfolio Links"
        description="Case studies, repositories, publications, your professional profile."
        addLabel="Add Link"
        emptyText="No links yet."
        keys={fields.map((field) => field.id)}
        onAdd={() => append({ title: '', description: '', url: '' })}
        onRemove={remove}
        itemTestId="portfolio-link"
        footerClassName="gap-2"
        renderFields={(index) => {
          const url = links[index]?.url ?? ''
          return (
            <>
              <FormTextField
                control={control}
                name={`portfolioData.portfolioUrls.${index}.title`}
                label="Title"
                placeholder="e.g. Case study"
              />
              <FormTextField
                control={control}
                name={`portfolioData.portfolioUrls.${index}.url`}
                label="URL"
                type="url"
                placeholder="https://"
                hint={
                  url && !isWebUrl(url) ? 'This does not look like a web address (https://…).' : undefined
                }
              />
              <FormTextAreaField
                control={control}
                name={`portfolioData.portfolioUrls.${index}.description`}
                label="Description"
                className="sm:col-span-2"
                rows={2}
              />
            </>
          )
        }}
        renderFooter={(index) => {
          const link = links[index]
          return link && isWebUrl(link.url) ? (
            <a
              href={link.url.trim()}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium hover:underline"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" /> Open {link.title || 'link'}
            </a>
          ) : null
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>Current Clients</CardTitle>
          <CardDescription>
            Describe them the way your contracts allow, e.g. “A European automotive supplier”.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormTagListEditor
            control={control}
            name="currentClients"
            label="Clients"
            placeholder="Add a client"
            variant="secondary"
            emptyText="No current clients listed."
          />
        </CardContent>
      </Card>
      <SaveSectionBar
        label="Save Portfolio"
        isDirty={isDirty}
        isSaving={isSaving}
        onSave={() =>
          onSave(
            {
              portfolioUrls: links
                .filter((link) => link.url.trim() || link.title.trim())
                .map((link) => ({ ...link, url: link.url.trim() })),
            },
            currentClients,
          )
        }
      />
    </div>
  )
}
