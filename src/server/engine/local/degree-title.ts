/** "Bachelor of Science, Chemistry"; a degree whose name holds its field is named once. */
export function degreeTitle(d: { degree: string; field: string }): string {
  const degree = d.degree.trim()
  const field = d.field.trim()
  if (degree && field && degree.toLowerCase().includes(field.toLowerCase())) return degree
  return [degree, field].filter(Boolean).join(', ')
}
