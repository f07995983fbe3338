import { ArrowRight, MessageSquareText } from 'lucide-react'
import { Link } from 'wouter'

import { PRODUCT_NAME } from '#shared/constants.ts'
import { Button } from '#client/components/ui/button.tsx'

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="from-brand-800 to-accent-600 mt-16 bg-gradient-to-r">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="closing-title" className="text-3xl font-bold text-white">
            Ready for your next application?
          </h2>
          <p className="text-brand-100 mt-2 max-w-xl">
            Paste a job link and get a resume that speaks the employer's language, usually within two minutes.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="text-brand-800 hover:bg-brand-50 bg-white">
            <Link href="/resume-builder">
              Build Resume
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/60 bg-transparent text-white hover:bg-white/10"
          >
            <Link href="/linkedin-post-generator">
              <MessageSquareText aria-hidden="true" />
              Create Posts
            </Link>
          </Button>
        </div>
      </div>
      <footer className="border-t border-white/15">
        <p className="text-brand-100 mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6 lg:px-8">
          {PRODUCT_NAME}: your profile stays on this server, and nothing in your documents is invented.
        </p>
      </footer>
    </section>
  )
}
