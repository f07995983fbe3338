import { ExternalLink } from 'lucide-react'

import type { PortfolioData } from '#shared/profile/profile.schema.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { ListEditorCard } from '#client/features/profile/components/list-editor-card.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import { TagListEditor } from '#client/features/profile/components/tag-list-editor.tsx'

export type PortfolioTabProps = {
  portfolio: PortfolioData
  currentClients: string[]
  isDirty: boolean
  isSaving: boolean
  onChangePortfolio: (value: PortfolioData) => void
  onChangeClients: (value: string[]) => void
  onSave: (portfolio: PortfolioData, clients: string[]) => void
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+\.[^\s]+/i.test(url.trim())
}

export function PortfolioTab({
  portfolio,
  currentClients,
  isDirty,
  isSaving,
  onChangePortfolio,
  onChangeClients,
  onSave,
}: PortfolioTabProps) {
  const links = portfolio.portfolioUrls
  const setLink = (index: number, key: 'title' | 'description' | 'url', value: string) =>
    onChangePortfolio({
      portfolioUrls: links.map((link, i) => (i === index ? { ...link, [key]: value } : link)),
    })
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
        items={links}
        onChange={(portfolioUrls) => onChangePortfolio({ portfolioUrls })}
        newItem={() => ({ title: '', description: '', url: '' })}
        itemTestId="portfolio-link"
        footerClassName="gap-2"
        renderFields={(link, index) => (
          <>
            <TextField
              label="Title"
              value={link.title}
              onChange={(value) => setLink(index, 'title', value)}
              placeholder="e.g. Case study"
            />
            <TextField
              label="URL"
              type="url"
              value={link.url}
              onChange={(value) => setLink(index, 'url', value)}
              placeholder="https://"
              hint={
                link.url && !isWebUrl(link.url)
                  ? 'This does not look like a web address (https://…).'
                  : undefined
              }
            />
            <TextAreaField
              label="Description"
              value={link.description}
              onChange={(value) => setLink(index, 'description', value)}
              className="sm:col-span-2"
              rows={2}
            />
          </>
        )}
        renderFooter={(link) =>
          isWebUrl(link.url) ? (
            <a
              href={link.url.trim()}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium hover:underline"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" /> Open {link.title || 'link'}
            </a>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Current Clients</CardTitle>
          <CardDescription>
            Describe them the way your contracts allow, e.g. “A European automotive supplier”.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TagListEditor
            label="Clients"
            items={currentClients}
            onChange={onChangeClients}
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
