import {
  AlertTriangle,
  Archive,
  CheckCircle2,
  Clock,
  Cpu,
  Eraser,
  RefreshCw,
  Trash2,
  type LucideIcon,
} from 'lucide-react'

import {
  useCacheHealth,
  useCleanupCache,
  useInvalidateCache,
} from '#client/features/ai-cache/api/cache-api.ts'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { cn } from '#client/lib/cn.ts'

/** The four counts at the top, in the order shown. */
const STATS: {
  key: 'totalCaches' | 'validCaches' | 'outdatedAiVersion' | 'expiredCaches'
  title: string
  hint: string
  icon: LucideIcon
  tone: string
}[] = [
  {
    key: 'totalCaches',
    title: 'Total Caches',
    hint: 'All stored AI answers',
    icon: Archive,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    key: 'validCaches',
    title: 'Valid Caches',
    hint: 'Using latest AI version',
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'outdatedAiVersion',
    title: 'Outdated AI',
    hint: 'Made by an older AI version',
    icon: AlertTriangle,
    tone: 'bg-amber-50 text-amber-800',
  },
  {
    key: 'expiredCaches',
    title: 'Expired',
    hint: 'Over 24 hours old',
    icon: Clock,
    tone: 'bg-slate-100 text-slate-700',
  },
]

function StatCard({
  title,
  hint,
  value,
  icon: Icon,
  tone,
}: {
  title: string
  hint: string
  value: number | undefined
  icon: LucideIcon
  tone: string
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-2 p-4 sm:p-5">
        <div>
          <p className="text-ink-muted text-sm font-medium">{title}</p>
          <p
            className="text-ink mt-1 text-2xl font-bold tabular-nums sm:text-3xl"
            data-testid={`stat-${title}`}
          >
            {value ?? '–'}
          </p>
          <p className="text-ink-muted mt-1 text-xs">{hint}</p>
        </div>
        <span className={cn('hidden size-10 shrink-0 place-items-center rounded-xl sm:grid', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  )
}

export function CacheManager() {
  const health = useCacheHealth()
  const invalidate = useInvalidateCache()
  const cleanup = useCleanupCache()
  const cache = health.data?.cache

  const refresh = async () => {
    const result = await health.refetch()
    if (result.isError)
      toast({ title: 'Error', description: 'Failed to fetch cache information', variant: 'destructive' })
  }
  const clearAll = () =>
    invalidate.mutate(true, {
      onSuccess: (data) =>
        toast({ title: 'Cache Cleared', description: `Invalidated ${data.invalidated} cache entries` }),
      onError: () => toast({ title: 'Error', description: 'Failed to clear cache', variant: 'destructive' }),
    })
  const cleanupExpired = () =>
    cleanup.mutate(undefined, {
      onSuccess: (data) =>
        toast({
          title: 'Expired Caches Removed',
          description: `Removed ${data.removed} expired cache entries`,
        }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to cleanup expired caches', variant: 'destructive' }),
    })

  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title="AI Cache Management"
        description="Every AI answer is cached for 24 hours and reused for identical requests. Entries made by an older AI version are never served."
        actions={
          <>
            <Button variant="outline" onClick={refresh} disabled={health.isFetching}>
              <RefreshCw className={cn(health.isFetching && 'animate-spin')} aria-hidden="true" /> Refresh
              Status
            </Button>
            <Button variant="outline" onClick={cleanupExpired} disabled={cleanup.isPending}>
              <Eraser aria-hidden="true" /> Cleanup Expired
            </Button>
            <Button variant="destructive" onClick={clearAll} disabled={invalidate.isPending}>
              <Trash2 aria-hidden="true" /> Clear All Caches
            </Button>
          </>
        }
      />
      {health.isError ? (
        <p role="alert" className="rounded-card border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          Error: Failed to fetch cache information
        </p>
      ) : null}
      {cache && cache.outdatedAiVersion > 0 ? (
        <div
          role="status"
          className="rounded-card flex items-start gap-3 border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            {cache.outdatedAiVersion} cached {cache.outdatedAiVersion === 1 ? 'answer was' : 'answers were'}{' '}
            made by an older AI version and will not be served. Clear them to free space.
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {STATS.map((stat) => (
          <StatCard
            key={stat.key}
            title={stat.title}
            hint={stat.hint}
            value={cache?.[stat.key]}
            icon={stat.icon}
            tone={stat.tone}
          />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Cpu className="text-brand-700 size-5" aria-hidden="true" /> Current AI version
          </CardTitle>
          <CardDescription>
            Changing the provider, the model or the prompts starts a new version.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {health.isPending ? (
            <Spinner label="Loading cache information" />
          ) : (
            <code className="text-ink w-fit rounded-md bg-slate-100 px-2 py-1 text-sm">
              {cache?.currentAiVersion}
            </code>
          )}
          <ul className="flex flex-wrap gap-2" aria-label="Cached features">
            {cache?.features.map((feature) => (
              <li key={feature}>
                <Badge variant="secondary">{feature}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
