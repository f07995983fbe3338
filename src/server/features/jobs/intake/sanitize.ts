import sanitizeHtml from 'sanitize-html'

// Stored descriptions keep their structure (paragraphs, lists, headings, emphasis, links) and lose
// everything that could run or restyle: scripts, styles, event handlers, iframes, forms.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'div',
    'span',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'svg',
    'iframe',
    'form',
    'button',
    'select',
  ],
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer nofollow' }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'div' || frame.tag === 'span' || frame.tag === 'p') &&
    !frame.text.trim() &&
    !frame.mediaChildren.length,
}

/** Sanitised HTML of a posting body. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'rel'] } })
  return clean
    .replace(/<(div|span)>/g, (_, tag: string) => (tag === 'div' ? '<div>' : ''))
    .replace(/<\/span>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
