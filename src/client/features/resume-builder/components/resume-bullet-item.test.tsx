// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'

import { ResumeBulletItem } from '#client/features/resume-builder/components/resume-bullet-item.tsx'
import { ApiError } from '#client/lib/api-client.ts'

afterEach(cleanup)

const bullet = { id: 'b1', text: 'Cut month-end close from 9 to 5 days', evidence: [] }

function renderLine(onEdit: () => Promise<unknown>) {
  render(
    <ul>
      <ResumeBulletItem bullet={bullet} bulletColor="#000" isEditable onEdit={onEdit} />
    </ul>,
  )
}

test('user can open a line, leave it unchanged and be back at the line without a request', async () => {
  const onEdit = vi.fn(async () => undefined)
  renderLine(onEdit)
  await userEvent.click(screen.getByRole('button', { name: `Edit line: ${bullet.text}` }))
  await userEvent.click(screen.getByRole('button', { name: 'Save line' }))
  expect(onEdit).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: `Drop line: ${bullet.text}` })).toBeTruthy()
})

test("user who rewords a line beyond the profile reads the guard's sentence beside the edit", async () => {
  const refusal = JSON.stringify({ error: { code: 'CLAIM_NOT_IN_PROFILE', message: 'Not in your profile.' } })
  const onEdit = vi.fn(async () => Promise.reject(new ApiError(422, 'Unprocessable', refusal)))
  renderLine(onEdit)
  await userEvent.click(screen.getByRole('button', { name: `Edit line: ${bullet.text}` }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Edit this line' }), {
    target: { value: 'Cut month-end close  to 2 days' },
  })
  await userEvent.click(screen.getByRole('button', { name: 'Save line' }))
  expect(onEdit).toHaveBeenCalledWith({
    action: 'edit',
    bulletId: 'b1',
    text: 'Cut month-end close to 2 days',
  })
  expect(screen.getByRole('alert').textContent).toBe('Not in your profile.')
  expect(screen.getByRole('textbox', { name: 'Edit this line' }).getAttribute('aria-invalid')).toBe('true')
})

test('user can ask to drop a line and keep it after all', async () => {
  const onEdit = vi.fn(async () => undefined)
  renderLine(onEdit)
  await userEvent.click(screen.getByRole('button', { name: `Drop line: ${bullet.text}` }))
  await userEvent.click(screen.getByRole('button', { name: 'Keep' }))
  expect(onEdit).not.toHaveBeenCalled()
  await userEvent.click(screen.getByRole('button', { name: `Drop line: ${bullet.text}` }))
  await userEvent.click(screen.getByRole('button', { name: 'Drop line' }))
  expect(onEdit).toHaveBeenCalledWith({ action: 'drop', bulletId: 'b1' })
})
