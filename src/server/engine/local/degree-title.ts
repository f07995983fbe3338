import { degreeLevel } from '#shared/matching/assess-requirement.ts'
import type { Degree } from '#shared/profile/profile.schema.ts'
import { completionYear, isCurrentRole } from '#shared/text/dates.ts'

/** "Bachelor of Science, Chemistry"; a degree whose name holds its field is named once. */
export function degreeTitle(d: { degree: string; field: string }): string {
  const degree = d.degree.trim()
  const field = d.field.trim()
  if (degree && field && degree.toLowerCase().includes(field.toLowerCase())) return degree
  return [degree, field].filter(Boolean).join(', ')
}

// A school-leaving certificate ranks below any vocational or higher qualification.
const SCHOOL_LEAVING =
  /\b(?:mittlere reife|realschulabschluss|hauptschulabschluss|abitur|fachabitur|(?:fach)?hochschulreife|matura|high school|gcses?|a-levels?|leaving certificate|junior certificate|hsc|ssc|sslc|baccalauréat)\b/i

export const isSchoolLeaving = (degree: string) => SCHOOL_LEAVING.test(degree)

/**
 * The qualification a letter names: the highest level, then the most recently completed, then the
 * first listed ("Staatlich geprüfter Techniker" of 2023 before the "Mittlere Reife" of 2016).
 */
export function leadDegree<T extends Pick<Degree, 'degree' | 'field' | 'year'>>(
  degrees: readonly T[],
  accept: (d: T) => boolean = (d) => Boolean(d.degree || d.field),
): T | undefined {
  // A degree still being studied is named after one that is held.
  const studying = (d: T) =>
    isCurrentRole(d.year) || /\b(?:in progress|expected|ongoing|candidate)\b/i.test(d.year)
  const rank = (d: T) => (SCHOOL_LEAVING.test(d.degree) ? -1 : degreeLevel(d.degree)) - (studying(d) ? 4 : 0)
  const year = (d: T) => Number(completionYear(d.year) || 0)
  return degrees
    .filter(accept)
    .map((d, i) => ({ d, i }))
    .sort((a, b) => rank(b.d) - rank(a.d) || year(b.d) - year(a.d) || a.i - b.i)[0]?.d
}
