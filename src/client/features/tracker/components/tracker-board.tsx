import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { useMemo, useRef, useState } from 'react'

import {
  TRACKER_STAGES,
  TRACKER_STAGE_LABELS,
  type TrackerItem,
  type TrackerStage,
} from '#shared/tracker/tracker.schema.ts'
import { TrackerCard } from '#client/features/tracker/components/tracker-card.tsx'
import { STAGE_ACCENT } from '#client/features/tracker/lib/stage-style.ts'
import { cn } from '#client/lib/cn.ts'

export type TrackerBoardProps = {
  items: TrackerItem[]
  onOpen: (jobPostingId: string) => void
  onMove: (item: TrackerItem, stage: TrackerStage) => void
}

const isStage = (id: unknown): id is TrackerStage => TRACKER_STAGES.includes(id as TrackerStage)
const itemOf = (data: { current?: Record<string, unknown> } | undefined) =>
  data?.current?.item as TrackerItem | undefined
const nameOf = (item: TrackerItem | undefined) => (item ? `${item.title} at ${item.company}` : 'The job')

// The pointer decides where a dragged card lands; a keyboard drag has no pointer, so its rectangle does.
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : rectIntersection(args)
}

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const item = itemOf(active.data)
    return `Picked up ${nameOf(item)}, in ${item ? TRACKER_STAGE_LABELS[item.stage] : 'its stage'}. Use the arrow keys to choose another stage, Space to drop it there, Escape to cancel.`
  },
  onDragOver: ({ active, over }) =>
    isStage(over?.id)
      ? `${nameOf(itemOf(active.data))} is over ${TRACKER_STAGE_LABELS[over.id]}.`
      : undefined,
  onDragEnd: ({ active, over }) =>
    isStage(over?.id)
      ? `${nameOf(itemOf(active.data))} was dropped in ${TRACKER_STAGE_LABELS[over.id]}.`
      : `${nameOf(itemOf(active.data))} was not moved.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(itemOf(active.data))} was cancelled; it stays where it was.`,
}

function StageColumn({
  stage,
  items,
  onOpen,
  onMove,
}: { stage: TrackerStage; items: TrackerItem[] } & Omit<TrackerBoardProps, 'items'>) {
  const { setNodeRef, isOver } = useDroppable({ id: stage })
  const headingId = `tracker-column-${stage}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      className={cn(
        'border-line flex w-[80vw] max-w-72 shrink-0 snap-start flex-col rounded-xl border border-t-4 bg-slate-50/80 sm:w-64',
        STAGE_ACCENT[stage].edge,
        isOver && 'bg-brand-50 ring-brand-300 ring-2',
      )}
    >
      <h2
        id={headingId}
        className="text-ink flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-semibold"
      >
        {TRACKER_STAGE_LABELS[stage]}
        <span
          className="bg-surface text-ink-muted ring-line rounded-full px-2 py-0.5 text-xs font-semibold ring-1"
          aria-label={`${items.length} jobs`}
        >
          {items.length}
        </span>
      </h2>
      <ul className="flex min-h-28 flex-1 flex-col gap-2 px-2 pb-3">
        {items.map((item) => (
          <li key={item.jobPostingId}>
            <TrackerCard item={item} onOpen={onOpen} onMove={onMove} />
          </li>
        ))}
        {items.length === 0 ? (
          <li className="text-ink-muted grid min-h-20 place-items-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs">
            Drop a job here
          </li>
        ) : null}
      </ul>
    </section>
  )
}

/** One column per stage. Cards move by drag and drop, by keyboard (handle, Space, arrows, Space) or by their stage menu. */
export function TrackerBoard({ items, onOpen, onMove }: TrackerBoardProps) {
  const [dragged, setDragged] = useState<TrackerItem | null>(null)
  // A keyboard drag walks the stages in order: the arrow keys choose the stage, not the geometry,
  // so quick presses never skip or repeat one and the drop lands where the announcement said.
  const keyboardStage = useRef<TrackerStage | null>(null)
  const keyboardOptions = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (
      event,
      { context: { active, droppableRects, collisionRect } },
    ) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code]
      if (!step || !active || !collisionRect) return undefined
      event.preventDefault()
      const from = keyboardStage.current ?? itemOf(active.data)?.stage ?? 'saved'
      const target =
        TRACKER_STAGES[
          Math.min(TRACKER_STAGES.length - 1, Math.max(0, TRACKER_STAGES.indexOf(from) + step))
        ] ?? from
      const rect = droppableRects.get(target)
      if (!rect) return undefined
      keyboardStage.current = target
      return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 48 }
    }
    return { coordinateGetter }
  }, [])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, keyboardOptions),
  )
  function handleDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    const item = itemOf(active.data)
    const target =
      activatorEvent instanceof KeyboardEvent
        ? (keyboardStage.current ?? item?.stage)
        : isStage(over?.id)
          ? over.id
          : null
    setDragged(null)
    keyboardStage.current = null
    if (item && target && target !== item.stage) onMove(item, target)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this job, press Space or Enter, use the arrow keys to choose a stage, then press Space or Enter again. Escape cancels.',
        },
      }}
      onDragStart={({ active }) => {
        keyboardStage.current = null
        setDragged(itemOf(active.data) ?? null)
      }}
      onDragCancel={() => {
        keyboardStage.current = null
        setDragged(null)
      }}
      onDragEnd={handleDragEnd}
    >
      <div
        data-testid="tracker-board"
        className="-mx-4 flex scroll-px-4 snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:snap-none sm:px-0"
        tabIndex={-1}
      >
        {TRACKER_STAGES.map((stage) => (
          <StageColumn
            key={stage}
            stage={stage}
            items={items.filter((item) => item.stage === stage)}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? <TrackerCard item={dragged} onOpen={onOpen} onMove={onMove} isOverlay /> : null}
      </DragOverlay>
    </DndContext>
  )
}
