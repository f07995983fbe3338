import { useEffect, useState } from 'react'

import { DEMO_ROTATION_MS } from '#shared/constants.ts'

export type DemoPhase = 'before' | 'after'

/** Alternates before/after every DEMO_ROTATION_MS while playing. */
export function useDemoRotation({ autoPlay }: { autoPlay: boolean }) {
  const [phase, setPhase] = useState<DemoPhase>('before')
  // null = the visitor has not chosen yet, so the motion preference decides.
  const [choice, setChoice] = useState<boolean | null>(null)
  const isPlaying = choice ?? autoPlay

  useEffect(() => {
    if (!isPlaying) return
    const timer = window.setInterval(
      () => setPhase((current) => (current === 'before' ? 'after' : 'before')),
      DEMO_ROTATION_MS,
    )
    return () => window.clearInterval(timer)
  }, [isPlaying])

  return {
    phase,
    isPlaying,
    toggle: () => setChoice(!isPlaying),
    show: (next: DemoPhase) => {
      setPhase(next)
      setChoice(false)
    },
  }
}
