import { readFile } from 'node:fs/promises'
import { readResume } from '#server/features/imports/import-resume.ts'
for (const file of process.argv.slice(2)) {
  const out = await readResume({ bytes: new Uint8Array(await readFile(file)), fileName: file })
  console.log('=====', file)
  if (out.kind === 'document') for (const l of out.lines) console.log(`${l.column ?? ''}${l.isHeading ? 'H' : ''}${l.isBullet ? 'B' : ''}${l.gapBefore ? 'G' : ''}\t${l.size ?? ''}\t${l.text}`)
}
