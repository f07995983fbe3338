import { HEALTH_SUMMARY_MIN_CHARS } from '#shared/constants.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'

// Profile Health of spec section 5: four requirements, percentage = met / 4, rounded.

export type HealthRequirement = {
  id: 'basic-info' | 'work-experience' | 'skills-summary' | 'education'
  label: string
  hint: string
  met: boolean
}
export type HealthStatus = 'complete' | 'good' | 'fair' | 'incomplete'
export type ProfileHealth = {
  percent: number
  status: HealthStatus
  requirements: HealthRequirement[]
  message: string | null
}

export const HEALTH_READY_MESSAGE =
  'Profile ready! All AI workflows (Resume, Cover Letter, LinkedIn Posts) are available.'
export const HEALTH_LOW_MESSAGE = 'Missing requirements prevent AI workflows.'

function healthStatus(percent: number): HealthStatus {
  if (percent >= 100) return 'complete'
  if (percent >= 75) return 'good'
  if (percent >= 50) return 'fair'
  return 'incomplete'
}

export function computeProfileHealth(
  profile: Pick<ProfileSections, 'personalInfo' | 'workExperience' | 'education'>,
): ProfileHealth {
  const { fullName, email, currentRole, summary } = profile.personalInfo
  const requirements: HealthRequirement[] = [
    {
      id: 'basic-info',
      label: 'Basic Info',
      hint: 'Name, email and current role',
      met: [fullName, email, currentRole].every((value) => value.trim().length > 0),
    },
    {
      id: 'work-experience',
      label: 'Work Experience',
      hint: 'At least one entry',
      met: profile.workExperience.experiences.length > 0,
    },
    {
      id: 'skills-summary',
      label: 'Skills & Summary',
      hint: `Professional summary longer than ${HEALTH_SUMMARY_MIN_CHARS} characters`,
      met: summary.trim().length > HEALTH_SUMMARY_MIN_CHARS,
    },
    {
      id: 'education',
      label: 'Education',
      hint: 'At least one entry',
      met: profile.education.degrees.length > 0,
    },
  ]
  const percent = Math.round((requirements.filter((r) => r.met).length / requirements.length) * 100)
  const status = healthStatus(percent)
  // The low-health warning shows whenever a requirement is missing, since each one blocks a workflow.
  const message = percent === 100 ? HEALTH_READY_MESSAGE : HEALTH_LOW_MESSAGE
  return { percent, status, requirements, message }
}
