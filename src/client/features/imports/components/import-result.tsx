import { AlertCircle, CheckCircle2, RotateCcw } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'

// The import panel's success and error states (spec section 4: idle, success, error; Try Again resets).

export function ImportSucceeded({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <div
      role="status"
      className="rounded-card mt-4 flex flex-col gap-3 border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:flex-row sm:items-start"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">{message}</span>
      </p>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onReset}>
        <RotateCcw aria-hidden="true" /> Import another
      </Button>
    </div>
  )
}

export function ImportFailed({
  message,
  suggestions,
  onReset,
}: {
  message: string
  suggestions: string[]
  onReset: () => void
}) {
  return (
    <div role="alert" className="rounded-card mt-4 border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">{message}</span>
      </p>
      {suggestions.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-8">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onReset}>
        <RotateCcw aria-hidden="true" /> Try Again
      </Button>
    </div>
  )
}
