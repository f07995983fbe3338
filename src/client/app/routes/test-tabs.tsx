import { Link } from 'wouter'

import { NAVIGATION } from '#client/app/navigation.ts'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { cn } from '#client/lib/cn.ts'

// Active colours are one shade darker than the navigation gradients so white text keeps AA contrast.
const ACTIVE: Record<(typeof NAVIGATION)[number]['id'], string> = {
  resume: 'data-[state=active]:from-indigo-600 data-[state=active]:to-violet-700',
  tracker: 'data-[state=active]:from-rose-700 data-[state=active]:to-pink-700',
  linkedin: 'data-[state=active]:from-sky-700 data-[state=active]:to-blue-700',
  profile: 'data-[state=active]:from-emerald-700 data-[state=active]:to-teal-700',
  demo: 'data-[state=active]:from-amber-700 data-[state=active]:to-orange-700',
}

export function TestTabsRoute() {
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title="Test Tabs"
        description="A colourful tabs test page: one tab per tool, each in its own colour."
      />
      <Tabs defaultValue={NAVIGATION[0]?.id}>
        <TabsList className="bg-surface shadow-card ring-line flex h-auto w-full flex-wrap justify-start gap-1.5 p-1.5 ring-1">
          {NAVIGATION.map((item) => (
            <TabsTrigger
              key={item.id}
              value={item.id}
              className={cn(
                'gap-2 px-4 py-2 data-[state=active]:bg-gradient-to-r data-[state=active]:text-white data-[state=active]:shadow-md',
                ACTIVE[item.id],
              )}
            >
              <item.icon aria-hidden="true" />
              {item.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {NAVIGATION.map((item) => (
          <TabsContent
            key={item.id}
            value={item.id}
            className="rounded-card border-line bg-surface shadow-card border p-6"
          >
            <div className="flex items-center gap-3">
              <span
                className={cn(
                  'grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white',
                  item.gradient,
                )}
              >
                <item.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-ink flex items-center gap-2 text-lg font-bold">
                  {item.title}
                  <Badge variant="secondary">{item.badge}</Badge>
                </h2>
                <p className="text-ink-muted text-sm">{item.description}</p>
              </div>
            </div>
            <Button asChild variant="outline" className="mt-5">
              <Link href={item.href}>Open {item.title}</Link>
            </Button>
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  )
}
