import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'

import { TRACKER_STAGE_LABELS, type TrackerItem } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { PDF_FONT_FAMILY, preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { getActiveProfile } from '#server/features/profile/profile-repository.ts'
import { byApplicationDate } from '#server/features/tracker/export-tracker-csv.ts'
import { listTrackedJobs } from '#server/features/tracker/list-tracked-jobs.ts'

export type RenderApplicationRecordOptions = { db: Db; userId: string; now?: Date }

const INK = '#0f172a'
const MUTED = '#475569'
const LINE = '#cbd5e1'

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 9,
    color: INK,
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 44,
  },
  title: { fontSize: 18, fontWeight: 700 },
  meta: { marginTop: 6, color: MUTED, lineHeight: 1.4 },
  table: { marginTop: 20, borderTopWidth: 1, borderTopColor: INK },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 5 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 6 },
  head: { fontWeight: 600 },
  date: { width: '13%', paddingRight: 6 },
  company: { width: '22%', paddingRight: 6 },
  role: { width: '27%', paddingRight: 6 },
  channel: { width: '20%', paddingRight: 6 },
  outcome: { width: '18%' },
  empty: { marginTop: 20, color: MUTED },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    color: MUTED,
    fontSize: 8,
  },
})

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** How the application went out: the site of the posting it answered. */
function channelOf(item: TrackerItem): string {
  if (!item.sourceUrl) return 'Not recorded'
  try {
    return `Online: ${new URL(item.sourceUrl).hostname.replace(/^www\./, '')}`
  } catch {
    return 'Online'
  }
}

function outcomeOf(item: TrackerItem): string {
  switch (item.stage) {
    case 'applied':
      return 'Sent, no reply yet'
    case 'screening':
    case 'interview':
      return `In progress (${TRACKER_STAGE_LABELS[item.stage].toLowerCase()})`
    case 'offer':
      return 'Offer received'
    default:
      return TRACKER_STAGE_LABELS[item.stage]
  }
}

/** A printable "record of applications" (date, company, role, channel, outcome), as job centres ask for. */
export async function renderApplicationRecord({
  db,
  userId,
  now = new Date(),
}: RenderApplicationRecordOptions): Promise<Buffer> {
  await preparePdfFonts()
  const items = (await listTrackedJobs({ db, userId }))
    .filter((item) => item.appliedAt !== null)
    .sort(byApplicationDate)
  const profile = await getActiveProfile(db, userId)
  // A seeded sample profile is not the person's; their name is only printed from their own profile.
  const fullName = profile.userId === userId ? profile.personalInfo.fullName.trim() : ''
  const first = items[0]?.appliedAt
  const last = items.at(-1)?.appliedAt
  const period =
    first && last ? `${dateFormat.format(new Date(first))} – ${dateFormat.format(new Date(last))}` : null
  return renderToBuffer(
    <Document
      title="Record of applications"
      author={fullName || undefined}
      creator="CareerForge"
      producer="CareerForge"
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>Record of applications</Text>
        <Text style={styles.meta}>
          {[
            fullName ? `Applicant: ${fullName}` : null,
            period ? `Period: ${period}` : null,
            `Applications: ${items.length}`,
            `Prepared: ${dateFormat.format(now)}`,
          ]
            .filter(Boolean)
            .join('   ·   ')}
        </Text>
        {items.length === 0 ? (
          <Text style={styles.empty}>No application has been marked as sent yet.</Text>
        ) : (
          <View style={styles.table}>
            <View style={styles.headRow} fixed>
              <Text style={[styles.date, styles.head]}>Date</Text>
              <Text style={[styles.company, styles.head]}>Company</Text>
              <Text style={[styles.role, styles.head]}>Role</Text>
              <Text style={[styles.channel, styles.head]}>Channel</Text>
              <Text style={[styles.outcome, styles.head]}>Outcome</Text>
            </View>
            {items.map((item) => (
              <View key={item.jobPostingId} style={styles.row} wrap={false}>
                <Text style={styles.date}>
                  {item.appliedAt ? dateFormat.format(new Date(item.appliedAt)) : ''}
                </Text>
                <Text style={styles.company}>{item.company}</Text>
                <Text style={styles.role}>{item.title}</Text>
                <Text style={styles.channel}>{channelOf(item)}</Text>
                <Text style={styles.outcome}>{outcomeOf(item)}</Text>
              </View>
            ))}
          </View>
        )}
        <View style={styles.footer} fixed>
          <Text>Record of applications{fullName ? ` · ${fullName}` : ''}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>,
  )
}
