import { readFileSync } from 'node:fs'
import { getDocumentProxy } from 'unpdf'
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2]!)), { isEvalSupported: false, disableFontFace: true, verbosity: 0 })
const page = await pdf.getPage(1)
const content = await page.getTextContent()
for (const it of (content.items as any[]).slice(0, Number(process.argv[3] ?? 12))) console.log(JSON.stringify(it.str), it.transform[4].toFixed(1), it.width.toFixed(1), it.transform[0])
