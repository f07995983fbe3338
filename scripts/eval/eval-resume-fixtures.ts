// Import accuracy on the resumes written for the eval (tests/fixtures/resumes, made by
// scripts/fixtures/generate-resume-fixtures.ts): every field is a check, and every imported work
// entry or language with no counterpart in the truth counts as invented. Files in holdout/ are only
// reported in total unless --show-holdout (all held-out sets) or --show=<split> names them, so tuning cannot
// look at their failures. A file
// whose failures were looked at and fixed moves to tune/ (scripts/fixtures/generate-written-resumes.ts
// records each set's held-out figure); write new held-out files rather than reuse seen ones.
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

import type { ImportFormat } from '#shared/imports/imports.contract.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { draftOf, importFromDraft } from '#server/features/imports/import-document.ts'
import { readResume } from '#server/features/imports/import-resume.ts'
import { textToLines } from '#server/features/imports/readers/txt.ts'
import type { ResumeDraft } from '#server/features/imports/resume-document.ts'

/** The ground truth beside each written resume (tests/fixtures/resumes/<split>/<id>.truth.json). */
export type ResumeTruth = {
  split: (typeof SPLITS)[number]
  layout: string
  name: string
  email: string
  phone: string
  location: string
  links: string[]
  work: { company: string; role: string; start: string; end: string; location: string }[]
  education: { institution: string; degree: string; field: string; year: string }[]
  skills: string[]
  languages: string[]
}

