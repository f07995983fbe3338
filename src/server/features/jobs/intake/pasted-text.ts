import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { buildJob, readSafely, type ExtractContext } from '#server/features/jobs/intake/build-job.ts'
import { extractFromHtml } from '#server/features/jobs/intake/extract-job.ts'
import type { JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { labelledFields, subtitleFacts, TYPE_OR_MODE } from '#server/features/jobs/intake/microdata.ts'
import { splitSections, textToBlocks } from '#server/features/jobs/intake/sections.ts'

// Posting text the user pasted (the way out when a site blocks servers): the same section splitting
// and field extraction as for pages, plus what plain text needs (wrapped lines, a header line).

/** One job from text the user pasted: the same section splitting and field extraction. */
export function extractFromText(raw: string, context: ExtractContext): ExtractedJob {
  return readSafely(() => extractFromTextUnsafe(raw, context))
}

function extractFromTextUnsafe(raw: string, context: ExtractContext): ExtractedJob {
  const text = raw.replace(/\r\n?/g, '\n')
  if (/<(p|div|li|ul|h[1-6]|br)\b[^>]*>/i.test(text))
    return extractFromHtml(`<html><body><main>${text}</main></body></html>`, context)
  const joined = joinWrappedLines(text)
  const labelled = labelledFields(joined)
  const header = headerLine(joined)
  const draft: JobDraft = {
    source: 'pasted-text',
    title: labelled.title ?? titleFromText(joined),
    descriptionHtml: joined,
    ...header,
  }
  return buildJob([draft], context, {
    pageText: joined,
    pageTitle: '',
    jsonLdTypes: [],
    ogType: undefined,
    jobLinkCount: 0,
    plainText: true,
  })
}

/**
 * A header line under the title: "Acme · Berlin · Full-time" is read like a page's subtitle (the job
 * type and work mode are not the place); "Tech Solutions, San Francisco, CA" is company and place.
 */
function headerLine(text: string): Pick<JobDraft, 'company' | 'location' | 'jobType' | 'remote'> {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  for (const line of lines.slice(1, 3)) {
    // "Location: Midrand, Gauteng" is a labelled field, read by its label, not a company and its place.
    if (/[.!?:]$/.test(line) || /^[\p{L}][\p{L} /-]{1,25}:\s/u.test(line)) continue
    // A line of separated facts is as long as its facts ("Marion County Clerk of Courts · Ocala,
    // Florida · $19.85/hour · Full-time with benefits"); each fact is held to a phrase's length below.
    if (/[·•|｜]|\s[-–—]\s/.test(line)) {
      if (line.length > 160) continue
      const facts = subtitleFacts(line)
      if (facts.company && /^[A-Z]/.test(facts.company)) return facts
      continue
    }
    if (line.length > 90 || line.split(/\s+/).length > 10) continue
    const parts = line
      .split(/\s*,\s*/)
      .filter(Boolean)
      .filter((p) => !TYPE_OR_MODE.test(p))
    if (
      parts.length >= 2 &&
      /^[A-Z]/.test(parts[0] ?? '') &&
      parts.slice(1).every((p) => /^[A-Z][\w .'-]*$/.test(p))
    ) {
      return { company: parts[0], location: parts.slice(1).join(', ') }
    }
  }
  return {}
}

/** Hard-wrapped paragraphs (pasted from e-mail or PDF) become one line each. */
function joinWrappedLines(text: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  for (const line of lines) {
    const trimmed = line.trim()
    const previous = out[out.length - 1]
    const continues =
      previous !== undefined &&
      previous.length >= 50 &&
      trimmed &&
      !/[.!?:]$/.test(previous) &&
      /^[a-z0-9(]/.test(trimmed) &&
      // "2. Investigate alerts …": the next item of a numbered list, not the rest of the line above.
      !/^\d{1,2}[.)]\s/.test(trimmed)
    // A word split at the line end ("scal-" + "able") joins without a space; the hyphen stays.
    if (continues)
      out[out.length - 1] = previous.endsWith('-') ? `${previous}${trimmed}` : `${previous} ${trimmed}`
    else out.push(trimmed)
  }
  return out.join('\n')
}

/** "We are looking for a Senior Backend Engineer to …" → "Senior Backend Engineer"; else the first short line. */
function titleFromText(text: string): string | undefined {
  const firstLine = (
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  ).replace(
    /^(job description|job title|position|role|stellenangebot|stellenbezeichnung|title)\s*[:–-]\s*/i,
    '',
  )
  if (
    firstLine.length <= 80 &&
    !/[.!?]$/.test(firstLine) &&
    // A title in capitals ("STORE MANAGER") reads as a heading, but not as one that opens a section.
    splitSections(textToBlocks(firstLine)).headings.every((h) => h.kind === 'other')
  )
    return firstLine
  const sought =
    /\b(?:looking for|seeking|hiring|searching for|join (?:us|our team) as|wir suchen|suchen wir)\s+(?:(?:an?|one|einen?|eine)\s+)?(?:experienced |talented |motivated |passionate )?([A-Z][\w/&+.-]*(?:\s+(?:[A-Z(][\w/&+.()-]*|of|for|and|in|&))*)/.exec(
      text.slice(0, 1000),
    )
  return sought?.[1]?.replace(/\s+(to|who|with|in|for|and)$/i, '').trim()
}
