import { Page, Text, View } from '@react-pdf/renderer'

import {
  splitLabelLine,
  splitRoleLine,
  type ParsedResume,
  type ResumeBlock,
  type ResumeSection,
} from '#shared/documents/parse-resume-text.ts'
import { ContinuationBar, HeaderBand, SectionHeading } from '#server/features/documents/pdf/pdf-parts.tsx'
import type { PdfStyles, PdfTheme } from '#server/features/documents/pdf/pdf-theme.ts'

/** Blocks longer than this may break across pages; shorter ones move to the next page whole. */
const KEEP_TOGETHER_CHARS = 700
const PROSE_SECTIONS = new Set(['SUMMARY', 'PROFESSIONAL SUMMARY'])

// A role line travels with its first bullet, and a heading with its first group, so neither is ever
// left alone at the foot of a page.
function groupBlocks(blocks: ResumeBlock[]): ResumeBlock[][] {
  const groups: ResumeBlock[][] = []
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as ResumeBlock
    const next = blocks[i + 1]
    if (block.kind === 'role' && next && next.kind !== 'role') {
      groups.push([block, next])
      i++
    } else {
      groups.push([block])
    }
  }
  return groups
}

function groupLength(group: ResumeBlock[]): number {
  return group.reduce((sum, block) => sum + block.text.length, 0)
}

type BlockProps = { block: ResumeBlock; styles: PdfStyles; isFirst: boolean; allowLabel: boolean }

function Block({ block, styles, isFirst, allowLabel }: BlockProps) {
  if (block.kind === 'role') {
    const { lead, rest } = splitRoleLine(block.text)
    return (
      <Text style={[styles.role, isFirst ? { marginTop: 0 } : {}]}>
        <Text style={styles.roleLead}>{lead}</Text>
        {rest
          ? rest.split(/(\s[|—–·]\s)/).map((part, index) => (
              <Text key={index} style={index % 2 === 1 ? styles.roleSeparator : styles.roleDetail}>
                {part}
              </Text>
            ))
          : null}
      </Text>
    )
  }
  const labelled = allowLabel ? splitLabelLine(block.text) : null
  const content = labelled ? (
    <>
      <Text style={styles.label}>{labelled.label}</Text> {labelled.value}
    </>
  ) : (
    block.text
  )
  if (block.kind === 'bullet') {
    return (
      <View style={styles.bulletRow}>
        <Text style={styles.bulletGlyph}>•</Text>
        <Text style={styles.bulletText}>{content}</Text>
      </View>
    )
  }
  return <Text style={styles.text}>{content}</Text>
}

type SectionProps = { section: ResumeSection; theme: PdfTheme; styles: PdfStyles }

function Section({ section, theme, styles }: SectionProps) {
  const groups = groupBlocks(section.blocks)
  const allowLabel = !PROSE_SECTIONS.has(section.heading)
  const renderGroup = (group: ResumeBlock[], isFirstGroup: boolean) =>
    group.map((block, index) => (
      <Block
        key={index}
        block={block}
        styles={styles}
        isFirst={isFirstGroup && index === 0}
        allowLabel={allowLabel}
      />
    ))
  const [first, ...others] = groups
  const heading = <SectionHeading theme={theme} styles={styles} heading={section.heading} />
  return (
    <View style={styles.section}>
      {first && groupLength(first) <= KEEP_TOGETHER_CHARS ? (
        <View wrap={false}>
          {heading}
          {renderGroup(first, true)}
        </View>
      ) : (
        <>
          <View minPresenceAhead={48}>{heading}</View>
          {first ? renderGroup(first, true) : null}
        </>
      )}
      {others.map((group, index) => (
        <View key={index} wrap={groupLength(group) > KEEP_TOGETHER_CHARS}>
          {renderGroup(group, false)}
        </View>
      ))}
    </View>
  )
}

export type ResumePageProps = {
  resume: ParsedResume
  /** Preamble lines that are not already in the header (e.g. a headline). */
  introLines: string[]
  title: string
  contactItems: string[]
  theme: PdfTheme
  styles: PdfStyles
}

export function ResumePage({ resume, introLines, title, contactItems, theme, styles }: ResumePageProps) {
  return (
    <Page size="A4" style={styles.page}>
      <ContinuationBar theme={theme} />
      <HeaderBand theme={theme} styles={styles} title={title} contactItems={contactItems} />
      <View style={styles.body}>
        {introLines.map((line, index) => (
          <Text key={index} style={index === 0 ? styles.headline : styles.text}>
            {line}
          </Text>
        ))}
        {resume.sections.map((section, index) => (
          <Section key={index} section={section} theme={theme} styles={styles} />
        ))}
      </View>
    </Page>
  )
}
