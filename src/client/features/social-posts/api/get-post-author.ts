import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

// What the post screen needs from GET /api/profile: the selected workforce traits (sent with the
// request) and the name and role for the preview. The answer is read leniently, whether it is the
// profile itself or wrapped as { profile }, so a change on the profile side never breaks this screen.

const ProfileLikeSchema = z.object({
  personalInfo: z
    .object({ fullName: z.string().catch(''), currentRole: z.string().catch('') })
    .partial()
    .catch({}),
  personalityTraits: z
    .object({ selectedTraits: z.array(z.string()).catch([]) })
    .partial()
    .catch({}),
})

export type PostAuthor = { name: string; headline: string; selectedTraits: string[] }

export const emptyAuthor: PostAuthor = { name: '', headline: '', selectedTraits: [] }

export function readPostAuthor(answer: unknown): PostAuthor {
  const candidate =
    answer && typeof answer === 'object' && 'profile' in answer
      ? (answer as { profile: unknown }).profile
      : answer
  const parsed = ProfileLikeSchema.safeParse(candidate)
  if (!parsed.success) return emptyAuthor
  return {
    name: parsed.data.personalInfo.fullName?.trim() ?? '',
    headline: parsed.data.personalInfo.currentRole?.trim() ?? '',
    selectedTraits: (parsed.data.personalityTraits.selectedTraits ?? []).filter((t) => t.trim()).slice(0, 10),
  }
}

export async function getPostAuthor(): Promise<PostAuthor> {
  try {
    return await requestJson('/api/profile', { parse: readPostAuthor })
  } catch {
    // No profile endpoint or no profile yet: the post is written without traits or personal claims.
    return emptyAuthor
  }
}

export function getPostAuthorQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile.postAuthor(), queryFn: getPostAuthor })
}

export function usePostAuthor() {
  return useQuery(getPostAuthorQueryOptions())
}
