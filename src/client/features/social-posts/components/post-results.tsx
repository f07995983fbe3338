import { Copy, FileText, Hash, Megaphone, MessageCircleQuestion, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'

import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { copyText } from '#client/features/social-posts/copy-text.ts'

function ResultCard({
  title,
  description,
  icon,
  action,
  children,
  testId,
}: {
  title: string
  description?: string
  icon: ReactNode
  action?: ReactNode
  children: ReactNode
  testId: string
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2 text-base">
            <span aria-hidden="true" className="text-brand-600 [&_svg]:size-4">
              {icon}
            </span>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

export type PostResultsProps = {
  post: SocialPost
  /** The post text as the user edited it (starts as the generated content). */
  content: string
  onContentChange: (content: string) => void
}

/** The generated post (editable), hashtags, engagement hooks and call to action, each with its copy action. */
export function PostResults({ post, content, onContentChange }: PostResultsProps) {
  const isEdited = content !== post.content
  return (
    <div className="grid gap-5">
      <ResultCard
        testId="post-content-card"
        title="Your LinkedIn Post"
        description="Edit freely; the preview and the counter follow."
        icon={<FileText />}
        action={
          <div className="flex flex-wrap justify-end gap-2">
            {isEdited ? (
              <Button size="sm" variant="ghost" onClick={() => onContentChange(post.content)}>
                <Undo2 aria-hidden="true" />
                Undo edits
              </Button>
            ) : null}
            <Button size="sm" onClick={() => void copyText(content, 'Post')}>
              <Copy aria-hidden="true" />
              Copy Post
            </Button>
          </div>
        }
      >
        <Textarea
          aria-label="Post content"
          data-testid="post-content"
          rows={18}
          maxLength={5000}
          value={content}
          onChange={(event) => onContentChange(event.target.value)}
          className="bg-canvas p-4 text-sm leading-relaxed"
        />
      </ResultCard>

      <ResultCard
        testId="hashtags-card"
        title="Hashtags"
        description="Click a tag to copy it."
        icon={<Hash />}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void copyText(post.hashtags.join(' '), 'Hashtags')}
          >
            <Copy aria-hidden="true" />
            Copy All
          </Button>
        }
      >
        <ul className="flex flex-wrap gap-2">
          {post.hashtags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => void copyText(tag, tag)}
                className="bg-brand-50 text-brand-800 hover:bg-brand-100 rounded-full px-3 py-1 text-sm font-medium transition-colors"
                aria-label={`Copy ${tag}`}
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </ResultCard>

      <ResultCard
        testId="hooks-card"
        title="Engagement Hooks"
        description="Alternative opening lines. Click one to copy it."
        icon={<MessageCircleQuestion />}
      >
        <ul className="grid gap-2">
          {post.engagement_hooks.map((hook) => (
            <li key={hook}>
              <button
                type="button"
                onClick={() => void copyText(hook, 'Hook')}
                className="border-line bg-surface text-ink hover:border-brand-200 hover:bg-brand-50 w-full rounded-lg border px-3 py-2.5 text-left text-sm transition-colors"
              >
                {hook}
              </button>
            </li>
          ))}
        </ul>
      </ResultCard>

      <ResultCard
        testId="cta-card"
        title="Call to Action"
        icon={<Megaphone />}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void copyText(post.call_to_action, 'Call to action')}
          >
            <Copy aria-hidden="true" />
            Copy CTA
          </Button>
        }
      >
        <p
          className="from-brand-50 text-ink rounded-lg bg-gradient-to-r to-violet-50 p-4 text-sm font-medium"
          data-testid="cta-text"
        >
          {post.call_to_action}
        </p>
      </ResultCard>
    </div>
  )
}
