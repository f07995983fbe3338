import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { fillTemplate, listPhrase, SPEED_PROFILES, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { WRITING_STYLES } from '#server/engine/local/writing-styles.ts'

// The tailored resume as plain text with the recognised headings of spec section 9. Every line is
// the person's own material, selected and ordered for this job.

function summary(plan: ApplicationPlan, style: CommunicationStyle): string {
  const { profile } = plan
  const currentRole = profile.personalInfo.currentRole || profile.workExperience.experiences[0]?.role || 'Professional'
  const lead = fillTemplate(WRITING_STYLES[style].summaryLead, { currentRole, skills: listPhrase(plan.orderedSkills.slice(0, 3)) }, plan.years)
  const best = plan.achievements[0]
  const proof = best ? ` ${best.text.replace(/[.;]+$/, '')}.` : ''
  const aim = plan.role ? ` Seeking to bring this to the ${plan.role} role at ${plan.company}.` : ''
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}${proof}${aim}`
}

function experienceBlock(plan: ApplicationPlan, style: CommunicationStyle, speed: ProcessingSpeed): string[] {
  const perRole = Math.max(1, WRITING_STYLES[style].bulletsPerRole + SPEED_PROFILES[speed].extraBullets)
  const lines: string[] = []
  plan.profile.workExperience.experiences.forEach((experience, index) => {
    const heading = [experience.role, experience.company].filter(Boolean).join(' — ')
    lines.push(experience.duration ? `${heading} | ${experience.duration}` : heading)
    if (experience.description) lines.push(experience.description.trim())
    // Older positions get fewer lines: recent, relevant work leads.
    const count = index === 0 ? perRole : Math.max(1, perRole - index)
    for (const bullet of (plan.bulletsByExperience.get(experience.id) ?? []).slice(0, count)) lines.push(`• ${bullet.replace(/[.;]+$/, '')}`)
    lines.push('')
  })
  return lines
}

export function writeResume(plan: ApplicationPlan, style: CommunicationStyle, speed: ProcessingSpeed): string {
  const { profile } = plan
  const sections: Record<string, string[]> = {
    SKILLS: [
      ...(plan.orderedSkills.length ? [plan.orderedSkills.join(' • ')] : []),
      ...(profile.personalInfo.languages.length ? [`Languages: ${profile.personalInfo.languages.join(' • ')}`] : []),
    ],
    EXPERIENCE: experienceBlock(plan, style, speed),
    EDUCATION: profile.education.degrees.map((d) => {
      const title = [d.degree, d.field].filter(Boolean).join(', ')
      return `${[title, d.institution].filter(Boolean).join(' — ')}${d.year ? ` | ${d.year}` : ''}`
    }),
    CERTIFICATIONS: profile.education.certifications.map((c) => `• ${c}`),
  }
  const out: string[] = ['SUMMARY', summary(plan, style), '']
  for (const name of WRITING_STYLES[style].sectionOrder) {
    const body = sections[name] ?? []
    if (body.length === 0) continue
    out.push(name, ...body)
    if (body.at(-1) !== '') out.push('')
  }
  // Only the recognised headings of spec section 9, so every document template lays them out.
  const projects = speed === 'fast' ? [] : profile.personalExperiences.projects
  const links = profile.portfolioData.portfolioUrls.filter((l) => l.url)
  const portfolio = [
    ...projects.map((p) => `• ${p.name}${p.description ? `: ${p.description.replace(/[.;]+$/, '')}` : ''}${p.technologies.length ? ` (${p.technologies.join(', ')})` : ''}`),
    ...links.map((l) => `• ${l.title ? `${l.title}: ` : ''}${l.url}`),
  ]
  if (portfolio.length > 0) out.push('PORTFOLIO', ...portfolio, '')
  const interests = profile.personalExperiences.hobbies.filter((h) => h.selected).map((h) => h.name)
  if (interests.length > 0) out.push('INTERESTS', interests.join(' • '), '')
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim()
}
