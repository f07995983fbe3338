import { useRef, useState } from 'react'

import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { describeApiError } from '#client/lib/api-client.ts'
import { useGeneratePost } from '#client/features/social-posts/api/generate-post.ts'
import type { PostFormValues } from '#client/features/social-posts/components/post-form.tsx'

/** The post generator's data: the generated post, its edited text, and the form's session. */
export function usePostGeneration(traits: string[]) {
  const [post, setPost] = useState<SocialPost | null>(null)
  const [content, setContent] = useState('')
  // A new session starts the form again from its initial values.
  const [formSession, setFormSession] = useState(0)
  const generation = useGeneratePost()
  const resultRef = useRef<HTMLElement>(null)

  function generate(values: PostFormValues) {
    generation.mutate(
      { ...values, workforceTraits: traits },
      {
        onSuccess: (answer) => {
          setPost(answer.post)
          setContent(answer.post.content)
          // On a phone the result sits below the form; bring it into view.
          requestAnimationFrame(() => {
            const top = resultRef.current?.getBoundingClientRect().top
            if (top !== undefined && top > window.innerHeight * 0.6)
              resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          })
          toast({
            title: 'LinkedIn Post Generated!',
            description: 'Review it in the preview, then copy what you need.',
          })
        },
        onError: (error) =>
          toast({
            title: 'Generation Failed',
            description: describeApiError(error) || 'Please try again.',
            variant: 'destructive',
          }),
      },
    )
  }

  function warnMissing() {
    toast({
      title: 'Missing Information',
      description: 'Please provide both a topic and your main argument.',
      variant: 'destructive',
    })
  }

  function startNewPost() {
    setFormSession((session) => session + 1)
    setPost(null)
    setContent('')
    generation.reset()
  }

  return {
    post,
    content,
    setContent,
    formSession,
    resultRef,
    isGenerating: generation.isPending,
    generate,
    warnMissing,
    startNewPost,
  }
}
