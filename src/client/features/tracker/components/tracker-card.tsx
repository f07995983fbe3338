import { useDraggable } from '@dnd-kit/core'
import { BellRing, CalendarClock, GripVertical, Send } from 'lucide-react'

import type { TrackerItem, TrackerStage } from '#shared/tracker/tracker.schema.ts'
import { StageSelect } from '#client/features/tracker/components/stage-select.tsx'
import { dueState, formatDay } from '#client/features/tracker/lib/dates.ts'
import { cn } from '#client/lib/cn.ts'

export type TrackerCardProps = {
  item: TrackerItem
  onOpen: (jobPostingId: string) => void
  onMove: (item: TrackerItem, stage: TrackerStage) => void
  isOverlay?: boolean
}

export function NextActionChip({ nextActionAt }: { nextActionAt: string }) {
  const state = dueState(nextActionAt)
  const label = state === 'overdue' ? 'Overdue' : state === 'due' ? 'Due today' : 'Next'
  return (
    <span
      data-due={state}
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium',
        state === 'overdue'
          ? 'bg-red-100 text-red-800'
          : state === 'due'
            ? 'bg-amber-100 text-amber-900'
            : 'bg-slate-100 text-slate-700',
      )}
    >
      {state === 'upcoming' ? (
        <CalendarClock className="size-3.5" aria-hidden="true" />
      ) : (
        <BellRing className="size-3.5" aria-hidden="true" />
      )}
      {label}: {formatDay(nextActionAt)}
    </span>
  )
}

/** A job on the board: drag it by its handle, or move it with the stage menu; the title opens the details. */
export function TrackerCard(props: TrackerCardProps) {
  return props.isOverlay ? <CardBody {...props} /> : <DraggableCard {...props} />
}

function DraggableCard(props: TrackerCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: props.item.jobPostingId,
    data: { item: props.item },
  })
  return (
    <CardBody
      {...props}
      cardRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
      isDragging={isDragging}
    />
  )
}

type CardBodyProps = TrackerCardProps & {
  cardRef?: (node: HTMLElement | null) => void
  handleRef?: (node: HTMLElement | null) => void
  handleProps?: Record<string, unknown>
  isDragging?: boolean
}

function CardBody({
  item,
  onOpen,
  onMove,
  isOverlay = false,
  cardRef,
  handleRef,
  handleProps,
  isDragging = false,
}: CardBodyProps) {
  const name = `${item.title} at ${item.company}`
  return (
    <article
      ref={cardRef}
      data-testid={isOverlay ? 'tracker-card-overlay' : 'tracker-card'}
      data-job-id={item.jobPostingId}
      aria-label={name}
      className={cn(
        'group border-line bg-surface rounded-xl border p-3 shadow-xs transition-shadow',
        isDragging && 'opacity-40',
        isOverlay && 'ring-brand-300 rotate-1 shadow-xl ring-2',
      )}
    >
      <div className="flex items-start gap-1.5">
        <button
          ref={handleRef}
          type="button"
          className="text-ink-muted hover:text-ink focus-visible:outline-brand-600 mt-0.5 -ml-1 grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md hover:bg-slate-100 focus-visible:outline-2 active:cursor-grabbing"
          aria-label={`Drag ${name}`}
          tabIndex={isOverlay ? -1 : undefined}
          {...handleProps}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <h3 className="text-ink text-sm leading-snug font-semibold">
            <button
              type="button"
              className="hover:text-brand-700 focus-visible:outline-brand-600 text-left hover:underline focus-visible:outline-2"
              onClick={() => onOpen(item.jobPostingId)}
            >
              {item.title}
            </button>
          </h3>
          <p className="text-ink-muted mt-0.5 truncate text-xs">
            {item.company}
            {item.location ? ` · ${item.location}` : ''}
          </p>
        </div>
        {item.matchScore !== null ? (
          <span
            className="bg-brand-50 text-brand-800 shrink-0 rounded-md px-1.5 py-0.5 text-xs font-semibold"
            title="Profile match"
          >
            {item.matchScore}%
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {item.nextActionAt ? <NextActionChip nextActionAt={item.nextActionAt} /> : null}
        {item.sentApplicationId ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
            <Send className="size-3" aria-hidden="true" />
            Version sent
          </span>
        ) : null}
        <span className="text-ink-muted text-xs">
          {item.applicationIds.length === 0
            ? 'No documents yet'
            : item.applicationIds.length === 1
              ? '1 version'
              : `${item.applicationIds.length} versions`}
        </span>
      </div>
      {isOverlay ? null : (
        <StageSelect
          value={item.stage}
          onChange={(stage) => onMove(item, stage)}
          label={`Stage of ${name}`}
          className="mt-2 h-8 text-xs"
        />
      )}
    </article>
  )
}
