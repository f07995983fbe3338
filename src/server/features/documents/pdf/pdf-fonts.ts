import { createRequire } from 'node:module'

import { Font } from '@react-pdf/renderer'

/** The one font family of every PDF: Inter, embedded as TTF (react-pdf cannot read WOFF2). */
export const PDF_FONT_FAMILY = 'Inter'

const require = createRequire(import.meta.url)
const fontFile = (variant: string) =>
  require.resolve(`@expo-google-fonts/inter/${variant}/Inter_${variant}.ttf`)

/** Longer than any body line can hold (about 95 characters at 9.5 pt on A4 with our margins). */
const UNBREAKABLE_MAX_CHARS = 80

let registered = false

/** Registers the fonts once per process. Called by the renderer, never at import time. */
export function registerPdfFonts(): void {
  if (registered) return
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: fontFile('400Regular'), fontWeight: 400 },
      { src: fontFile('400Regular_Italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: fontFile('600SemiBold'), fontWeight: 600 },
      { src: fontFile('700Bold'), fontWeight: 700 },
    ],
  })
  // Hyphenated words come back from pdftotext as "manage- ment": an applicant-tracking system would
  // read a word that does not exist. Lines break between words only, except a "word" too long for
  // any line (a long URL), which would otherwise be cut off at the margin and lost.
  Font.registerHyphenationCallback((word) =>
    word.length > UNBREAKABLE_MAX_CHARS ? (word.match(/.{1,12}/gsu) ?? [word]) : [word],
  )
  registered = true
}
