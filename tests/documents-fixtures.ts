import { randomUUID } from 'node:crypto'

import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import {
  contactLineItems,
  entryLineParts,
  groupLine,
  hasContent,
} from '#shared/documents/resume-document-text.ts'
import type { ResumeDocument, ResumeEntry, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import { blankProfileSections, type ProfileSections } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings, variations } from '#server/db/schema.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'
import { saveProfile } from '#server/features/profile/profile-repository.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'

// Fixtures for the documents tests, screenshots and benchmark: applications as the career engine
// stores them (a ResumeDocument and a letter), written for this project. Two people: the seeded SAP
// consultant (one page) and a longer, non-ASCII profile (two pages) that exercises page breaks and
// Unicode. Bullet evidence is the profile text each bullet was taken from.

export type DocumentFixture = {
  sections: ProfileSections
  company: string | null
  jobTitle: string | null
  document: ResumeDocument
  coverLetter: string
}

type EntryInput = {
  id: string
  title: string
  organization?: string | null
  location?: string | null
  dates?: string | null
  description?: string | null
  bullets?: string[]
}

function entry({
  id,
  title,
  organization = null,
  location = null,
  dates = null,
  description = null,
  bullets = [],
}: EntryInput): ResumeEntry {
  return {
    id,
    title,
    organization,
    location,
    dates,
    description,
    bullets: bullets.map((text, index) => ({ id: `${id}-b${index + 1}`, text, evidence: [text] })),
  }
}

function section(
  id: string,
  kind: ResumeSection['kind'],
  heading: string,
  content: Partial<Pick<ResumeSection, 'paragraphs' | 'entries' | 'groups'>>,
): ResumeSection {
  return { id, kind, heading, paragraphs: [], entries: [], groups: [], ...content }
}

