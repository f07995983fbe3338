import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'

import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import { corpusJobsDir as corpus, TARGET_BYTES } from './corpus-jobs.ts'
import { compare, printHeader } from './compare.ts'

/** Readability on the page as linkedom parses it: the bare library under the extractor's fallback. */
function bareReadability(html: string) {
  const { document } = parseHTML(html)
  return new Readability(document as unknown as Document).parse()
}

// Median extraction time for a ~500 KB real job page (the Indeed page of the shared corpus, which
// carries JSON-LD, app state and a full DOM). Pages are read at run time, never copied into the repo.

async function realPage(): Promise<{ name: string; html: string } | null> {
  for (const name of [
    'dinie_coverletterer/indeed_job.html',
    'dinie_coverletterer/linkedin_job.html',
    'WhiteboxHub_talentdirect_autofill/greenhouse_page.html',
  ]) {
    const file = path.join(corpus, name)
    if (existsSync(file)) return { name, html: await readFile(file, 'utf8') }
  }
  return null
}

/** Pads a real page to about 500 KB with more of its own body (as long pages repeat markup). */
function padTo(html: string, bytes: number): string {
  if (Buffer.byteLength(html) >= bytes * 0.95) return html
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const filler = body.replace(/<script[\s\S]*?<\/script>/gi, '')
  let padding = ''
  while (Buffer.byteLength(html) + Buffer.byteLength(padding) < bytes)
    padding += `<div class="padding">${filler}</div>`
  // A function replacer: the page's own text may hold `$&` or `$1`, which a replacement string expands.
  return html.replace(/<\/body>/i, () => `${padding}</body>`)
}

export async function run(): Promise<void> {
  const page = await realPage()
  if (!page) {
    console.log(`job extraction: no corpus page found under ${corpus} (set CORPUS_DIR)`)
    return
  }
  const html = padTo(page.html, TARGET_BYTES)
  const kb = Math.round(Buffer.byteLength(html) / 1024)
  printHeader('bare Readability (linkedom) on the same page, interleaved in the same run')
  await compare(
    `extract job from ${path.basename(page.name)} (${kb} KB)`,
    () => extractFromHtml(html, { sourceUrl: null }),
    () => bareReadability(html),
    'bare Readability',
    { runs: 15, warmup: 2 },
  )
  // The worst case: the same page without JSON-LD or app state, so Readability has to find the text.
  const bare = padTo(page.html.replace(/<script[\s\S]*?<\/script>/gi, ''), TARGET_BYTES)
  const bareKb = Math.round(Buffer.byteLength(bare) / 1024)
  await compare(
    `  same page, no structured data (${bareKb} KB)`,
    () => extractFromHtml(bare, { sourceUrl: null }),
    () => bareReadability(bare),
    'bare Readability',
    { runs: 15, warmup: 2 },
  )
}
