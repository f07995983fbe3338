// Resume import accuracy: every corpus file that has ground truth beside it (JSON Resume sources,
// RenderCV YAML sources, LinkedIn expected JSON) is imported and compared field by field.
// A measurement, not a test gate. Ground truth is only read here, never copied into the repository.
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

import JSZip from 'jszip'
import { parse as parseYaml } from 'yaml'

import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { importResume } from '#server/features/imports/import-resume.ts'
import { runFixtures } from './eval-resume-fixtures.ts'

type Truth = {
  name: string
  email: string
  phone: string
  work: { company: string; role: string; start: string }[]
  education: { institution: string; start: string; end: string }[]
}

type Json = Record<string, unknown>
const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

function fromJsonResume(json: Json): Truth {
  const basics = (json.basics ?? {}) as Json
  return {
    name: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    work: list(json.work).map((w) => ({
      company: str(w.name) || str(w.company),
      role: str(w.position),
      start: str(w.startDate),
    })),
    education: list(json.education).map((e) => ({
      institution: str(e.institution),
      start: str(e.startDate),
      end: str(e.endDate),
    })),
  }
}

function fromRenderCv(yaml: Json): Truth {
  const cv = (yaml.cv ?? {}) as Json
  const sections = (cv.sections ?? {}) as Json
  return {
    name: str(cv.name),
    email: str(cv.email),
    phone: str(cv.phone),
    work: list(sections.experience).map((w) => ({
      company: str(w.company),
      role: str(w.position),
      start: str(w.start_date),
    })),
    education: list(sections.education).map((e) => ({
      institution: str(e.institution),
      start: str(e.start_date),
      end: str(e.end_date),
    })),
  }
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

function similar(a: string, b: string): boolean {
  const x = fold(a)
  const y = fold(b)
  if (!x || !y) return false
  if (x === y || x.includes(y) || y.includes(x)) return true
  const tx = new Set(x.split(' '))
  const ty = new Set(y.split(' '))
  const shared = [...tx].filter((t) => ty.has(t)).length
  return shared / Math.max(tx.size, ty.size) >= 0.6
}

const year = (value: string) => /\d{4}/.exec(value)?.[0] ?? ''

type Row = {
  file: string
  name: number
  email: number | null
  phone: number | null
  company: number | null
  role: number | null
  dates: number | null
  extra: number
  education: number | null
}

function score(truth: Truth, profile: ProfileSections): Omit<Row, 'file'> {
  const info = profile.personalInfo
  const experiences = [...profile.workExperience.experiences]
  let companies = 0
  let roles = 0
  let dates = 0
  const unmatched = [...experiences]
  for (const expected of truth.work) {
    const index = unmatched.findIndex(
      (w) => similar(w.company, expected.company) && (similar(w.role, expected.role) || !expected.role),
    )
    const fallback =
      index >= 0
        ? index
        : unmatched.findIndex((w) => similar(w.company, expected.company) || similar(w.role, expected.role))
    if (fallback < 0) continue
    const found = unmatched.splice(fallback, 1)[0]!
    if (similar(found.company, expected.company)) companies++
    if (similar(found.role, expected.role)) roles++
    if (year(expected.start) && found.duration.includes(year(expected.start))) dates++
  }
  const degrees = [...profile.education.degrees]
  let education = 0
  for (const expected of truth.education) {
    const index = degrees.findIndex(
      (d) =>
        similar(d.institution, expected.institution) ||
        similar(`${d.degree} ${d.field} ${d.institution}`, expected.institution),
    )
    if (index >= 0) {
      degrees.splice(index, 1)
      education++
    }
  }
  const ratio = (hit: number, total: number) => (total === 0 ? null : hit / total)
  return {
    name: similar(info.fullName, truth.name) && fold(info.fullName) === fold(truth.name) ? 1 : 0,
    email: truth.email ? (info.email.toLowerCase() === truth.email.toLowerCase() ? 1 : 0) : null,
    phone: truth.phone
      ? info.phone.replace(/\D/g, '').endsWith(truth.phone.replace(/\D/g, '').slice(-7))
        ? 1
        : 0
      : null,
    company: ratio(companies, truth.work.length),
    role: ratio(roles, truth.work.length),
    dates: ratio(dates, truth.work.length),
    extra: unmatched.length,
    education: ratio(education, truth.education.length),
  }
}

async function cases(corpus: string): Promise<{ file: string; truth: Truth }[]> {
  const found: { file: string; truth: Truth }[] = []
  const walk = async (dir: string): Promise<string[]> => {
    if (!existsSync(dir)) return []
    const entries = await readdir(dir, { withFileTypes: true })
    const files = await Promise.all(
      entries.map((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]),
      ),
    )
    return files.flat()
  }
  for (const file of [
    ...(await walk(path.join(corpus, 'resumes'))),
    ...(await walk(path.join(corpus, 'linkedin'))),
  ].sort()) {
    const dir = path.dirname(file)
    const base = path.basename(file, path.extname(file))
    if (/\.(pdf|docx?|txt|md)$/i.test(file)) {
      const yamlFile = path.join(dir, `${base}.yaml`)
      const jsonFile = [path.join(dir, `${base}.json`), path.join(dir, `${base}.expected.json`)].find((f) =>
        existsSync(f),
      )
      if (existsSync(yamlFile))
        found.push({ file, truth: fromRenderCv(parseYaml(await readFile(yamlFile, 'utf8')) as Json) })
      else if (jsonFile)
        found.push({ file, truth: fromJsonResume(JSON.parse(await readFile(jsonFile, 'utf8')) as Json) })
    } else if (/\.json$/i.test(file) && !file.endsWith('.expected.json')) {
      const json = JSON.parse(await readFile(file, 'utf8')) as Json
      if (json.basics) found.push({ file, truth: fromJsonResume(json) })
    }
  }
  return found
}

