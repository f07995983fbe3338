import * as tp from '#server/features/imports/structure/text-patterns.ts'
for (const a of process.argv.slice(2)) console.log(JSON.stringify(a), 'loc', tp.looksLikeLocation(a), 'role', tp.looksLikeRole(a), 'org', tp.looksLikeOrganisation(a), 'inst', tp.looksLikeInstitution(a))
