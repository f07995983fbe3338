import { expect, test } from 'vitest'

import {
  SKILLS,
  canonicalSkill,
  findSkills,
  findSkillsByCategory,
  getSkill,
} from '#shared/skills/skills-lexicon.ts'

test('the lexicon is large, with unique names and every category filled', () => {
  expect(SKILLS.length).toBeGreaterThan(400)
  expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length)
  for (const category of [
    'language',
    'framework',
    'cloud',
    'data',
    'devops',
    'enterprise',
    'business',
    'design',
    'method',
    'tool',
  ] as const) {
    expect(SKILLS.filter((s) => s.category === category).length, category).toBeGreaterThan(15)
  }
})

test('aliases resolve to canonical names', () => {
  expect(findSkills('We run k8s on GCP with JS and TS services')).toEqual(
    expect.arrayContaining(['Kubernetes', 'Google Cloud', 'JavaScript', 'TypeScript']),
  )
  expect(findSkills('Financial planning & analysis, S4HANA, FI/CO and Fiori apps in ABAP')).toEqual(
    expect.arrayContaining(['FP&A', 'SAP S/4HANA', 'SAP FI/CO', 'SAP Fiori', 'ABAP']),
  )
  expect(findSkills('IFRS 16 reporting, US GAAP, month-end close, Anaplan')).toEqual(
    expect.arrayContaining(['IFRS', 'US GAAP', 'Month-End Close', 'Anaplan']),
  )
  expect(findSkills('Scrum, Kanban, SAFe and Lean Six Sigma')).toEqual(
    expect.arrayContaining(['Scrum', 'Kanban', 'SAFe', 'Lean Six Sigma']),
  )
  expect(canonicalSkill('k8s')).toBe('Kubernetes')
  expect(canonicalSkill('  Golang ')).toBe('Go')
  expect(canonicalSkill('s/4 hana')).toBe('SAP S/4HANA')
  expect(canonicalSkill('financial planning and analysis')).toBe('FP&A')
  expect(canonicalSkill('Basket weaving')).toBeNull()
  expect(getSkill('postgres')?.category).toBe('data')
})

test('ambiguous words are not skills out of context', () => {
  expect(findSkills('We go the extra mile. Go live is in May; go-to-market starts after.')).not.toContain(
    'Go',
  )
  expect(findSkills('Our R&D team works in JavaScript')).toEqual(['JavaScript'])
  expect(findSkills('You will excel at building relationships and excel in ambiguity')).not.toContain('Excel')
  expect(findSkills('Reporting to the C-suite and C-level executives; Plan B')).not.toContain('C')
  const season = findSkills('Spring 2026 internship in a safe, friendly team at the helm')
  for (const name of ['Spring', 'SAFe', 'Helm']) expect(season).not.toContain(name)
  expect(findSkills('at the helm of a safe team')).toEqual([])
  expect(findSkills('Be ready to react to feedback and rust off old habits')).toEqual([])
  expect(findSkills('We are hiring! Apply now.')).toEqual([])
  expect(findSkills('JavaScript developer')).not.toContain('Java')
  expect(findSkills('NoSQL stores')).not.toContain('SQL')
})

test('ambiguous names are found in their real contexts', () => {
  expect(findSkills('Backend services in Go, Python and R')).toEqual(
    expect.arrayContaining(['Go', 'Python', 'R']),
  )
  expect(findSkills('C/C++ and C# on embedded targets')).toEqual(expect.arrayContaining(['C', 'C++', 'C#']))
  expect(findSkills('Advanced Excel and PowerPoint')).toEqual(expect.arrayContaining(['Excel', 'PowerPoint']))
  expect(findSkills('Spring Boot microservices')).toEqual(expect.arrayContaining(['Spring', 'Microservices']))
  expect(findSkills('Java 17 and Spring')).toContain('Java')
  expect(findSkills('SAP-Berater mit ABAP-Kenntnissen')).toEqual(expect.arrayContaining(['SAP', 'ABAP']))
  expect(findSkillsByCategory('Python, Figma and Jira', 'design')).toEqual(['Figma'])
})
