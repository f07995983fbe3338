import { useEffect } from 'react'
import { useLocation } from 'wouter'

const SITE = 'CareerForge'
const HOME_TITLE = `${SITE} — tailored resumes and cover letters from your own profile`

/** Each route's own title (browser tabs, history, bookmarks and screen readers tell them apart). */
const TITLES: Record<string, string> = {
  '/resume-builder': 'Resume Builder',
  '/tracker': 'Application Tracker',
  '/linkedin-post-generator': 'LinkedIn Post Generator',
  '/linkedin-post': 'LinkedIn Post Generator',
  '/profile-editor': 'Profile Editor',
  '/profile-manager': 'Profile Manager',
  '/profile-manager-old': 'Profile Manager (classic)',
  '/demo': 'Live Demo',
  '/test-tabs': 'Tabs Test',
  '/cache-manager': 'Cache Manager',
}

export function pageTitle(location: string): string {
  if (location === '/') return HOME_TITLE
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location
  return `${TITLES[path] ?? 'Page Not Found'} · ${SITE}`
}

/** Sets document.title from the current route. */
export function usePageTitle(): void {
  const [location] = useLocation()
  useEffect(() => {
    document.title = pageTitle(location)
  }, [location])
}
