import { expect, test } from 'vitest'

import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { isSwissPosting, swissSpelling } from '#server/engine/local/swiss-spelling.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'

const swiss = job({
  title: 'Teamleiter Lager (m/w/d) 100 %',
  company: 'Rheinhafen Logistik AG',
  location: 'Basel',
  description:
    'Die Rheinhafen Logistik AG betreibt am Rhein ein Lager mit 20 000 Palettenplätzen für Kunden aus der Pharmaindustrie.',
  requirements: ['Abgeschlossene Grundbildung als Logistiker EFZ', 'Erste Führungserfahrung'],
})

test('a Swiss posting is told by its place or a Swiss qualification, never when its text writes ß', () => {
  expect(isSwissPosting(swiss)).toBe(true)
  expect(isSwissPosting({ ...swiss, location: 'Schaffhausen' })).toBe(true)
  expect(isSwissPosting({ ...swiss, location: 'Lörrach', requirements: ['Erste Führungserfahrung'] })).toBe(
    false,
  )
  expect(isSwissPosting({ ...swiss, description: `${swiss.description} Wir schließen um 18 Uhr.` })).toBe(
    false,
  )
  expect(swissSpelling('Mit freundlichen Grüßen')).toBe('Mit freundlichen Grüssen')
})

test('the German letter and variations for a Swiss posting are written without ß', async () => {
  const person = profile({
    personalInfo: { fullName: 'Nora Keller', location: 'Liestal', currentRole: 'Logistikerin EFZ' },
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Lagerhaus Muttenz AG',
          role: 'Logistikerin EFZ',
          duration: '08/2019 - heute',
          description: 'Wareneingang und Kommissionierung in einem Lager für Pharmaprodukte.',
          achievements: [
            'Kommissionierfehler um 30 Prozent gesenkt',
            'Einarbeitung von 6 Temporärmitarbeitenden',
          ],
        },
      ],
    },
  })
  for (const style of ['business_leader', 'cambridge_oxford', 'apple_creative'] as const) {
    const app = await generateLocalApplication({
      job: swiss,
      profile: person,
      communicationStyle: style,
      speed: 'advanced',
    })
    expect(app.coverLetter, style).not.toContain('ß')
    for (const v of app.variations) expect(v.content, style).not.toContain('ß')
  }
})
