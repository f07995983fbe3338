import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type Resolver,
} from 'react-hook-form'

import {
  ProfileSectionsSchema,
  blankProfileSections,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'

export type SectionKey = keyof ProfileSections

/** The profile form the tabs bind their fields to; the server validates with the same schema. */
export type ProfileControl = Control<ProfileSections, unknown, ProfileSections>

/** The paths of the profile form that hold a list of strings (languages, strengths, clients …). */
export type StringListPath = {
  [P in FieldPath<ProfileSections>]: FieldPathValue<ProfileSections, P> extends string[] ? P : never
}[FieldPath<ProfileSections>]

// The form always holds whole sections (parsed, every default filled), so what the schema takes in
// is what it gives back: its input and output types are one type here.
const sectionsResolver = zodResolver(ProfileSectionsSchema) as Resolver<
  ProfileSections,
  unknown,
  ProfileSections
>

/**
 * All sections of the profile being edited in one react-hook-form form on the shared
 * ProfileSectionsSchema, and which sections hold edits not saved yet.
 */
export function useProfileForm(initial: ProfileSections) {
  const form = useForm<ProfileSections, unknown, ProfileSections>({
    defaultValues: initial,
    resolver: sectionsResolver,
  })
  const { control, reset, getValues, subscribe } = form
  const sections = useWatch({ control, compute: (values: ProfileSections) => values })
  const [dirty, setDirty] = useState<ReadonlySet<SectionKey>>(() => new Set())
  const touched = useRef(false)

  const markDirty = useCallback((keys: SectionKey[]) => {
    setDirty((current) => (keys.every((key) => current.has(key)) ? current : new Set([...current, ...keys])))
  }, [])

  const markSaved = useCallback((keys: SectionKey[]) => {
    setDirty((current) => new Set([...current].filter((key) => !keys.includes(key))))
  }, [])

  // A field the person edits names itself, and its section now holds unsaved edits. The workspace's
  // own writes (an import, what the server stored) come through `replace` and name no field.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return
          touched.current = true
          markDirty([name.split('.')[0] as SectionKey])
        },
      }),
    [subscribe, markDirty],
  )

  /** Puts these section values in the form, keeping every other section as it stands. */
  const replace = useCallback(
    (patch: Partial<ProfileSections>) => reset({ ...getValues(), ...patch }, { keepDefaultValues: true }),
    [reset, getValues],
  )

  /** The blank reset of "Create New Profile"; skipped once the person has typed anything. */
  const resetIfUntouched = useCallback(() => {
    if (touched.current) return
    replace(blankProfileSections())
    setDirty(new Set())
  }, [replace])

  /** Puts data from outside the form (an import, the questionnaire) in; those sections are unsaved. */
  const applyPatch = useCallback(
    (patch: Partial<ProfileSections>) => {
      touched.current = true
      replace(patch)
      markDirty(Object.keys(patch) as SectionKey[])
    },
    [replace, markDirty],
  )

  /** Checks these sections against the shared schema; the fields show its messages. */
  async function validate(keys: SectionKey[]): Promise<string | null> {
    if (await form.trigger(keys)) return null
    const errors = Object.fromEntries(keys.map((key) => [key, form.getFieldState(key).error]))
    return firstMessage(errors) || 'Some fields are not valid'
  }

  return { control, sections, dirty, getValues, replace, applyPatch, markSaved, resetIfUntouched, validate }
}

/** The first message among a form's errors, with the path of its field. */
function firstMessage(errors: unknown, path: string[] = []): string {
  if (!errors || typeof errors !== 'object') return ''
  if ('message' in errors && typeof errors.message === 'string' && errors.message)
    return `${path.join('.')}: ${errors.message}`
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element, not an error.
    if (key === 'ref') continue
    const found = firstMessage(value, [...path, key])
    if (found) return found
  }
  return ''
}
