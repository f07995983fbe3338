import type { ReactNode } from 'react'

import { Image, Page, Text, View } from '@react-pdf/renderer'

import { PDF_HEADER_BAND_HEIGHT, PDF_MARGIN } from '#shared/constants.ts'
import { gradientStrip } from '#server/features/documents/pdf/gradient-png.ts'
import {
  BAND_STRIPE_HEIGHT,
  BODY_INSET,
  type PdfStyles,
  type PdfTheme,
} from '#server/features/documents/pdf/pdf-theme.ts'

/** A4 in points; the band and rules are drawn to these widths. */
export const PAGE_WIDTH = 595.28
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * PDF_MARGIN - 2 * BODY_INSET

type HeaderBandProps = { theme: PdfTheme; styles: PdfStyles; title: string; contactItems: string[] }

// Average advance widths of Inter in em, a little generous, to size the band text without measuring.
const NAME_EM = 0.62
const CONTACT_EM = 0.56
const CONTACT_SEPARATOR = '  ·  '

export type HeaderFit = { nameSize: number; contactSize: number; contactLines: string[] }

/**
 * Sizes the band text so it always fits the 55 pt band: a long name gets smaller; a long contact
 * line gets smaller, and past a readable size it splits into two lines under a smaller name.
 */
function fitHeader(title: string, contactItems: string[]): HeaderFit {
  const fits = (text: string, em: number) => CONTENT_WIDTH / Math.max(1, text.length * em)
  const nameSize = Math.max(12, Math.min(19, fits(title, NAME_EM)))
  const line = contactItems.join(CONTACT_SEPARATOR)
  const oneLine = fits(line, CONTACT_EM)
  if (oneLine >= 7 || contactItems.length < 2) {
    return { nameSize, contactSize: Math.max(6, Math.min(8.5, oneLine)), contactLines: line ? [line] : [] }
  }
  let split = 1
  while (
    split < contactItems.length - 1 &&
    contactItems.slice(0, split + 1).join(CONTACT_SEPARATOR).length <= line.length / 2
  )
    split++
  const contactLines = [
    contactItems.slice(0, split).join(CONTACT_SEPARATOR),
    contactItems.slice(split).join(CONTACT_SEPARATOR),
  ]
  const longest = contactLines.reduce((a, b) => (a.length >= b.length ? a : b))
  return {
    nameSize: Math.min(nameSize, 16),
    contactSize: Math.max(6, Math.min(8, fits(longest, CONTACT_EM))),
    contactLines,
  }
}

type BandFillProps = { theme: PdfTheme; height: number; fixed?: boolean }

/**
 * The band colours across the page's full width, from its top-left corner: a left-to-right gradient
 * strip stretched to the band, or for a one-colour band a filled View.
 */
function BandFill({ theme, height, fixed = false }: BandFillProps) {
  const { from, to } = theme.band
  const box = { position: 'absolute', top: 0, left: 0, width: PAGE_WIDTH, height } as const
  if (from === to) return <View fixed={fixed} style={{ ...box, backgroundColor: from }} />
  return <Image fixed={fixed} src={gradientStrip(from, to)} style={box} />
}

/** The coloured band at the top of a document's first page: the person's name and contact line. */
function HeaderBand({ theme, styles, title, contactItems }: HeaderBandProps) {
  const stripe = theme.bandStripe ? BAND_STRIPE_HEIGHT : 0
  const fit = fitHeader(title, contactItems)
  return (
    <View style={stripe ? styles.bandWithStripe : styles.band}>
      <BandFill theme={theme} height={PDF_HEADER_BAND_HEIGHT - stripe} />
      {theme.bandStripe ? (
        <View
          style={{
            position: 'absolute',
            top: PDF_HEADER_BAND_HEIGHT - stripe,
            left: 0,
            width: PAGE_WIDTH,
            height: stripe,
            backgroundColor: theme.bandStripe,
          }}
        />
      ) : null}
      <Text style={[styles.bandName, { fontSize: fit.nameSize }]}>{title}</Text>
      {fit.contactLines.map((line, index) => (
        <Text
          key={index}
          style={[styles.bandContact, { fontSize: fit.contactSize }, index > 0 ? { marginTop: 1 } : {}]}
        >
          {line}
        </Text>
      ))}
    </View>
  )
}

type SectionHeadingProps = { theme: PdfTheme; styles: PdfStyles; heading: string }

/** A section heading with its template ornament. */
export function SectionHeading({ theme, styles, heading }: SectionHeadingProps) {
  const { ornament, ornamentColor } = theme.heading
  if (ornament === 'side-block') {
    return (
      <View style={styles.headingRow}>
        <View style={{ width: 4, height: 11, backgroundColor: ornamentColor, marginRight: 6 }} />
        <Text style={styles.headingText}>{heading}</Text>
      </View>
    )
  }
  if (ornament === 'trailing-rule') {
    return (
      <View style={styles.headingRow}>
        <Text style={styles.headingText}>{heading}</Text>
        <View style={{ flexGrow: 1, height: 0.9, backgroundColor: ornamentColor, marginLeft: 8 }} />
      </View>
    )
  }
  // The heading and its rule are returned side by side, without a wrapping View: the caller keeps them
  // together with the section's first block.
  if (ornament === 'accent-rule') {
    return (
      <>
        <Text style={styles.headingText}>{heading}</Text>
        <View style={{ height: 0.9, backgroundColor: ornamentColor, marginTop: 2.5, marginBottom: 5 }} />
      </>
    )
  }
  // A rule that fades from the ornament colour into the white page: an opaque gradient to white draws
  // the same pixels as one to transparent.
  return (
    <>
      <Text style={styles.headingText}>{heading}</Text>
      <Image
        src={gradientStrip(ornamentColor, '#ffffff')}
        style={{ width: CONTENT_WIDTH, height: 1.6, marginTop: 2.5, marginBottom: 5 }}
      />
    </>
  )
}

/**
 * A thin bar in the band colours at the top of every page. The first page's band is drawn over it,
 * so it shows on continuation pages only: the template carries over and no text repeats.
 */
function ContinuationBar({ theme }: { theme: PdfTheme }) {
  return <BandFill fixed theme={theme} height={5} />
}

/** What every page of a document shows above its body: the person's name and contact line, in a template. */
export type LetterheadProps = { title: string; contactItems: string[]; theme: PdfTheme; styles: PdfStyles }

type DocumentPageProps = LetterheadProps & { bodyPaddingTop?: number; children: ReactNode }

/** An A4 page of a document: the continuation bar, the header band, then the body. */
export function DocumentPage({
  title,
  contactItems,
  theme,
  styles,
  bodyPaddingTop,
  children,
}: DocumentPageProps) {
  return (
    <Page size="A4" style={styles.page}>
      <ContinuationBar theme={theme} />
      <HeaderBand theme={theme} styles={styles} title={title} contactItems={contactItems} />
      <View
        style={bodyPaddingTop === undefined ? styles.body : [styles.body, { paddingTop: bodyPaddingTop }]}
      >
        {children}
      </View>
    </Page>
  )
}
