import { expect, test } from 'vitest'

import { indexEvidence, rankEvidence } from '#shared/matching/relevance.ts'
import { compoundMeets } from '#shared/text/german-compounds.ts'
import { stem } from '#shared/text/tokenize.ts'

const de = (word: string) => stem(word, 'de')

test('a narrower compound meets the asked noun; a generic head asks for its first part', () => {
  expect(compoundMeets(de('Kundenberatung'), de('Privatkundenberatung'))).toBe(true)
  expect(compoundMeets(de('Kreditgeschäft'), de('Kredit'))).toBe(true)
  expect(compoundMeets(de('Vertriebsstärke'), de('Vertrieb'))).toBe(true)
  expect(compoundMeets(de('Baugeschäft'), de('Bau'))).toBe(false)
  expect(compoundMeets(de('Kundenberatung'), de('Kunden'))).toBe(false)
})

test('a German requirement finds the evidence that writes its field as a longer compound', () => {
  const evidence = [
    {
      kind: 'achievement' as const,
      text: 'Stationen in Service, Kredit und Privatkundenberatung',
      source: '',
    },
    { kind: 'achievement' as const, text: 'Einarbeitung von zwei Auszubildenden', source: '' },
  ]
  const [best] = rankEvidence(
    indexEvidence(evidence as never, 'de'),
    'Erfahrung in der Kundenberatung, idealerweise im Kreditgeschäft',
  )
  expect(best?.evidence.text).toMatch(/Privatkundenberatung/)
  expect(best?.coverage).toBe(1)
})