/**
 * tune: looked at and fixed against; holdout, holdout2: written held out and measured before any fix
 * (holdout2's and holdout3's misses were then fixed in general form); holdout4: written after all
 * those fixes, measured blind (then fixed); holdout5: written after that, measured blind, then its
 * misses fixed; holdout6: written with holdout5, never looked at or tuned on; holdout7: written after
 * the holdout5 fixes, measured blind, then its misses fixed; holdout8, holdout9: the same after the
 * holdout7 and holdout8 fixes; holdout10 (names, links and education as laid out in real resumes) and
 * holdout11 (more name layouts): the same after the holdout9 and holdout10 fixes; holdout12 (eight fields
 * and layouts): the same after the holdout11 fixes; holdout13: the same after the holdout12 fixes;
 * holdout14 (eight new fields and layouts): written after the holdout13 fixes, measured first, then fixed against;
 * holdout15 (eleven new shapes: Dutch, French and German CVs, a federal resume, a three-page career, web copy):
 * written after the holdout14 fixes, measured first, then fixed against; holdout16 (eight more countries and
 * layouts): written after the holdout15 fixes, measured blind, then fixed against; holdout17 (eight more):
 * written after the holdout16 fixes, measured once and LEFT BLIND — report it in total only and do not tune on it
 * (its misses were later read and fixed in general form, holdout17 is no longer blind); holdout18 (six more
 * countries and shapes): written after those fixes, measured blind, then fixed against once holdout19 was
 * written; holdout19 (ten more fields, countries and layouts): written before those fixes, measured blind, then fixed against;
 * holdout20 (eleven more trades, countries and shapes): written after all those fixes, measured
 * blind first (78 %), then fixed against; holdout21 (nine more trades, countries and shapes) and holdout21-held (four
 * more, never looked at while fixing: report them in total only): written after all those fixes, measured blind first
 * (89 % and 96 %), then holdout21 fixed against (99.6 %; holdout21-held still 96 %, never looked at); holdout22
 * (eight more trades, countries and layouts) and holdout22-held (four more, never looked at while fixing: report them
 * in total only): written after all those fixes, measured blind first (holdout22 87 %, holdout22-held 93 %), then holdout22 fixed
 * against (100 %; holdout22-held 97 % at the end, holdout21-held still 96 %); holdout23 (nine more trades, countries and
 * layouts) and holdout23-held (four more, never looked at while fixing: report them in total only): written after all
 * those fixes, measured blind first (holdout23 89 %, holdout23-held 85 %), then holdout23 fixed against (100 %;
 * holdout23-held 87 % at the end, figures in generate-holdout23-resumes.ts). holdout24 (five more: a Kenyan nurse's
 * two-column PDF, a Brazilian tester's Portuguese-English DOCX, a Scottish joiner's text, a Japanese-Canadian hotel
 * manager with overlapping jobs, a German Verwaltungsfachangestellte's Lebenslauf): written after all those fixes as the
 * new BLIND measure, measured first (97 %) — report it in total only and do not tune on it. Once holdout24 was written,
 * holdout23-held was declared NO LONGER BLIND: its misses were read and fixed in general form (87 % -> 100 %).
 * holdout25 (nine more: a French-Canadian CPA, a Dutch nurse's two-column PDF, a US truck driver, an Indian civil
 * engineer's three-page PDF, an Austrian Köchin's DOCX tables, a Filipino team lead, a Scottish teacher with a career
 * break, a Mexican designer's web copy, a LinkedIn-shaped sales director) and holdout25-held (four more, never looked at
 * while fixing: report them in total only): measured first (79 % and 98 %), then holdout25 fixed against (98 %;
 * holdout25-held 98 %, unread). Once holdout25 was written, holdout24 was declared NO LONGER BLIND and its misses
 * read and fixed (97 % -> 100 %, figures in its generator). holdout26 (fourteen more: a Brazilian logistics coordinator's
 * DOCX with soft breaks, a Swiss Pflegefachfrau's DOCX tables, a Nigerian engineer's three-page PDF, a Canadian
 * paramedic, a Dutch accountant's two-column PDF, an Indian pharmacist's labelled DOCX, a Scottish chef's seasonal jobs,
 * a letter-spaced US vet tech PDF, a Kenyan programme officer, an academic CV, a career changer's web copy, employer and
 * role in four orders, a German two-column PDF, an Irish nurse) and holdout26-held (eight more, never looked at while
 * fixing: report them in total only): measured first (87 % and 91 %), then holdout26 fixed against (99 %; holdout26-held
 * 91 %, unread). holdout27 (twenty-four more: education rows in every order and language, apprenticeships, diplomas,
 * courses and bootcamps, places no gazetteer knows, role words no list knows, across trades, care, maritime,
 * hospitality, agriculture, public sector, creative, science and NGO work) and holdout27-held (ten more, never looked
 * at while fixing: report them in total only): measured first (81 % and 89 %), then holdout27 fixed against (98 %;
 * holdout27-held 89 %, unread). holdout28 (twenty more, education rows of every shape, language and route) and
 * holdout28-held (ten more, never looked at while fixing: report them in total only). holdout30 (twenty more, experience
 * sections of every shape: one-line and two-line headers, dates left, right and in brackets, tables, bilingual titles,
 * career breaks, several roles at one employer, in six languages) and holdout30-held (ten more, never looked at while
 * fixing: report them in total only): measured first (86 % and 80 %, 14 invented work entries), then holdout30 fixed
 * against (98 %; holdout30-held 95 %, unread, no invented entry). Figures in each set's README.
 * holdout29 (twenty more: education
 * entries of every shape, school names with commas inside, study words fused to their subject, institution and degree
 * on separate lines either way round) and holdout29-held (ten more, never looked at while fixing: report them in total
 * only). Figures in each set's README. holdout31 (twenty more: dates in a left column in German, French and Swiss CVs,
 * DOCX tables with the dates in the left cell, pipe headers in differing orders, further training rows, degrees with a
 * translation in brackets, certificate rows below a job, Diplôme d'État rows) and holdout31-held (ten more, never looked
 * at while fixing: report them in total only): measured first (93 % and 91 %, 2 invented work entries), then holdout31
 * fixed against (99 %; holdout31-held 95 %, unread, no invented entry; holdout29 100 %, no invented entry).
 * holdout32 (twenty more, weighted to education rows in every order and language — "Institution — Degree in Field",
 * "Ph.D., History, McGill University", "Ausbildung zur … (IHK), Siemens AG", "Studium der …, Abschluss: …", courses
 * still under way — and to PDF lists with drawn bullets) and holdout32-held (ten more, never looked at while fixing:
 * report them in total only): measured first (94 % and 94 %, 3 invented work entries), then holdout32 fixed against
 * (99 %; holdout32-held 95 %, unread, no invented entry).
 */
const SPLITS = [
  'tune',
  'holdout',
  'holdout2',
  'holdout3',
  'holdout4',
  'holdout5',
  'holdout6',
  'holdout7',
  'holdout8',
  'holdout9',
  'holdout10',
  'holdout11',
  'holdout12',
  'holdout13',
  'holdout14',
  'holdout15',
  'holdout16',
  'holdout17',
  'holdout18',
  'holdout19',
  'holdout20',
  'holdout21',
  'holdout21-held',
  'holdout22',
  'holdout22-held',
  'holdout23',
  'holdout23-held',
  'holdout24',
  'holdout25',
  'holdout25-held',
  'holdout26',
  'holdout26-held',
  'holdout27',
  'holdout27-held',
  'holdout28',
  'holdout28-held',
  'holdout29',
  'holdout29-held',
  'holdout30',
  'holdout30-held',
  'holdout31',
  'holdout31-held',
  'holdout32',
  'holdout32-held',
] as const

export const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'company',
  'role',
  'dates',
  'job location',
  'institution',
  'degree',
  'field',
  'year',
  'skills',
  'languages',
] as const
type Field = (typeof FIELDS)[number]
type Tally = Record<Field, { hit: number; total: number }>
type Result = {
  file: string
  split: ResumeTruth['split']
  tally: Tally
  invented: string[]
  misses: string[]
}

