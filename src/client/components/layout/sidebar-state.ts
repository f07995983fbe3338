import { useCallback, useSyncExternalStore } from 'react'

// Expanded/collapsed is remembered per browser so the layout does not jump between pages.
const KEY = 'careerforge.sidebar'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'collapsed'
  } catch {
    return true
  }
}

export function useSidebarExpanded(): [boolean, () => void] {
  const expanded = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => true,
  )
  const toggle = useCallback(() => {
    try {
      window.localStorage.setItem(KEY, read() ? 'collapsed' : 'expanded')
    } catch {
      // Storage can be disabled; the toggle then lasts for this page only.
    }
    for (const listener of listeners) listener()
  }, [])
  return [expanded, toggle]
}
