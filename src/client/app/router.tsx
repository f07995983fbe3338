import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Switch } from 'wouter'

import { usePageTitle } from '#client/app/use-page-title.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

// Route-level code splitting: "/" loads only the landing page's code.
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

// The shell (sidebar, drawer, tooltips, dialog) is its own chunk: "/" has no side navigation and
// must not pay for it.
const AppShell = lazy(() =>
  import('#client/components/layout/app-shell.tsx').then((module) => ({ default: module.AppShell })),
)

const LandingRoute = page(() => import('#client/app/routes/landing.tsx'), 'LandingRoute')
const ResumeBuilderRoute = page(() => import('#client/app/routes/resume-builder.tsx'), 'ResumeBuilderRoute')
const LinkedInPostRoute = page(() => import('#client/app/routes/linkedin-post.tsx'), 'LinkedInPostRoute')
const ProfileEditorRoute = page(() => import('#client/app/routes/profile-editor.tsx'), 'ProfileEditorRoute')
const ProfileManagerRoute = page(
  () => import('#client/app/routes/profile-manager.tsx'),
  'ProfileManagerRoute',
)
const ProfileManagerOldRoute = page(
  () => import('#client/app/routes/profile-manager-old.tsx'),
  'ProfileManagerOldRoute',
)
const DemoRoute = page(() => import('#client/app/routes/demo.tsx'), 'DemoRoute')
const TestTabsRoute = page(() => import('#client/app/routes/test-tabs.tsx'), 'TestTabsRoute')
const TrackerRoute = page(() => import('#client/app/routes/tracker.tsx'), 'TrackerRoute')
const CacheManagerRoute = page(() => import('#client/app/routes/cache-manager.tsx'), 'CacheManagerRoute')
const NotFoundRoute = page(() => import('#client/app/routes/not-found.tsx'), 'NotFoundRoute')

/** The screens inside the shell, by path (the first that matches wins). */
const SHELL_ROUTES: [path: string, component: LazyExoticComponent<ComponentType>][] = [
  ['/resume-builder', ResumeBuilderRoute],
  ['/tracker', TrackerRoute],
  ['/linkedin-post-generator', LinkedInPostRoute],
  ['/linkedin-post', LinkedInPostRoute],
  ['/profile-editor', ProfileEditorRoute],
  ['/profile-manager', ProfileManagerRoute],
  ['/profile-manager-old', ProfileManagerOldRoute],
  ['/demo', DemoRoute],
  ['/test-tabs', TestTabsRoute],
  ['/cache-manager', CacheManagerRoute],
]

function PageFallback() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-7" label="Loading page" />
    </div>
  )
}

function Screen({ component: Page }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <ErrorBoundary title="This screen failed to load.">
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  )
}

export function AppRouter() {
  usePageTitle()
  return (
    <Switch>
      <Route path="/">
        <Screen component={LandingRoute} />
      </Route>
      <Route>
        <Suspense fallback={<div className="min-h-screen" />}>
          <AppShell>
            <Switch>
              {SHELL_ROUTES.map(([path, component]) => (
                <Route key={path} path={path}>
                  <Screen component={component} />
                </Route>
              ))}
              <Route>
                <Screen component={NotFoundRoute} />
              </Route>
            </Switch>
          </AppShell>
        </Suspense>
      </Route>
    </Switch>
  )
}