export const weberFixture: DocumentFixture = {
  sections: defaultProfileSections,
  company: 'Nordwind Logistics SE',
  jobTitle: 'Finance Transformation Lead',
  document: {
    header: {
      name: 'Alexandra Weber',
      headline: 'Senior SAP Consultant',
      contact: [
        { kind: 'email', value: 'alexandra.weber@example.com' },
        { kind: 'phone', value: '+49 89 1234 5678' },
        { kind: 'location', value: 'Munich, Germany' },
        { kind: 'linkedin', value: 'https://www.linkedin.com/in/alexandra-weber-example' },
      ],
    },
    sections: [
      section('summary', 'summary', 'Professional Summary', {
        paragraphs: [
          'SAP S/4HANA consultant since 2015, leading finance and supply-chain transformations for manufacturing and retail clients in 15+ countries. Managed a EUR 4M+ revenue portfolio, drove 85% user adoption of a new planning product and kept 95% of clients year over year.',
        ],
      }),
      section('experience', 'experience', 'Work Experience', {
        entries: [
          entry({
            id: 'work-1',
            title: 'Senior SAP Consultant',
            organization: 'Nordlicht Consulting GmbH',
            dates: 'March 2020 - Present',
            description:
              'Lead consultant for SAP S/4HANA Finance and Controlling programmes at manufacturing and retail clients across Europe, the Americas and Asia.',
            bullets: [
              'Managed a client portfolio worth EUR 4M+ in annual revenue across 15+ countries',
              'Drove 85% user adoption of a new S/4HANA planning product within six months of go-live',
              'Kept 95% of clients year over year through quarterly value reviews with finance leadership',
              'Led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA',
            ],
          }),
          entry({
            id: 'work-2',
            title: 'SAP FI/CO Consultant',
            organization: 'Bavaria Retail Systems AG',
            dates: 'June 2017 - February 2020',
            description:
              'Implemented SAP FI/CO and integrated it with warehouse and point-of-sale systems for a retail group with 300 stores.',
            bullets: [
              'Cut month-end close from 9 to 5 working days by automating intercompany reconciliation',
              'Designed the cost-centre reporting used by 40 controllers in 6 countries',
            ],
          }),
          entry({
            id: 'work-3',
            title: 'Business Analyst',
            organization: 'Deloitte',
            dates: 'September 2015 - May 2017',
            description:
              'Analysed finance processes and wrote functional specifications for ERP projects in the automotive sector.',
            bullets: ['Documented 120 finance processes for an ERP selection at an automotive supplier'],
          }),
        ],
      }),
      section('education', 'education', 'Education', {
        entries: [
          entry({
            id: 'edu-1',
            title: 'Master of Science, Information Systems',
            organization: 'Technical University of Munich',
            dates: '2013-2015',
            description: 'Thesis on in-memory analytics for financial planning.',
          }),
          entry({
            id: 'edu-2',
            title: 'Bachelor of Science, Business Administration',
            organization: 'University of Mannheim',
            dates: '2010-2013',
          }),
        ],
      }),
      section('certifications', 'certifications', 'Certifications', {
        entries: [
          entry({
            id: 'cert-1',
            title: 'SAP Certified Application Associate - SAP S/4HANA for Financial Accounting',
          }),
          entry({ id: 'cert-2', title: 'PRINCE2 Foundation' }),
        ],
      }),
      section('skills', 'skills', 'Skills', {
        groups: [
          {
            label: 'SAP',
            items: ['SAP S/4HANA', 'SAP FI/CO', 'SAP Fiori', 'SAP Analytics Cloud', 'SAP ECC'],
          },
          {
            label: 'Business',
            items: ['Financial Accounting', 'Controlling', 'Month-end Close', 'Change Management'],
          },
          { label: 'Technical', items: ['SQL', 'Microsoft Excel', 'Power BI', 'ABAP'] },
        ],
      }),
      section('languages', 'languages', 'Languages', {
        groups: [{ label: null, items: ['German (native)', 'English (fluent)', 'Spanish (conversational)'] }],
      }),
      section('interests', 'interests', 'Personal Interests', {
        groups: [{ label: null, items: ['Open Water Swimming', 'Long-distance Running', 'Photography'] }],
      }),
    ],
  },
  coverLetter: `Dear Hiring Team at Nordwind Logistics SE,

I am applying for the Finance Transformation Lead role because it asks for the work I have done for the last nine years: moving finance teams onto SAP S/4HANA and making sure they actually use what was built.

At Nordlicht Consulting I lead S/4HANA Finance and Controlling programmes for manufacturing and retail clients in 15+ countries. I led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA, and drove 85% user adoption of a new planning product within six months of go-live. Before that, at Bavaria Retail Systems, I cut the month-end close from 9 to 5 working days by automating intercompany reconciliation.

I start every close project by mapping the process with the people who run it, then change the system. That habit is why 95% of my clients stay year over year, and it is how I would approach the finance transformation at Nordwind Logistics.

I would welcome the chance to discuss how my experience can support your programme.

Kind regards,
Alexandra Weber`,
}

/** A resume as applications stored it before the structured document existed (document column null). */
export const weberLegacyResumeText = `Alexandra Weber
alexandra.weber@example.com | +49 89 1234 5678 | Munich, Germany

PROFESSIONAL SUMMARY
SAP S/4HANA consultant with nine years of experience leading finance and supply-chain transformations for manufacturing and retail clients in 15+ countries. Managed a EUR 4M+ revenue portfolio, drove 85% user adoption of a new planning product and kept 95% of clients year over year.

WORK EXPERIENCE
Senior SAP Consultant | Nordlicht Consulting GmbH | March 2020 - Present
Lead consultant for SAP S/4HANA Finance and Controlling programmes at manufacturing and retail clients across Europe, the Americas and Asia.
• Managed a client portfolio worth EUR 4M+ in annual revenue across 15+ countries
• Drove 85% user adoption of a new S/4HANA planning product within six months of go-live
• Kept 95% of clients year over year through quarterly value reviews with finance leadership
• Led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA
SAP FI/CO Consultant | Bavaria Retail Systems AG | June 2017 - February 2020
Implemented SAP FI/CO and integrated it with warehouse and point-of-sale systems for a retail group with 300 stores.
• Cut month-end close from 9 to 5 working days by automating intercompany reconciliation
• Designed the cost-centre reporting used by 40 controllers in 6 countries
Business Analyst | Deloitte | September 2015 - May 2017
Analysed finance processes and wrote functional specifications for ERP projects in the automotive sector.
• Documented 120 finance processes for an ERP selection at an automotive supplier

EDUCATION
Master of Science, Information Systems | Technical University of Munich | 2013-2015
Thesis on in-memory analytics for financial planning.
Bachelor of Science, Business Administration | University of Mannheim | 2010-2013

CERTIFICATIONS
• SAP Certified Application Associate - SAP S/4HANA for Financial Accounting
• PRINCE2 Foundation

SKILLS
SAP: SAP S/4HANA, SAP FI/CO, SAP Fiori, SAP Analytics Cloud, SAP ECC
Business: Financial Accounting, Controlling, Month-end Close, Change Management, Stakeholder Management, Project Management
Technical: SQL, Microsoft Excel, Power BI, ABAP
Languages: German (native), English (fluent), Spanish (conversational)

PORTFOLIO
Close Cockpit case study: How a retail group cut close from 9 to 5 days (https://example.com/case-studies/close-cockpit)

PERSONAL INTERESTS
Open Water Swimming: finished the 5 km Chiemsee crossing
Long-distance Running: Munich Marathon finisher
Photography: street and travel photography`

