import { Text, View } from '@react-pdf/renderer'

import { DocumentPage, type LetterheadProps } from '#server/features/documents/pdf/pdf-parts.tsx'

export type CoverLetterPageProps = LetterheadProps & {
  paragraphs: string[]
  /** Date, then the employer, above the letter. */
  metaLines: string[]
  subject: string | null
}

export function CoverLetterPage({ paragraphs, metaLines, subject, ...letterhead }: CoverLetterPageProps) {
  const { styles } = letterhead
  return (
    <DocumentPage {...letterhead} bodyPaddingTop={22}>
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
    </DocumentPage>
  )
}
