// Compresses the built client's text files once, at build time, at the highest levels (brotli 11,
// gzip 9); the server then sends file.br / file.gz as they are (@fastify/static preCompressed).
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map|webmanifest)$/

export async function precompressClient(dir = 'dist/client') {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file)
      if (bytes.length < 1024) return
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      }
      await writeFile(`${file}.br`, await brotli(bytes, { params }))
      await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }))
    }),
  )
  return files.length
}

if (import.meta.url === `file://${process.argv[1]}`) await precompressClient()
