import { UserCog } from 'lucide-react'
import { Link } from 'wouter'

import { PRODUCT_NAME } from '#shared/constants.ts'
import { BrandMark } from '#client/components/layout/brand-mark.tsx'
import { Button } from '#client/components/ui/button.tsx'

export function LandingHeader() {
  return (
    <header className="border-line/70 bg-surface/80 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2.5 rounded-lg" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark />
          <span className="text-ink text-lg font-bold">{PRODUCT_NAME}</span>
        </Link>
        <Button asChild variant="outline" size="sm">
          <Link href="/profile-manager">
            <UserCog aria-hidden="true" />
            Manage Profile
          </Link>
        </Button>
      </div>
    </header>
  )
}
