import { z } from 'zod'

import { requestJson } from '#client/lib/api-client.ts'

// The Switch Profile dialog's LinkedIn import. Every other profile call goes through
// #client/lib/api/ (one module per endpoint on the shared contracts).
//
// This answer is read leniently rather than with ImportLinkedinResponseSchema: the dialog also selects
// a profile the import created (`profile.id`), which the shared contract does not carry yet, and the
// builder's browser test answers in that shape. Aligning the contract is a follow-up.
const ImportLinkedInAnswerSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  error: z.unknown().optional(),
  profile: z
    .object({
      id: z.string().optional(),
      name: z.string().optional(),
      personalInfo: z.object({ fullName: z.string().optional() }).partial().optional(),
    })
    .passthrough()
    .optional(),
  importStats: z.object({ completeness: z.number().optional() }).passthrough().optional(),
})
export type ImportLinkedInAnswer = z.infer<typeof ImportLinkedInAnswerSchema>

export async function importLinkedInProfile({
  linkedinUrl,
  userId,
}: {
  linkedinUrl: string
  userId: string
}): Promise<ImportLinkedInAnswer> {
  return requestJson('/api/profiles/import-linkedin', ImportLinkedInAnswerSchema, {
    method: 'POST',
    body: { linkedinUrl, userId },
  })
}
