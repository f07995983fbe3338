import type { ExtractedJob } from '#shared/jobs/job.schema.ts'

// Swiss Standard German writes no ß: a letter to an employer in Switzerland closes "Mit freundlichen
// Grüssen", and "Grüßen" there reads as written for another country. A posting counts as Swiss when its
// own text writes no ß and it names Switzerland, a Swiss qualification or a Swiss town.
const SWISS_MARKER = /\b(?:Schweiz|EFZ|EBA|eidg\.|eidgenössisch\p{L}*|Kanton|CHF)(?!\p{L})|\bCH-\d{4}\b/u
const SWISS_TOWN =
  /\b(?:Zürich|Basel|Bern|Luzern|St\. Gallen|Winterthur|Lugano|Biel|Thun|Zug|Aarau|Chur|Schaffhausen|Solothurn|Liestal|Olten|Frauenfeld|Baar|Uster|Wädenswil|Dübendorf|Kloten)(?!\p{L})/u

/** Whether a German posting is Swiss, so that the German writing for it follows Swiss spelling. */
export function isSwissPosting(
  job: Pick<ExtractedJob, 'title' | 'description' | 'location' | 'requirements' | 'responsibilities'>,
): boolean {
  const text = [job.title, job.description, ...job.requirements, ...job.responsibilities].join('\n')
  if (text.includes('ß')) return false
  return SWISS_MARKER.test(`${text}\n${job.location}`) || SWISS_TOWN.test(job.location)
}

/** German text in Swiss spelling: every ß written ss. */
export function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss')
}
