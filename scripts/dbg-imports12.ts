import { assignRoleCompany } from '#server/features/imports/structure/parse-experience.ts'
import { looksLikeOrganisation, looksLikeRole } from '#server/features/imports/structure/text-patterns.ts'
const args = process.argv.slice(2)
const lines = args.filter(a=>!a.startsWith('--'))
console.log(assignRoleCompany(lines, Number(process.env.DL ?? 0)))
for (const l of lines) for (const p of l.split(/\s*[|:,–]\s*/)) console.log(JSON.stringify(p), 'role', looksLikeRole(p), 'org', looksLikeOrganisation(p))
