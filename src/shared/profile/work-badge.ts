// A role is current when its free-text duration runs to the present ("May 2023 - Present",
// "2021 – today", "since 2022", "2020 -"), else it is previous.
const RANGE_SEPARATOR = /\s*(?:[-–—]|\bto\b|\bbis\b|\buntil\b)\s*/i
const PRESENT_WORD = /\b(?:present|current|now|today|ongoing|heute|aktuell|jetzt)\b/i

export function isCurrentRole(duration: string): boolean {
  const text = duration.trim()
  if (!text) return false
  if (/^(?:since|seit)\b/i.test(text) || /[-–—]\s*$/.test(text)) return true
  const end = text.split(RANGE_SEPARATOR).at(-1) ?? ''
  return PRESENT_WORD.test(end)
}

export function workBadge(duration: string): 'Current' | 'Previous' {
  return isCurrentRole(duration) ? 'Current' : 'Previous'
}

export type DegreeBadge = 'Graduate' | 'Certification' | 'Undergraduate'

/** Spec: Master means Graduate, Certificate means Certification; doctorates and MBAs are graduate degrees too. */
export function degreeBadge(degree: string): DegreeBadge {
  if (/\b(?:master|m\.?sc|mba|ph\.?\s?d|doctor|doctorate)/i.test(degree)) return 'Graduate'
  if (/certificat|certified/i.test(degree)) return 'Certification'
  return 'Undergraduate'
}
