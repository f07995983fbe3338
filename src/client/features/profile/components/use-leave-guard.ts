import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

export type LeaveRequest = { proceed: () => void; stay: () => void }

const GUARD_STATE = { profileLeaveGuard: true }

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'profileLeaveGuard' in state
}

/**
 * Asks before unsaved edits are left behind by an in-app link (the side navigation) or the browser's
 * Back button. Closing or reloading the tab is covered by the workspace's `beforeunload` warning.
 *
 * Back: while edits are unsaved, a copy of the current history entry is pushed, so Back first lands on
 * the same page; that `popstate` opens the question instead of leaving.
 */
export function useLeaveGuard(hasUnsaved: boolean, ask: (request: LeaveRequest) => void): void {
  const [, navigate] = useLocation()
  const askRef = useRef(ask)
  useEffect(() => {
    askRef.current = ask
  })

  useEffect(() => {
    if (!hasUnsaved) return
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      event.preventDefault()
      event.stopPropagation()
      askRef.current({ proceed: () => navigate(`${url.pathname}${url.search}${url.hash}`), stay: () => {} })
    }
    function onPopState(event: PopStateEvent) {
      if (isGuardEntry(event.state)) return
      askRef.current({
        proceed: () => window.history.back(),
        stay: () => window.history.pushState(GUARD_STATE, '', window.location.href),
      })
    }
    if (!isGuardEntry(window.history.state)) window.history.pushState(GUARD_STATE, '', window.location.href)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [hasUnsaved, navigate])
}
