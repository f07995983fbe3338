import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
for (const a of process.argv.slice(2)) console.log(a, sectionOf(a))
