import { ArrowRight, Home, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'

import { PROFILE_EDITOR_REDIRECT_MS } from '#shared/constants.ts'
import { PageContainer } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Progress } from '#client/components/ui/progress.tsx'

export const PROFILE_EDITOR_TARGET = '/profile-manager?tab=work'

/** /profile-editor: the old editor's address now leads to the Profile Manager's work tab. */
export function ProfileEditorNotice() {
  const [, navigate] = useLocation()
  const [remaining, setRemaining] = useState(PROFILE_EDITOR_REDIRECT_MS / 1000)

  useEffect(() => {
    const redirect = setTimeout(() => navigate(PROFILE_EDITOR_TARGET), PROFILE_EDITOR_REDIRECT_MS)
    const tick = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000)
    return () => {
      clearTimeout(redirect)
      clearInterval(tick)
    }
  }, [navigate])

  const seconds = PROFILE_EDITOR_REDIRECT_MS / 1000
  return (
    <PageContainer className="grid min-h-[70vh] place-items-center">
      <Card className="w-full max-w-lg p-6 text-center sm:p-8">
        <span
          className="from-brand-600 to-accent-600 mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br text-white shadow-sm"
          aria-hidden="true"
        >
          <Sparkles className="size-7" />
        </span>
        <h1 className="text-ink mt-4 text-2xl font-bold">Your Profile Experience Has Been Upgraded</h1>
        <p className="text-ink-muted mt-2 text-sm">
          The profile editor is now part of the Profile Manager, with work history, education, personality,
          portfolio and books in one place.
        </p>
        <p className="text-ink mt-4 text-sm font-medium" aria-live="polite">
          Taking you to your work experience in {remaining} {remaining === 1 ? 'second' : 'seconds'}…
        </p>
        <Progress
          value={((seconds - remaining) / seconds) * 100}
          className="mt-2"
          aria-label="Redirect countdown"
        />
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => navigate(PROFILE_EDITOR_TARGET)}>
            Go to Profile Manager Now <ArrowRight />
          </Button>
          <Button variant="outline" onClick={() => navigate('/')}>
            <Home /> Back to Home
          </Button>
        </div>
      </Card>
    </PageContainer>
  )
}
