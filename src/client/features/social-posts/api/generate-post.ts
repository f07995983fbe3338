import { useMutation, useQueryClient } from '@tanstack/react-query'

import {
  GeneratePostResponseSchema,
  type GeneratePostResponse,
} from '#shared/social-posts/social-post.schema.ts'
import type { PostTone, TargetAudience } from '#shared/constants.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export type GeneratePostInput = {
  topic: string
  argument: string
  tone: PostTone
  targetAudience: TargetAudience
  workforceTraits: string[]
}

export async function generatePost(input: GeneratePostInput): Promise<GeneratePostResponse> {
  return await requestJson('/api/linkedin/generate-post', GeneratePostResponseSchema, {
    method: 'POST',
    body: input,
  })
}

export function useGeneratePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generatePost,
    // The post is saved to recent work (spec section 7: recent work is refreshed after generation).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recentWork.all }),
  })
}
