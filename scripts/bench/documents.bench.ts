// Document rendering: each document against the bare library rendering the same text (react-pdf with
// the same embedded font; docx), measured interleaved in the same run, as CPU time per render (which
// the machine's load moves far less than wall time): project median, baseline median, ratio. The
// first render after warmPdfRenderer() is compared with the bare library's first render after it,
// each in a fresh process of its own (first-pdf.ts). The "own processes" rows compare our PDF with the
// bare document by react-pdf as it ships (no project font patches), each side in a process of its own
// (pdf-process.ts): in this process the bare document shares our fonts, font patches and the caches our
// renders warmed, which the library alone does not have.
import { execFile, fork, type ChildProcess } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'

import { Document as DocxDocument, Packer, Paragraph } from 'docx'

import { compare as compareRuns, median, printHeader, printRow } from './compare.ts'
import { barePdf as bareLinesPdf } from './first-pdf.ts'
import type { PdfJob } from './pdf-process.ts'
import {
  documentLines,
  expectedLines,
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
  type DocumentFixture,
} from '#tests/documents-fixtures.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'
import { renderDocx } from '#server/features/documents/render-docx.ts'

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The lines a document of this kind prints (the resume's with its bullets, then the letter's). */
function linesOf(fixture: DocumentFixture, kind: DocumentKind): string[] {
  return kind === 'resume' ? documentLines(fixture.document) : expectedLines(fixture, kind)
}

/**
 * The same words as the document, one Text per line, on A4 in the same embedded font: react-pdf's floor.
 * It draws less than the template: one face (Regular; the resume embeds Regular, SemiBold and Bold),
 * black text, no band, rules, gradients or bullet indents.
 */
function barePdf(fixture: DocumentFixture, kind: DocumentKind = 'resume'): Promise<Buffer> {
  return bareLinesPdf(linesOf(fixture, kind))
}

const FIRST_PDF_PAIRS = 5

/**
 * The first resume PDF after warm-up, ours and the bare one, each in a fresh process (alternately):
 * in one process the second side would render words the first has already shaped and cached.
 */
async function firstPdfAfterWarmUp(): Promise<{ project: number; baseline: number }> {
  const run = async (side: 'project' | 'baseline') => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'scripts/bench/first-pdf.ts',
      side,
    ])
    return Number(stdout.trim())
  }
  const project: number[] = []
  const baseline: number[] = []
  for (let i = 0; i < FIRST_PDF_PAIRS; i++) {
    project.push(await run('project'))
    baseline.push(await run('baseline'))
  }
  return { project: median(project), baseline: median(baseline) }
}

/** A process rendering one side's PDFs (pdf-process.ts); each render answers its own CPU time. */
class PdfProcess {
  private readonly child: ChildProcess
  private readonly ready: Promise<void>
  constructor(side: 'project' | 'shipped') {
    this.child = fork('scripts/bench/pdf-process.ts', [side], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    this.ready = new Promise((resolve) => this.child.once('message', () => resolve()))
  }
  async render(job: PdfJob): Promise<number> {
    await this.ready
    return new Promise((resolve) => {
      this.child.once('message', (ms) => resolve(Number(ms)))
      this.child.send(job)
    })
  }
  stop(): void {
    this.child.kill()
  }
}

/**
 * Our PDF against the bare document by react-pdf as it ships, each side in a process of its own,
 * alternately. In this process the bare document shares the project's fonts, font patches and warm
 * caches with our renders; there, neither side runs on what the other warmed.
 */
async function compareInProcesses(label: string, job: PdfJob, runs = 40): Promise<void> {
  const [project, shipped] = [new PdfProcess('project'), new PdfProcess('shipped')]
  for (let i = 0; i < 30; i++) await Promise.all([project.render(job), shipped.render(job)])
  const ours: number[] = []
  const bare: number[] = []
  for (let i = 0; i < runs; i++) {
    // One at a time, alternating which goes first.
    if (i % 2) bare.push(await shipped.render(job))
    ours.push(await project.render(job))
    if (!(i % 2)) bare.push(await shipped.render(job))
  }
  project.stop()
  shipped.stop()
  printRow(
    `${label}, CPU (n=${runs})`,
    median(ours),
    median(bare),
    'ms',
    'react-pdf as shipped, own processes',
  )
}

/** The same lines as plain docx paragraphs: the docx library's floor. */
function bareDocx(fixture: DocumentFixture, kind: DocumentKind): Promise<Buffer> {
  const children = linesOf(fixture, kind).map((line) => new Paragraph({ text: line }))
  return Packer.toBuffer(new DocxDocument({ sections: [{ children }] }))
}

// 40 pairs: on a shared 2-core machine a render's CPU time swings by a third from one run to the next,
// and 20 pairs moved the ratio's second digit from run to run.
function compare(label: string, ours: () => Promise<unknown>, bare: () => Promise<unknown>, runs = 40) {
  // Steady state: V8 keeps compiling react-pdf's and fontkit's hot paths over the first few dozen
  // documents (the ratio of the first ten pairs after the warm-up is ~0.1-0.2 higher than later); the
  // first document after warm-up is measured on its own above.
  return compareRuns(`${label}, CPU (n=${runs})`, ours, bare, '', { runs, warmup: 30, clock: 'cpu' })
}

export async function run(): Promise<void> {
  printHeader('the bare library, same text, interleaved in the same run')
  const warmStart = performance.now()
  const warmCpu = process.cpuUsage()
  await warmPdfRenderer()
  await preparePdfFonts()
  printRow('warmPdfRenderer() at start (background), wall', performance.now() - warmStart, null, 'ms')
  printRow('warmPdfRenderer() at start (background), CPU', cpuMs(warmCpu), null, 'ms')
  const onePage = fixtureDocumentData(weberFixture)
  const twoPages = fixtureDocumentData(zoeFixture)
  const first = await firstPdfAfterWarmUp()
  printRow(
    `first resume PDF after warm-up, own process, CPU (n=${FIRST_PDF_PAIRS})`,
    first.project,
    first.baseline,
    'ms',
  )

  await compare(
    'resume PDF, 1 page (gradient)',
    () => renderPdf({ data: onePage, kind: 'resume', template: 'gradient' }),
    () => barePdf(weberFixture),
  )
  await compare(
    'resume PDF, 2 pages (forest)',
    () => renderPdf({ data: twoPages, kind: 'resume', template: 'forest' }),
    () => barePdf(zoeFixture),
  )
  await compare(
    'complete package PDF, 3 pages (sunset)',
    () => renderPdf({ data: twoPages, kind: 'package', template: 'sunset' }),
    () => barePdf(zoeFixture, 'package'),
    20,
  )
  await compareInProcesses('  resume PDF, 1 page, own processes', {
    fixture: 'weber',
    kind: 'resume',
    template: 'gradient',
  })
  await compareInProcesses('  resume PDF, 2 pages, own processes', {
    fixture: 'zoe',
    kind: 'resume',
    template: 'forest',
  })
  await compareRuns(
    'resume PDF, 1 page (gradient), wall',
    () => renderPdf({ data: onePage, kind: 'resume', template: 'gradient' }),
    () => barePdf(weberFixture),
    'bare react-pdf',
  )
  await compare(
    'complete package DOCX',
    () => renderDocx({ data: twoPages, kind: 'package', template: 'vibrant' }),
    () => bareDocx(zoeFixture, 'package'),
    20,
  )
}
