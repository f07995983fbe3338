import { expect, test } from 'vitest'

import {
  COMMUNICATION_STYLES,
  PROCESSING_SPEEDS,
  type CommunicationStyle,
  type ProcessingSpeed,
} from '#shared/constants.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { WRITING_CASES, type WritingCase } from '#tests/fixtures/writing/cases.ts'
import { FRESH_CASES } from '#tests/fixtures/writing/fresh-cases.ts'
import {
  labelledFragments,
  packageSentences,
  pastedPostingSentences,
  repeatedOpenings,
  suspiciousFragments,
  trigramOverlap,
  unsupportedYears,
} from '#tests/fixtures/writing/writing-measures.ts'

// Golden tests of whole packages (issue 14) for people whose material is easy to misrepresent: the
// rules hold for every one of them, in every style.

// The local engine is deterministic, so each (person, style, speed) package is written once in this
// file and every test gets its own copy: the tests check the same packages as before without writing
// the same ones again and again (the file took minutes on a busy machine).
const written = new Map<WritingCase, Map<string, ReturnType<typeof generateLocalApplication>>>()

async function write(c: WritingCase, style: CommunicationStyle, speed: ProcessingSpeed = 'medium') {
  let byOptions = written.get(c)
  if (!byOptions) written.set(c, (byOptions = new Map()))
  const key = `${style}:${speed}`
  let writing = byOptions.get(key)
  if (!writing) {
    writing = generateLocalApplication({ job: c.job, profile: c.profile, communicationStyle: style, speed })
    byOptions.set(key, writing)
  }
  return structuredClone(await writing)
}

async function packageFor(index: number, style: CommunicationStyle = 'business_leader') {
  const c = WRITING_CASES[index]!
  const raw = await write(c, style)
  return { raw, clean: createGuard({ profile: c.profile, job: c.job }).cleanApplication(raw), ...c }
}

test(
  'every package: no unsupported years, no pasted duty, no fragment, no repeated sentence, skills only from the profile',
  { timeout: 120_000 },
  async () => {
    for (let i = 0; i < WRITING_CASES.length; i++) {
      const { clean, profile, job } = await packageFor(i)
      const name = WRITING_CASES[i]!.name
      expect(unsupportedYears(clean, profile), name).toEqual([])
      expect(pastedPostingSentences(clean, job, profile), name).toEqual([])
      expect(suspiciousFragments(clean), name).toEqual([])
      const keys = packageSentences(clean).map((s) =>
        s
          .toLowerCase()
          .replace(/[^\p{L}\p{N}%]+/gu, ' ')
          .trim(),
      )
      expect(keys.length - new Set(keys).size, name).toBe(0)
      const own = JSON.stringify(profile).toLowerCase()
      for (const item of clean.document.sections
        .filter((s) => s.kind === 'skills')
        .flatMap((s) => s.groups.flatMap((g) => g.items)))
        expect(own, `${name}: ${item}`).toContain(item.toLowerCase())
      expect(clean.resumeContent.split('\n')[0], name).toBe(
        profile.personalInfo.fullName || profile.personalInfo.email,
      )
    }
  },
)

test('years are counted from the roles that support the words: teaching years are not design years, RN years not NP years', async () => {
  const changer = await packageFor(0)
  expect(changer.clean.coverLetter).not.toMatch(/\b(1[0-9]|eleven|twelve|thirteen)\s+years/i)
  const nurse = await packageFor(1)
  const text = `${nurse.clean.resumeContent}\n${nurse.clean.coverLetter}`
  expect(text).not.toMatch(/\b(1[0-9]|eleven|twelve|thirteen|fourteen)\s+years/i)
  const sap = await packageFor(5)
  expect(`${sap.clean.resumeContent}\n${sap.clean.coverLetter}`).not.toMatch(
    /\b(1[0-9]|eleven|twelve)\s+years/i,
  )
})

test('nothing defaulted: a profile without name or location prints neither a placeholder nor an empty slot', async () => {
  const thin = await packageFor(4)
  const all = JSON.stringify(thin.clean)
  expect(all).not.toMatch(/Imported User|Global|Applicant|At Self-employed|CUSTOMER SUPPORT SPECIALIST/)
  expect(thin.clean.coverLetter.trim().endsWith('Kind regards,')).toBe(true)
})

test('the German posting is never quoted, and a skill the person lacks is never claimed', async () => {
  const { clean } = await packageFor(3)
  const text = [clean.resumeContent, clean.coverLetter, ...clean.variations.map((v) => v.content)].join('\n')
  expect(text).not.toMatch(/kubernetes|Sie |unsere|Erfahrung/i)
})

test('the LLM-shaped document and the local one pass the same guard unchanged', async () => {
  for (let i = 0; i < WRITING_CASES.length; i++) {
    const { raw, clean } = await packageFor(i)
    expect(clean.document, WRITING_CASES[i]!.name).toEqual(raw.document)
  }
})

test(
  'letters of different styles differ: on average they share under half of their word trigrams',
  { timeout: 120_000 },
  async () => {
    const overlaps: number[] = []
    for (const index of [0, 2, 6]) {
      const letters = await Promise.all(
        COMMUNICATION_STYLES.map(async (style) => (await packageFor(index, style)).clean.coverLetter),
      )
      for (let i = 0; i < letters.length; i++)
        for (let j = i + 1; j < letters.length; j++) overlaps.push(trigramOverlap(letters[i]!, letters[j]!))
    }
    expect(overlaps.reduce((a, b) => a + b, 0) / overlaps.length).toBeLessThan(0.5)
  },
)

