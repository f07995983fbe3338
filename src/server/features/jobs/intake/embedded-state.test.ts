import { load } from 'cheerio'
import { expect, test } from 'vitest'

import { extractEmbeddedState } from '#server/features/jobs/intake/embedded-state.ts'
import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'

test('__NEXT_DATA__: the posting wins over the similar-jobs cards next to it', async () => {
  const draft = extractEmbeddedState(load(await readFixture('embedded-next.html')))
  expect(draft?.title).toBe('Backend Engineer')
  expect(draft?.company).toBe('Ferncloud')
  expect(draft?.location).toBe('Lisbon, Portugal')
  expect(draft?.remote).toBe(false)
  expect(draft?.salary).toEqual({ currency: 'EUR', min: 55000, max: 70000, period: 'year', equity: false })
  expect(draft?.descriptionHtml).not.toContain('Principal Engineer')
})

test('window assignments (Remix context) and Inertia data-page attributes', () => {
  const remix = `<script>window.__remixContext = {"state":{"loaderData":{"routes/jobs":{"jobPost":{"title":"Staff AI Engineer","company_name":"Sonar","job_post_location":"Sunnyvale, CA","content":"&lt;h3&gt;Requirements&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Ten years building ML systems in production environments at scale&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;More text about the team and the work we do every single day.&lt;/p&gt;","pay_ranges":[{"min":"$227,500","max":"$300,000","currency_type":"USD"}]}}}}};</script>`
  const draft = extractEmbeddedState(load(remix))
  expect(draft?.title).toBe('Staff AI Engineer')
  expect(draft?.company).toBe('Sonar')
  expect(draft?.salary?.min).toBe(227500)
  expect(draft?.descriptionHtml).toContain('<li>Ten years')

  const page = {
    component: 'JobDetail',
    props: {
      job: {
        title: 'Backend Engineer (India)',
        location: 'IN / Remote (IN)',
        jobType: 'Full-time',
        salaryRange: '$20K - $30K',
        descriptionHtml: `<p>${'We build a no-code AI platform. '.repeat(8)}</p>`,
      },
      company: { name: 'VectorShift', founders: [] },
    },
  }
  const inertia = extractEmbeddedState(
    load(`<div id="app" data-page="${JSON.stringify(page).replace(/"/g, '&quot;')}"></div>`),
  )
  expect(inertia?.title).toBe('Backend Engineer (India)')
  expect(inertia?.company).toBe('VectorShift')
  expect(inertia?.jobType).toBe('Full-time')
})

test('a page without app state gives nothing', () => {
  expect(extractEmbeddedState(load('<html><body><script>var x = 1</script></body></html>'))).toBeNull()
})
