// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'

import { ImportReview, type ImportReviewProps } from '#client/features/imports/components/import-review.tsx'
import { blankProfileSections } from '#shared/profile/profile.schema.ts'

afterEach(cleanup)

function answer(): ImportReviewProps['answer'] {
  const profileData = blankProfileSections()
  // An older importer's placeholders: the review must show them as missing, not as data.
  profileData.personalInfo = {
    ...profileData.personalInfo,
    fullName: 'Imported User',
    email: 'mara.lenz@example.org',
    location: 'Global',
    languages: ['German', 'Date of birth'],
  }
  profileData.workExperience.experiences = [
    {
      id: 'w1',
      company: '',
      role: 'Staff Nurse, Oncology',
      duration: '2019 - Present',
      description: '',
      achievements: ['Led 4 nurses'],
    },
    {
      id: 'w2',
      company: 'Footer Links Ltd',
      role: 'Contact us',
      duration: '',
      description: '',
      achievements: [],
    },
  ]
  profileData.education.degrees = [
    {
      id: 'e1',
      institution: 'Charité Berlin',
      degree: 'BSc Nursing',
      field: '',
      year: '2015-2018',
      achievements: '',
    },
  ]
  profileData.skills.technical = ['Epic EHR']
  return {
    profileData,
    importStats: {
      completeness: 60,
      format: 'pdf',
      fieldsFound: ['email', 'workExperience', 'education'],
      fieldsDefaulted: ['fullName', 'location'],
      experienceCount: 2,
      educationCount: 1,
      skillCount: 1,
      postNominals: [],
      warnings: [],
    },
    review: {
      sources: [
        { section: 'workExperience', itemId: 'w1', lines: ['Staff Nurse, Oncology', '2019 – Present'] },
        { section: 'education', itemId: 'e1', lines: ['BSc Nursing, Charité Berlin, 2015–2018'] },
      ],
      notes: [
        {
          section: 'workExperience',
          itemId: 'w2',
          field: null,
          kind: 'uncertain',
          message: 'This may be page footer text.',
        },
      ],
      skipped: ['Impressum | Datenschutz'],
    },
  }
}

test('the review shows what was read, marks what is missing and saves only the reviewed data', async () => {
  const onSave = vi.fn()
  const user = userEvent.setup()
  render(<ImportReview answer={answer()} onSave={onSave} onDiscard={() => {}} />)

  // A defaulted name and location stay empty and are marked; the real e-mail is kept.
  expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('')
  expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('')
  expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('mara.lenz@example.org')
  expect(screen.queryByDisplayValue('Imported User')).toBeNull()
  expect(screen.queryByDisplayValue('Global')).toBeNull()

  const [first, second] = screen.getAllByTestId('review-entry')
  expect(within(first!).getByText(/No employer was found for this role/)).toBeTruthy()
  expect(within(first!).getByText(/Read from \(2 lines\)/)).toBeTruthy()
  expect(within(first!).getByText('2019 – Present')).toBeTruthy()
  expect(within(second!).getByText(/This may be page footer text/)).toBeTruthy()
  expect(within(second!).getByText(/No dates were found/)).toBeTruthy()
  expect(screen.getByText('Impressum | Datenschutz')).toBeTruthy()

  // Fix the employer, drop the footer entry and the label that landed in Languages, name the person.
  await user.type(within(first!).getByLabelText(/^Employer/), 'Charité Berlin')
  await user.click(screen.getByRole('button', { name: 'Drop Contact us at Footer Links Ltd' }))
  await user.click(screen.getByRole('button', { name: 'Remove Date of birth' }))
  await user.type(screen.getByLabelText(/^Full Name/), 'Mara Lenz')
  expect(onSave).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: /Save to profile/ }))

  expect(onSave).toHaveBeenCalledTimes(1)
  const saved = onSave.mock.calls[0]![0]
  expect(saved.personalInfo).toMatchObject({
    fullName: 'Mara Lenz',
    email: 'mara.lenz@example.org',
    location: '',
    languages: ['German'],
  })
  expect(saved.workExperience.experiences).toEqual([
    expect.objectContaining({
      id: 'w1',
      company: 'Charité Berlin',
      role: 'Staff Nurse, Oncology',
      achievements: ['Led 4 nurses'],
    }),
  ])
  expect(saved.education.degrees).toHaveLength(1)
  expect(saved.skills.technical).toEqual(['Epic EHR'])
})

test('Discard import leaves without saving anything', async () => {
  const onSave = vi.fn()
  const onDiscard = vi.fn()
  const user = userEvent.setup()
  render(<ImportReview answer={answer()} onSave={onSave} onDiscard={onDiscard} />)
  await user.click(screen.getByRole('button', { name: /Discard import/ }))
  expect(onDiscard).toHaveBeenCalledTimes(1)
  expect(onSave).not.toHaveBeenCalled()
})

test('titles and credentials read apart from the name are shown and can be put back into it', async () => {
  const onSave = vi.fn()
  const user = userEvent.setup()
  const read = answer()
  read.profileData.personalInfo.fullName = 'Stefan Hoffmann'
  read.importStats = {
    ...read.importStats,
    fieldsDefaulted: ['location'],
    titles: ['Dipl.-Ing.'],
    postNominals: ['CEng', 'MICE'],
  }
  render(<ImportReview answer={read} onSave={onSave} onDiscard={() => {}} />)

  const parts = screen.getByTestId('review-name-parts')
  expect(within(parts).getByText('Dipl.-Ing.')).toBeTruthy()
  expect(within(parts).getByText('CEng, MICE')).toBeTruthy()
  expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Stefan Hoffmann')

  await user.click(within(parts).getByRole('button', { name: 'Add to your name' }))
  expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe(
    'Dipl.-Ing. Stefan Hoffmann, CEng, MICE',
  )
  expect(within(parts).getByRole('button', { name: 'Added to your name' })).toHaveProperty('disabled', true)
  await user.click(screen.getByRole('button', { name: /Save to profile/ }))
  expect(onSave.mock.calls[0]![0].personalInfo.fullName).toBe('Dipl.-Ing. Stefan Hoffmann, CEng, MICE')
})

test('a name read with no title or credentials shows no note about them', () => {
  render(<ImportReview answer={answer()} onSave={() => {}} onDiscard={() => {}} />)
  expect(screen.queryByTestId('review-name-parts')).toBeNull()
})
