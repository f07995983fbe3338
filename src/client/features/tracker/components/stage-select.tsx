import { TRACKER_STAGES, TRACKER_STAGE_LABELS, type TrackerStage } from '#shared/tracker/tracker.schema.ts'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'

export type StageSelectProps<Value extends TrackerStage | 'all'> = {
  value: Value
  onChange: (value: Value) => void
  /** The accessible name of the trigger. */
  label: string
  className?: string
  /** When given, a first option with the value 'all' and this text (the table's stage filter). */
  allLabel?: string
}

/** The stage menu of a card, the detail dialog and the table filter: one option per tracker stage. */
export function StageSelect<Value extends TrackerStage | 'all'>({
  value,
  onChange,
  label,
  className,
  allLabel,
}: StageSelectProps<Value>) {
  return (
    // Radix hands back one of the option values below, all of which are a Value.
    <Select value={value} onValueChange={(next) => onChange(next as Value)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value="all">{allLabel}</SelectItem> : null}
        {TRACKER_STAGES.map((stage) => (
          <SelectItem key={stage} value={stage}>
            {TRACKER_STAGE_LABELS[stage]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
