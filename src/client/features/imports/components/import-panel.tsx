import { ClipboardPaste, FileUp, Link2 } from 'lucide-react'
import { useState } from 'react'

import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { LinkedinForm, TextForm, UploadForm } from '#client/features/imports/components/import-forms.tsx'
import { ImportFailed, ImportSucceeded } from '#client/features/imports/components/import-result.tsx'
import { ImportReview } from '#client/features/imports/components/import-review.tsx'
import { useImportActions } from '#client/features/imports/components/use-import-actions.ts'
import { useImportFlow, type ImportedProfile } from '#client/features/imports/components/use-import-flow.ts'

export type { ImportedProfile } from '#client/features/imports/components/use-import-flow.ts'

export type ImportPanelProps = {
  /** Called once the person reviewed an import and asked to save it, with the profile data to apply. */
  onImported: (result: ImportedProfile) => void
  /** True while an import runs (the header shows 'IMPORTING...'). */
  onImportingChange?: (importing: boolean) => void
}

type Mode = 'upload' | 'linkedin' | 'text'

/** Upload Resume / LinkedIn URL / Copy & Paste (spec sections 2, 4, 5 and 8), then the review step. */
export function ImportPanel({ onImported, onImportingChange }: ImportPanelProps) {
  const [mode, setMode] = useState<Mode>('upload')
  const flow = useImportFlow({ onImported, onImportingChange })
  const actions = useImportActions(flow)
  const { busy, status, pending } = flow

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
            <UploadForm
              key={flow.formKey}
              busy={busy}
              onSubmit={actions.uploadFile}
              onInvalid={actions.refuse}
            />
          </TabsContent>
          <TabsContent value="linkedin">
            <LinkedinForm
              key={flow.formKey}
              busy={busy}
              onSubmit={actions.importFromLinkedin}
              onInvalid={actions.refuse}
            />
          </TabsContent>
          <TabsContent value="text">
            <TextForm
              key={flow.formKey}
              busy={busy}
              onSubmit={actions.parseText}
              onInvalid={(message, content = '') =>
                content.trim().length < PASTED_TEXT_MIN_CHARS
                  ? actions.refuseShortText()
                  : actions.refuse(message)
              }
            />
          </TabsContent>
        </Tabs>

        {status === 'success' && <ImportSucceeded message={flow.resultMessage} onReset={flow.reset} />}
        {status === 'error' && (
          <ImportFailed message={flow.error} suggestions={flow.suggestions} onReset={flow.reset} />
        )}
        {pending ? (
          <ImportReview
            key={`${pending.source}:${flow.resultMessage}`}
            answer={pending.answer}
            onSave={flow.saveReviewed}
            onDiscard={flow.reset}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}
