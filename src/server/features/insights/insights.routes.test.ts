import { afterEach, expect, test } from 'vitest'

import { IndustryInsightsResponseSchema } from '#shared/insights/insights.contract.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

test('industry insights give three hot topics from the knowledge base, picked for the posting', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/industry-insights?cb=2',
    payload: {
      jobDescription: 'Lead our SAP S/4HANA finance transformation and ERP consolidation.',
      company: 'Siemens',
      role: 'Finance Transformation Lead',
      industry: 'Industrial Goods & Services',
      jobUrl: 'https://example.com/job',
    },
  })
  expect(response.statusCode).toBe(200)
  const body = IndustryInsightsResponseSchema.parse(response.json())
  expect(body.industry).toBe('Industrial Goods & Services')
  expect(body.hotTopics).toHaveLength(3)
  expect(body.hotTopics[0]?.title).toBe('ERP consolidation')
  for (const insight of [...body.hotTopics, ...body.industryNews]) {
    expect(insight.basis).toContain('CareerForge industry knowledge base')
    expect(insight.credibilityScore).toBeGreaterThanOrEqual(60)
  }
})

test('skills mapping computes strength from evidence and phrases a missing skill as a gap', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/skills-mapping?cb=3',
    payload: { jobRequirements: ['SAP S/4HANA', 'Kubernetes'], jobTitle: 'SAP Lead', userId: 'u2' },
  })
  expect(response.statusCode).toBe(200)
  const [sap, k8s] = response.json().mappings
  expect(sap.userSkill).toBe('SAP S/4HANA')
  expect(sap.strengthPercentage).toBeGreaterThanOrEqual(70)
  expect(sap.evidence.length).toBeGreaterThan(0)
  expect(k8s).toMatchObject({ requiredSkill: 'Kubernetes', userSkill: null, strengthPercentage: 0 })
  expect(k8s.improvementSuggestion).toMatch(/^Building experience in Kubernetes/)
  expect(
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/resumes/skills-mapping',
        payload: { jobRequirements: [] },
      })
    ).statusCode,
  ).toBe(400)
})
