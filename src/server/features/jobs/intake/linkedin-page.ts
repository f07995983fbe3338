import type { CheerioAPI } from 'cheerio'

import { normalizeJobType } from '#shared/jobs/job-normalize.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { cleanInline } from '#server/features/jobs/intake/text.ts'

// LinkedIn's guest job view (the page and the jobs-guest API fragment share the markup).

// The title's classes, looked for in the page's source first: a page without them is not LinkedIn's,
// and asking every element of a long page for them costs more than reading the source once.
const TITLE_CLASS = /top-card-layout__title|topcard__title/

/** The posting in LinkedIn guest markup, or null when the page is not one. */
export function extractLinkedInGuest($: CheerioAPI, html?: string): JobDraft | null {
  if (html !== undefined && !TITLE_CLASS.test(html)) return null
  const title = present(cleanInline($('.top-card-layout__title, .topcard__title').first().text()))
  const body = $('.show-more-less-html__markup, .description__text').first()
  if (!title || body.length === 0) return null
  const criteria = new Map<string, string>()
  $('.description__job-criteria-item').each((_, el) => {
    criteria.set(
      cleanInline($(el).find('.description__job-criteria-subheader').text()).toLowerCase(),
      cleanInline($(el).find('.description__job-criteria-text').text()),
    )
  })
  const closed = cleanInline(
    $('.closed-job, .top-card-layout__entity-info .closed-job__flavor--closed, figure.closed-job').text(),
  )
  return {
    source: 'linkedin-guest',
    title,
    company: present(
      cleanInline(
        $('.topcard__org-name-link, .top-card-layout__second-subline .topcard__flavor a, .topcard__flavor')
          .first()
          .text(),
      ),
    ),
    location: present(cleanInline($('.topcard__flavor--bullet').first().text())),
    descriptionHtml: body.html() ?? '',
    jobType: normalizeJobType(
      criteria.get('employment type') ??
        criteria.get('tipo di impiego') ??
        criteria.get('beschäftigungsverhältnis'),
    ),
    expired: /no longer accepting applications/i.test(closed) ? true : undefined,
  }
}
