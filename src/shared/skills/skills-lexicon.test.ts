import { expect, test } from 'vitest'

import {
  SKILLS,
  canonicalSkill,
  findSkillMatches,
  findSkills,
  findSkillsByCategory,
  findSkillsWithImplied,
  getSkill,
} from '#shared/skills/skills-lexicon.ts'

test('the lexicon is large, with unique names and every category filled', () => {
  expect(SKILLS.length).toBeGreaterThan(400)
  expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length)
  for (const category of [
    'healthcare',
    'engineering',
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

test('short names never match inside other words or hyphenated compounds', () => {
  expect(findSkills('Led the go-live and the Go-Live hypercare; go live in May')).not.toContain('Go')
  expect(findSkills('Migrated an AngularJS app')).toEqual(['AngularJS'])
  expect(findSkills('Improved Largest Contentful Paint and First Contentful Paint by 40%')).not.toContain(
    'Contentful',
  )
  expect(findSkills('Content modelling in Contentful')).toContain('Contentful')
  expect(findSkills('AI-driven roadmap and an ML-based pipeline')).toEqual(
    expect.not.arrayContaining(['Artificial Intelligence', 'Machine Learning']),
  )
  expect(findSkills('QM-System nach ISO 9001')).toEqual(
    expect.arrayContaining(['Quality Management', 'ISO 9001']),
  )
  expect(findSkills('NoSQL, PostgreSQL-Cluster')).toEqual(['PostgreSQL'])
})

test('abbreviations, long forms and German forms meet in one entry, for every field', () => {
  const pairs: [string, string][] = [
    ['K8s', 'Kubernetes'],
    ['SPS-Programmierung', 'PLC programming'],
    ['QM', 'quality management'],
    ['Wundversorgung', 'wound care'],
    ['examinierte Pflegefachkraft', 'registered nurse'],
    ['Maschinenbau', 'mechanical engineering'],
    ['Kaltakquise', 'cold calling'],
    ['Vertragsrecht', 'contract law'],
    ['Rezeption', 'front desk'],
    ['Unterrichtsplanung', 'lesson planning'],
    ['Vergaberecht', 'public procurement'],
    ['Schweißen', 'welding'],
  ]
  for (const [a, b] of pairs) {
    expect(canonicalSkill(a), a).not.toBeNull()
    expect(canonicalSkill(a), a).toBe(findSkillMatches(`Experience in ${b}.`, { isNested: false })[0]?.name)
  }
})

test('matches report the words as the text writes them, inner skills only on request', () => {
  const text = 'Erfahrung mit Microsoft SQL Server und k8s'
  expect(findSkillMatches(text, { isNested: false }).map((m) => m.surface)).toEqual([
    'Microsoft SQL Server',
    'k8s',
  ])
  expect(findSkillMatches(text).map((m) => m.name)).toContain('SQL')
})

test('a machine-learning library is machine-learning experience', () => {
  expect(
    findSkillsWithImplied('Built churn models with scikit-learn and pandas').has('Machine Learning'),
  ).toBe(true)
  expect([...findSkillsWithImplied('Trained vision models in PyTorch')]).toEqual(
    expect.arrayContaining(['PyTorch', 'Deep Learning', 'Machine Learning']),
  )
  expect(findSkillsWithImplied('Reporting in Excel and SQL').has('Machine Learning')).toBe(false)
})

test('product names that are everyday words are skills only as products', () => {
  expect(findSkills('We cut greenhouse gas emissions and report Greenhouse gas figures')).not.toContain(
    'Greenhouse',
  )
  expect(findSkills('Manage the hiring pipeline in Greenhouse')).toContain('Greenhouse')
  expect(findSkills('Setting out our strategy for 2027')).not.toContain('Setting Out')
  expect(findSkills('Setting out works using a total station')).toEqual(
    expect.arrayContaining(['Setting Out', 'Surveying']),
  )
  expect(findSkills('Experience with regression testing')).not.toContain('Regression Analysis')
})

test('a one-word skill that opens a duty as its verb is not the skill', () => {
  expect(findSkills('React to alarms and incidents quickly')).toEqual([])
  expect(findSkills('- React to customer complaints\n- Sketch out ideas with the team')).toEqual([])
  expect(findSkills('React and TypeScript in production')).toEqual(expect.arrayContaining(['React']))
  expect(findSkills('Migrate the front end from Angular to React')).toContain('React')
})

test('soft skills asked for in German meet their English names', () => {
  expect(canonicalSkill('Teamfähigkeit')).toBe('Teamwork')
  expect(canonicalSkill('Sorgfalt')).toBe('Attention to Detail')
  expect(canonicalSkill('eye for detail')).toBe('Attention to Detail')
  expect(canonicalSkill('Belastbarkeit')).toBe('Resilience')
  expect(canonicalSkill('Einfühlungsvermögen')).toBe('Empathy')
  expect(findSkills('Zuverlässigkeit, Sorgfalt und Teamfähigkeit')).toEqual(
    expect.arrayContaining(['Zuverlässigkeit', 'Attention to Detail', 'Teamwork']),
  )
})

test("a claim's reserves are a skill, nature or cash reserves are not; the verb captivate is not the tool", () => {
  expect(findSkills('Set and adjust reserves within your settlement authority')).toContain('Claims Reserving')
  expect(findSkills('Patrol nature reserves and keep cash reserves')).not.toContain('Claims Reserving')
  expect(findSkills('Build modules in Captivate')).toContain('Adobe Captivate')
  expect(findSkills('Write stories that captivate our audience')).not.toContain('Adobe Captivate')
})
