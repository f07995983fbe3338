import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import type {
  ResumeBullet,
  ResumeDocument,
  ResumeEntry,
  ResumeItemGroup,
  ResumeSection,
} from '#shared/documents/resume-document.schema.ts'
import {
  PRODUCT_CATEGORIES,
  findSkills,
  getSkill,
  type SkillCategory,
} from '#shared/skills/skills-lexicon.ts'
import { realValue, resumeHeader } from '#server/engine/document/resume-header.ts'
import { SPEED_PROFILES, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { germanDegree, resumeWords, writesGerman } from '#server/engine/local/write-german.ts'
import { degreeTitle } from '#server/engine/local/degree-title.ts'
import { writeSummary } from '#server/engine/local/write-summary.ts'
import { WRITING_STYLES } from '#server/engine/local/writing-styles.ts'

// The tailored resume as a structured ResumeDocument. Every line is the person's own material,
// selected and ordered for this job: per role the bullets that answer the posting's requirements
// best (quantified results before duties), never more than the role has; a short SKILLS section.

const MAX_SKILLS = 15

function trimEnd(text: string): string {
  return text.trim().replace(/[.;,]+$/, '')
}

function experienceSection(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
): ResumeSection {
  const words = resumeWords(plan)
  const perRole = Math.max(1, WRITING_STYLES[style].bulletsPerRole + SPEED_PROFILES[speed].extraBullets)
  const entries: ResumeEntry[] = plan.profile.workExperience.experiences.map((experience, index) => {
    // Older positions get fewer lines: recent, relevant work leads.
    const count = index === 0 ? perRole : Math.max(1, perRole - index)
    const ranked = plan.bulletsByExperience.get(experience.id) ?? []
    const bullets: ResumeBullet[] = ranked.slice(0, count).map((item) => ({
      id: `${experience.id}-a${item.position}`,
      text: trimEnd(item.text),
      evidence: [item.text],
    }))
    return {
      id: experience.id,
      title: realValue(experience.role) || 'Position',
      organization: realValue(experience.company) || null,
      location: null,
      dates: experience.duration.trim() || null,
      description: experience.description.trim() || null,
      bullets,
    }
  })
  return {
    id: 'experience',
    kind: 'experience',
    heading: words.experience,
    paragraphs: [],
    entries: entries.filter((e) => e.title !== 'Position' || e.organization),
    groups: [],
  }
}

const SOFTWARE: readonly SkillCategory[] = [...PRODUCT_CATEGORIES, 'design']

/** A program or platform ("MS Excel (SVERWEIS, Pivot)", "SAP FI", "Figma"), by what the lexicon finds in its name. */
function isSoftware(skill: string): boolean {
  return findSkills(skill).some((name) => SOFTWARE.includes(getSkill(name)?.category ?? 'business'))
}

/** Skills grouped by the profile's own categories, job-relevant first, at most ~15, no duplicates. */
function skillGroups(plan: ApplicationPlan): ResumeItemGroup[] {
  const words = resumeWords(plan)
  const chosen = plan.orderedSkills.slice(0, MAX_SKILLS)
  const { skills } = plan.profile
  const category = (skill: string) => {
    const key = skill.toLowerCase()
    if (
      skills.technical.some((s) => s.toLowerCase() === key) ||
      skills.sap.some((s) => s.toLowerCase() === key)
    )
      return 'technical'
    if (skills.business.some((s) => s.toLowerCase() === key)) return 'business'
    return 'other'
  }
  // A German CV parts its knowledge into software ("EDV") and the trade's own ("Fachlich"): the profile's
  // technical/business split would file HGB or Finanzbuchhaltung as "überfachlich".
  const labelled: [string, string[]][] = writesGerman(plan)
    ? [
        [words.technical, chosen.filter((s) => !isSoftware(s))],
        [words.software, chosen.filter(isSoftware)],
      ]
    : [
        [words.technical, chosen.filter((s) => category(s) === 'technical')],
        [words.professional, chosen.filter((s) => category(s) === 'business')],
        [words.also, chosen.filter((s) => category(s) === 'other')],
      ]
  const kinds = labelled.filter(([, items]) => items.length > 0)
  const groups: ResumeItemGroup[] =
    // With one kind of skill only, no label is needed.
    kinds.length <= 1
      ? chosen.length
        ? [{ label: null, items: chosen }]
        : []
      : kinds.map(([label, items]) => ({ label, items }))
  const languages = plan.profile.personalInfo.languages.map((l) => l.trim()).filter(Boolean)
  if (languages.length) groups.push({ label: words.languages, items: languages })
  return groups
}

function educationSection(plan: ApplicationPlan): ResumeSection {
  const words = resumeWords(plan)
  const german = writesGerman(plan)
  const entries: ResumeEntry[] = plan.profile.education.degrees
    .filter((d) => d.degree || d.field || d.institution)
    .map((d) => ({
      id: d.id,
      // "Master of Pharmacy" already names its field: not "Master of Pharmacy, Pharmacy".
      title: (german ? germanDegree(d).title : degreeTitle(d)) || d.institution,
      organization: d.degree || d.field ? d.institution || null : null,
      location: null,
      dates: d.year.trim() || null,
      description: null,
      bullets: [],
    }))
  return { id: 'education', kind: 'education', heading: words.education, paragraphs: [], entries, groups: [] }
}

export function writeResume(
  plan: ApplicationPlan,
  style: CommunicationStyle,
  speed: ProcessingSpeed,
): ResumeDocument {
  const { profile } = plan
  const words = resumeWords(plan)
  const byName: Record<string, ResumeSection> = {
    EXPERIENCE: experienceSection(plan, style, speed),
    SKILLS: {
      id: 'skills',
      kind: 'skills',
      heading: words.skills,
      paragraphs: [],
      entries: [],
      groups: skillGroups(plan),
    },
    EDUCATION: educationSection(plan),
    CERTIFICATIONS: {
      id: 'certifications',
      kind: 'certifications',
      heading: words.certifications,
      paragraphs: [],
      entries: profile.education.certifications
        .filter((c) => c.trim())
        .map((c, i) => ({
          id: `cert-${i}`,
          title: c.trim(),
          organization: null,
          location: null,
          dates: null,
          description: null,
          bullets: [],
        })),
      groups: [],
    },
  }
  const summary = writeSummary(plan, style)
  const sections: ResumeSection[] = summary.length
    ? [
        {
          id: 'summary',
          kind: 'summary',
          heading: words.summary,
          paragraphs: [summary.join(' ')],
          entries: [],
          groups: [],
        },
      ]
    : []
  for (const name of WRITING_STYLES[style].sectionOrder) {
    const section = byName[name]
    if (section && (section.entries.length || section.groups.length || section.paragraphs.length))
      sections.push(section)
  }
  const projects = speed === 'fast' ? [] : profile.personalExperiences.projects
  const links = profile.portfolioData.portfolioUrls.filter((l) => l.url.trim())
  const portfolio: ResumeEntry[] = [
    ...projects.map((p, i) => ({
      id: `project-${i}`,
      title: p.name,
      organization: null,
      location: null,
      dates: null,
      description:
        [trimEnd(p.description), p.technologies.length ? `(${p.technologies.join(', ')})` : '']
          .filter(Boolean)
          .join(' ') || null,
      bullets: [],
    })),
    ...links.map((l, i) => ({
      id: `link-${i}`,
      title: l.title.trim() || l.url.trim(),
      organization: null,
      location: null,
      dates: null,
      description: l.title.trim() ? l.url.trim() : null,
      bullets: [],
    })),
  ]
  if (portfolio.length)
    sections.push({
      id: 'portfolio',
      kind: 'projects',
      heading: words.projects,
      paragraphs: [],
      entries: portfolio,
      groups: [],
    })
  const interests = profile.personalExperiences.hobbies
    .filter((h) => h.selected)
    .map((h) => h.name.trim())
    .filter(Boolean)
  if (interests.length)
    sections.push({
      id: 'interests',
      kind: 'interests',
      heading: words.interests,
      paragraphs: [],
      entries: [],
      groups: [{ label: null, items: interests }],
    })
  return { header: resumeHeader(profile), sections }
}
