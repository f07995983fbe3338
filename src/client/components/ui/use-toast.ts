import { useSyncExternalStore } from 'react'

import type { ToastVariant } from '#client/components/ui/toast.tsx'

// A tiny store: one toast at a time (spec section 9). A new toast replaces the current one.

export type ToastInput = { title: string; description?: string; variant?: ToastVariant }
export type ToastItem = ToastInput & { id: number; open: boolean }

let current: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  current = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++
  emit([{ ...input, id, open: true }])
  return { id, dismiss: () => dismissToast(id) }
}

function dismissToast(id?: number) {
  emit(current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
}

export function removeToast(id: number) {
  emit(current.filter((item) => item.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
}
