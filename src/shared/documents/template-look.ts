import { PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'

// The four templates share one single-column layout (what applicant-tracking systems read best) and
// differ in colour and in the band and heading ornaments. Colours come from PDF_TEMPLATES; accents are
// used for shapes only, never for text, so every text colour keeps a readable contrast on white.

export type HeadingOrnament = 'gradient-rule' | 'side-block' | 'accent-rule' | 'trailing-rule'

export type TemplateLook = {
  id: PdfTemplate
  name: string
  primary: string
  secondary: string
  accent: string
  text: string
  muted: string
  /** The header band: a left-to-right gradient between two colours, or one colour. */
  band: { from: string; to: string }
  /** A thin stripe under the band, or null. */
  bandStripe: string | null
  heading: { color: string; ornament: HeadingOrnament; ornamentColor: string }
  bulletColor: string
  roleDetailColor: string
}

/** The look of a template: the PDF renderer and the Resume Preview draw the same thing from it. */
export function templateLook(template: PdfTemplate): TemplateLook {
  const c = PDF_TEMPLATES[template]
  const base = {
    id: template,
    name: c.name,
    primary: c.primary,
    secondary: c.secondary,
    accent: c.accent,
    text: c.text,
    muted: '#4b5563',
  }
  switch (template) {
    case 'gradient':
      return {
        ...base,
        band: { from: c.primary, to: c.secondary },
        bandStripe: null,
        heading: { color: c.primary, ornament: 'gradient-rule', ornamentColor: c.accent },
        bulletColor: c.secondary,
        roleDetailColor: c.secondary,
      }
    case 'vibrant':
      return {
        ...base,
        band: { from: c.primary, to: c.primary },
        bandStripe: c.accent,
        heading: { color: c.primary, ornament: 'side-block', ornamentColor: c.accent },
        bulletColor: c.primary,
        roleDetailColor: c.secondary,
      }
    case 'sunset':
      return {
        ...base,
        band: { from: c.primary, to: c.secondary },
        bandStripe: c.accent,
        heading: { color: c.secondary, ornament: 'accent-rule', ornamentColor: c.accent },
        bulletColor: c.accent,
        roleDetailColor: c.primary,
      }
    case 'forest':
      return {
        ...base,
        band: { from: c.primary, to: c.primary },
        bandStripe: null,
        heading: { color: c.primary, ornament: 'trailing-rule', ornamentColor: c.accent },
        bulletColor: c.accent,
        roleDetailColor: c.secondary,
      }
  }
}