export const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

// An empty expected value (an Abitur has no field) is right only when nothing was read into it.
const same = (a: string, b: string) => fold(a) === fold(b)
const years = (value: string): string[] => value.match(/(?:19|20)\d{2}/g) ?? []
// "present", "heute", "– Date" (as Nigerian CVs write it): the product's own rule, and the words it names.
const isCurrent = (value: string) =>
  isCurrentRole(value) ||
  /present|current|now|today|heute|to date|seit|depuis|desde|aujourd|actualidad|hoy|atual|oggi|in corso|heden/i.test(
    value,
  )

function emptyTally(): Tally {
  return Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Tally
}

function score(
  truth: ResumeTruth,
  profile: ProfileSections,
  draft: ResumeDraft,
): Omit<Result, 'file' | 'split'> {
  const tally = emptyTally()
  const misses: string[] = []
  const check = (field: Field, ok: boolean, detail: string) => {
    tally[field].total++
    if (ok) tally[field].hit++
    else misses.push(`${field}: ${detail}`)
  }
  const info = profile.personalInfo
  check('name', same(info.fullName, truth.name), `"${info.fullName}" ≠ "${truth.name}"`)
  check('email', info.email.toLowerCase() === truth.email.toLowerCase(), `"${info.email}"`)
  const digits = (v: string) => v.replace(/\D/g, '')
  check(
    'phone',
    digits(info.phone).slice(-7) === digits(truth.phone).slice(-7) && digits(info.phone).length > 6,
    `"${info.phone}"`,
  )
  const city = truth.location.split(',')[0]!
  check(
    'location',
    fold(info.location).includes(fold(city)) && info.location.length <= 60,
    `"${info.location}"`,
  )
  const links = [info.linkedin ?? '', ...profile.portfolioData.portfolioUrls.map((u) => u.url)].map(fold)
  for (const link of truth.links)
    check(
      'links',
      links.some((l) => l.includes(fold(link))),
      link,
    )

  const imported = profile.workExperience.experiences.map((w, i) => ({
    ...w,
    location: draft.work.filter((d) => d.company || d.role)[i]?.location ?? '',
  }))
  const unmatched = [...imported]
  for (const job of truth.work) {
    const index = [
      unmatched.findIndex((w) => same(w.company, job.company) && same(w.role, job.role)),
      unmatched.findIndex((w) => same(w.role, job.role) && years(w.duration)[0] === years(job.start)[0]),
      unmatched.findIndex(
        (w) => same(w.company, job.company) && years(w.duration)[0] === years(job.start)[0],
      ),
      unmatched.findIndex((w) => same(w.role, job.role) || same(w.company, job.company)),
    ].find((i) => i >= 0)
    const found = index === undefined ? undefined : unmatched.splice(index, 1)[0]
    const label = `${job.role} @ ${job.company}`
    check(
      'company',
      !!found && same(found.company, job.company),
      `${label}: "${found?.company ?? '(no entry)'}"`,
    )
    check('role', !!found && same(found.role, job.role), `${label}: "${found?.role ?? '(no entry)'}"`)
    const duration = found?.duration ?? ''
    const datesOk =
      years(duration)[0] === years(job.start)[0] &&
      (job.end === 'present' ? isCurrent(duration) : years(duration).at(-1) === years(job.end)[0])
    check('dates', datesOk, `${label}: "${duration}"`)
    check(
      'job location',
      !!found && fold(found.location).includes(fold(job.location.split(',')[0]!)),
      `${label}: "${found?.location ?? ''}"`,
    )
  }
  const invented = unmatched.map((w) => `work entry "${w.role}" @ "${w.company}"`)

  const degrees = [...profile.education.degrees]
  for (const expected of truth.education) {
    const index = [
      degrees.findIndex((d) => same(d.institution, expected.institution)),
      degrees.findIndex((d) => years(d.year).includes(expected.year) && same(d.degree, expected.degree)),
      degrees.findIndex((d) => years(d.year).includes(expected.year)),
    ].find((i) => i >= 0)
    const found = index === undefined ? undefined : degrees.splice(index, 1)[0]
    const label = expected.institution
    check(
      'institution',
      !!found && same(found.institution, expected.institution),
      `${label}: "${found?.institution ?? '(no entry)'}"`,
    )
    check('degree', !!found && same(found.degree, expected.degree), `${label}: "${found?.degree ?? ''}"`)
    check('field', !!found && same(found.field, expected.field), `${label}: "${found?.field ?? ''}"`)
    check('year', !!found && years(found.year).includes(expected.year), `${label}: "${found?.year ?? ''}"`)
  }
  invented.push(...degrees.map((d) => `degree "${d.degree}" @ "${d.institution}"`))

  const skills = [...profile.skills.technical, ...profile.skills.business, ...profile.skills.sap].map(fold)
  for (const skill of truth.skills) check('skills', skills.includes(fold(skill)), skill)
  const languages = info.languages.map(fold)
  for (const language of truth.languages)
    check(
      'languages',
      languages.some((l) => l === fold(language) || l.startsWith(`${fold(language)} `)),
      language,
    )
  for (const language of info.languages)
    if (!truth.languages.some((t) => fold(language) === fold(t) || fold(language).startsWith(`${fold(t)} `)))
      invented.push(`language "${language}"`)
  return { tally, invented, misses }
}

