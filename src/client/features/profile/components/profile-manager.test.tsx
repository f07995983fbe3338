// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { ProfileSchema, blankProfileSections } from '#shared/profile/profile.schema.ts'
import { AppProvider } from '#client/app/provider.tsx'
import { ProfileManager } from '#client/features/profile/components/profile-manager.tsx'
import type { ImportSlot } from '#client/features/profile/components/profile-workspace-view.tsx'

// The import completion flow of spec section 4, with a stand-in panel in the import slot.

const seeded = ProfileSchema.parse({
  ...blankProfileSections(),
  personalInfo: { fullName: 'Alexandra Weber', email: 'a@example.com', currentRole: 'Consultant' },
  id: 'profile-authentic',
  userId: 'system',
  name: 'Alexandra Weber',
  badge: 'AUTHENTIC',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

beforeEach(() => {
  window.history.replaceState(null, '', '/profile-manager?tab=work')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost')
      if (url.pathname === '/api/profiles') {
        return Response.json({
          activeProfileId: seeded.id,
          profiles: [
            {
              id: seeded.id,
              name: seeded.name,
              badge: 'AUTHENTIC',
              updatedAt: seeded.updatedAt,
              isActive: true,
            },
          ],
        })
      }
      if (url.pathname === `/api/profile/${seeded.id}`) return Response.json(seeded)
      return new Response('not found', { status: 404 })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const importSlot: ImportSlot = ({ onImported, onImportingChange }) => (
  <div>
    <button type="button" onClick={() => onImportingChange(true)}>
      start import
    </button>
    <button
      type="button"
      onClick={() => {
        onImportingChange(false)
        onImported({
          source: 'text',
          profileData: {
            personalInfo: { fullName: 'Ana Lima', email: 'ana@example.com', currentRole: 'Analyst' },
            workExperience: {
              experiences: [
                {
                  company: 'Globex',
                  position: 'Senior Analyst',
                  duration: '2021 - Present',
                  achievements: ['Built the churn model'],
                },
              ],
            },
            education: {
              degrees: [{ institution: 'USP', degree: 'Master of Economics', duration: '2016-2018' }],
            },
          },
        })
      }}
    >
      finish import
    </button>
  </div>
)

test('importing into a new draft fills the sections, names the draft from the imported name and opens the personal tab', async () => {
  render(
    <AppProvider>
      <ProfileManager renderImportPanel={importSlot} />
    </AppProvider>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Create New Profile' }))
  expect(await screen.findByText('DRAFT - Blank Canvas')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'start import' }))
  expect(screen.getByText('IMPORTING...')).toBeTruthy()
  // Past the 50 ms and 200 ms blank resets: the import must survive them.
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
  fireEvent.click(screen.getByRole('button', { name: 'finish import' }))

  expect(screen.queryByText('IMPORTING...')).toBeNull()
  expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ana Lima')
  expect((screen.getByLabelText('Profile name') as HTMLInputElement).value).toBe('Ana Lima')
  expect(screen.getByTestId('profile-id').textContent).toMatch(/^draft-ana-lima-[a-z0-9]{4}$/)
  expect(new URLSearchParams(window.location.search).get('tab')).toBe('personal')
  await waitFor(() => expect(screen.getByText('Profile Data Imported')).toBeTruthy())
  expect(
    screen.getByText('Successfully imported data for Ana Lima. You can now edit any section as needed.'),
  ).toBeTruthy()
  expect(screen.getByTestId('profile-health-percent').textContent).toBe('75%')

  fireEvent.mouseDown(screen.getByRole('tab', { name: /Work/ }), { button: 0 })
  const card = await screen.findByTestId('work-card')
  expect(card.textContent).toContain('Senior Analyst')
  expect(card.textContent).toContain('Current')
})
