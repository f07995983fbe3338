import { read } from '#server/features/imports/structure/structure.fixtures.ts'
import { readFileSync } from 'node:fs'
const d = read(readFileSync(0, 'utf8'))
console.log(JSON.stringify({ loc: d.location, name: d.fullName, work: d.work.map(w => [w.role, w.company, w.location, w.duration]), edu: d.education.map(e => [e.institution, e.degree, e.field, e.year]) }, null, 1))
