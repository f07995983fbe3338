import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import { IMPORT_SUGGESTIONS } from '#shared/imports/imports.contract.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { importLinkedin } from '#client/lib/api/import-linkedin.ts'
import { importResume } from '#client/lib/api/import-resume.ts'
import { importText } from '#client/lib/api/import-text.ts'
import type { useImportFlow } from '#client/features/imports/components/use-import-flow.ts'

const LINKEDIN_FALLBACKS = [
  IMPORT_SUGGESTIONS.linkedinPdf,
  IMPORT_SUGGESTIONS.pasteText,
  IMPORT_SUGGESTIONS.manual,
]
const TOO_SHORT = `Please provide at least ${PASTED_TEXT_MIN_CHARS} characters of content`

/** The three imports of spec sections 4, 5 and 8, with their toasts and error wording. */
export function useImportActions(flow: ReturnType<typeof useImportFlow>) {
  const { run, fail } = flow

  function uploadFile(file: File) {
    return run(
      'resume',
      () => importResume(file),
      (caught) => {
        // A non-ok upload shows its status and body text (spec section 8).
        const message =
          caught instanceof ApiError
            ? `${caught.status}: ${caught.userMessage}`
            : 'Upload failed. Please try again.'
        fail(message, caught instanceof ApiError ? caught.suggestions : [])
        toast({
          title: 'Upload failed. Please try again.',
          description: caught instanceof ApiError ? caught.userMessage : undefined,
          variant: 'destructive',
        })
      },
      () => ({
        title: 'Resume Uploaded Successfully!',
        description: 'Your profile was read from your resume. Review each section before saving.',
      }),
    )
  }

  function importFromLinkedin(url: string) {
    return run(
      'linkedin',
      async () => {
        const answer = await importLinkedin(url)
        return { ...answer, profileData: answer.profile }
      },
      (caught) => {
        if (caught instanceof ApiError && caught.code === 'LINKEDIN_BLOCKED') {
          fail(
            'LinkedIn import failed. Please try the alternatives below.',
            caught.suggestions.length > 0 ? caught.suggestions : LINKEDIN_FALLBACKS,
          )
        } else {
          const message =
            caught instanceof ApiError ? caught.userMessage : caught instanceof Error ? caught.message : ''
          fail(message || 'LinkedIn import failed', LINKEDIN_FALLBACKS)
        }
        toast({
          title: 'Import Failed',
          description: 'Unable to import LinkedIn profile. Please check the URL and try again.',
          variant: 'destructive',
        })
      },
      (completeness) => ({
        title: 'LinkedIn Profile Imported!',
        description: `Profile ${completeness}% complete. Review the imported details before saving.`,
      }),
    )
  }

  function parseText(content: string) {
    return run(
      'text',
      () => importText(content),
      () => fail('Text parsing failed. Please try again.'),
      () => ({
        title: 'Text Content Parsed!',
        description: 'Your profile was read from the pasted text. Review each section before saving.',
      }),
    )
  }

  function refuseShortText() {
    toast({ title: 'More Content Required', description: TOO_SHORT, variant: 'destructive' })
    fail(`More Content Required: ${TOO_SHORT}`)
  }

  return {
    uploadFile,
    importFromLinkedin,
    parseText,
    refuseShortText,
    refuse: (message: string) => fail(message),
  }
}
