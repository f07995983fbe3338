import { Home, PenLine, RotateCcw } from 'lucide-react'
import { Link } from 'wouter'

import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { usePostAuthor } from '#client/features/social-posts/api/get-post-author.ts'
import { LinkedInPreview } from '#client/features/social-posts/components/linkedin-preview.tsx'
import { PostForm } from '#client/features/social-posts/components/post-form.tsx'
import { usePostGeneration } from '#client/features/social-posts/components/use-post-generation.ts'
import { PostResults } from '#client/features/social-posts/components/post-results.tsx'

function EmptyResult({ isGenerating }: { isGenerating: boolean }) {
  return (
    <Card className="border-dashed">
      <CardContent className="grid min-h-72 place-items-center p-8 text-center sm:p-10">
        {isGenerating ? (
          <div className="grid justify-items-center gap-3">
            <Spinner className="size-7" label="Writing your post" />
            <p className="text-ink-muted text-sm">Writing your post…</p>
          </div>
        ) : (
          <div className="grid max-w-sm justify-items-center gap-3">
            <div className="bg-brand-50 text-brand-700 grid size-12 place-items-center rounded-full">
              <PenLine className="size-6" aria-hidden="true" />
            </div>
            <h2 className="text-ink text-base font-semibold">Your post will appear here</h2>
            <p className="text-ink-muted text-sm">
              Pick a topic, state your argument in a sentence or two, and choose how it should sound and who
              it is for. You get the post, a feed preview, hashtags, alternative hooks and a call to action.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function LinkedInPostRoute() {
  const author = usePostAuthor()
  const traits = author.data?.selectedTraits ?? []
  const { post, content, setContent, formSession, resultRef, isGenerating, ...actions } =
    usePostGeneration(traits)

  return (
    <PageContainer>
      <PageHeader
        eyebrow={<Badge variant="accent">Popular</Badge>}
        title="LinkedIn Post Generator"
        description="Turn your insight into a post worth publishing: your argument, a hook that lands before “…see more”, the tone and audience you choose."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/">
                <Home aria-hidden="true" />
                Home
              </Link>
            </Button>
            <Button variant="secondary" onClick={actions.startNewPost}>
              <RotateCcw aria-hidden="true" />
              Start New Post
            </Button>
          </>
        }
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ErrorBoundary title="The post form failed to load.">
          <PostForm
            key={formSession}
            onGenerate={actions.generate}
            onMissing={actions.warnMissing}
            isGenerating={isGenerating}
            traits={traits}
          />
        </ErrorBoundary>
        <ErrorBoundary title="The result failed to display.">
          <section
            ref={resultRef}
            aria-label="Generated post"
            className="grid scroll-mt-20 gap-5 lg:scroll-mt-6"
          >
            {post ? (
              <>
                <LinkedInPreview
                  key={post.content}
                  content={content}
                  authorName={author.data?.name ?? ''}
                  authorHeadline={author.data?.headline ?? ''}
                />
                <PostResults post={post} content={content} onContentChange={setContent} />
              </>
            ) : (
              <EmptyResult isGenerating={isGenerating} />
            )}
          </section>
        </ErrorBoundary>
      </div>
    </PageContainer>
  )
}
