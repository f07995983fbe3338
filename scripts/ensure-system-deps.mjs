// `npm test` needs Debian's Chromium (browser tests) and poppler-utils (pdftotext reads PDFs as an
// ATS would). Install them when we can (root on Debian/Ubuntu); otherwise stop with the exact command.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const needs = [
  {
    binary: '/usr/bin/chromium',
    pkg: 'chromium',
    skip: process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH),
  },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { binary: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
]
const missing = [...new Set(needs.filter((n) => !n.skip && !existsSync(n.binary)).map((n) => n.pkg))]
if (missing.length === 0) process.exit(0)

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
if (!isRoot || !hasApt) {
  console.error(`Missing system packages: ${missing.join(', ')}. Install them with:\n  sudo ${command}`)
  process.exit(1)
}
console.log(`Installing ${missing.join(', ')} from the system package registry ...`)
try {
  execFileSync('sh', ['-c', `${command} >/dev/null`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
} catch {
  console.error(`Could not install ${missing.join(', ')}. Run:\n  ${command}`)
  process.exit(1)
}