const zoeSections: ProfileSections = {
  ...blankProfileSections(),
  personalInfo: {
    fullName: 'Zoë Müller-Łukasik',
    email: 'zoe.mueller@example.org',
    phone: '+48 22 555 01 23',
    location: 'Kraków, Poland',
    summary: 'Product designer who turns research into shipped interfaces.',
    languages: ['Polish (native)', 'German (native)', 'English (fluent)'],
    currentRole: 'Lead Product Designer',
    company: 'Wisła Software S.A.',
    linkedin: 'https://www.linkedin.com/in/zoe-mueller-lukasik-example',
  },
}

export const zoeFixture: DocumentFixture = {
  sections: zoeSections,
  company: 'Fjällräven Digital AB',
  jobTitle: 'Head of Product Design',
  document: {
    header: {
      name: 'Zoë Müller-Łukasik',
      headline: 'Lead Product Designer',
      contact: [
        { kind: 'email', value: 'zoe.mueller@example.org' },
        { kind: 'phone', value: '+48 22 555 01 23' },
        { kind: 'location', value: 'Kraków, Poland' },
        { kind: 'linkedin', value: 'https://www.linkedin.com/in/zoe-mueller-lukasik-example' },
      ],
    },
    sections: [
      section('summary', 'summary', 'Summary', {
        paragraphs: [
          'Product designer in B2B software since 2012, from user research to design systems. Led design teams of up to 9 people and shipped products used by 2 million people in Poland, Germany and the Nordic countries. Works in Polish, German and English.',
        ],
      }),
      section('experience', 'experience', 'Experience', {
        entries: [
          entry({
            id: 'work-1',
            title: 'Lead Product Designer',
            organization: 'Wisła Software S.A.',
            location: 'Kraków',
            dates: 'January 2021 - Present',
            description:
              'Leads a team of 9 designers and researchers across the accounting and payroll products.',
            bullets: [
              'Built the company design system (148 components) that cut front-end delivery time for new screens by 30%',
              'Ran 60 usability studies a year and set up the research repository used by 12 product teams',
              'Redesigned the payroll onboarding flow, raising trial-to-paid conversion from 14% to 21%',
              'Introduced accessibility reviews; all products now meet WCAG 2.1 AA',
              'Hired and mentored 5 designers, two of whom now lead their own teams',
            ],
          }),
          entry({
            id: 'work-2',
            title: 'Senior Product Designer',
            organization: 'Zalando SE',
            location: 'Berlin',
            dates: 'March 2017 - December 2020',
            description: 'Designed seller tools for the partner programme used by 3,000 brands.',
            bullets: [
              'Designed the partner analytics dashboard adopted by 2,400 brands within a year of launch',
              'Cut the average listing time for partners from 25 to 9 minutes with bulk editing',
              'Co-led the move of 40 internal tools to one shared component library',
            ],
          }),
          entry({
            id: 'work-3',
            title: 'Product Designer',
            organization: 'Allegro',
            location: 'Poznań',
            dates: 'June 2014 - February 2017',
            description: "Worked on the buyer checkout and the mobile apps of Poland's largest marketplace.",
            bullets: [
              'Simplified checkout from five steps to three, lowering cart abandonment by 11%',
              'Designed the first version of the Allegro mobile app for Android and iOS',
            ],
          }),
          entry({
            id: 'work-4',
            title: 'UX Designer',
            organization: 'Młyn Creative Studio',
            location: 'Kraków',
            dates: 'September 2012 - May 2014',
            description: 'Designed websites and campaign microsites for clients in retail and tourism.',
            bullets: [
              'Delivered 35 client projects, including the booking site of a regional airline',
              "Set up the studio's first usability-testing practice",
            ],
          }),
          entry({
            id: 'work-5',
            title: 'Design Intern',
            organization: 'Siemens AG',
            location: 'Munich',
            dates: 'July 2011 - December 2011',
            bullets: ['Prototyped operator screens for an industrial control panel with the HMI team'],
          }),
        ],
      }),
      section('education', 'education', 'Education', {
        entries: [
          entry({
            id: 'edu-1',
            title: 'Master of Arts, Interaction Design',
            organization: 'Academy of Fine Arts in Kraków',
            dates: '2010-2012',
            description: 'Thesis: wayfinding interfaces for public transport in historic city centres.',
          }),
          entry({
            id: 'edu-2',
            title: 'Bachelor of Arts, Graphic Design',
            organization: 'Academy of Fine Arts in Kraków',
            dates: '2007-2010',
          }),
        ],
      }),
      section('certifications', 'certifications', 'Certifications', {
        entries: [
          entry({
            id: 'cert-1',
            title: 'Nielsen Norman Group UX Certification (Interaction Design specialty)',
          }),
          entry({ id: 'cert-2', title: 'IAAP Certified Professional in Accessibility Core Competencies' }),
        ],
      }),
      section('skills', 'skills', 'Skills', {
        groups: [
          {
            label: 'Design',
            items: [
              'Interaction design',
              'Design systems',
              'Prototyping',
              'Information architecture',
              'Accessibility (WCAG 2.1)',
            ],
          },
          {
            label: 'Research',
            items: ['Usability testing', 'Interviews', 'Journey mapping', 'Survey design'],
          },
          { label: 'Tools', items: ['Figma', 'FigJam', 'Maze', 'Miro', 'HTML', 'CSS'] },
        ],
      }),
      section('languages', 'languages', 'Languages', {
        groups: [{ label: null, items: ['Polish (native)', 'German (native)', 'English (fluent)'] }],
      }),
      section('interests', 'interests', 'Interests', {
        groups: [
          {
            label: null,
            items: ['Mountain hiking in the Tatras', 'Ceramics', 'Mentoring designers on ADPList'],
          },
        ],
      }),
    ],
  },
  coverLetter: `Dear Fjällräven Digital team,

I am writing to apply for the Head of Product Design role. For the last four years I have led a team of 9 designers and researchers at Wisła Software, where we built a design system of 148 components and raised trial-to-paid conversion of our payroll product from 14% to 21%.

Your posting asks for someone who can grow a design team while staying close to the work. At Wisła I hired and mentored 5 designers, ran 60 usability studies a year, and still design the hardest flows myself. At Zalando I co-led the move of 40 internal tools to one component library, so I know how much patience and negotiation a shared system needs.

I grew up between Kraków and Munich and work daily in Polish, German and English; I would be glad to bring that to a company that designs for many Nordic and European markets.

Thank you for considering my application. I look forward to hearing from you.

With best regards,
Zoë Müller-Łukasik`,
}

