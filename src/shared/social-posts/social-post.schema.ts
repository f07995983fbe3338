import { z } from 'zod'

import {
  DEFAULT_POST_TONE,
  DEFAULT_TARGET_AUDIENCE,
  POST_TONES,
  TARGET_AUDIENCES,
} from '#shared/constants.ts'

export const SocialPostSchema = z.object({
  content: z.string().describe('The post, under 3,000 characters, hook in the first 140 characters'),
  hashtags: z.array(z.string()).describe('3-5 CamelCase hashtags starting with #'),
  engagement_hooks: z.array(z.string()).describe('3 distinct opening lines or questions'),
  call_to_action: z.string().describe('One call to action fitted to the audience'),
})
export type SocialPost = z.infer<typeof SocialPostSchema>

export const GeneratePostRequestSchema = z.object({
  topic: z.string().trim().min(1, 'Please provide a topic.').max(500),
  argument: z.string().trim().min(1, 'Please provide your main argument.').max(5000),
  tone: z.enum(POST_TONES).default(DEFAULT_POST_TONE),
  targetAudience: z.enum(TARGET_AUDIENCES).default(DEFAULT_TARGET_AUDIENCE),
  workforceTraits: z.array(z.string().max(100)).max(10).default([]),
  userId: z.string().max(200).optional(),
  profileId: z.string().max(200).optional(),
})
export type GeneratePostRequest = z.infer<typeof GeneratePostRequestSchema>

export const GeneratePostResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  post: SocialPostSchema,
})
export type GeneratePostResponse = z.infer<typeof GeneratePostResponseSchema>
