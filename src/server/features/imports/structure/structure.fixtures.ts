import { textToLines } from '#server/features/imports/readers/txt.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// Readers shared by the structuring rule tests: the draft of a pasted text, its degrees and its jobs.

export const read = (text: string) => structureDocument(textToLines(text))

export const degrees = (text: string) =>
  read(text).education.map((e) => ({
    institution: e.institution,
    degree: e.degree,
    field: e.field,
    year: e.year,
  }))

export const jobs = (text: string) =>
  read(text).work.map((w) => ({ company: w.company, role: w.role, duration: w.duration }))