export type InsertFixtureApplicationOptions = {
  db: Db
  fixture: DocumentFixture
  userId?: string
  /** Set false to store the application without a job posting (the fallback file-name words apply). */
  withJob?: boolean
  /** Store it as rows written before the document column existed: text only, document null. */
  legacy?: boolean
}

/** Stores a profile, a job posting and an application the way the engine does; returns their ids. */
export async function insertFixtureApplication({
  db,
  fixture,
  userId = `user-${randomUUID()}`,
  withJob = true,
  legacy = false,
}: InsertFixtureApplicationOptions) {
  const profile = await saveProfile({
    db,
    userId,
    name: fixture.sections.personalInfo.fullName,
    sections: fixture.sections,
  })
  const jobPostingId = withJob && fixture.jobTitle ? `job-${randomUUID()}` : null
  if (jobPostingId) {
    await db.insert(jobPostings).values({
      id: jobPostingId,
      userId,
      url: null,
      title: fixture.jobTitle ?? '',
      company: fixture.company ?? '',
      location: 'Hamburg, Germany',
      data: {
        title: fixture.jobTitle ?? '',
        company: fixture.company ?? '',
        location: 'Hamburg, Germany',
        description: 'Lead the finance transformation programme.',
        requirements: [],
        responsibilities: [],
        preferred: [],
        skills: [],
        salaryRange: null,
        jobType: 'Full-time',
        remote: false,
        industry: 'Professional Services & Consulting',
        sourceUrl: null,
        extractedBy: 'fixture',
      },
      authenticInsights: [],
    })
  }
  const applicationId = `app-${randomUUID()}`
  await db.insert(applications).values({
    id: applicationId,
    userId,
    jobPostingId,
    profileId: profile.id,
    communicationStyle: 'business_leader',
    processingSpeed: 'medium',
    resumeContent: legacy ? weberLegacyResumeText : renderResumeText(fixture.document),
    document: legacy ? null : fixture.document,
    coverLetter: fixture.coverLetter,
    matchScore: 78,
    keyHighlights: [],
    authenticArguments: [],
    createdAt: new Date('2026-11-23T10:00:00Z'),
  })
  await db.insert(variations).values({
    id: `var-${randomUUID()}`,
    applicationId,
    position: 1,
    style: 'Executive Impact',
    tone: 'confident',
    content: 'A shorter variation.',
  })
  return { applicationId, profileId: profile.id, jobPostingId, userId }
}

