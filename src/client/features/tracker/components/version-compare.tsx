import type { ApplicationVersion } from '#shared/applications/application-versions.contract.ts'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { formatMoment } from '#client/features/tracker/lib/dates.ts'
import type { DiffRow, DiffSegment } from '#client/features/tracker/lib/side-by-side-diff.ts'
import { useVersionCompare, type ComparedPart } from '#client/features/tracker/hooks/use-version-compare.ts'
import { cn } from '#client/lib/cn.ts'

const PARTS: { value: ComparedPart; label: string }[] = [
  { value: 'resumeContent', label: 'Resume' },
  { value: 'coverLetter', label: 'Cover letter' },
]

export function versionLabel(version: ApplicationVersion, versions: ApplicationVersion[]): string {
  return `Version ${versions.length - versions.indexOf(version)} · ${formatMoment(version.createdAt)}`
}

function Segments({ segments, tone }: { segments: DiffSegment[]; tone: 'removed' | 'added' }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isChanged ? (
          <mark
            key={index}
            className={cn(
              'rounded-sm',
              tone === 'removed'
                ? 'bg-red-200 text-red-950 line-through decoration-red-700/60'
                : 'bg-emerald-200 text-emerald-950',
            )}
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  )
}

/** Two versions of the resume or the letter side by side; removed words on the left, added on the right. */
export function VersionCompare({
  versions,
  initialLeft,
}: {
  versions: ApplicationVersion[]
  initialLeft?: string | null
}) {
  const compare = useVersionCompare(versions, initialLeft)
  const { changed } = compare
  return (
    <div className="flex flex-col gap-3" data-testid="version-compare">
      <PartChoice part={compare.part} onChange={compare.setPart} />
      <div className="grid grid-cols-2 gap-2">
        <VersionPicker
          label="Compare from version"
          value={compare.leftId}
          onChange={compare.setLeftId}
          versions={versions}
        />
        <VersionPicker
          label="Compare to version"
          value={compare.rightId}
          onChange={compare.setRightId}
          versions={versions}
        />
      </div>
      {compare.isPending ? (
        <Spinner className="mx-auto size-6" label="Loading versions" />
      ) : compare.isError ? (
        <p className="text-danger-600 text-sm">A version could not be loaded.</p>
      ) : (
        <>
          <p className="text-ink-muted text-xs" aria-live="polite">
            {compare.leftId === compare.rightId
              ? 'The same version is selected twice.'
              : changed === 0
                ? 'No differences in this document.'
                : `${changed} ${changed === 1 ? 'line differs' : 'lines differ'}.`}
          </p>
          <DiffRows rows={compare.rows} />
        </>
      )}
    </div>
  )
}

function PartChoice({ part, onChange }: { part: ComparedPart; onChange: (part: ComparedPart) => void }) {
  return (
    <div
      className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-xs font-semibold"
      role="radiogroup"
      aria-label="Document to compare"
    >
      {PARTS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={part === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'flex-1 rounded-md px-3 py-1.5',
            part === option.value ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

function VersionPicker(props: {
  label: string
  value: string
  onChange: (id: string) => void
  versions: ApplicationVersion[]
}) {
  return (
    <Select value={props.value} onValueChange={props.onChange}>
      <SelectTrigger aria-label={props.label} className="h-9 text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {props.versions.map((version) => (
          <SelectItem key={version.id} value={version.id}>
            {versionLabel(version, props.versions)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

function DiffRows({ rows }: { rows: DiffRow[] }) {
  return (
    <div
      className="border-line focus-visible:outline-brand-600 max-h-[28rem] overflow-auto rounded-lg border text-[0.7rem] leading-relaxed focus-visible:outline-2 sm:text-xs"
      data-testid="version-diff"
      role="region"
      aria-label="Differences between the two versions"
      tabIndex={0}
    >
      {rows.map((row, index) => (
        <div
          key={index}
          className="divide-line border-line/60 grid grid-cols-2 divide-x border-b last:border-b-0"
          data-kind={row.kind}
        >
          <div
            className={cn(
              'px-2 py-0.5 break-words whitespace-pre-wrap',
              row.left === null ? 'bg-slate-50' : row.kind !== 'same' && 'bg-red-50',
            )}
          >
            {row.left ? <Segments segments={row.left} tone="removed" /> : null}
          </div>
          <div
            className={cn(
              'px-2 py-0.5 break-words whitespace-pre-wrap',
              row.right === null ? 'bg-slate-50' : row.kind !== 'same' && 'bg-emerald-50',
            )}
          >
            {row.right ? <Segments segments={row.right} tone="added" /> : null}
          </div>
        </div>
      ))}
    </div>
  )
}