const pct = (value: number | null) => (value === null ? '   -' : `${Math.round(value * 100)}%`.padStart(4))

export async function run({ corpus }: { corpus: string }): Promise<void> {
  console.log('--- resumes written for the eval (tests/fixtures/resumes): every field, tune vs held-out\n')
  await runFixtures({
    root: path.resolve('tests/fixtures/resumes'),
    shown: new Set(
      process.argv.includes('--show-holdout')
        ? // holdout6 and holdout13 are not listed: their misses are shown only when asked for by name.
          [
            'holdout',
            'holdout2',
            'holdout3',
            'holdout4',
            'holdout5',
            'holdout7',
            'holdout8',
            'holdout9',
            'holdout10',
            'holdout11',
            'holdout12',
          ]
        : process.argv.filter((a) => a.startsWith('--show=')).map((a) => a.slice('--show='.length)),
    ),
  })
  if (process.argv.includes('--fixtures-only')) return
  console.log(`\n--- real corpus (${corpus})\n`)
  const rows: Row[] = []
  for (const { file, truth } of await cases(corpus)) {
    const label = path.relative(corpus, file)
    try {
      const result = await importResume({ bytes: new Uint8Array(await readFile(file)), fileName: file })
      rows.push({ file: label, ...score(truth, result.profileData) })
    } catch (error) {
      console.log(`${label}: import failed: ${(error as Error).message}`)
      rows.push({
        file: label,
        name: 0,
        email: 0,
        phone: truth.phone ? 0 : null,
        company: 0,
        role: 0,
        dates: 0,
        extra: 0,
        education: truth.education.length ? 0 : null,
      })
    }
  }
  const width = Math.max(...rows.map((r) => r.file.length), 10)
  console.log(`${'file'.padEnd(width)}  name email phone  comp  role dates extra   edu`)
  for (const r of rows) {
    console.log(
      `${r.file.padEnd(width)}  ${pct(r.name)}  ${pct(r.email)}  ${pct(r.phone)}  ${pct(r.company)}  ${pct(r.role)}  ${pct(r.dates)}  ${String(r.extra).padStart(4)}  ${pct(r.education)}`,
    )
  }
  const mean = (key: keyof Omit<Row, 'file' | 'extra'>) => {
    const values = rows.map((r) => r[key]).filter((v): v is number => v !== null)
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length
  }
  console.log(
    `${'MEAN'.padEnd(width)}  ${pct(mean('name'))}  ${pct(mean('email'))}  ${pct(mean('phone'))}  ${pct(mean('company'))}  ${pct(mean('role'))}  ${pct(mean('dates'))}  ${String(rows.reduce((a, r) => a + r.extra, 0)).padStart(4)}  ${pct(mean('education'))}`,
  )
  console.log(
    `\n${rows.length} files with ground truth. comp/role/dates: share of expected positions found with that field right; extra: imported positions with no expected counterpart; edu: institutions found.`,
  )
  await reportWithoutTruth(corpus, new Set(rows.map((r) => path.join(corpus, r.file))))
}

/** Files without ground truth: what the import found, for reading by eye (no accuracy is claimed). */
async function reportWithoutTruth(corpus: string, scored: Set<string>): Promise<void> {
  const inputs: { label: string; bytes: Uint8Array; fileName: string }[] = []
  for (const area of ['resumes', 'linkedin']) {
    const root = path.join(corpus, area)
    if (!existsSync(root)) continue
    for (const dir of (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory())) {
      const folder = path.join(root, dir.name)
      const files = (await readdir(folder, { withFileTypes: true }))
        .filter((f) => f.isFile())
        .map((f) => path.join(folder, f.name))
      for (const file of files.filter((f) => /\.(pdf|docx?|txt)$/i.test(f) && !scored.has(f))) {
        inputs.push({
          label: path.relative(corpus, file),
          bytes: new Uint8Array(await readFile(file)),
          fileName: file,
        })
      }
      // Loose LinkedIn export CSVs are zipped the way LinkedIn ships them.
      const csvs = files.filter((f) => f.endsWith('.csv'))
      if (csvs.length > 0) {
        const zip = new JSZip()
        for (const csv of csvs)
          zip.file(`Basic_LinkedInDataExport/${path.basename(csv)}`, await readFile(csv))
        inputs.push({
          label: `${path.relative(corpus, folder)}/*.csv (zipped)`,
          bytes: new Uint8Array(await zip.generateAsync({ type: 'uint8array' })),
          fileName: 'export.zip',
        })
      }
    }
  }
  if (inputs.length === 0) return
  const width = Math.max(...inputs.map((i) => i.label.length))
  console.log(
    `\nWithout ground truth (counts only):\n${'file'.padEnd(width)}  format        jobs  edu  skills  complete  name`,
  )
  for (const input of inputs) {
    try {
      const { profileData, importStats } = await importResume({
        bytes: input.bytes,
        fileName: input.fileName,
      })
      console.log(
        `${input.label.padEnd(width)}  ${importStats.format.padEnd(12)}  ${String(importStats.experienceCount).padStart(4)}  ${String(importStats.educationCount).padStart(3)}  ${String(importStats.skillCount).padStart(6)}  ${`${importStats.completeness}%`.padStart(8)}  ${profileData.personalInfo.fullName}`,
      )
    } catch (error) {
      console.log(`${input.label.padEnd(width)}  failed: ${(error as Error).message}`)
    }
  }
}