/** The document data the loader would read for a fixture, without a database (renderer tests, bench). */
export function fixtureDocumentData(fixture: DocumentFixture): DocumentData {
  return {
    applicationId: 'app-fixture',
    document: fixture.document,
    resumeText: renderResumeText(fixture.document),
    company: fixture.company,
    jobTitle: fixture.jobTitle,
    createdAt: new Date('2026-11-23T10:00:00Z'),
    coverLetterText: fixture.coverLetter,
  }
}

/**
 * The document's lines in print order, as the PDF and DOCX layouts set them (name, contact line,
 * headline, then each section under its heading in capitals): what a reader must find, in order.
 */
export function documentLines(document: ResumeDocument): string[] {
  const { name, headline } = document.header
  const lines = [name.trim(), contactLineItems(document).join(' | '), headline?.trim() ?? '']
  for (const section of document.sections.filter(hasContent)) {
    lines.push(section.heading.trim().toUpperCase(), ...section.paragraphs)
    for (const entry of section.entries) {
      lines.push(
        entryLineParts(entry).join(' | '),
        entry.description ?? '',
        ...entry.bullets.map((b) => `• ${b.text}`),
      )
    }
    for (const group of section.groups) if (group.items.length > 0) lines.push(groupLine(group))
  }
  return lines.map((line) => line.trim()).filter(Boolean)
}

// The lines of the document as the layouts print them: bullets without their glyph, and the
// contact line item by item (the header band sets them apart with its own separator).
export function expectedResumeLines(document: ResumeDocument): string[] {
  const contactLine = document.header.name.trim() ? 1 : 0
  return documentLines(document)
    .flatMap((line, index) => (index === contactLine ? line.split(' | ') : [line]))
    .map((line) => line.replace(/^\s*•\s*/, '').trim())
    .filter(Boolean)
}

function headerLines(document: ResumeDocument): string[] {
  return expectedResumeLines({ ...document, header: { ...document.header, headline: null }, sections: [] })
}

function letterLines(fixture: DocumentFixture): string[] {
  return fixture.coverLetter
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** What a reader (pdftotext, mammoth) must find, in order, in a rendered file of this kind. */
export function expectedLines(fixture: DocumentFixture, kind: DocumentKind): string[] {
  const resume = kind === 'cover-letter' ? [] : expectedResumeLines(fixture.document)
  const letter = kind === 'resume' ? [] : [...headerLines(fixture.document), ...letterLines(fixture)]
  return [...resume, ...letter]
}
