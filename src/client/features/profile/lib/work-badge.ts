import { isCurrentRole } from '#shared/text/dates.ts'

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
