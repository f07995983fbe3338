import type { CommunicationStyle } from '#shared/constants.ts'

// How each communication style writes. The local engine composes every sentence from the person's
// own material; a style changes the vocabulary, the sentence shape, what leads and how long it runs.

export type WritingStyle = {
  /** Opening sentence of the cover letter. Tokens: {role} {company} {years} {skills} {currentRole}. */
  opening: string
  /** The sentence that introduces the strongest achievement. */
  evidenceLead: string
  /** Introduces the skills that match the posting. */
  skillsLead: string
  /** Why this role, in the style's voice. */
  motivation: string
  closing: string
  signOff: string
  /** Leads the tailored summary. */
  summaryLead: string
  /** Order of resume sections after SUMMARY. */
  sectionOrder: ('SKILLS' | 'EXPERIENCE' | 'EDUCATION' | 'CERTIFICATIONS')[]
  /** Achievements shown per position. */
  bulletsPerRole: number
  /** Whether numbers-bearing achievements lead. */
  numbersFirst: boolean
}

export const WRITING_STYLES: Record<CommunicationStyle, WritingStyle> = {
  business_leader: {
    opening: 'I am applying for the {role} position at {company}. As {currentRole} with {years} of experience, I focus on results that show up in the numbers.',
    evidenceLead: 'The clearest example:',
    skillsLead: 'The posting asks for {skills}; that is the core of my daily work.',
    motivation: 'What draws me to {company} is the chance to {responsibility}.',
    closing: 'I would welcome a conversation about the results I could deliver for {company}.',
    signOff: 'Kind regards,',
    summaryLead: '{currentRole} with {years} of experience delivering measurable results in {skills}.',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: true,
  },
  tech_leader: {
    opening: 'I would like to join {company} as {role}. For {years} I have designed, built and run systems as {currentRole}.',
    evidenceLead: 'A representative piece of work:',
    skillsLead: 'Your stack overlaps with mine: {skills}.',
    motivation: 'The part of the role I find most interesting is to {responsibility}.',
    closing: 'I would be glad to walk your team through the technical decisions behind this work.',
    signOff: 'Best regards,',
    summaryLead: '{currentRole} with {years} of hands-on experience in {skills}.',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: false,
  },
  cambridge_oxford: {
    opening: 'I write to apply for the position of {role} at {company}. Over {years} as {currentRole}, I have developed a considered approach to complex problems.',
    evidenceLead: 'Perhaps the most instructive example of this approach is the following:',
    skillsLead: 'The qualifications you set out, notably {skills}, correspond closely to the substance of my work.',
    motivation: 'I am particularly drawn to the opportunity to {responsibility}.',
    closing: 'I should be delighted to discuss my application with you at your convenience.',
    signOff: 'Yours sincerely,',
    summaryLead: 'A {currentRole} of {years} standing, with particular depth in {skills}.',
    sectionOrder: ['EDUCATION', 'EXPERIENCE', 'SKILLS', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
  },
  stanford_bay_area: {
    opening: "I'm excited to apply for the {role} role at {company}. I've spent {years} as {currentRole} turning ideas into things people use.",
    evidenceLead: "Here's the work I'm proudest of:",
    skillsLead: "You're looking for {skills} - that's exactly where I've been building.",
    motivation: "What gets me excited about {company}: the chance to {responsibility}.",
    closing: "I'd love to chat about how I can help {company} move faster.",
    signOff: 'Cheers,',
    summaryLead: 'Builder and {currentRole} with {years} of impact across {skills}.',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: true,
  },
  eth_zurich: {
    opening: 'I am applying for the {role} position at {company}. My background: {years} as {currentRole}, with a methodical, evidence-based way of working.',
    evidenceLead: 'One result, stated precisely:',
    skillsLead: 'Requirements in the posting that my record covers: {skills}.',
    motivation: 'The task I would most like to take on at {company} is to {responsibility}.',
    closing: 'I am available for an interview and can provide references on request.',
    signOff: 'Kind regards,',
    summaryLead: '{currentRole}; {years} of experience; core competence in {skills}.',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: true,
  },
  apple_creative: {
    opening: '{role} at {company}. It is the role I want, and {years} as {currentRole} prepared me for it.',
    evidenceLead: 'One thing I did well:',
    skillsLead: 'What you need - {skills} - is what I do.',
    motivation: 'I want to {responsibility}. And do it well.',
    closing: 'I would love to show you more.',
    signOff: 'Thank you,',
    summaryLead: '{currentRole}. {years} of experience. Focused on {skills}.',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
  },
  spotify_creative: {
    opening: 'Hi {company} team - I would love to join you as {role}. For {years} I have worked as {currentRole}, always as part of a team that owns its outcomes.',
    evidenceLead: 'Something my team and I achieved together:',
    skillsLead: 'I noticed you are looking for {skills}, which is the kind of work I enjoy most.',
    motivation: 'I would be especially happy to {responsibility} together with your team.',
    closing: 'I would be glad to meet the team and hear how you work.',
    signOff: 'Warm regards,',
    summaryLead: 'Team-minded {currentRole} with {years} of experience in {skills}.',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
  },
  ogilvy_creative: {
    opening: 'Every strong application tells one story. Mine, for the {role} role at {company}: {years} as {currentRole}, and results to show for it.',
    evidenceLead: 'Chapter one:',
    skillsLead: 'The brief asks for {skills}. I have delivered on exactly that brief.',
    motivation: 'The next chapter I want to write: to {responsibility} at {company}.',
    closing: 'I would welcome the chance to tell the rest of the story in person.',
    signOff: 'With best regards,',
    summaryLead: '{currentRole} with {years} of experience and a record in {skills}.',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: true,
  },
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}
