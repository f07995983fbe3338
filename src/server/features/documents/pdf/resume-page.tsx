import { Text, View } from '@react-pdf/renderer'

import { entryLineParts, groupLine, hasContent } from '#shared/documents/resume-document-text.ts'
import type { ResumeEntry, ResumeItemGroup, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import {
  DocumentPage,
  SectionHeading,
  type LetterheadProps,
} from '#server/features/documents/pdf/pdf-parts.tsx'
import { BULLET_MARK, type PdfStyles, type PdfTheme } from '#server/features/documents/pdf/pdf-theme.ts'

/** Entries longer than this may break across pages; shorter ones move to the next page whole. */
const KEEP_TOGETHER_CHARS = 700
const SEPARATOR = ' | '

type Styled = { styles: PdfStyles }

function entryLength(entry: ResumeEntry): number {
  return (
    entryLineParts(entry).join(SEPARATOR).length +
    (entry.description?.length ?? 0) +
    entry.bullets.reduce((sum, bullet) => sum + bullet.text.length, 0)
  )
}

// Two runs per entry line: the lead is the line's own text, the details with their separators one
// nested run. Every run is shaped and laid out on its own, and entry lines are the most frequent
// styled text.
function EntryLine({
  entry,
  styles,
  isFirst,
  wrap = true,
}: Styled & { entry: ResumeEntry; isFirst: boolean; wrap?: boolean }) {
  const [lead, ...details] = entryLineParts(entry)
  return (
    <Text style={isFirst ? styles.roleFirst : styles.role} wrap={wrap}>
      {lead}
      {details.length > 0 ? (
        <Text style={styles.roleDetail}>{`${SEPARATOR}${details.join(SEPARATOR)}`}</Text>
      ) : null}
    </Text>
  )
}

/** A bullet is one paragraph: the coloured mark as its first run, then the text, hanging under it. */
function Bullet({ text, styles, wrap }: Styled & { text: string; wrap?: boolean }) {
  return (
    <Text style={styles.bullet} wrap={wrap}>
      <Text style={styles.bulletGlyph}>{BULLET_MARK}</Text>
      {text}
    </Text>
  )
}

/**
 * A position, degree or project. Short entries never split across pages; a long one keeps its line
 * with the description and first bullet, so no entry line is left alone at the foot of a page.
 */
function Entry({ entry, styles, isFirst }: Styled & { entry: ResumeEntry; isFirst: boolean }) {
  const description = entry.description?.trim()
  const [first, ...rest] = entry.bullets
  const head = (
    <>
      <EntryLine entry={entry} styles={styles} isFirst={isFirst} />
      {description ? <Text style={styles.text}>{description}</Text> : null}
      {first ? <Bullet text={first.text} styles={styles} /> : null}
    </>
  )
  // An entry of one line (a certificate, a degree with no details) is kept whole by the line itself.
  if (!description && !first)
    return <EntryLine entry={entry} styles={styles} isFirst={isFirst} wrap={false} />
  if (entryLength(entry) <= KEEP_TOGETHER_CHARS) {
    return (
      <View wrap={false}>
        {head}
        {rest.map((bullet) => (
          <Bullet key={bullet.id} text={bullet.text} styles={styles} />
        ))}
      </View>
    )
  }
  return (
    <>
      <View wrap={false}>{head}</View>
      {rest.map((bullet) => (
        <Bullet key={bullet.id} text={bullet.text} styles={styles} wrap={false} />
      ))}
    </>
  )
}

function Group({ group, styles }: Styled & { group: ResumeItemGroup }) {
  const label = group.label?.trim()
  const items = groupLine({ label: null, items: group.items })
  return (
    <Text style={styles.text}>
      {label ? <Text style={styles.label}>{`${label}: `}</Text> : null}
      {items}
    </Text>
  )
}

function Section({ section, theme, styles }: Styled & { section: ResumeSection; theme: PdfTheme }) {
  const blocks = [
    ...section.paragraphs
      .filter((p) => p.trim())
      .map((paragraph, index) => (
        <Text key={`p${index}`} style={styles.text}>
          {paragraph.trim()}
        </Text>
      )),
    ...section.entries.map((entry, index) => (
      <Entry
        key={entry.id}
        entry={entry}
        styles={styles}
        isFirst={index === 0 && section.paragraphs.length === 0}
      />
    )),
    ...section.groups
      .filter((g) => g.items.length > 0)
      .map((group, index) => <Group key={`g${index}`} group={group} styles={styles} />),
  ]
  const [first, ...rest] = blocks
  const heading = (
    <SectionHeading theme={theme} styles={styles} heading={section.heading.trim().toUpperCase()} />
  )
  const leadLength =
    (section.paragraphs[0]?.length ?? 0) + (section.entries[0] ? entryLength(section.entries[0]) : 0)
  // The section's blocks follow one another in the body, with no View around them all: the section's
  // top margin goes on the heading's block. The heading travels with the first block, so it is never
  // left alone at the foot of a page.
  return (
    <>
      {leadLength <= KEEP_TOGETHER_CHARS ? (
        <View wrap={false} style={styles.section}>
          {heading}
          {first}
        </View>
      ) : (
        <>
          <View minPresenceAhead={48} style={styles.section}>
            {heading}
          </View>
          {first}
        </>
      )}
      {rest}
    </>
  )
}

export type ResumePageProps = LetterheadProps & {
  /** The stored document's sections, or null for an older application printed from its text. */
  sections: ResumeSection[] | null
  legacyLines: string[]
  headline: string
}

export function ResumePage({ sections, legacyLines, headline, ...letterhead }: ResumePageProps) {
  const { theme, styles } = letterhead
  return (
    <DocumentPage {...letterhead}>
      {headline ? <Text style={styles.headline}>{headline}</Text> : null}
      {sections
        ? sections
            .filter(hasContent)
            .map((section) => <Section key={section.id} section={section} theme={theme} styles={styles} />)
        : legacyLines.map((line, index) => (
            <Text key={index} style={styles.text}>
              {line}
            </Text>
          ))}
    </DocumentPage>
  )
}
