import { decodeHTMLStrict } from 'entities'
import { expect, test } from 'vitest'

import { htmlToText, storedHtmlLines } from '#shared/text/html-text.ts'

/** The regex reader stored descriptions had before they shared the page reader: the reference. */
function regexLines(html: string): string[] {
  const block = /<\/?(?:p|div|h[1-6]|li|ul|ol|br|tr|table|section|blockquote|dd|dt|hr)\b[^>]*>/gi
  return decodeHTMLStrict(html.replace(block, '\n').replace(/<[^>]*>/g, ' '))
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
}

const STORED = [
  '<h3>About Brightpath</h3><p>We build <b>turbines</b>.</p><ul><li>SAP S/4HANA</li><li>FP&amp;A</li></ul>',
  '<p>Build\n   things</p><p>Line one<br>Line two<br />Line three</p><hr><p>After</p>',
  '<table><tbody><tr><td>Salary</td><td>€60,000</td></tr><tr><th>Place</th><td>Berlin</td></tr></tbody></table>',
  '<p>&lt;b&gt;escaped&lt;/b&gt; and&nbsp;spaced &#8211; dash &#x2019;quote</p>',
  '<div><div>Nested <em>emphasis</em><a href="https://x.test" rel="noopener">link</a>text</div></div>',
  '<p>Carriage\r\nreturn</p><blockquote>Quoted</blockquote><h4>Heading</h4>Loose text',
  'Plain text only\nsecond line &amp; more',
  '<ol><li><p>Nested paragraph in a list item</p></li><li>Plain <strong>item</strong></li></ol>',
  '<p>zero\u200bwidth and\u00a0no-break</p><!-- a comment --><p>after comment</p>',
]

test('a stored description reads exactly as the regex reader read it', () => {
  for (const html of STORED) expect(storedHtmlLines(html)).toEqual(regexLines(html))
})

test('a stored description keeps a heading without a full stop on its own line', () => {
  expect(storedHtmlLines('<h3>About Brightpath</h3><p>We build turbines.</p>')).toEqual([
    'About Brightpath',
    'We build turbines.',
  ])
})

test('a page reads with bullets for list items and without scripts; plain text is decoded', () => {
  expect(htmlToText('<p>We build <b>turbines</b>.</p><ul><li>One</li></ul><style>p{}</style>')).toBe(
    'We build turbines.\n• One',
  )
  expect(htmlToText('Tom &amp; Jerry\u200b\n\n second')).toBe('Tom & Jerry\nsecond')
})
