// @vitest-environment jsdom
import { expect, test } from 'vitest'

import { htmlToText } from '#client/features/resume-builder/lib/format.ts'

test('posting HTML is shown as text with line breaks at blocks, and markup is never injected', () => {
  const html =
    '<p>Helios builds <b>turbines</b>.</p><ul><li>SAP S/4HANA</li><li>FP&amp;A</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>'
  expect(htmlToText(html)).toBe('Helios builds turbines.\n\n• SAP S/4HANA\n• FP&A')
})

test('plain text passes through trimmed', () => {
  expect(htmlToText('  Senior engineer, Berlin.  ')).toBe('Senior engineer, Berlin.')
})
