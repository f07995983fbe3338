import { ClipboardPaste, TriangleAlert } from 'lucide-react'
import { useId, type RefObject } from 'react'

import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'

export type PastePostingProps = {
  text: string
  onTextChange: (value: string) => void
  isOpen: boolean
  onToggle: () => void
  textareaRef: RefObject<HTMLTextAreaElement | null>
  isAnalyzing: boolean
  isBusy: boolean
  onAnalyze: () => void
}

/** The way in without a link: a disclosure holding the posting's text and its own Analyze button. */
export function PastePosting({ textareaRef, ...props }: PastePostingProps) {
  const textId = useId()
  const pastedLength = props.text.trim().length
  return (
    <div className="border-line rounded-xl border">
      <button
        type="button"
        className="text-brand-700 flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-slate-50"
        aria-expanded={props.isOpen}
        onClick={props.onToggle}
      >
        <ClipboardPaste className="size-4" aria-hidden /> No link, or the site blocks reading? Paste the
        posting text
      </button>
      {props.isOpen ? (
        <div className="border-line flex flex-col gap-2 border-t p-3">
          <Label htmlFor={textId}>Job posting text</Label>
          <Textarea
            id={textId}
            ref={textareaRef}
            rows={6}
            placeholder="Paste the full job posting: title, company, responsibilities and requirements."
            value={props.text}
            onChange={(event) => props.onTextChange(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink-muted text-xs tabular-nums" aria-live="polite">
              {pastedLength}/{PASTED_TEXT_MIN_CHARS}
            </span>
            <Button
              variant="secondary"
              onClick={props.onAnalyze}
              disabled={pastedLength < PASTED_TEXT_MIN_CHARS || props.isBusy}
            >
              {props.isAnalyzing ? 'Analyzing...' : 'Analyze Pasted Text'}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** Why the analysis failed, with the way out: paste the posting text. */
export function AnalysisFailed({ error, onPaste }: { error: string; onPaste: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden /> Analysis failed. Please try again with a
        different URL.
        <Badge variant="danger">Failed</Badge>
      </p>
      <p className="break-words">{error}</p>
      <p>
        Some sites block automatic reading. You can{' '}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={onPaste}>
          paste the posting text instead
        </button>
        .
      </p>
    </div>
  )
}
