import { faker } from '@faker-js/faker'

import { DEFAULT_INDUSTRY } from '#shared/constants.ts'
import { ExtractedJobSchema, type ExtractedJob } from '#shared/jobs/job.schema.ts'
import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'

// Factories return schema-parsed objects so they cannot drift from the contracts.

export function makeProfile(overrides: Partial<ProfileSections> = {}): ProfileSections {
  return ProfileSectionsSchema.parse({
    personalInfo: {
      fullName: 'Zoë Müller-Łukasik',
      email: 'zoe@example.com',
      currentRole: 'Backend Engineer',
      company: 'Acme Logistics',
      location: 'Berlin',
      summary: 'Backend engineer building reliable order systems.',
      languages: ['German', 'English'],
    },
    workExperience: {
      experiences: [
        {
          id: faker.string.uuid(),
          company: 'Acme Logistics',
          role: 'Backend Engineer',
          duration: 'January 2021 - Present',
          description: 'Built order services in TypeScript and PostgreSQL.',
          achievements: [
            'Reduced checkout latency by 40% by rewriting the pricing service',
            'Led the migration of 12 services to Docker',
          ],
        },
        {
          id: faker.string.uuid(),
          company: 'Nordwind GmbH',
          role: 'Junior Developer',
          duration: '2018 - 2020',
          description: 'Maintained internal tools.',
          achievements: ['Automated weekly reports with Python, saving 6 hours a week'],
        },
      ],
    },
    education: {
      degrees: [
        {
          id: faker.string.uuid(),
          institution: 'TU Berlin',
          degree: 'Bachelor of Science',
          field: 'Computer Science',
          year: '2018',
        },
      ],
      certifications: [],
    },
    personalExperiences: {},
    personalityTraits: { selectedTraits: ['Analytical'], workStyle: 'Calm and thorough.' },
    portfolioData: {},
    books: {},
    skills: {
      technical: ['TypeScript', 'PostgreSQL', 'Docker', 'Python'],
      business: ['Stakeholder Management'],
      sap: [],
    },
    ...overrides,
  })
}

export function makeJob(overrides: Partial<ExtractedJob> = {}): ExtractedJob {
  return ExtractedJobSchema.parse({
    title: 'Senior Backend Engineer',
    company: 'Globex',
    location: 'Remote',
    description: 'Globex builds logistics software.',
    requirements: [
      '5+ years of backend development with TypeScript',
      'Experience with PostgreSQL',
      'Production experience with Kubernetes',
      'Strong Rust skills',
    ],
    responsibilities: ['Design and operate our order platform', 'Mentor engineers'],
    preferred: ['Experience with Docker'],
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Rust', 'Docker'],
    salaryRange: null,
    jobType: 'Full-time',
    remote: true,
    industry: DEFAULT_INDUSTRY,
    sourceUrl: null,
    extractedBy: 'test',
    ...overrides,
  })
}
