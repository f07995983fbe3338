import { ClipboardPaste, FileUp, Link2 } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'

import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import {
  importLinkedinProfile,
  importPastedText,
  uploadResume,
} from '#client/features/imports/api/import-profile.ts'
import { ImportFailed, ImportSucceeded } from '#client/features/imports/components/import-result.tsx'
import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import { IMPORT_SUGGESTIONS } from '#shared/imports/imports.contract.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'

export type ImportedProfile = {
  profileData: Partial<ProfileSections>
  source: 'resume' | 'linkedin' | 'text'
}

export type ImportPanelProps = {
  /** Called once an import succeeded, with the profile data to apply. */
  onImported: (result: ImportedProfile) => void
  /** True while an import runs (the header shows 'IMPORTING...'). */
  onImportingChange?: (importing: boolean) => void
}

type Status = 'idle' | 'success' | 'error'
type Mode = 'upload' | 'linkedin' | 'text'

const ACCEPT = '.pdf,.doc,.docx,.txt,.json,.zip'
const LINKEDIN_FALLBACKS = [
  IMPORT_SUGGESTIONS.linkedinPdf,
  IMPORT_SUGGESTIONS.pasteText,
  IMPORT_SUGGESTIONS.manual,
]

/** Upload Resume / LinkedIn URL / Copy & Paste (spec sections 2, 4, 5 and 8). */
export function ImportPanel({ onImported, onImportingChange }: ImportPanelProps) {
  const ids = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [mode, setMode] = useState<Mode>('upload')
  const [status, setStatus] = useState<Status>('idle')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [resultMessage, setResultMessage] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [linkedinUrl, setLinkedinUrl] = useState('')
  const [text, setText] = useState('')
  const trimmedLength = text.trim().length

  function setImporting(value: boolean) {
    setBusy(value)
    onImportingChange?.(value)
  }

  function fail(message: string, nextSuggestions: string[] = []) {
    setStatus('error')
    setError(message)
    setSuggestions(nextSuggestions)
  }

  function reset() {
    setStatus('idle')
    setError('')
    setSuggestions([])
    setResultMessage('')
    setFile(null)
    setLinkedinUrl('')
    setText('')
    if (fileInput.current) fileInput.current.value = ''
  }

  async function run(
    source: ImportedProfile['source'],
    work: () => Promise<{
      profileData: ProfileSections
      message: string
      importStats: { completeness: number }
    }>,
    onError: (error: unknown) => void,
    successToast: (completeness: number) => { title: string; description?: string },
  ) {
    setImporting(true)
    setError('')
    setSuggestions([])
    try {
      const result = await work()
      setStatus('success')
      setResultMessage(result.message)
      onImported({ profileData: result.profileData, source })
      toast(successToast(result.importStats.completeness))
    } catch (caught) {
      onError(caught)
    } finally {
      setImporting(false)
    }
  }

  async function submitUpload(event: FormEvent) {
    event.preventDefault()
    if (!file) return fail('Please choose a resume file to upload.')
    await run(
      'resume',
      () => uploadResume(file),
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
        description: 'Your profile was filled from your resume. Review each section before saving.',
      }),
    )
  }

  async function submitLinkedin(event: FormEvent) {
    event.preventDefault()
    const url = linkedinUrl.trim()
    if (!url) return fail('Please enter a LinkedIn profile URL')
    if (!/linkedin\.com\/in\//i.test(url))
      return fail('Invalid LinkedIn URL: Please enter a valid LinkedIn profile URL')
    await run(
      'linkedin',
      async () => {
        const result = await importLinkedinProfile(url)
        if (!result.profile && !result.profileData) throw new Error('No profile data received from LinkedIn')
        return { ...result, profileData: result.profile ?? result.profileData }
      },
      (caught) => {
        if (caught instanceof ApiError && caught.code === 'LINKEDIN_BLOCKED') {
          fail(
            'LinkedIn import failed. Please try the alternatives below.',
            caught.suggestions.length > 0 ? caught.suggestions : LINKEDIN_FALLBACKS,
          )
        } else {
          fail(
            caught instanceof ApiError
              ? caught.userMessage || 'LinkedIn import failed'
              : caught instanceof Error
                ? caught.message
                : 'LinkedIn import failed',
            LINKEDIN_FALLBACKS,
          )
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

  async function submitText(event: FormEvent) {
    event.preventDefault()
    if (trimmedLength < PASTED_TEXT_MIN_CHARS) {
      toast({
        title: 'More Content Required',
        description: 'Please provide at least 50 characters of content',
        variant: 'destructive',
      })
      return fail('More Content Required: Please provide at least 50 characters of content')
    }
    await run(
      'text',
      () => importPastedText(text),
      () => fail('Text parsing failed. Please try again.'),
      () => ({
        title: 'Text Content Parsed!',
        description: 'Your profile was filled from the pasted text. Review each section before saving.',
      }),
    )
  }

  return (
    <Card className="border-brand-100">
      <CardHeader>
        <CardTitle>Import your profile</CardTitle>
        <CardDescription>
          Start from your resume, your LinkedIn profile or pasted text. Only what your document says is
          imported; review it before saving.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList aria-label="Import method" className="flex h-auto w-full flex-wrap sm:w-auto">
            <TabsTrigger value="upload" className="flex-1 sm:flex-none">
              <FileUp aria-hidden="true" /> Upload Resume
            </TabsTrigger>
            <TabsTrigger value="linkedin" className="flex-1 sm:flex-none">
              <Link2 aria-hidden="true" /> LinkedIn URL
            </TabsTrigger>
            <TabsTrigger value="text" className="flex-1 sm:flex-none">
              <ClipboardPaste aria-hidden="true" /> Copy &amp; Paste
            </TabsTrigger>
          </TabsList>

          <TabsContent value="upload">
            <form className="space-y-3" onSubmit={submitUpload}>
              <Label htmlFor={`${ids}-file`}>Resume file</Label>
              <Input
                id={`${ids}-file`}
                ref={fileInput}
                type="file"
                className="file:bg-brand-50 file:text-brand-800 h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1 file:text-sm file:font-semibold"
                accept={ACCEPT}
                disabled={busy}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <p className="text-ink-muted text-xs">
                PDF, DOC or DOCX (also TXT, JSON Resume, LinkedIn PDF or data-export ZIP). Maximum 10MB.
              </p>
              <Button type="submit" disabled={busy || !file}>
                {busy ? <Spinner label="Importing" /> : <FileUp aria-hidden="true" />}{' '}
                {busy ? 'Importing...' : 'Upload Resume'}
              </Button>
            </form>
          </TabsContent>

          <TabsContent value="linkedin">
            <form className="space-y-3" onSubmit={submitLinkedin} noValidate>
              <Label htmlFor={`${ids}-url`}>LinkedIn profile URL</Label>
              <Input
                id={`${ids}-url`}
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/in/your-name"
                value={linkedinUrl}
                disabled={busy}
                onChange={(event) => setLinkedinUrl(event.target.value)}
              />
              <p className="text-ink-muted text-xs">
                LinkedIn often blocks automatic reading. Uploading your LinkedIn PDF or data-export ZIP always
                works.
              </p>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner label="Importing" /> : <Link2 aria-hidden="true" />}{' '}
                {busy ? 'Importing...' : 'Import from LinkedIn'}
              </Button>
            </form>
          </TabsContent>

          <TabsContent value="text">
            <form className="space-y-3" onSubmit={submitText}>
              <Label htmlFor={`${ids}-text`}>Resume or profile text</Label>
              <Textarea
                id={`${ids}-text`}
                rows={8}
                value={text}
                disabled={busy}
                placeholder="Paste the text of your resume or LinkedIn profile"
                onChange={(event) => setText(event.target.value)}
                aria-describedby={`${ids}-counter`}
              />
              <p
                id={`${ids}-counter`}
                className={
                  trimmedLength >= PASTED_TEXT_MIN_CHARS
                    ? 'text-xs text-emerald-700'
                    : 'text-ink-muted text-xs'
                }
              >
                {trimmedLength}/{PASTED_TEXT_MIN_CHARS}
              </p>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner label="Importing" /> : <ClipboardPaste aria-hidden="true" />}{' '}
                {busy ? 'Importing...' : 'Parse Text'}
              </Button>
            </form>
          </TabsContent>
        </Tabs>

        {status === 'success' && <ImportSucceeded message={resultMessage} onReset={reset} />}
        {status === 'error' && <ImportFailed message={error} suggestions={suggestions} onReset={reset} />}
      </CardContent>
    </Card>
  )
}
