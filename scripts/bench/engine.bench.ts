import { PGlite } from '@electric-sql/pglite'

import { DEFAULT_INDUSTRY } from '#shared/constants.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
import { openDatabase } from '#server/db/client.ts'
import { createCareerEngine } from '#server/engine/get-career-engine.ts'
import { guardEngine } from '#server/engine/guard/guard-engine.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import { parseEnv } from '#server/env.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import { compare, printHeader } from './compare.ts'
import { measure } from './measure.ts'

// Local generateApplication for a five-position profile and a long posting, and a cache hit.

const profile = ProfileSectionsSchema.parse({
  ...defaultProfileSections,
  workExperience: {
    experiences: [
      ...defaultProfileSections.workExperience.experiences,
      {
        id: 'w4',
        company: 'Kessler Logistik',
        role: 'ERP Analyst',
        duration: '2013 - 2015',
        description: 'Supported SAP ECC finance users.',
        achievements: [
          'Trained 150 users on the new cost-centre reports',
          'Cut invoice matching errors by 30%',
        ],
      },
      {
        id: 'w5',
        company: 'Stadtwerke Augsburg',
        role: 'Working Student Finance',
        duration: '2011 - 2013',
        description: 'Prepared monthly reporting packs.',
        achievements: ['Automated the monthly reporting pack with Excel macros'],
      },
    ],
  },
})

const requirements = Array.from(
  { length: 30 },
  (_, i) =>
    `Requirement ${i + 1}: experience with SAP S/4HANA finance, controlling, month-end close, stakeholder management and change management in international programmes`,
)
const job = {
  title: 'Senior SAP S/4HANA Finance Consultant',
  company: 'Siemens',
  location: 'Munich',
  description: requirements.join('\n').repeat(5),
  requirements,
  responsibilities: Array.from(
    { length: 15 },
    (_, i) => `Responsibility ${i + 1}: lead finance workstreams and coach consultants across countries`,
  ),
  preferred: ['SAP Analytics Cloud', 'Python', 'Power BI'],
  skills: ['SAP S/4HANA', 'SAP FI/CO', 'SAP Fiori', 'Python', 'Power BI', 'SQL', 'Kubernetes'],
  salaryRange: null,
  jobType: 'Full-time' as const,
  remote: false,
  industry: DEFAULT_INDUSTRY,
  sourceUrl: null,
  extractedBy: 'bench',
}

export async function run(): Promise<void> {
  const local = createLocalEngine()
  printHeader('the engine alone (no truthfulness guard), interleaved in the same run')
  // Issue 17: a cold generation with its truthfulness guard (a new guard per call, as in production)
  // against the engine alone; target ratio <= 1.5.
  await compare(
    'local generateApplication + truthfulness guard, CPU',
    async () =>
      createGuard({ profile, job }).cleanApplication(
        await local.generateApplication({
          job,
          profile,
          communicationStyle: 'business_leader',
          speed: 'medium',
        }),
      ),
    () => local.generateApplication({ job, profile, communicationStyle: 'business_leader', speed: 'medium' }),
    'engine alone (5 positions, long posting)',
    // CPU time: the wall-clock ratio swung from 1.2 to 1.6 between runs on the loaded 2-core machine.
    { runs: 30, clock: 'cpu' },
  )
  await measure(
    'local generateApplication, advanced speed',
    () => local.generateApplication({ job, profile, communicationStyle: 'tech_leader', speed: 'advanced' }),
    { runs: 30 },
  )

  const database = await openDatabase({ pglite: new PGlite() })
  const env = parseEnv({ LOG_LEVEL: 'silent' })
  if (!env.ok) throw new Error(env.errors.join('\n'))
  const engine = createCareerEngine({ guarded: guardEngine(createLocalEngine()), db: database.db })
  await engine.generateApplication({ job, profile, communicationStyle: 'business_leader', speed: 'medium' })
  await measure(
    'cached generateApplication (AI cache hit)',
    () =>
      engine.generateApplication({ job, profile, communicationStyle: 'business_leader', speed: 'medium' }),
    { runs: 30 },
  )
  await database.close()
}
