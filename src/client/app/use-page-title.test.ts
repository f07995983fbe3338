import { expect, test } from 'vitest'

import { pageTitle } from '#client/app/use-page-title.ts'

test('every route has its own title, and unknown paths say so', () => {
  const routes = [
    '/',
    '/resume-builder',
    '/linkedin-post-generator',
    '/profile-editor',
    '/profile-manager',
    '/profile-manager-old',
    '/demo',
    '/test-tabs',
    '/cache-manager',
    '/tracker',
  ]
  const titles = routes.map(pageTitle)
  expect(new Set(titles).size).toBe(routes.length)
  expect(titles).not.toContain(pageTitle('/nowhere'))
  expect(pageTitle('/tracker')).toBe('Application Tracker · CareerForge')
  expect(pageTitle('/resume-builder/')).toBe('Resume Builder · CareerForge')
  expect(pageTitle('/nowhere')).toBe('Page Not Found · CareerForge')
})
