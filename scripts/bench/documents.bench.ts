// Document rendering: the resume PDF against a bare react-pdf document with the same text and font,
// measured interleaved in the same run (CPU time per render, which the machine's load barely moves),
// then the complete package and DOCX. The first render after warmPdfRenderer() shows there is no
// first-call penalty left for a person to wait for.
import { performance } from 'node:perf_hooks'

import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer'
import { createElement } from 'react'

import { measure } from './measure.ts'
import {
  documentLines,
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
  type DocumentFixture,
} from '#tests/documents-fixtures.ts'
import { PDF_FONT_FAMILY, preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'
import { renderDocx } from '#server/features/documents/render-docx.ts'

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

async function cpuOf(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage()
  await fn()
  return cpuMs(start)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * The same words as the resume, one Text per line, on A4 in the same embedded font: react-pdf's floor.
 * It draws less than the template: one face (Regular; the resume embeds Regular, SemiBold and Bold),
 * black text, no band, rules, gradients or bullet indents.
 */
function bareResumePdf(fixture: DocumentFixture): Promise<Buffer> {
  const lines = documentLines(fixture.document)
  const page = createElement(
    Page,
    { size: 'A4', style: { fontFamily: PDF_FONT_FAMILY, fontSize: 9.5, lineHeight: 1.4, padding: 34 } },
    ...lines.map((line, index) => createElement(Text, { key: index }, line)),
  )
  return renderToBuffer(createElement(Document, null, page))
}

// 40 pairs: on a shared 2-core machine a render's CPU time swings by a third from one run to the next,
// and 20 pairs moved the ratio's second digit from run to run.
async function compare(label: string, ours: () => Promise<unknown>, bare: () => Promise<unknown>, runs = 40) {
  // Steady state: V8 is still compiling react-pdf's and fontkit's hot paths for the first ten or so
  // documents (the first one after warm-up is measured on its own above).
  for (let i = 0; i < 10; i++) await Promise.all([await ours(), await bare()])
  const oursTimes: number[] = []
  const bareTimes: number[] = []
  for (let i = 0; i < runs; i++) {
    // Alternate the order so neither side always runs on a warmer cache.
    if (i % 2 === 0) {
      oursTimes.push(await cpuOf(ours))
      bareTimes.push(await cpuOf(bare))
    } else {
      bareTimes.push(await cpuOf(bare))
      oursTimes.push(await cpuOf(ours))
    }
  }
  const [o, b] = [median(oursTimes), median(bareTimes)]
  const min = (values: number[]) => Math.min(...values).toFixed(1)
  console.log(
    `${`${label} (CPU)`.padEnd(48)} median ${o.toFixed(2).padStart(9)} ms   bare react-pdf ${b.toFixed(2).padStart(8)} ms   ratio ${(o / b).toFixed(2)}x   (min ${min(oursTimes)} / ${min(bareTimes)} ms, n=${runs}, interleaved)`,
  )
}

export async function run(): Promise<void> {
  const warmStart = performance.now()
  const warmCpu = process.cpuUsage()
  await warmPdfRenderer()
  await preparePdfFonts()
  console.log(
    `${'warmPdfRenderer() at start (background)'.padEnd(48)} wall ${(performance.now() - warmStart).toFixed(0).padStart(11)} ms   CPU ${cpuMs(warmCpu).toFixed(0)} ms`,
  )
  const onePage = fixtureDocumentData(weberFixture)
  const twoPages = fixtureDocumentData(zoeFixture)
  const firstStart = performance.now()
  const firstCpu = process.cpuUsage()
  await renderPdf({ data: onePage, kind: 'resume', template: 'sunset' })
  console.log(
    `${'first resume PDF after warm-up'.padEnd(48)} wall ${(performance.now() - firstStart).toFixed(2).padStart(11)} ms   CPU ${cpuMs(firstCpu).toFixed(0)} ms`,
  )

  await compare(
    'resume PDF, 1 page (gradient)',
    () => renderPdf({ data: onePage, kind: 'resume', template: 'gradient' }),
    () => bareResumePdf(weberFixture),
  )
  await compare(
    'resume PDF, 2 pages (forest)',
    () => renderPdf({ data: twoPages, kind: 'resume', template: 'forest' }),
    () => bareResumePdf(zoeFixture),
  )
  await measure('resume PDF, 1 page (gradient), wall', () =>
    renderPdf({ data: onePage, kind: 'resume', template: 'gradient' }),
  )
  await measure('complete package PDF, 3 pages (sunset)', () =>
    renderPdf({ data: twoPages, kind: 'package', template: 'sunset' }),
  )
  await measure('complete package DOCX', () =>
    renderDocx({ data: twoPages, kind: 'package', template: 'vibrant' }),
  )
}
