import { expect, test } from 'vitest'

import { findJobSkills } from '#server/features/jobs/intake/job-skills.ts'

const sections = (requirements: string[], responsibilities: string[] = [], preferred: string[] = []) => ({
  requirements,
  responsibilities,
  preferred,
})

test('skills are listed in the posting own words, read from its requirement lines, not its blurb', () => {
  const lines = [
    'Experience with k8s in production',
    'Knowledge of Nastran and composites',
    'Strong negotiation skills',
  ]
  const skills = findJobSkills({
    sections: sections(lines),
    text: 'We are recruiting a Senior Engineer. Our insurance products are loved.',
  })
  expect(skills).toEqual(expect.arrayContaining(['K8s', 'Nastran', 'Composites', 'Negotiation']))
  expect(skills.join(' ')).not.toMatch(/Kubernetes|Recruiting|Insurance/)
  for (const skill of skills) expect(lines.join(' ').toLowerCase()).toContain(skill.toLowerCase())
})

test('German requirement lines give their own skill phrases', () => {
  const skills = findJobSkills({
    sections: sections(
      [
        'Kenntnisse in Werkstoffkunde und Hydraulik',
        'Erfahrung mit SPS-Programmierung',
        'Gute Englischkenntnisse (mindestens B2)',
      ],
      ['Pflegedokumentation im KIS', 'Dokumentation in der elektronischen Patientenakte (ORBIS)'],
    ),
    text: '',
  })
  expect(skills).toEqual(
    expect.arrayContaining([
      'Werkstoffkunde',
      'Hydraulik',
      'SPS-Programmierung',
      'Pflegedokumentation',
      'ORBIS',
    ]),
  )
  // A language level is not a product.
  expect(skills).not.toContain('B2')
})
