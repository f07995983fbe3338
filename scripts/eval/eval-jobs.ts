import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { AppError } from '#shared/errors.ts'
import { extractAllFromJson, extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'
import { listFiles } from './list-files.ts'

// npm run eval -- jobs: runs the extraction chain over every file in <corpus>/jobs and compares
// title, company and location with the ground truth written in <corpus>/SOURCES.md.

type Truth = { title: string; company: string | null; location: string | null }

/** Ground truth per local file, read from the "Ground truth:" sentences of SOURCES.md. */
export function parseGroundTruth(sources: string): Map<string, Truth[]> {
  const truths = new Map<string, Truth[]>()
  for (const entry of sources.split(/\n(?=- `)/)) {
    const file = /^- `jobs\/([^`]+)`/.exec(entry)?.[1]
    const sentence = /Ground truth: ([\s\S]*?)(?:\n\n|\n- |$)/.exec(entry)?.[1]
    const same = /Same ground truth as ([\w-]+)/.exec(entry)?.[1]
    if (file && same) {
      const sibling = [...truths.entries()].find(
        ([name]) => name.includes(`${same}_`) || name.includes(`${same}.`),
      )
      if (sibling) truths.set(file, sibling[1])
      continue
    }
    if (!file || !sentence) continue
    const items = sentence.split(/\(\d\)\s*/).filter((s) => s.includes('"'))
    truths.set(
      file,
      items.map((item) => {
        const title = /"([^"]+)"/.exec(item)?.[1] ?? ''
        const rest = item.slice(item.indexOf(title) + title.length + 1)
        const parts = rest
          .split(' — ')
          .slice(1)
          .map((p) => p.replace(/[;.]\s*$/, '').trim())
        const location = parts[1]?.split(/;/)[0]?.trim() ?? null
        return {
          title: title.trim(),
          company: parts[0]?.replace(/\s*\(.*\)$/, '').trim() || null,
          location: location || null,
        }
      }),
    )
  }
  return truths
}

async function pdfText(file: string): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

/** HTML pages are also scored without their scripts (no JSON-LD, no app state): the DOM-only path. */
async function extractWithoutScripts(file: string): Promise<ExtractedJob[]> {
  const html = (await readFile(file, 'utf8')).replace(/<script[\s\S]*?<\/script>/gi, '')
  return [extractFromHtml(html, { sourceUrl: null })]
}

async function extractFile(file: string): Promise<ExtractedJob[]> {
  const context = { sourceUrl: null }
  if (file.endsWith('.json')) return extractAllFromJson(JSON.parse(await readFile(file, 'utf8')), context)
  if (file.endsWith('.pdf')) return [extractFromText(await pdfText(file), context)]
  const body = await readFile(file, 'utf8')
  if (file.endsWith('.html') || /<script type="application\/ld\+json">|<html/i.test(body))
    return [extractFromHtml(body, context)]
  return [extractFromText(body, context)]
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

function compare(job: ExtractedJob, truth: Truth | undefined): string[] {
  if (!truth) return []
  const misses: string[] = []
  if (norm(job.title) !== norm(truth.title)) misses.push(`title "${job.title}" ≠ "${truth.title}"`)
  if (
    truth.company &&
    !norm(job.company).includes(norm(truth.company)) &&
    !norm(truth.company).includes(norm(job.company) || '∅')
  )
    misses.push(`company "${job.company}" ≠ "${truth.company}"`)
  // The city is what must match; postcodes, regions and spelling of the country may differ.
  const place = truth.location
    ?.split(',')[0]
    ?.replace(/\s*\/.*$/, '')
    .replace(/\d+/g, '')
  const words = norm(place ?? '')
    .split(' ')
    .filter(Boolean)
  if (words.length && !words.every((w) => norm(job.location).split(' ').includes(w)))
    misses.push(`location "${job.location}" ≠ "${truth.location}"`)
  return misses
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).padEnd(n)

export async function run({ corpus: requested }: { corpus: string }): Promise<void> {
  // From a git worktree the default ../shared/corpus is one level too shallow; look one level up too.
  const corpus = [
    requested,
    path.resolve(requested, '../../shared/corpus'),
    path.resolve('../../shared/corpus'),
  ].find((dir) => existsSync(path.join(dir, 'SOURCES.md')))
  if (!corpus) {
    console.log(`No corpus with SOURCES.md at ${requested} (pass --corpus DIR).`)
    return
  }
  const truths = parseGroundTruth(await readFile(path.join(corpus, 'SOURCES.md'), 'utf8'))
  const files = await listFiles(path.join(corpus, 'jobs'))
  console.log(
    `${'file'.padEnd(52)} ${'title'.padEnd(34)} ${'company'.padEnd(20)} ${'location'.padEnd(24)} ${'salary'.padEnd(30)} req resp pref skills  ms  misses`,
  )
  let checked = 0
  let correct = 0
  const runs = [
    ...files.map((file) => ({
      file,
      label: path.relative(path.join(corpus, 'jobs'), file),
      read: extractFile,
    })),
    ...files
      .filter((file) => file.endsWith('.html') && !/schemaorg/.test(file))
      .map((file) => ({
        file,
        label: `${path.relative(path.join(corpus, 'jobs'), file)} [no scripts]`,
        read: extractWithoutScripts,
      })),
  ]
  for (const { file, label: runLabel, read } of runs) {
    const name = path.relative(path.join(corpus, 'jobs'), file)
    const expected = truths.get(name) ?? []
    const started = performance.now()
    let jobs: ExtractedJob[]
    try {
      jobs = await read(file)
    } catch (error) {
      const code = error instanceof AppError ? `${error.code}: ${error.message}` : String(error)
      // A client-rendered page (Workday) has no posting in its DOM once scripts are gone: refusing is right.
      const visible =
        read === extractWithoutScripts
          ? (await readFile(file, 'utf8'))
              .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/gi, ' ')
              .replace(/\s+/g, ' ')
              .trim()
          : null
      if (visible !== null && visible.length < 300) {
        console.log(
          `${cut(runLabel, 52)} ${'—'.padEnd(34)} refused: ${code}   (expected: no visible text without scripts)`,
        )
        continue
      }
      console.log(
        `${cut(runLabel, 52)} ${'—'.padEnd(34)} refused: ${code}${expected.length ? '   MISS (a real posting was refused)' : ''}`,
      )
      checked += expected.length
      continue
    }
    const ms = Math.round(performance.now() - started)
    jobs.forEach((job, i) => {
      const misses = compare(job, expected[i])
      if (expected[i]) {
        checked++
        if (misses.length === 0) correct++
      }
      const label = jobs.length > 1 ? `${runLabel} #${i + 1}` : runLabel
      console.log(
        `${cut(label, 52)} ${cut(job.title, 34)} ${cut(job.company || '—', 20)} ${cut(job.location || '—', 24)} ${cut(job.salaryRange ?? '—', 30)} ${String(job.requirements.length).padStart(3)} ${String(job.responsibilities.length).padStart(4)} ${String(job.preferred.length).padStart(4)} ${String(job.skills.length).padStart(6)} ${String(ms).padStart(4)}  ${misses.join('; ') || (expected[i] ? 'ok' : '(no ground truth)')}`,
      )
    })
  }
  console.log(`\n${correct}/${checked} postings with ground truth fully right (title, company, location).`)
}
