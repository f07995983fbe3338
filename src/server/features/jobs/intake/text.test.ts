import { expect, test } from 'vitest'

import { cleanBullet, startsWithBullet, unescapeHtml, unique } from '#server/features/jobs/intake/text.ts'
import { decodeEntities, htmlToText } from '#shared/text/html-text.ts'

test('entities are decoded, escaped HTML is restored once or twice escaped', () => {
  expect(decodeEntities('R&amp;D &ndash; 5&#43; years &#x2022; caf&eacute; &unknown;')).toBe(
    'R&D – 5+ years • café &unknown;',
  )
  expect(unescapeHtml('&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;')).toBe('<p>Hi &amp; bye</p>')
  expect(unescapeHtml('&amp;lt;li&amp;gt;Go&amp;lt;/li&amp;gt;')).toBe('<li>Go</li>')
  expect(unescapeHtml('<p>Line&amp;#xa;break</p>')).toBe('<p>Line&#xa;break</p>')
})

test('bullets lose their glyphs but keep their words; numbers are not glyphs', () => {
  expect(cleanBullet('  •  Build &amp; ship features;')).toBe('Build & ship features')
  expect(cleanBullet('➢ Own the roadmap')).toBe('Own the roadmap')
  expect(cleanBullet('2) Write tests')).toBe('Write tests')
  expect(startsWithBullet('- item')).toBe(true)
  expect(startsWithBullet('3.5 years of experience')).toBe(false)
  expect(startsWithBullet('-5% churn')).toBe(true)
})

test('html to text keeps one line per block', () => {
  expect(
    htmlToText('<h3>Role</h3><p>Build\n   things</p><ul><li>One</li><li>Two</li></ul><script>x()</script>'),
  ).toBe('Role\nBuild things\n• One\n• Two')
  expect(unique(['Go', 'go', 'Rust', ''])).toEqual(['Go', 'Rust'])
})

test('a pasted line keeps angle brackets that are no markup ("USP <797>", "<5 %")', () => {
  expect(cleanBullet('• Compounding to USP <797> with a <5 % error rate')).toBe(
    'Compounding to USP <797> with a <5 % error rate',
  )
  expect(cleanBullet('• <b>Python</b> and <!-- x --> SQL')).toBe('Python and SQL')
})
