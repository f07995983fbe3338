import { splitDegree } from '#server/features/imports/structure/parse-education.ts'
for (const a of process.argv.slice(2)) console.log(JSON.stringify(a), splitDegree(a))
