import { Fragment, type ComponentProps } from 'react'

import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'

export type OptionGroup<V extends string> = { label?: string; options: readonly V[] }

export type OptionSelectProps<V extends string> = {
  value: V
  onChange: (value: V) => void
  /** The choices, in groups; a group without a label is listed plainly. */
  groups: readonly OptionGroup<V>[]
  labelOf: (value: V) => string
  /** The trigger's id, labelling and layout. */
  trigger?: Omit<ComponentProps<typeof SelectTrigger>, 'children'>
}

/** A select over a fixed list of values, each shown by its label. */
export function OptionSelect<V extends string>({
  value,
  onChange,
  groups,
  labelOf,
  trigger,
}: OptionSelectProps<V>) {
  const items = (options: readonly V[]) =>
    options.map((option) => (
      <SelectItem key={option} value={option}>
        {labelOf(option)}
      </SelectItem>
    ))
  return (
    <Select value={value} onValueChange={(next) => onChange(next as V)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {groups.map((group, index) =>
          group.label ? (
            <SelectGroup key={group.label}>
              <SelectLabel>{group.label}</SelectLabel>
              {items(group.options)}
            </SelectGroup>
          ) : (
            <Fragment key={index}>{items(group.options)}</Fragment>
          ),
        )}
      </SelectContent>
    </Select>
  )
}