async function importFixture(
  file: string,
  layout: string,
): Promise<{ profile: ProfileSections; draft: ResumeDraft }> {
  const bytes = new Uint8Array(await readFile(file))
  // Web-page copy is pasted, not uploaded.
  const output =
    layout === 'web-copy'
      ? {
          kind: 'document' as const,
          format: 'text' as ImportFormat,
          lines: textToLines(new TextDecoder().decode(bytes)),
        }
      : await readResume({ bytes, fileName: file })
  const draft = draftOf(output)
  return { profile: importFromDraft(draft, output.format).profileData, draft }
}

const pct = (hit: number, total: number) =>
  total === 0 ? '   -' : `${Math.round((hit / total) * 100)}%`.padStart(4)

function sum(results: Result[]): Tally {
  const tally = emptyTally()
  for (const r of results)
    for (const f of FIELDS) {
      tally[f].hit += r.tally[f].hit
      tally[f].total += r.tally[f].total
    }
  return tally
}

export async function runFixtures({
  root,
  shown,
}: {
  root: string
  /** The held-out splits whose files and misses are printed; tune is always printed. */
  shown: ReadonlySet<string>
}): Promise<void> {
  const results: Result[] = []
  for (const split of SPLITS) {
    const dir = path.join(root, split)
    if (!existsSync(dir)) continue
    for (const name of (await readdir(dir)).filter((f) => f.endsWith('.truth.json')).sort()) {
      const truth = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ResumeTruth
      const base = name.replace(/\.truth\.json$/, '')
      const file = (await readdir(dir)).find((f) => f.startsWith(`${base}.`) && !f.endsWith('.truth.json'))
      if (!file) continue
      try {
        const { profile, draft } = await importFixture(path.join(dir, file), truth.layout)
        results.push({ file: `${split}/${file}`, split, ...score(truth, profile, draft) })
      } catch (error) {
        results.push({
          file: `${split}/${file}`,
          split,
          tally: emptyTally(),
          invented: [],
          misses: [`import failed: ${(error as Error).message}`],
        })
      }
    }
  }
  const short = [
    'name',
    'mail',
    'tel',
    'loc',
    'link',
    'comp',
    'role',
    'date',
    'jloc',
    'inst',
    'degr',
    'fld',
    'year',
    'skil',
    'lang',
  ]
  const width = Math.max(10, ...results.map((r) => r.file.length))
  const header = `${'file'.padEnd(width)}  ${short.map((s) => s.padStart(4)).join(' ')}   all  invented`
  const line = (label: string, tally: Tally, invented: number) => {
    const hit = FIELDS.reduce((n, f) => n + tally[f].hit, 0)
    const total = FIELDS.reduce((n, f) => n + tally[f].total, 0)
    return `${label.padEnd(width)}  ${FIELDS.map((f) => pct(tally[f].hit, tally[f].total)).join(' ')}  ${pct(hit, total)}  ${String(invented).padStart(8)}   (${hit}/${total} checks)`
  }
  console.log(header)
  for (const split of SPLITS) {
    const group = results.filter((r) => r.split === split)
    if (group.length === 0) continue
    if (split === 'tune' || shown.has(split))
      for (const r of group) console.log(line(r.file, r.tally, r.invented.length))
    const invented = group.flatMap((r) => r.invented)
    const kinds = ['work entry', 'degree', 'language'].map(
      (kind) => `${invented.filter((i) => i.startsWith(kind)).length} ${kind}`,
    )
    console.log(
      `${line(`TOTAL ${split} (${group.length} files)`, sum(group), invented.length)}  invented: ${kinds.join(', ')}`,
    )
  }
  console.log(
    line(
      `TOTAL all (${results.length} files)`,
      sum(results),
      results.reduce((n, r) => n + r.invented.length, 0),
    ),
  )
  for (const r of results.filter((r) => r.split === 'tune' || shown.has(r.split))) {
    if (r.misses.length === 0 && r.invented.length === 0) continue
    console.log(`\n${r.file}`)
    for (const miss of r.misses) console.log(`  miss  ${miss}`)
    for (const item of r.invented) console.log(`  INVENTED ${item}`)
  }
}