test('a German profile applying to a German posting gets a German letter, summary and headings, never mixed with English frames', async () => {
  const german = FRESH_CASES.find((c) => c.name.includes('German profile'))!
  const { profile, job } = german
  for (const speed of PROCESSING_SPEEDS) {
    const raw = await write(german, 'business_leader', speed)
    const app = createGuard({ profile, job }).cleanApplication(raw)
    const prose = [app.coverLetter, ...app.variations.map((v) => v.content)].join('\n')
    expect(app.coverLetter).toContain('Sehr geehrte Damen und Herren,')
    expect(prose).not.toMatch(/\b(I|I am|my|the|with|years|Dear|Kind regards)\b/)
    const summary = app.document.sections.find((s) => s.kind === 'summary')!
    expect(summary.heading).toBe('Profil')
    expect(summary.paragraphs.join(' ')).not.toMatch(/\b(with|years|at)\b/)
    // Seven years as an Elektroniker für Betriebstechnik: the apprenticeship is not counted.
    expect(prose).not.toMatch(/\b(zehn|neun|acht) Jahren\b/)
    expect(suspiciousFragments(app)).toEqual([])
  }
  // An English profile with a German posting keeps writing in English.
  const english = await packageFor(3)
  expect(english.clean.coverLetter).toMatch(/^Dear /)
})

test('a summary ties its years to the title, never to a list of strengths', async () => {
  for (const style of ['business_leader', 'tech_leader', 'stanford_bay_area', 'ogilvy_creative'] as const)
    for (const c of [...WRITING_CASES, ...FRESH_CASES]) {
      const raw = await write(c, style)
      const summary = raw.document.sections.find((s) => s.kind === 'summary')?.paragraphs.join(' ') ?? ''
      expect(summary, `${c.name} (${style})`).not.toMatch(/\byears? of [^.;,]*\b(in|across)\b/i)
    }
})

test('a letter is composed of paragraphs: no run of one-line paragraphs between the opening and the closing', async () => {
  for (const c of [...WRITING_CASES, ...FRESH_CASES]) {
    const raw = await write(c, 'business_leader')
    // Between the greeting (a German letter has a subject line before it) and the closing.
    const parts = raw.coverLetter.split('\n\n')
    const body = parts.slice(parts.findIndex((p) => p.endsWith(',')) + 1, -2)
    const oneLiners = body.filter((p) => p.split(/(?<=[.!?])\s+/).length === 1 && p.split(/\s+/).length < 14)
    expect(oneLiners, c.name).toEqual([])
    expect(body.length, c.name).toBeLessThanOrEqual(7)
  }
})

test('speeds word even a thin profile differently: the medium and advanced letters are not the same text', async () => {
  const [medium, advanced] = await Promise.all(
    (['medium', 'advanced'] as const).map(
      async (speed) => (await write(WRITING_CASES[4]!, 'business_leader', speed)).coverLetter,
    ),
  )
  expect(advanced).not.toBe(medium)
})

test('the letter never names a product the profile lacks, so the guard has nothing to cut from it', async () => {
  for (const c of [...WRITING_CASES, ...FRESH_CASES]) {
    const raw = await write(c, 'business_leader')
    const clean = createGuard({ profile: c.profile, job: c.job }).cleanApplication(raw)
    expect(clean.coverLetter, c.name).toBe(raw.coverLetter)
  }
})

test('a degree that names its field is not followed by the field again', async () => {
  const pharmacist = FRESH_CASES.find((c) => c.name.includes('pharmacist'))!
  for (const style of COMMUNICATION_STYLES) {
    const raw = await write(pharmacist, style, 'advanced')
    expect(raw.coverLetter, style).not.toMatch(/Master of Pharmacy in Pharmacy/)
  }
})

// Moved here from write-cover-letter.test.ts: it reads the same packages this file writes anyway.
test('no letter sentence opens like an earlier one, in any style, for the tuning people', async () => {
  for (const c of WRITING_CASES.slice(0, 8))
    for (const style of COMMUNICATION_STYLES) {
      const app = await write(c, style)
      expect(repeatedOpenings(app.coverLetter), `${c.name} / ${style}`).toEqual([])
    }
})

test('letters speak in sentences in every style: no label and colon standing in for one ("Training: …")', async () => {
  for (const c of [...WRITING_CASES, ...FRESH_CASES])
    for (const style of COMMUNICATION_STYLES)
      for (const speed of ['medium', 'advanced'] as const) {
        const raw = await write(c, style, speed)
        expect(labelledFragments(raw.coverLetter), `${c.name} (${style}, ${speed})`).toEqual([])
      }
})

test('in every style and speed, no sentence starts in lower case and no work mode stands in for an employer', async () => {
  for (const c of [...WRITING_CASES, ...FRESH_CASES])
    for (const style of COMMUNICATION_STYLES)
      for (const speed of PROCESSING_SPEEDS) {
        const raw = await write(c, style, speed)
        // "… from experience. my part was …", "most recently at Self-employed".
        expect(suspiciousFragments(raw), `${c.name} (${style}, ${speed})`).toEqual([])
      }
})
