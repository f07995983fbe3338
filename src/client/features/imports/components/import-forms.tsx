import { zodResolver } from '@hookform/resolvers/zod'
import { ClipboardPaste, FileUp, Link2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import { ImportTextRequestSchema, LinkedinUrlSchema } from '#shared/imports/imports.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'

// The three import forms, each bound to the schema the server validates the same input with.

const ACCEPT = '.pdf,.doc,.docx,.txt,.json,.zip'
const UploadFormSchema = z.object({
  files: z.custom<FileList>(
    (value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0,
    {
      message: 'Please choose a resume file to upload.',
    },
  ),
})
const LinkedinFormSchema = z.object({ linkedinUrl: LinkedinUrlSchema })
const TextFormSchema = z.object({ content: ImportTextRequestSchema.shape.content })

type FormProps<T> = {
  busy: boolean
  onSubmit: (value: T) => void
  /** The schema's message, and for the text form the text as typed. */
  onInvalid: (message: string, value?: string) => void
}

function SubmitButton({ busy, icon, label }: { busy: boolean; icon: ReactNode; label: string }) {
  return (
    <Button type="submit" disabled={busy}>
      {busy ? <Spinner label="Importing" /> : icon} {busy ? 'Importing...' : label}
    </Button>
  )
}

export function UploadForm({ busy, onSubmit, onInvalid }: FormProps<File>) {
  const id = useId()
  const form = useForm({ resolver: zodResolver(UploadFormSchema) })
  const files = useWatch({ control: form.control, name: 'files' }) as FileList | undefined
  const hasFile = Boolean(files && files.length > 0)
  return (
    <form
      onSubmit={form.handleSubmit(
        ({ files: chosen }) => onSubmit(chosen[0] as File),
        (errors) => onInvalid(errors.files?.message ?? 'Please choose a resume file to upload.'),
      )}
    >
      <fieldset disabled={busy} className="space-y-3">
        <Label htmlFor={`${id}-file`}>Resume file</Label>
        <Input
          id={`${id}-file`}
          type="file"
          className="file:bg-brand-50 file:text-brand-800 h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1 file:text-sm file:font-semibold"
          accept={ACCEPT}
          {...form.register('files')}
        />
        <p className="text-ink-muted text-xs">
          PDF, DOC or DOCX (also TXT, JSON Resume, LinkedIn PDF or data-export ZIP). Maximum 10MB.
        </p>
        <Button type="submit" disabled={busy || !hasFile}>
          {busy ? <Spinner label="Importing" /> : <FileUp aria-hidden="true" />}{' '}
          {busy ? 'Importing...' : 'Upload Resume'}
        </Button>
      </fieldset>
    </form>
  )
}

export function LinkedinForm({ busy, onSubmit, onInvalid }: FormProps<string>) {
  const id = useId()
  const form = useForm({ resolver: zodResolver(LinkedinFormSchema), defaultValues: { linkedinUrl: '' } })
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        ({ linkedinUrl }) => onSubmit(linkedinUrl),
        (errors) => onInvalid(errors.linkedinUrl?.message ?? 'Please enter a LinkedIn profile URL'),
      )}
    >
      <fieldset disabled={busy} className="space-y-3">
        <Label htmlFor={`${id}-url`}>LinkedIn profile URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          {...form.register('linkedinUrl')}
        />
        <p className="text-ink-muted text-xs">
          LinkedIn often blocks automatic reading. Uploading your LinkedIn PDF or data-export ZIP always
          works.
        </p>
        <SubmitButton busy={busy} icon={<Link2 aria-hidden="true" />} label="Import from LinkedIn" />
      </fieldset>
    </form>
  )
}

export function TextForm({ busy, onSubmit, onInvalid }: FormProps<string>) {
  const id = useId()
  const form = useForm({ resolver: zodResolver(TextFormSchema), defaultValues: { content: '' } })
  const content = useWatch({ control: form.control, name: 'content' }) ?? ''
  const trimmedLength = content.trim().length
  return (
    <form
      onSubmit={form.handleSubmit(
        (values) => onSubmit(values.content),
        (errors) => onInvalid(errors.content?.message ?? '', form.getValues('content')),
      )}
    >
      <fieldset disabled={busy} className="space-y-3">
        <Label htmlFor={`${id}-text`}>Resume or profile text</Label>
        <Textarea
          id={`${id}-text`}
          rows={8}
          placeholder="Paste the text of your resume or LinkedIn profile"
          aria-describedby={`${id}-counter`}
          {...form.register('content')}
        />
        <p
          id={`${id}-counter`}
          className={
            trimmedLength >= PASTED_TEXT_MIN_CHARS ? 'text-xs text-emerald-700' : 'text-ink-muted text-xs'
          }
        >
          {trimmedLength}/{PASTED_TEXT_MIN_CHARS}
        </p>
        <SubmitButton busy={busy} icon={<ClipboardPaste aria-hidden="true" />} label="Parse Text" />
      </fieldset>
    </form>
  )
}
