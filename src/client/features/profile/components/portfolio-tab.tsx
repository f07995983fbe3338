import { ExternalLink, Plus, Trash2 } from 'lucide-react'

import type { PortfolioData } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
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
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Portfolio Links</CardTitle>
            <CardDescription>
              Case studies, repositories, publications, your professional profile.
            </CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              onChangePortfolio({ portfolioUrls: [...links, { title: '', description: '', url: '' }] })
            }
          >
            <Plus /> Add Link
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {links.length === 0 ? <p className="text-ink-muted text-sm">No links yet.</p> : null}
          {links.map((link, index) => (
            <div
              key={index}
              className="border-line grid gap-3 rounded-xl border p-4 sm:grid-cols-2"
              data-testid="portfolio-link"
            >
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
              <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                {isWebUrl(link.url) ? (
                  <a
                    href={link.url.trim()}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium hover:underline"
                  >
                    <ExternalLink className="size-3.5" aria-hidden="true" /> Open {link.title || 'link'}
                  </a>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto text-red-700 hover:bg-red-50"
                  onClick={() => onChangePortfolio({ portfolioUrls: links.filter((_, i) => i !== index) })}
                >
                  <Trash2 /> Remove
                </Button>
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
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
