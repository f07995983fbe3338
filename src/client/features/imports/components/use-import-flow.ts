import { useState } from 'react'

import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'

export type ImportSource = 'resume' | 'linkedin' | 'text'

export type ImportedProfile = {
  profileData: Partial<ProfileSections>
  source: ImportSource
  /** True when the person reviewed the data and asked to save it. */
  save?: boolean
}

export type ToastText = { title: string; description?: string }

type Status = 'idle' | 'success' | 'error'
type Pending = {
  source: ImportSource
  answer: Pick<ImportResponse, 'profileData' | 'importStats' | 'review'>
}

/** The import panel's state: idle → (import) → review → saved, or error with suggestions. */
export function useImportFlow({
  onImported,
  onImportingChange,
}: {
  onImported: (result: ImportedProfile) => void
  onImportingChange?: (importing: boolean) => void
}) {
  const [status, setStatus] = useState<Status>('idle')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [resultMessage, setResultMessage] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  // Remounts the three forms, which clears every input (file, URL, text) for "Try Again".
  const [formKey, setFormKey] = useState(0)

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
    setPending(null)
    setFormKey((key) => key + 1)
  }

  async function run(
    source: ImportSource,
    work: () => Promise<Pending['answer'] & { message: string }>,
    onError: (error: unknown) => void,
    successToast: (completeness: number) => ToastText,
  ) {
    setImporting(true)
    setError('')
    setSuggestions([])
    try {
      const answer = await work()
      setStatus('success')
      setResultMessage(answer.message)
      setPending({ source, answer })
      toast(successToast(answer.importStats.completeness))
    } catch (caught) {
      onError(caught)
    } finally {
      setImporting(false)
    }
  }

  function saveReviewed(profileData: Partial<ProfileSections>) {
    if (!pending) return
    onImported({ profileData, source: pending.source, save: true })
    setPending(null)
  }

  return { status, busy, error, suggestions, resultMessage, pending, formKey, fail, reset, run, saveReviewed }
}
