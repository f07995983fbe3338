import { expect, test } from 'vitest'

import { importFromReaderOutput, withTimeout } from '#server/features/imports/import-document.ts'
import { draftFullText, emptyDraft } from '#server/features/imports/resume-document.ts'

test('parsing that takes too long is refused with a clear error', async () => {
  await expect(withTimeout(new Promise(() => {}), 20)).rejects.toMatchObject({
    code: 'UNREADABLE_FILE',
    message: expect.stringContaining('took too long'),
  })
  await expect(withTimeout(Promise.resolve('done'), 20)).resolves.toBe('done')
})

test('the answer says which fields were found and suggests what is missing', () => {
  const draft = { ...emptyDraft(), fullName: 'Lena Fischer', email: 'lena@example.de' }
  const result = importFromReaderOutput({ kind: 'draft', format: 'linkedin-zip', draft })
  expect(result.importStats.fieldsFound).toEqual(['fullName', 'email'])
  expect(result.importStats.fieldsDefaulted).toEqual(['currentRole', 'company', 'location'])
  expect(result.importStats.completeness).toBe(20)
  expect(result.message).toBe(
    'Imported your LinkedIn data export: 0 positions, 0 education entries, 0 skills (20% complete).',
  )
  expect(result.suggestions).toContain('Add your work experience in the Work tab')
  // Nothing is filled with a default: what the export lacks stays empty for the person to fill in.
  expect(result.profileData.personalInfo).toMatchObject({
    fullName: 'Lena Fischer',
    currentRole: '',
    company: '',
    location: '',
  })
})

test('a draft read field by field has one full text: headline, summary, roles, projects', () => {
  const draft = {
    ...emptyDraft(),
    headline: 'Harbour logistics lead',
    summary: 'Ten years on the quay.',
    work: [
      {
        company: 'Elbufer Reederei',
        role: 'Dispatcher',
        duration: '2019 - Present',
        location: 'Hamburg',
        description: ['Planned ferry crews'],
        achievements: ['Cut idle berths by 12%'],
      },
    ],
    projects: [{ name: 'Quay app', description: 'A berth planner for the night shift', technologies: [] }],
  }
  expect(draftFullText(draft)).toBe(
    [
      'Harbour logistics lead',
      'Ten years on the quay.',
      'Dispatcher',
      'Planned ferry crews',
      'Cut idle berths by 12%',
      'A berth planner for the night shift',
    ].join('\n'),
  )
})
