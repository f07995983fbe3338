// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'

import { ImportPanel, type ImportedProfile } from '#client/features/imports/components/import-panel.tsx'
import type { ImportFormat, ImportLinkedinResponse } from '#shared/imports/imports.contract.ts'
import { blankProfileSections } from '#shared/profile/profile.schema.ts'

const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[])
vi.mock('#client/components/ui/use-toast.ts', () => ({
  toast: (input: { title: string; description?: string; variant?: string }) => {
    toasts.push(input)
    return { id: toasts.length, dismiss: () => {} }
  },
}))

// Validation answers after the resolver's promise: wait for the message to appear (a safety net of
// 30 s for a loaded machine, never a budget) instead of reading the screen the instant after a click.
const EVENT = { timeout: 30_000 }

type Call = { url: string; init: RequestInit }

function stubFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

function importAnswer(completeness: number, format: ImportFormat = 'pdf') {
  const profileData = blankProfileSections()
  profileData.personalInfo.fullName = 'Zoë Okafor'
  return {
    success: true,
    message: `Imported (${completeness}% complete).`,
    profileData,
    profile: profileData,
    importStats: {
      completeness,
      format,
      fieldsFound: ['fullName'],
      fieldsDefaulted: [],
      experienceCount: 0,
      educationCount: 0,
      skillCount: 0,
      postNominals: [],
      warnings: [],
    },
    review: { sources: [], notes: [], skipped: [] },
    suggestions: [],
  } satisfies ImportLinkedinResponse
}

/** The review step comes first; the profile is filled only once the person saves it. */
async function saveReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Save to profile/ }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toasts.length = 0
})

test('pasted text under 50 characters is refused with the counter, without a call', async () => {
  const calls = stubFetch(200, {})
  const user = userEvent.setup()
  render(<ImportPanel onImported={() => {}} />)
  await user.click(screen.getByRole('tab', { name: /Copy & Paste/ }))
  await user.type(screen.getByLabelText('Resume or profile text'), '  short text  ')
  expect(await screen.findByText('10/50', {}, EVENT)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: /Parse Text/ }))
  expect((await screen.findByRole('alert', {}, EVENT)).textContent).toContain(
    'More Content Required: Please provide at least 50 characters of content',
  )
  expect(toasts.at(-1)).toMatchObject({ title: 'More Content Required', variant: 'destructive' })
  expect(calls).toHaveLength(0)
})

test('the LinkedIn URL is required and must contain linkedin.com/in/', async () => {
  const calls = stubFetch(200, {})
  const user = userEvent.setup()
  render(<ImportPanel onImported={() => {}} />)
  await user.click(screen.getByRole('tab', { name: /LinkedIn URL/ }))
  await user.click(screen.getByRole('button', { name: /Import from LinkedIn/ }))
  expect((await screen.findByRole('alert', {}, EVENT)).textContent).toContain(
    'Please enter a LinkedIn profile URL',
  )
  await user.click(screen.getByRole('button', { name: /Try Again/ }))
  expect(screen.queryByRole('alert')).toBeNull()
  await user.type(screen.getByLabelText('LinkedIn profile URL'), 'https://example.com/jane')
  await user.click(screen.getByRole('button', { name: /Import from LinkedIn/ }))
  expect((await screen.findByRole('alert', {}, EVENT)).textContent).toContain(
    'Invalid LinkedIn URL: Please enter a valid LinkedIn profile URL',
  )
  expect(calls).toHaveLength(0)
})

test('a blocked LinkedIn import shows the alternatives and Try Again clears the input', async () => {
  stubFetch(422, {
    error: {
      code: 'LINKEDIN_BLOCKED',
      message: 'LinkedIn import failed. Please try the alternatives below.',
      suggestions: ['Upload your LinkedIn profile PDF', 'Fill in your profile manually'],
    },
  })
  const user = userEvent.setup()
  const imported = vi.fn()
  render(<ImportPanel onImported={imported} />)
  await user.click(screen.getByRole('tab', { name: /LinkedIn URL/ }))
  await user.type(screen.getByLabelText('LinkedIn profile URL'), 'https://www.linkedin.com/in/jane')
  await user.click(screen.getByRole('button', { name: /Import from LinkedIn/ }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('LinkedIn import failed. Please try the alternatives below.')
  expect(alert.textContent).toContain('Upload your LinkedIn profile PDF')
  expect(toasts.at(-1)).toMatchObject({
    title: 'Import Failed',
    description: 'Unable to import LinkedIn profile. Please check the URL and try again.',
  })
  expect(imported).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: /Try Again/ }))
  expect((screen.getByLabelText('LinkedIn profile URL') as HTMLInputElement).value).toBe('')
})

test('a successful LinkedIn import reports the completeness percent', async () => {
  const calls = stubFetch(200, importAnswer(70, 'linkedin-url'))
  const user = userEvent.setup()
  const imported = vi.fn()
  render(<ImportPanel onImported={imported} />)
  await user.click(screen.getByRole('tab', { name: /LinkedIn URL/ }))
  await user.type(screen.getByLabelText('LinkedIn profile URL'), 'https://www.linkedin.com/in/zoe')
  await user.click(screen.getByRole('button', { name: /Import from LinkedIn/ }))
  await saveReview(user)
  await waitFor(() => expect(imported).toHaveBeenCalled())
  expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
    linkedinUrl: 'https://www.linkedin.com/in/zoe',
    userId: 'default-user',
  })
  expect(toasts.at(-1)?.title).toBe('LinkedIn Profile Imported!')
  expect(toasts.at(-1)?.description).toContain('70%')
})

test('an uploaded resume fills the profile, reports importing and toasts success', async () => {
  const calls = stubFetch(200, importAnswer(90))
  const user = userEvent.setup()
  const imported = vi.fn<(result: ImportedProfile) => void>()
  const importing = vi.fn()
  render(<ImportPanel onImported={imported} onImportingChange={importing} />)
  const input = screen.getByLabelText('Resume file') as HTMLInputElement
  expect(input.accept).toBe('.pdf,.doc,.docx,.txt,.json,.zip')
  await user.upload(input, new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }))
  await user.click(screen.getByRole('button', { name: /Upload Resume/ }))
  await saveReview(user)
  await waitFor(() => expect(imported).toHaveBeenCalled())
  expect(imported.mock.calls[0]![0]).toMatchObject({
    source: 'resume',
    profileData: { personalInfo: { fullName: 'Zoë Okafor' } },
  })
  expect(calls[0]!.url).toMatch(/^\/api\/import\/resume\?cb=/)
  expect(calls[0]!.init.body).toBeInstanceOf(FormData)
  expect(importing.mock.calls.map((c) => c[0])).toEqual([true, false])
  expect(toasts.at(-1)?.title).toBe('Resume Uploaded Successfully!')
  expect(screen.getByRole('status').textContent).toContain('Imported (90% complete).')
})

test('a refused upload shows the status and the server message', async () => {
  stubFetch(415, {
    error: {
      code: 'UNSUPPORTED_FILE',
      message: 'This file is named .pdf but is not a PDF. Please check the file and upload it again.',
    },
  })
  const user = userEvent.setup()
  render(<ImportPanel onImported={() => {}} />)
  await user.upload(screen.getByLabelText('Resume file'), new File(['hello'], 'resume.pdf'))
  await user.click(screen.getByRole('button', { name: /Upload Resume/ }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('415: This file is named .pdf but is not a PDF.')
  expect(toasts.at(-1)).toMatchObject({ title: 'Upload failed. Please try again.', variant: 'destructive' })
})
