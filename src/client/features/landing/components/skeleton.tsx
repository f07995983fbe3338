import { cn } from '#client/lib/cn.ts'

/** A grey block that holds the exact place of text still loading, so nothing shifts when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded-md bg-slate-200 align-middle', className)}
    />
  )
}
