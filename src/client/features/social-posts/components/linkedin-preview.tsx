import { Globe, MessageSquare, Repeat2, Send, ThumbsUp } from 'lucide-react'
import { useState } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { SEE_MORE_CHARS, seeMoreCut } from '#client/features/social-posts/see-more-cut.ts'

const LIMIT = 3000

export type LinkedInPreviewProps = { content: string; authorName: string; authorHeadline: string }

/** A feed-like preview: shows what readers see before "…see more", and how long the post is. */
export function LinkedInPreview({ content, authorName, authorHeadline }: LinkedInPreviewProps) {
  const [isExpanded, setIsExpanded] = useState(false)
  const cut = seeMoreCut(content)
  const firstLine = content.split('\n')[0] ?? ''
  const hookFits = !cut.isCut || cut.visible.length >= firstLine.length
  const name = authorName || 'You'
  const count = content.length

  return (
    <Card>
      <CardHeader>
        <CardTitle>Feed Preview</CardTitle>
        <CardDescription>
          About {SEE_MORE_CHARS} characters or three lines show before “…see more” on a desktop feed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <article aria-label="LinkedIn feed preview" className="border-line bg-surface rounded-lg border">
          <header className="flex items-start gap-3 p-4 pb-2">
            <div
              aria-hidden="true"
              className="from-brand-600 to-accent-600 grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br text-lg font-semibold text-white"
            >
              {name.charAt(0).toUpperCase()}
            </div>
            <div className="min-w-0">
              <p className="text-ink truncate text-sm font-semibold">{name}</p>
              {authorHeadline ? <p className="text-ink-muted truncate text-xs">{authorHeadline}</p> : null}
              <p className="text-ink-muted flex items-center gap-1 text-xs">
                Now · <Globe className="size-3" aria-label="Public" />
              </p>
            </div>
          </header>
          <div
            className="text-ink px-4 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
            data-testid="preview-text"
          >
            {isExpanded || !cut.isCut ? (
              content
            ) : (
              <>
                {cut.visible}
                <button
                  type="button"
                  className="text-ink-muted hover:text-brand-700 ml-1 font-medium hover:underline"
                  onClick={() => setIsExpanded(true)}
                >
                  …see more
                </button>
              </>
            )}
          </div>
          {isExpanded && cut.isCut ? (
            <div className="px-4 pb-3">
              <button
                type="button"
                className="text-ink-muted hover:text-brand-700 text-xs font-medium hover:underline"
                onClick={() => setIsExpanded(false)}
              >
                Show less
              </button>
            </div>
          ) : null}
          <footer
            className="border-line text-ink-muted flex justify-around border-t px-2 py-1.5 text-xs font-medium"
            aria-hidden="true"
          >
            {[
              [ThumbsUp, 'Like'],
              [MessageSquare, 'Comment'],
              [Repeat2, 'Repost'],
              [Send, 'Send'],
            ].map(([Icon, label]) => {
              const ActionIcon = Icon as typeof ThumbsUp
              return (
                <span key={label as string} className="flex items-center gap-1.5 px-2 py-1.5">
                  <ActionIcon className="size-4" />
                  <span className="hidden sm:inline">{label as string}</span>
                </span>
              )
            })}
          </footer>
        </article>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <p className={cn('font-medium', hookFits ? 'text-emerald-700' : 'text-amber-800')}>
            {hookFits
              ? 'The hook is fully visible before “…see more”.'
              : 'The first line is cut by “…see more”; shorten it.'}
          </p>
          <p
            className={cn('tabular-nums', count > LIMIT ? 'font-semibold text-red-700' : 'text-ink-muted')}
            data-testid="character-count"
          >
            {count.toLocaleString('en-US')} / {LIMIT.toLocaleString('en-US')} characters
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
