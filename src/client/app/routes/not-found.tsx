import { AlertCircle } from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent } from '#client/components/ui/card.tsx'

export function NotFoundRoute() {
  return (
    <div className="grid min-h-[70vh] place-items-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 p-6 sm:p-8">
          <div className="flex items-center gap-2">
            <AlertCircle className="text-danger-600 size-7" aria-hidden="true" />
            <h1 className="text-ink text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-ink-muted text-sm">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="self-start">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
