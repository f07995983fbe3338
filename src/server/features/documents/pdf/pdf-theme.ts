import { StyleSheet } from '@react-pdf/renderer'

import { PDF_HEADER_BAND_HEIGHT, PDF_MARGIN, type PdfTemplate } from '#shared/constants.ts'
import { templateLook, type TemplateLook } from '#shared/documents/template-look.ts'
import { PDF_FONT_FAMILY } from '#server/features/documents/pdf/pdf-fonts.ts'

export type PdfTheme = TemplateLook

export function pdfTheme(template: PdfTemplate): PdfTheme {
  return templateLook(template)
}

export const BODY_FONT_SIZE = 9.5
/** The body sits inside the page margin by this much, so lines stay a readable length. */
export const BODY_INSET = 14
/** The thin stripe some templates draw under the header band. */
export const BAND_STRIPE_HEIGHT = 3

/** Bullet text starts this far inside the body; the glyph sits at BULLET_GLYPH_LEFT. */
export const BULLET_INDENT = 12
export const BULLET_GLYPH_LEFT = 2
/** What a bullet's text opens with: the glyph and a space, drawn as one run before the text. */
export const BULLET_MARK = '\u2022 '

/**
 * The letter spacing that makes the bullet mark (in Inter Bold at the body size) end exactly where the
 * bullet's wrapped lines begin; `markEm` is the mark's unspaced advance in em.
 */
export function bulletMarkSpacing(markEm: number): number {
  return (BULLET_INDENT - BULLET_GLYPH_LEFT - markEm * BODY_FONT_SIZE) / [...BULLET_MARK].length
}

export function createPdfStyles(theme: PdfTheme, bulletGlyphSpacing: number) {
  const band = {
    position: 'relative',
    height: PDF_HEADER_BAND_HEIGHT,
    marginTop: -PDF_MARGIN,
    marginHorizontal: -PDF_MARGIN,
    paddingHorizontal: PDF_MARGIN + BODY_INSET,
    justifyContent: 'center',
  } as const
  const role = {
    fontSize: 10,
    lineHeight: 1.35,
    marginTop: 6,
    marginBottom: 2,
    fontWeight: 700,
    color: theme.text,
  }
  return StyleSheet.create({
    page: {
      fontFamily: PDF_FONT_FAMILY,
      fontSize: BODY_FONT_SIZE,
      lineHeight: 1.4,
      color: theme.text,
      paddingTop: PDF_MARGIN,
      paddingBottom: PDF_MARGIN + 8,
      paddingHorizontal: PDF_MARGIN,
    },
    // The band's fill is drawn absolutely at the page's edges; its text sits at the body's inset and is
    // centred above the stripe, if any.
    band,
    bandWithStripe: { ...band, paddingBottom: BAND_STRIPE_HEIGHT },
    bandName: { fontSize: 19, fontWeight: 700, color: '#ffffff', lineHeight: 1.15 },
    bandContact: { fontSize: 8.5, color: '#ffffff', opacity: 0.9, marginTop: 3, lineHeight: 1.2 },
    body: { paddingHorizontal: BODY_INSET, paddingTop: 12 },
    headline: { fontSize: 10.5, fontWeight: 600, color: theme.primary, marginBottom: 2 },
    section: { marginTop: 11 },
    headingRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 5 },
    headingText: {
      fontSize: 10.5,
      fontWeight: 700,
      color: theme.heading.color,
      letterSpacing: 0.6,
      lineHeight: 1.2,
    },
    // An entry line's own text is its lead; roleDetail styles the nested run after it.
    role,
    roleFirst: { ...role, marginTop: 0 },
    roleDetail: { fontWeight: 400, color: theme.roleDetailColor },
    roleSeparator: { fontWeight: 400, color: '#9ca3af' },
    text: { marginBottom: 3 },
    label: { fontWeight: 600, color: theme.text },
    // One Text per bullet, its mark the first run: a hanging indent (the first line starts left of the
    // wrapped lines) puts the mark at the glyph column, and the mark's letter spacing ends it where the
    // wrapped lines begin. One layout box and one paragraph per bullet instead of three. react-pdf
    // reads a paragraph's indent from its first run and does not inherit it, so the mark carries it.
    bullet: { marginBottom: 2, paddingLeft: BULLET_INDENT },
    bulletGlyph: {
      color: theme.bulletColor,
      fontWeight: 700,
      letterSpacing: bulletGlyphSpacing,
      textIndent: BULLET_GLYPH_LEFT - BULLET_INDENT,
    },
    letterMeta: { color: theme.muted, marginBottom: 2 },
    letterSubject: { fontSize: 10.5, fontWeight: 700, color: theme.primary, marginTop: 10, marginBottom: 12 },
    letterParagraph: { fontSize: 10, lineHeight: 1.5, marginBottom: 9 },
  })
}

export type PdfStyles = ReturnType<typeof createPdfStyles>
