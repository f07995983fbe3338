import { Page, Text, View } from '@react-pdf/renderer'

import { ContinuationBar, HeaderBand } from '#server/features/documents/pdf/pdf-parts.tsx'
import type { PdfStyles, PdfTheme } from '#server/features/documents/pdf/pdf-theme.ts'

export type CoverLetterPageProps = {
  paragraphs: string[]
  title: string
  contactItems: string[]
  /** Date, then the employer, above the letter. */
  metaLines: string[]
  subject: string | null
  theme: PdfTheme
  styles: PdfStyles
}

export function CoverLetterPage({
  paragraphs,
  title,
  contactItems,
  metaLines,
  subject,
  theme,
  styles,
}: CoverLetterPageProps) {
  return (
    <Page size="A4" style={styles.page}>
      <ContinuationBar theme={theme} />
      <HeaderBand theme={theme} styles={styles} title={title} contactItems={contactItems} />
      <View style={[styles.body, { paddingTop: 22 }]}>
        {metaLines.map((line, index) => (
          <Text key={index} style={styles.letterMeta}>
            {line}
          </Text>
        ))}
        {subject ? <Text style={styles.letterSubject}>{subject}</Text> : <View style={{ height: 12 }} />}
        {paragraphs.map((paragraph, index) =>
          paragraph.includes('\n') ? (
            // One Text per line: a "\n" inside a Text makes react-pdf pull in unembedded Helvetica.
            <View key={index} style={styles.letterParagraph} wrap={false}>
              {paragraph.split('\n').map((line, lineIndex) => (
                <Text key={lineIndex}>{line}</Text>
              ))}
            </View>
          ) : (
            // Short paragraphs (the greeting, the sign-off) never split across pages.
            <Text key={index} style={styles.letterParagraph} wrap={paragraph.length > 600}>
              {paragraph}
            </Text>
          ),
        )}
      </View>
    </Page>
  )
}
