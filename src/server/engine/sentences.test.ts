import { expect, test } from 'vitest'
import { splitSentences } from '#server/engine/sentences.ts'

test('a title, an initial or a German abbreviation does not end a sentence', () => {
  expect(splitSentences('Wartung bei Dr. August Oetker KG. Danach Schulung.')).toEqual([
    'Wartung bei Dr. August Oetker KG.',
    'Danach Schulung.',
  ])
  expect(splitSentences('Reported to J. Smith. Then I left.')).toEqual([
    'Reported to J. Smith.',
    'Then I left.',
  ])
  expect(splitSentences('Kenntnisse in SPS, z. B. Siemens S7, und Hydraulik. Gern vor Ort.')).toEqual([
    'Kenntnisse in SPS, z. B. Siemens S7, und Hydraulik.',
    'Gern vor Ort.',
  ])
  // A legal form closes the company's name and the sentence, unless another legal form follows.
  expect(splitSentences('I work at Severnside Build Ltd. At Severnside Build Ltd, I ran costs.')).toEqual([
    'I work at Severnside Build Ltd.',
    'At Severnside Build Ltd, I ran costs.',
  ])
  expect(splitSentences('I sold for Samsung Electronics Co. Ltd. in Seoul.')).toEqual([
    'I sold for Samsung Electronics Co. Ltd. in Seoul.',
  ])
  expect(splitSentences('Tools, e.g. Python and SQL. Also Excel.')).toEqual([
    'Tools, e.g. Python and SQL.',
    'Also Excel.',
  ])
})

test('sentence ends before capitals with umlauts, digits and quotes split; decimals and URLs do not', () => {
  expect(splitSentences('Ich plane Touren. Über 40 Fahrer. 2024 kam SAP dazu.')).toEqual([
    'Ich plane Touren.',
    'Über 40 Fahrer.',
    '2024 kam SAP dazu.',
  ])
  expect(splitSentences('Cut costs by 3.5 % via example.com/x. “Great work,” they said.')).toEqual([
    'Cut costs by 3.5 % via example.com/x.',
    '“Great work,” they said.',
  ])
  expect(splitSentences('no end here')).toEqual(['no end here'])
  expect(splitSentences('  ')).toEqual([])
})

test('runs in linear time on long runs of dots and letters', () => {
  const text = `${'a.'.repeat(50_000)} B`
  const started = performance.now()
  splitSentences(text)
  // A safety net far above the real cost (a few ms): quadratic work would take minutes.
  expect(performance.now() - started).toBeLessThan(5_000)
})

test('"Mio." after a number and a short word after a hyphen ("LKH-Univ.") do not end a sentence', () => {
  expect(
    splitSentences('Dort habe ich den Umsatz von 2,1 auf 2,9 Mio. Euro gesteigert. Danach kam mehr.'),
  ).toEqual(['Dort habe ich den Umsatz von 2,1 auf 2,9 Mio. Euro gesteigert.', 'Danach kam mehr.'])
  expect(splitSentences('Ich möchte im LKH-Univ. Klinikum Graz arbeiten. Gern.')).toEqual([
    'Ich möchte im LKH-Univ. Klinikum Graz arbeiten.',
    'Gern.',
  ])
})

test('initials written together ("A.J. Billes") stay inside their sentence', () => {
  expect(splitSentences('Canadian Tire Corporation, Brampton A.J. Billes DC: ran cycle counts. Then I left.')).toEqual([
    'Canadian Tire Corporation, Brampton A.J. Billes DC: ran cycle counts.',
    'Then I left.',
  ])
})
