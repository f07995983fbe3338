// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, expect, test } from 'vitest'

import { blankProfileSections } from '#shared/profile/profile.schema.ts'
import { PersonalTab } from '#client/features/profile/components/personal-tab.tsx'
import { useProfileForm } from '#client/features/profile/components/use-profile-form.ts'

afterEach(cleanup)

type ProfileForm = ReturnType<typeof useProfileForm>
const seen: { current: ProfileForm | null } = { current: null }
function Harness() {
  const form = useProfileForm(blankProfileSections())
  useEffect(() => {
    seen.current = form
  })
  return <PersonalTab control={form.control} importPanel={null} showImport={false} questionnaire={null} />
}

test('a typed edit marks its section unsaved, and the shared schema rejects what the server would', async () => {
  render(<Harness />)
  const form = () => seen.current!
  expect([...form().dirty]).toEqual([])
  // The workspace's own writes (what the server stored, an import) are not edits.
  act(() => form().replace({ books: { books: [], readingPreferences: 'Paper' } }))
  expect([...form().dirty]).toEqual([])
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'x'.repeat(501) } })
  expect([...form().dirty]).toEqual(['personalInfo'])
  expect(form().sections.personalInfo.fullName).toHaveLength(501)

  let message: string | null = null
  await act(async () => {
    message = await form().validate(['personalInfo'])
  })
  expect(message).toMatch(/^personalInfo\.fullName: /)
  expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true')
  // Books were not touched and pass on their own.
  await act(async () => {
    message = await form().validate(['books'])
  })
  expect(message).toBeNull()
})
