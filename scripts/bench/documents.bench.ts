// Document rendering: resume PDF and the complete package (resume + cover letter), warm medians.
// Wall-clock medians swing with the machine's load; the CPU-time medians beside them do not.
import { measure } from './measure.ts'
import {
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
} from '#server/features/documents/documents-fixtures.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { renderDocx } from '#server/features/documents/render-docx.ts'

async function cpuMedian(label: string, fn: () => Promise<unknown>, runs = 20): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage()
    await fn()
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  console.log(`${`${label} (CPU time)`.padEnd(48)} median ${median.toFixed(2).padStart(9)} ms   (n=${runs})`)
  return median
}

export async function run(): Promise<void> {
  const onePage = fixtureDocumentData(weberFixture)
  const twoPages = fixtureDocumentData(zoeFixture)
  const resume = () => renderPdf({ data: onePage, kind: 'resume', template: 'gradient' })
  const completePackage = () => renderPdf({ data: onePage, kind: 'package', template: 'gradient' })
  await measure('resume PDF, 1 page (gradient)', resume)
  await cpuMedian('resume PDF, 1 page (gradient)', resume)
  await measure('resume PDF, 2 pages (forest)', () =>
    renderPdf({ data: twoPages, kind: 'resume', template: 'forest' }),
  )
  await measure('complete package PDF, 2 pages (gradient)', completePackage)
  await cpuMedian('complete package PDF, 2 pages (gradient)', completePackage)
  await measure('complete package PDF, 3 pages (sunset)', () =>
    renderPdf({ data: twoPages, kind: 'package', template: 'sunset' }),
  )
  await measure('complete package DOCX', () =>
    renderDocx({ data: twoPages, kind: 'package', template: 'vibrant' }),
  )
}
