import { expect, test } from 'vitest'

import { detectLanguage } from '#shared/text/language.ts'

const german =
  'Als Pflegefachkraft übernehmen Sie die Grund- und Behandlungspflege unserer Patientinnen und Patienten, die Wundversorgung und die Medikamentengabe. Sie planen die Pflege, dokumentieren sorgfältig in Vivendi und beraten Angehörige bei Hausbesuchen.'
const english =
  'As a maintenance electrician you will carry out planned preventative maintenance on packing lines, conveyors and ovens, fault-find on three-phase motors and inverters, and record work orders in the CMMS on every shift.'

test('a text is German or English by its words, and the answer for a text read again is the same', () => {
  for (let round = 0; round < 2; round++) {
    expect(detectLanguage(german)).toBe('de')
    expect(detectLanguage(english)).toBe('en')
  }
  // Short text is decided by its function words alone.
  expect(detectLanguage('Kenntnisse in SAP und MS Office')).toBe('de')
  expect(detectLanguage('Experience with SAP and MS Office')).toBe('en')
})
