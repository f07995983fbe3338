import { expect, test } from 'vitest'

import { COMMUNICATION_STYLES } from '#shared/constants.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { decline, deedClause, germanTopic, nounPhrase } from '#server/engine/local/german-grammar.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import {
  besidesNative,
  GERMAN_VOICES,
  germanCertificate,
  isStudied,
} from '#server/engine/local/german-voices.ts'
import { furtherBack, saidThere } from '#server/engine/local/write-german-letter.ts'
import { germanSummary } from '#server/engine/local/write-german.ts'
import { planApplication } from '#server/engine/local/plan-application.ts'
import { earlierTraining, germanDegree, strengths, trainingName } from '#server/engine/local/write-german.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'
import { FRESH_CASES } from '#tests/fixtures/writing/fresh-cases.ts'
import { UNSEEN6_DE_CASES } from '#tests/fixtures/writing/unseen6-de-cases.ts'
import { UNSEEN8_DE_CASES } from '#tests/fixtures/writing/unseen8-de-cases.ts'
import {
  repeatedOpenings,
  suspiciousFragments,
  trigramOverlap,
} from '#tests/fixtures/writing/writing-measures.ts'

const german = FRESH_CASES.find((c) => c.name.includes('German profile'))!

test('each of the eight styles writes its own German letter: no two share half their word trigrams', async () => {
  const letters = await Promise.all(
    COMMUNICATION_STYLES.map(
      async (style) =>
        (
          await generateLocalApplication({
            job: german.job,
            profile: german.profile,
            communicationStyle: style,
            speed: 'medium',
          })
        ).coverLetter,
    ),
  )
  for (let i = 0; i < letters.length; i++)
    for (let j = i + 1; j < letters.length; j++)
      expect(
        trigramOverlap(letters[i]!, letters[j]!),
        `${COMMUNICATION_STYLES[i]} / ${COMMUNICATION_STYLES[j]}`,
      ).toBeLessThan(0.5)
})

test('a German letter answers a requirement of the posting with the person’s own evidence, and never one they lack', async () => {
  for (const style of COMMUNICATION_STYLES) {
    const raw = await generateLocalApplication({
      job: german.job,
      profile: german.profile,
      communicationStyle: style,
      speed: 'medium',
    })
    const app = createGuard({ profile: german.profile, job: german.job }).cleanApplication(raw)
    // "Erfahrung in der Instandhaltung von Produktionsanlagen", answered by the maintenance duty.
    expect(app.coverLetter, style).toMatch(/Instandhaltung von Produktionsanlagen/)
    // "Erfahrung mit KNX wünschenswert": the person has no KNX.
    expect(app.coverLetter, style).not.toMatch(/KNX/)
    expect(app.coverLetter, style).toBe(raw.coverLetter)
    expect(suspiciousFragments(app), style).toEqual([])
  }
})

test('German requirements become short topics, and noun phrases take the case the sentence needs', () => {
  expect(germanTopic('Mehrjährige Berufserfahrung in der Finanzbuchhaltung')).toBe('Finanzbuchhaltung')
  expect(germanTopic('Sehr gute Kenntnisse in DATEV')).toBe('DATEV')
  expect(germanTopic('Sehr gute Kenntnisse im TVöD und im Arbeitsrecht')).toBe('TVöD und Arbeitsrecht')
  expect(germanTopic('Erfahrung mit KNX wünschenswert')).toBe('KNX')
  expect(germanTopic('Bereitschaft zur Schichtarbeit')).toBe('')
  const umbau = nounPhrase('Umbau von 6 Schaltschränken')!
  expect([decline(umbau, 'nom'), decline(umbau, 'acc'), decline(umbau, 'dat')]).toEqual([
    'der Umbau von 6 Schaltschränken',
    'den Umbau von 6 Schaltschränken',
    'dem Umbau von 6 Schaltschränken',
  ])
  const erstellung = nounPhrase('Eigenverantwortliche Erstellung von 20 Abschlüssen')!
  expect(decline(erstellung, 'dat')).toBe('der eigenverantwortlichen Erstellung von 20 Abschlüssen')
})

test('"Was … angeht" takes the accusative, and a second answer is put another way', () => {
  const phrase = nounPhrase('Jahresabschluss')!
  const topic = {
    nom: decline(phrase, 'nom'),
    acc: decline(phrase, 'acc'),
    dat: decline(phrase, 'dat'),
    plural: false,
  }
  const evidence = { nom: 'die Umstellung', acc: 'die Umstellung', dat: 'der Umstellung', plural: false }
  const voice = GERMAN_VOICES.business_leader
  expect(voice.answer(topic, evidence, 0)).toBe(
    'Was den Jahresabschluss angeht, verweise ich auf die Umstellung.',
  )
  expect(voice.answer(topic, evidence, 1)).not.toMatch(/angeht/)
})

test('a medium German letter tells more of the person’s work than a fast one, an earlier role’s result included', async () => {
  const letter = async (speed: 'fast' | 'medium') =>
    (
      await generateLocalApplication({
        job: german.job,
        profile: german.profile,
        communicationStyle: 'business_leader',
        speed,
      })
    ).coverLetter
  const [fast, medium] = await Promise.all([letter('fast'), letter('medium')])
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  expect(words(medium)).toBeGreaterThanOrEqual(160)
  expect(words(medium) - words(fast)).toBeGreaterThanOrEqual(50)
  // The earlier role (the apprenticeship) is told with its result, not only named.
  expect(medium).toMatch(/Gesellenprüfung/)
  expect(fast).not.toMatch(/Gesellenprüfung/)
})

test('German variations follow the style: a creative and an academic package head them in their own words', async () => {
  const variations = async (style: 'business_leader' | 'apple_creative' | 'eth_zurich') =>
    (
      await generateLocalApplication({
        job: german.job,
        profile: german.profile,
        communicationStyle: style,
        speed: 'medium',
      })
    ).variations
  const [business, creative, academic] = await Promise.all([
    variations('business_leader'),
    variations('apple_creative'),
    variations('eth_zurich'),
  ])
  for (const other of [creative, academic]) {
    expect(other.map((v) => v.tone)).not.toEqual(business.map((v) => v.tone))
    expect(other.map((v) => v.content.split('\n')[0])).not.toEqual(
      business.map((v) => v.content.split('\n')[0]),
    )
  }
})

test('the German resume profile ties the years to the title, not to the whole working life', async () => {
  const app = await generateLocalApplication({
    job: german.job,
    profile: german.profile,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  const profileLine = app.resumeContent.split('\n')[app.resumeContent.split('\n').indexOf('PROFIL') + 1] ?? ''
  expect(profileLine).toMatch(/ seit \S+ (?:Jahr|Jahren)(?:\.| mit Schwerpunkt auf )/)
  expect(profileLine).not.toMatch(/Berufserfahrung/)
})

test('an earlier role’s result goes on from the sentence naming the role, not in the results frame again', async () => {
  for (const style of COMMUNICATION_STYLES) {
    const app = await generateLocalApplication({
      job: german.job,
      profile: german.profile,
      communicationStyle: style,
      speed: 'advanced',
    })
    expect(repeatedOpenings(app.coverLetter), style).toEqual([])
  }
})

test('the three speeds write German letters of different depth, not one letter cut shorter', async () => {
  const letter = async (
    speed: 'fast' | 'medium' | 'advanced',
    style: 'business_leader' | 'spotify_creative',
  ) =>
    (
      await generateLocalApplication({
        job: german.job,
        profile: german.profile,
        communicationStyle: style,
        speed,
      })
    ).coverLetter
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  for (const style of ['business_leader', 'spotify_creative'] as const) {
    const [fast, medium, advanced] = await Promise.all([
      letter('fast', style),
      letter('medium', style),
      letter('advanced', style),
    ])
    // The fast letter opens and closes in brief; the advanced one searches further and says so.
    expect(trigramOverlap(fast, medium), style).toBeLessThan(0.8)
    expect(trigramOverlap(medium, advanced), style).toBeLessThan(0.9)
    expect(words(advanced) - words(medium), style).toBeGreaterThanOrEqual(15)
    expect(repeatedOpenings(advanced), style).toEqual([])
  }
})

test('a German package names "Dr. …" employers whole, tells a training post as itself and a title without its note', async () => {
  const [current, first] = german.profile.workExperience.experiences
  const profile = {
    ...german.profile,
    personalInfo: { ...german.profile.personalInfo, currentRole: '' },
    workExperience: {
      experiences: [
        {
          ...current!,
          company: 'Dr. August Oetker Nahrungsmittel KG',
          role: 'Instandhalter (Schichtführer ab 2022)',
        },
        { ...first!, role: 'Ausbildung zum Elektroniker' },
      ],
    },
  }
  const app = await generateLocalApplication({
    job: german.job,
    profile,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  const text = [app.resumeContent, app.coverLetter, ...app.variations.map((v) => v.content)].join('\n')
  // The name is never cut at "Dr." by a sentence split.
  expect(text).not.toMatch(/\bDr\.(?! August Oetker)/)
  expect(text).toMatch(/von der Ausbildung zum Elektroniker/)
  expect(text).not.toMatch(/Stelle als Ausbildung/)
  expect(app.coverLetter).not.toMatch(/Schichtführer ab 2022\)/)
  for (const communicationStyle of COMMUNICATION_STYLES) {
    const other = await generateLocalApplication({
      job: german.job,
      profile,
      communicationStyle,
      speed: 'advanced',
    })
    expect(other.coverLetter, communicationStyle).not.toMatch(/Schichtführer ab 2022\)/)
    // A training post is completed, never held "als Ausbildung …".
    expect(other.coverLetter, communicationStyle).not.toMatch(/\b(?:als|war ich|bin ich) Ausbildung/)
  }
})

test('an earlier role’s duty is told as a duty, and a type name such as "S7" is no measured result', async () => {
  const [current, first] = german.profile.workExperience.experiences
  const profile = {
    ...german.profile,
    workExperience: {
      experiences: [
        {
          ...current!,
          achievements: ['Fehlersuche an Siemens S7-Steuerungen', ...current!.achievements],
        },
        {
          ...first!,
          role: 'Industriemechaniker',
          achievements: [
            'Montage und Inbetriebnahme von CNC-Drehmaschinen beim Kunden in Deutschland und Polen',
          ],
        },
      ],
    },
  }
  const app = await generateLocalApplication({
    job: german.job,
    profile,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  // Outcomes first: business_leader tells no earlier duty, and never one as a result.
  expect(app.coverLetter).not.toMatch(/Inbetriebnahme von CNC-Drehmaschinen [^.]* zu meinen Ergebnissen/)
  // "Montage" and "Inbetriebnahme" are feminine nouns: a style that tells the duty gives its article.
  const formal = await generateLocalApplication({
    job: german.job,
    profile,
    communicationStyle: 'eth_zurich',
    speed: 'medium',
  })
  expect(formal.coverLetter).toMatch(
    /umfasste dort insbesondere die Montage und Inbetriebnahme von CNC-Drehmaschinen/,
  )
  // The summary's result is a measured one, not the fault finding on "S7" controls.
  expect(app.resumeContent).not.toMatch(/PROFIL[\s\S]*: Fehlersuche an Siemens S7[\s\S]*BERUFSERFAHRUNG/)
})

const clerk = profile({
  personalInfo: { fullName: 'Mara Koch', location: 'Trier', currentRole: 'Kundenberaterin' },
  workExperience: {
    experiences: [
      {
        id: 'k1',
        company: 'Sparkasse Eifel',
        role: 'Kundenberaterin',
        duration: '07/2020 - heute',
        description: 'Beratung von rund 400 Privatkunden zu Konten und Krediten.',
        achievements: [
          'Dienstplanung für das Serviceteam',
          'Kreditvolumen im Ratenkredit 2024 um 11 % gesteigert',
        ],
      },
      {
        id: 'k2',
        company: 'Sparkasse Eifel',
        role: 'Auszubildende Bankkauffrau',
        duration: '08/2017 - 06/2020',
        description: 'Ausbildung mit Stationen in Service und Kredit.',
        achievements: [],
      },
    ],
  },
  education: {
    degrees: [
      { id: 'e1', institution: 'IHK Trier', degree: 'Ausbildung', field: 'Bankkauffrau', year: '2020' },
    ],
  },
  skills: { technical: ['Bonitätsprüfung'], business: [], sap: [] },
  personalityTraits: { workStyle: 'Genau und verbindlich' },
})
const creditJob = job({
  title: 'Kreditsachbearbeiterin (m/w/d)',
  company: 'Raiffeisenbank Mosel eG',
  description: 'Die Raiffeisenbank Mosel ist eine Genossenschaftsbank mit 18 Filialen an der Mosel.',
  requirements: ['Abgeschlossene Ausbildung als Bankkaufmann/-frau', 'Kenntnisse in der Bonitätsprüfung'],
  skills: ['Bonitätsprüfung'],
})

test('a German degree is named as a CV names it, and a training post is the training it names', () => {
  expect(germanDegree({ degree: 'Ausbildung', field: 'Steuerfachangestellter' })).toEqual({
    title: 'Ausbildung als Steuerfachangestellter',
    trade: 'Steuerfachangestellter',
  })
  expect(germanDegree({ degree: 'Master of Science', field: 'Informatik' }).title).toBe(
    'Master of Science in Informatik',
  )
  // A subject is no trade: the training keeps its field as given.
  expect(germanDegree({ degree: 'Ausbildung', field: 'Steuern und Rechnungswesen' }).trade).toBe('')
  // A training written with its trade after "zum" keeps its own case; the trade is named as the post is.
  expect(germanDegree({ degree: 'Ausbildung zum Steuerfachangestellten', field: '' })).toEqual({
    title: 'Ausbildung zum Steuerfachangestellten',
    trade: 'Steuerfachangestellter',
  })
  expect(trainingName('Auszubildender zum Steuerfachangestellten')).toBe(
    'Ausbildung zum Steuerfachangestellten',
  )
  expect(trainingName('Auszubildende Bankkauffrau')).toBe('Ausbildung als Bankkauffrau')
  expect(trainingName('Kochlehrling')).toBe('Lehre als Koch')
  expect(earlierTraining('Auszubildende Bankkauffrau', 'Sparkasse Eifel', '2017')).toBe(
    'Davor habe ich ab 2017 meine Ausbildung als Bankkauffrau bei der Sparkasse Eifel absolviert.',
  )
})

test('German letters tell results as results and duties never as results, in every style, and name the training as one', async () => {
  for (const style of COMMUNICATION_STYLES) {
    const raw = await generateLocalApplication({
      job: creditJob,
      profile: clerk,
      communicationStyle: style,
      speed: 'medium',
    })
    const app = createGuard({ profile: clerk, job: creditJob }).cleanApplication(raw)
    expect(app.coverLetter, style).not.toMatch(/Ausbildung, Bankkauffrau|Abschluss „Ausbildung/)
    expect(app.coverLetter, style).not.toMatch(
      /Ergebnis[^.]*Dienstplanung|Dienstplanung[^.]*(?:zurück|Ergebnis)/,
    )
    expect(app.coverLetter, style).not.toMatch(/Dort: |Auszubildende Bankkauffrau/)
    expect(suspiciousFragments(app), style).toEqual([])
    expect(app.coverLetter, style).toBe(raw.coverLetter)
  }
  const app = await generateLocalApplication({
    job: creditJob,
    profile: clerk,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  // The measured result is told whole, with its article, in the first person.
  expect(app.coverLetter).toMatch(/habe ich das Kreditvolumen im Ratenkredit 2024 um 11 % gesteigert/)
  expect(app.resumeContent).toMatch(/Ausbildung als Bankkauffrau \| IHK Trier/)
})

test('a creative German letter whose layout finds little goes on into its reserve: the measured result is told', async () => {
  for (const style of ['apple_creative', 'spotify_creative'] as const) {
    const app = await generateLocalApplication({
      job: creditJob,
      profile: clerk,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(app.coverLetter, style).toMatch(/das Kreditvolumen im Ratenkredit 2024 um 11 % gesteigert/)
  }
})

test('each style tells an earlier role and its result or duty in its own words', () => {
  const item = {
    nom: 'die Begleitung von Gästen',
    acc: 'die Begleitung von Gästen',
    dat: 'der Begleitung von Gästen',
    plural: false,
  }
  const voices = Object.values(GERMAN_VOICES)
  for (const isResult of [true, false]) {
    const told = voices.map((v) => v.earlierItem(item, isResult, 0))
    expect(new Set(told).size, told.join('\n')).toBe(voices.length)
  }
  const earlier = voices.map((v) => v.earlier('Pflegeassistentin', 'Haus Sonne', '2016'))
  expect(new Set(earlier).size, earlier.join('\n')).toBe(voices.length)
  const training = { nom: 'meine Ausbildung als Pflegefachfrau', dat: 'meiner Ausbildung als Pflegefachfrau' }
  const trainings = voices.map((v) => v.training(training, '2016'))
  expect(new Set(trainings).size, trainings.join('\n')).toBe(voices.length)
})

test('a training whose trade carries a note after a comma names the note in brackets', () => {
  expect(
    germanDegree({
      degree: 'Ausbildung',
      field: 'Verwaltungsfachangestellte, Fachrichtung Kommunalverwaltung',
    }),
  ).toEqual({
    title: 'Ausbildung als Verwaltungsfachangestellte (Fachrichtung Kommunalverwaltung)',
    trade: 'Verwaltungsfachangestellte (Fachrichtung Kommunalverwaltung)',
  })
})

test('a finished training is neither a post held now nor a list of duties', async () => {
  const trainee = profile({
    personalInfo: { fullName: 'Lea Brandt', location: 'Bielefeld', currentRole: 'Steuerfachangestellte' },
    workExperience: {
      experiences: [
        {
          id: 't1',
          company: 'Steuerbüro Albers',
          role: 'Auszubildende Steuerfachangestellte',
          duration: '08/2021 - 06/2024',
          description: 'Ausbildung in Finanzbuchhaltung und Einkommensteuer.',
          achievements: ['Einkommensteuererklärungen für Arbeitnehmer erstellt'],
        },
      ],
    },
    education: {
      degrees: [
        { id: 'e1', institution: 'IHK', degree: 'Ausbildung', field: 'Steuerfachangestellte', year: '2024' },
      ],
    },
    skills: { technical: ['DATEV'], business: [], sap: [] },
  })
  const posting = job({
    title: 'Steuerfachangestellte (m/w/d)',
    company: 'Kanzlei Hartmann',
    description: 'Die Kanzlei Hartmann berät Handwerksbetriebe in Ostwestfalen.',
    requirements: ['Gute Kenntnisse in DATEV'],
    skills: ['DATEV'],
  })
  for (const style of COMMUNICATION_STYLES) {
    const { coverLetter } = await generateLocalApplication({
      job: posting,
      profile: trainee,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(coverLetter, style).not.toMatch(
      /(?:Derzeit|Zurzeit|Im Moment|Gegenwärtig|derzeit|zurzeit)[^.]*Steuerbüro Albers/,
    )
    expect(coverLetter, style).not.toMatch(
      /um die Ausbildung in|Aufgabenbereich[^.]*Ausbildung in|umfasst[^.]*Ausbildung in/,
    )
  }
})

test('a training told as an earlier post is not told again as the degree, in any style', async () => {
  for (const style of COMMUNICATION_STYLES)
    for (const speed of ['medium', 'advanced'] as const) {
      const { coverLetter } = await generateLocalApplication({
        job: creditJob,
        profile: clerk,
        communicationStyle: style,
        speed,
      })
      expect(
        coverLetter.match(/Ausbildung (?:als|zur) Bankkauffrau/g) ?? [],
        `${style} ${speed}`,
      ).toHaveLength(1)
    }
})

test('a story-telling letter tells the measured result even when the bullet is a clause, not a noun phrase', async () => {
  const seller = profile({
    personalInfo: { fullName: 'Jonas Weber', location: 'Wels', currentRole: 'Außendienstmitarbeiter' },
    workExperience: {
      experiences: [
        {
          id: 'a1',
          company: 'Würfel Befestigung GmbH',
          role: 'Außendienstmitarbeiter',
          duration: '03/2021 - heute',
          description: 'Betreuung von rund 180 Kunden aus Handwerk und Industrie.',
          achievements: [
            'Umsatz im Gebiet von 2,1 auf 2,9 Mio. Euro gesteigert',
            'Tourenplanung und Besuchsberichte im CRM',
          ],
        },
        {
          id: 'a2',
          company: 'Würfel Befestigung GmbH',
          role: 'Vertriebsassistent',
          duration: '09/2017 - 02/2021',
          description: 'Angebote und Auftragsabwicklung.',
          achievements: [],
        },
      ],
    },
    education: {
      degrees: [{ id: 'e1', institution: 'HAK Wels', degree: 'Matura', field: '', year: '2017' }],
    },
    skills: { technical: ['CRM'], business: ['Neukundengewinnung'], sap: [] },
    personalityTraits: {
      workStyle: 'Hartnäckig und verlässlich',
      motivation: 'Ich möchte ein größeres Gebiet betreuen.',
    },
  })
  const posting = job({
    title: 'Vertriebsmitarbeiter im Außendienst (m/w/d)',
    company: 'Agrotec GmbH',
    description: 'Agrotec baut Stalltechnik für landwirtschaftliche Betriebe in ganz Europa.',
    requirements: ['Erfahrung mit CRM', 'Erfolge in der Neukundengewinnung'],
    skills: ['CRM'],
  })
  for (const style of ['spotify_creative', 'apple_creative'] as const) {
    const { coverLetter } = await generateLocalApplication({
      job: posting,
      profile: seller,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(coverLetter, style).toMatch(/von 2,1 auf 2,9 Mio\. Euro gesteigert/)
  }
})

test('a student post is the study of its subject, and a "Waldtag" takes its article in a deed', () => {
  expect(trainingName('Studierende Kindheitspädagogik HF (Praxis)')).toBe('Studium der Kindheitspädagogik HF')
  expect(trainingName('Student Informatik')).toBe('Studium der Informatik')
  expect(trainingName('Studierender Maschinenbau')).toBe('Studierender Maschinenbau')
  expect(earlierTraining('Studium der Informatik', 'Firma Kahl', '2019')).toBe(
    'Davor habe ich ab 2019 mein Studium der Informatik bei Firma Kahl absolviert.',
  )
  expect(deedClause('Waldtag einmal pro Woche eingeführt, gemeinsam mit zwei Fachpersonen Betreuung')).toBe(
    'den Waldtag einmal pro Woche gemeinsam mit zwei Fachpersonen Betreuung eingeführt',
  )
})

test('a Swiss apprentice is in a Lehre, and a Swiss EFZ is a training for its trade', () => {
  expect(trainingName('Lernender Elektroinstallateur')).toBe('Lehre als Elektroinstallateur')
  expect(
    germanDegree({ degree: 'Eidgenössisches Fähigkeitszeugnis', field: 'Elektroinstallateur EFZ' }),
  ).toEqual({
    title: 'Ausbildung als Elektroinstallateur EFZ',
    trade: 'Elektroinstallateur EFZ',
  })
  const phrase = nounPhrase('Installation der Elektrik in 40 Wohnungen, zusammen mit zwei Lernenden')
  expect(phrase && decline(phrase, 'acc')).toBe(
    'die Installation der Elektrik in 40 Wohnungen (zusammen mit zwei Lernenden)',
  )
})

test('a story-telling letter of a trainee begins the training, not a post "als auszubildende …"', async () => {
  const trainee = profile({
    personalInfo: {
      fullName: 'Lea Brandt',
      currentRole: 'Steuerfachangestellte',
      languages: ['Deutsch (Muttersprache)', 'Türkisch (Muttersprache)'],
    },
    workExperience: {
      experiences: [
        {
          id: 't1',
          company: 'Steuerbüro Albers',
          role: 'Auszubildende Steuerfachangestellte',
          duration: '08/2023 - heute',
          description: 'Ausbildung in Finanzbuchhaltung.',
          achievements: ['Einkommensteuererklärungen für Arbeitnehmer erstellt'],
        },
      ],
    },
    skills: { technical: ['DATEV'], business: [], sap: [] },
  })
  const posting = job({
    title: 'Steuerfachangestellte (m/w/d)',
    company: 'Kanzlei Hartmann',
    description: 'Die Kanzlei Hartmann berät Handwerksbetriebe.',
  })
  for (const style of ['apple_creative', 'spotify_creative'] as const) {
    const { coverLetter } = await generateLocalApplication({
      job: posting,
      profile: trainee,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(coverLetter, style).toMatch(
      /2023 meine Ausbildung als Steuerfachangestellte (?:im Steuerbüro Albers )?begonnen|2023 habe ich im Steuerbüro Albers meine Ausbildung als Steuerfachangestellte begonnen/,
    )
    expect(coverLetter, style).not.toMatch(/habe ich[^.]*als auszubildende/)
  }
  const apple = await generateLocalApplication({
    job: posting,
    profile: trainee,
    communicationStyle: 'apple_creative',
    speed: 'medium',
  })
  expect(apple.coverLetter).toMatch(/Ich spreche Deutsch und Türkisch als Muttersprachen\./)
})

test('every style opens by saying why this employer, from what its posting says it does, in the guarded letter', async () => {
  const posting = {
    ...german.job,
    description: `${german.job.company} fertigt mit 310 Beschäftigten Kunststoffteile für Medizingeräte am Bodensee. ${german.job.description}`,
  }
  for (const style of COMMUNICATION_STYLES) {
    const raw = await generateLocalApplication({
      job: posting,
      profile: german.profile,
      communicationStyle: style,
      speed: 'medium',
    })
    const app = createGuard({ profile: german.profile, job: posting }).cleanApplication(raw)
    const opening = app.coverLetter.split('\n\n')[2] ?? ''
    expect(opening, style).toMatch(
      /Sie (?:Kunststoffteile für Medizingeräte am Bodensee fertigen|fertigen Kunststoffteile)/,
    )
    // The posting's figure is its own, never the writer's.
    expect(app.coverLetter, style).not.toMatch(/310/)
  }
})

test("the business letter greets the employer's team by name where German can put it in the genitive", async () => {
  const letterTo = async (company: string) =>
    (
      await generateLocalApplication({
        job: { ...german.job, company },
        profile: german.profile,
        communicationStyle: 'business_leader',
        speed: 'medium',
      })
    ).coverLetter
  expect(await letterTo('Rheinhessen Kunststofftechnik GmbH')).toContain(
    'Sehr geehrtes Team der Rheinhessen Kunststofftechnik GmbH,',
  )
  expect(await letterTo('Brennecke')).toContain('Sehr geehrte Damen und Herren,')
})

test('the creative letter greets the team in the genitive, never "von der" or "vom"', () => {
  const greet = GERMAN_VOICES.spotify_creative.salutation
  expect(greet('Sachsenwerk Antriebstechnik GmbH')).toBe('Liebes Team der Sachsenwerk Antriebstechnik GmbH,')
  expect(greet('Autohaus Kessler')).toBe('Liebes Team des Autohauses Kessler,')
  expect(greet('Brennecke')).toBe('Liebes Team von Brennecke,')
})

test('a German letter lists a skill in the nominative it is written in, and never one it has named already', async () => {
  for (const speed of ['medium', 'advanced'] as const) {
    const letter = (
      await generateLocalApplication({
        job: german.job,
        profile: german.profile,
        communicationStyle: 'business_leader',
        speed,
      })
    ).coverLetter
    // "Die Kenntnisse in Sächsischer Bildungsplan, die Sie voraussetzen": a name cannot take the dative.
    expect(letter).not.toMatch(/Kenntnisse in .+, die Sie voraussetzen/)
    expect(letter).toMatch(/Meine fachlichen Schwerpunkte sind|Auch .+ gehört zu meiner Arbeit/)
    const listed = /Meine fachlichen Schwerpunkte sind (.+?)\.|Auch (.+?) gehört zu meiner Arbeit\./.exec(
      letter,
    )
    const named = (listed?.[1] ?? listed?.[2] ?? '').split(/, | und /).filter(Boolean)
    const before = letter.slice(0, listed?.index ?? 0)
    for (const skill of named) expect(before, speed).not.toContain(skill)
  }
})

test('a Lehrabschluss or Gesellenbrief names its trade, also an elided or hyphenated one', () => {
  expect(germanDegree({ degree: 'Lehrabschluss', field: 'Restaurant- und Barfachfrau' }).trade).toBe(
    'Restaurant- und Barfachfrau',
  )
  expect(
    germanDegree({ degree: 'Gesellenbrief', field: 'Kfz-Mechatroniker, Schwerpunkt Nutzfahrzeuge' }),
  ).toEqual({
    title: 'Ausbildung als Kfz-Mechatroniker (Schwerpunkt Nutzfahrzeuge)',
    trade: 'Kfz-Mechatroniker (Schwerpunkt Nutzfahrzeuge)',
  })
})

test('an acronym title is written in capitals in the German summary, not in title case', async () => {
  const nurse = profile({
    ...german.profile,
    personalInfo: { ...german.profile.personalInfo, currentRole: 'MTLA' },
    workExperience: {
      experiences: [
        {
          id: 'x1',
          company: 'Labor Nord',
          role: 'MTLA',
          duration: '2019 - heute',
          description: '',
          achievements: ['Blutbilder ausgewertet'],
        },
      ],
    },
  })
  const app = await generateLocalApplication({
    job: german.job,
    profile: nurse,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  expect(app.resumeContent).not.toMatch(/\bMtla\b/)
})

test('only a degree studied for is called a Studium: a Fachschule training never is', () => {
  const degree = { trade: '', field: 'Sozialpädagogik', year: '2015' }
  expect(
    isStudied({
      ...degree,
      name: 'Staatlich anerkannte Erzieherin',
      institution: 'Fachschule für Sozialwesen Kassel',
    }),
  ).toBe(false)
  expect(isStudied({ ...degree, name: 'Bachelor of Arts', institution: 'Fachschule Kassel' })).toBe(true)
  expect(isStudied({ ...degree, name: 'Sozialpädagogin', institution: 'Hochschule Darmstadt' })).toBe(true)
  expect(isStudied({ ...degree, name: 'Diplomierte Pflegefachfrau HF', institution: 'Careum Zürich' })).toBe(
    false,
  )
  for (const style of ['apple_creative', 'stanford_bay_area'] as const) {
    const said = GERMAN_VOICES[style]
      .learning(
        { ...degree, name: 'Staatlich anerkannte Erzieherin', institution: 'Fachschule Kassel' },
        [],
        [],
      )
      .join(' ')
    expect(said, style).not.toMatch(/Studi/)
  }
})

test('an employer named again right after the letter last named it is "dort", never across another place', () => {
  const letter = saidThere(
    [
      ['Derzeit arbeite ich als Köchin im Gasthaus Linde.', 'Ich koche gern regional.'],
      ['Im Gasthaus Linde habe ich die Karte umgestellt.', 'Mein Alltag im Gasthaus Linde ist laut.'],
      [
        'Davor war ich bei der Mensa GmbH tätig.',
        'Später kam ich ins Gasthaus Linde; im Gasthaus Linde blieb ich.',
      ],
      ['Bei der Hofmann AG möchte ich kochen.', 'Bei der Mensa GmbH lernte ich viel.'],
      ['Davor war ich als Beiköchin bei der Mensa GmbH tätig.'],
      ['Mich reizt, dass Sie regional kochen.', 'Bei der Mensa GmbH habe ich gespart.'],
    ],
    ['Gasthaus Linde', 'Mensa GmbH'],
    'Hofmann AG',
  )
  expect(letter[1]).toEqual(['Dort habe ich die Karte umgestellt.', 'Mein Alltag dort ist laut.'])
  // Another employer in between: the name again, not "dort".
  expect(letter[2]![1]).toContain('ins Gasthaus Linde')
  // The employer applied to resets the reference.
  expect(letter[3]![1]).toBe('Bei der Mensa GmbH lernte ich viel.')
  // "als Beiköchin dort tätig" reads wrong: inside a sentence only after a noun with its article.
  expect(letter[4]![0]).toBe('Davor war ich als Beiköchin bei der Mensa GmbH tätig.')
  // A sentence addressing the employer applied to: "dort" would point at it.
  expect(letter[5]![1]).toBe('Bei der Mensa GmbH habe ich gespart.')
})

test("every style tells the person's manner as their own words, never as what colleagues say", () => {
  for (const style of COMMUNICATION_STYLES) {
    const said = GERMAN_VOICES[style].manner('ruhig und genau')
    expect(said, style).toContain('ruhig und genau')
    expect(said, style).not.toMatch(/andere|Kolleg|Wer mit mir|beschreibt mich|erlebt mich/)
  }
})

test('the business letter promises results in its closing only when it has a measured one to tell', () => {
  const facts = {
    role: 'Disponentin',
    company: 'Spedition Brandt',
    title: 'Disponentin',
    years: '',
    currentRole: 'Disponentin',
    employer: 'Kühne Logistik',
    answered: 0,
    speed: 'medium' as const,
    why: '',
  }
  expect(GERMAN_VOICES.business_leader.closing({ ...facts, hasNumbers: true })).toContain('Ergebnisse')
  expect(GERMAN_VOICES.business_leader.closing({ ...facts, hasNumbers: false })).not.toContain('Ergebnisse')
})

test('a state-recognised qualification named as its trade is told as the training for it', () => {
  expect(
    germanDegree({ degree: 'Staatlich anerkannter Heilerziehungspfleger', field: 'Heilerziehungspflege' }),
  ).toEqual({
    title: 'Staatlich anerkannter Heilerziehungspfleger',
    trade: 'staatlich anerkannter Heilerziehungspfleger',
  })
  expect(germanDegree({ degree: 'Bachelor of Arts', field: 'Soziale Arbeit' }).trade).toBe('')
})

test('a final examination with its trade is the training for that trade, an adjective before the trade included', () => {
  expect(germanDegree({ degree: 'Lehrabschlussprüfung', field: 'Koch' }).title).toBe('Ausbildung als Koch')
  expect(germanDegree({ degree: 'Abschlussprüfung', field: 'Medizinische Fachangestellte' }).trade).toBe(
    'medizinische Fachangestellte',
  )
  // A degree that names its subject already takes the field in brackets, not a second "in".
  expect(
    germanDegree({ degree: 'Bachelor of Science in Health Studies', field: 'Gesundheits- und Krankenpflege' })
      .title,
  ).toBe('Bachelor of Science in Health Studies (Gesundheits- und Krankenpflege)')
  // A subject after an adjective is still no trade.
  expect(germanDegree({ degree: 'Abschlussprüfung', field: 'Technische Informatik' }).trade).toBe('')
})

test('a skill held at a basic level is never named as a strength', () => {
  expect(strengths(['Active Directory (Grundkenntnisse)', 'Microsoft Intune', 'SAP (basic)'])).toEqual([
    'Microsoft Intune',
  ])
})

test('an office suite is no strength of a trade that has others, and stays one when it is all there is', () => {
  expect(strengths(['Praxisanleitung', 'MS Office'])).toEqual(['Praxisanleitung'])
  expect(strengths(['MS Office'])).toEqual(['MS Office'])
})

test('a further training still under way is never told as a finished degree, in any style', async () => {
  const nurse = profile({
    personalInfo: { fullName: 'Jan Ohlsen', location: 'Kiel', currentRole: 'Pflegefachmann' },
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Städtisches Krankenhaus Kiel',
          role: 'Pflegefachmann',
          duration: '10/2017 - heute',
          description: 'Pflege auf einer internistischen Station mit 30 Betten.',
          achievements: [
            'Dienstplanung für 20 Pflegekräfte übernommen',
            'Praxisanleitung für 5 Auszubildende pro Jahr',
          ],
        },
      ],
    },
    education: {
      degrees: [
        {
          id: 'd1',
          institution: 'Pflegeschule Kiel',
          degree: 'Examen',
          field: 'Gesundheits- und Krankenpflege',
          year: '2017',
        },
        {
          id: 'd2',
          institution: 'Bildungszentrum Nord',
          degree: 'Weiterbildung Stationsleitung (laufend)',
          field: 'Pflegemanagement',
          year: '2026',
        },
      ],
    },
  })
  const posting = job({
    title: 'Stationsleitung (m/w/d)',
    company: 'Klinikum Nordfriesland',
    description: 'Das Klinikum Nordfriesland versorgt mit 400 Betten die Menschen an der Westküste.',
    requirements: ['Examen in der Pflege', 'Weiterbildung zur Stationsleitung oder Bereitschaft dazu'],
  })
  for (const style of COMMUNICATION_STYLES) {
    const app = await generateLocalApplication({
      job: posting,
      profile: nurse,
      communicationStyle: style,
      speed: 'advanced',
    })
    expect(app.coverLetter, style).not.toMatch(
      /Abschluss „Weiterbildung|laufend\)?“? (?:beendet|abgeschlossen)/,
    )
  }
})

test('results that each hold an "und" are told in two sentences, not chained with three', async () => {
  const assistant = profile({
    personalInfo: { fullName: 'Eva Brandl', location: 'Passau', currentRole: 'Medizinische Fachangestellte' },
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Hausarztpraxis am Dom',
          role: 'Medizinische Fachangestellte',
          duration: '01/2019 - heute',
          description: 'Hausärztliche Praxis mit zwei Ärzten.',
          achievements: [
            'Online-Terminbuchung eingeführt, Wartezeit am Telefon um 40 Prozent verkürzt',
            'Quartalsabrechnung nach EBM vorbereitet und mit der Praxissoftware geprüft',
          ],
        },
      ],
    },
  })
  const posting = job({
    title: 'Praxismanagerin (m/w/d)',
    company: 'Praxis Dr. Huber',
    description: 'Die Praxis Dr. Huber ist eine internistische Praxis mit 6 Mitarbeitenden in Passau.',
    requirements: ['Ausbildung als Medizinische Fachangestellte'],
  })
  const told = new Set<string>()
  for (const style of COMMUNICATION_STYLES) {
    const app = await generateLocalApplication({
      job: posting,
      profile: assistant,
      communicationStyle: style,
      speed: 'medium',
    })
    for (const sentence of app.coverLetter.split(/(?<=\.)\s+/)) {
      expect((sentence.match(/\bund\b/g) ?? []).length, `${style}: ${sentence}`).toBeLessThan(3)
      // Each style tells the further deed in its own words.
      if (sentence.includes('Quartalsabrechnung')) {
        expect(told.has(sentence), `${style}: ${sentence}`).toBe(false)
        told.add(sentence)
      }
    }
  }
})

test('skills the eth style names stand in the nominative they are listed in', () => {
  expect(GERMAN_VOICES.eth_zurich.skills(['Sächsischer Bildungsplan', 'Elterngespräche'])).toBe(
    'Zu den geforderten Voraussetzungen, die ich mitbringe, zählen Sächsischer Bildungsplan und Elterngespräche.',
  )
  expect(GERMAN_VOICES.eth_zurich.skills(['SAP MM'])).toBe(
    'Zu den geforderten Voraussetzungen, die ich mitbringe, zählt SAP MM.',
  )
  // The state examination names its field.
  expect(germanDegree({ degree: 'Examen', field: 'Altenpflege' }).title).toBe('Examen in Altenpflege')
})

test('the story style names the mother tongue first and the other languages after it', () => {
  expect(besidesNative(['Deutsch als Muttersprache', 'Französisch auf Niveau B1'])).toBe(
    'Neben Deutsch spreche ich Französisch auf Niveau B1.',
  )
  expect(besidesNative(['Deutsch und Türkisch als Muttersprachen', 'Englisch auf Niveau B1'])).toBe(
    'Neben Deutsch und Türkisch spreche ich Englisch auf Niveau B1.',
  )
})

test('an earlier post with the current employer is not named there again, and outcomes-first tells no earlier duty', async () => {
  const educator = profile({
    personalInfo: { fullName: 'Ida Rauch', location: 'Halle', currentRole: 'Erzieherin' },
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Kita Regenbogen',
          role: 'Stellvertretende Leiterin',
          duration: '03/2021 - heute',
          description: 'Vertretung der Leitung in einer Kita mit 80 Plätzen.',
          achievements: ['Dienstpläne für 12 Fachkräfte erstellt', 'Eingewöhnungskonzept überarbeitet'],
        },
        {
          id: 'b',
          company: 'Kita Regenbogen',
          role: 'Erzieherin',
          duration: '08/2015 - 02/2021',
          description: 'Gruppenerzieherin im Kindergarten.',
          achievements: ['Sprachförderung für 6 Kinder pro Jahr'],
        },
      ],
    },
  })
  const posting = job({
    title: 'Kita-Leitung (m/w/d)',
    company: 'Kinderland Halle gGmbH',
    description: 'Die Kinderland Halle gGmbH betreibt 12 Kitas in Halle und dem Saalekreis.',
    requirements: ['Abschluss als staatlich anerkannte Erzieherin', 'Erfahrung in der Leitung einer Kita'],
  })
  for (const style of COMMUNICATION_STYLES) {
    const app = await generateLocalApplication({
      job: posting,
      profile: educator,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(app.coverLetter, style).not.toMatch(/als Erzieherin in der Kita Regenbogen/)
  }
  const outcomes = await generateLocalApplication({
    job: posting,
    profile: educator,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  expect(outcomes.coverLetter).not.toMatch(/Sprachförderung für 6 Kinder pro Jahr zu meinen Aufgaben/)
})

test('German letters of two styles for a nurse moving up share less than 45 % of their word trigrams', async () => {
  // The Pflegefachmann of unseen6-de: 51 % between business_leader and cambridge_oxford at its first read.
  const nurse = UNSEEN6_DE_CASES[0]!
  const letters = await Promise.all(
    COMMUNICATION_STYLES.map(
      async (style) =>
        (
          await generateLocalApplication({
            job: nurse.job,
            profile: nurse.profile,
            communicationStyle: style,
            speed: 'medium',
          })
        ).coverLetter,
    ),
  )
  for (let i = 0; i < letters.length; i++)
    for (let j = i + 1; j < letters.length; j++)
      expect(
        trigramOverlap(letters[i]!, letters[j]!),
        `${COMMUNICATION_STYLES[i]} / ${COMMUNICATION_STYLES[j]}`,
      ).toBeLessThan(0.45)
  // Outcomes first tells no earlier duty.
  expect(
    GERMAN_VOICES.business_leader.earlierItem(
      { nom: 'die Pflege', acc: 'die Pflege', dat: 'der Pflege', plural: false },
      false,
      0,
    ),
  ).toBe('')
})

test('a second deed in a German letter never opens like the first, in any style', async () => {
  // The Logistiker of unseen6-de: the scene's deed and the results' deed both read "Gern erzähle ich auch davon, …".
  const logistician = UNSEEN6_DE_CASES[3]!
  for (const style of COMMUNICATION_STYLES) {
    const app = await generateLocalApplication({
      job: logistician.job,
      profile: logistician.profile,
      communicationStyle: style,
      speed: 'medium',
    })
    expect(repeatedOpenings(app.coverLetter), style).toEqual([])
  }
})

test('a result in money told after its duty reaches the letter, with its verb in the plural, and the CV summary has no labels', async () => {
  const [current, ...earlier] = german.profile.workExperience.experiences
  const profile = {
    ...german.profile,
    workExperience: {
      ...german.profile.workExperience,
      experiences: [
        {
          ...current!,
          achievements: [
            'Preisverhandlungen bei Rahmenverträgen unter 50.000 €, 2023 Einsparung von 38.000 €',
            'Lieferantenbewertung für 60 Lieferanten eingeführt; Liefertreue von 87 % auf 95 % gesteigert',
          ],
        },
        ...earlier,
      ],
    },
  }
  const raw = await generateLocalApplication({
    job: german.job,
    profile,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  const app = createGuard({ profile, job: german.job }).cleanApplication(raw)
  expect(app.coverLetter).toMatch(
    /zählen die Preisverhandlungen bei Rahmenverträgen unter 50\.000 € \(2023 Einsparung von 38\.000 €\)/,
  )
  expect(app.coverLetter).not.toMatch(/eingeführt; /)
  const summary = app.resumeContent.split('\n\n').find((block) => block.startsWith('PROFIL')) ?? ''
  expect(summary).not.toMatch(/Schwerpunkte?:|GmbH:/)
  expect(suspiciousFragments(app)).toEqual([])
})

test('the story-telling letter tells the daily work of a post left in the past', () => {
  const scene = (isCurrent: boolean) =>
    GERMAN_VOICES.spotify_creative
      .scene({
        year: '2017',
        role: 'Radiologieassistentin',
        employer: 'Klinikum Bamberg',
        isCurrent,
        duties: 'die Untersuchungen am MRT',
        result: null,
        training: '',
      })
      .join(' ')
  expect(scene(true)).toContain('Bis heute dreht sich mein Alltag dort um die Untersuchungen am MRT.')
  expect(scene(false)).toContain('Mein Alltag drehte sich dort um die Untersuchungen am MRT.')
})

test('a chamber title is named as a title one holds, earned by a further training, never quoted as a document', () => {
  const title: Parameters<(typeof GERMAN_VOICES)['business_leader']['learning']>[0] = {
    name: 'Geprüfte Fachkauffrau für Einkauf und Logistik',
    trade: '',
    field: '',
    institution: 'IHK Leipzig',
    year: '2022',
  }
  const said = COMMUNICATION_STYLES.flatMap((style) => GERMAN_VOICES[style].learning(title, [], [])).join(' ')
  expect(said).toContain('Abschluss als Geprüfte Fachkauffrau für Einkauf und Logistik')
  expect(said).not.toMatch(/„Geprüfte|meine Ausbildung, die ich 2022/)
  expect(GERMAN_VOICES.cambridge_oxford.learning(title, [], []).join(' ')).toContain(
    'meine Weiterbildung, die ich 2022',
  )
  // A degree by its document's name keeps its quotes.
  const master = { ...title, name: 'Master of Science in Informatik', institution: 'TU Dresden' }
  expect(GERMAN_VOICES.business_leader.learning(master, [], []).join(' ')).toContain(
    'Abschluss „Master of Science in Informatik“',
  )
})

test('a second earlier post goes further back: "Noch davor", never "Davor" twice', async () => {
  const [current, training] = german.profile.workExperience.experiences
  const profile = {
    ...german.profile,
    workExperience: {
      ...german.profile.workExperience,
      experiences: [
        { ...current!, duration: '08/2022 - heute' },
        {
          ...current!,
          id: 'earlier',
          role: 'Elektriker',
          company: 'Stadtwerke Bielefeld',
          duration: '08/2019 - 07/2022',
          achievements: [],
        },
        training!,
      ],
    },
  }
  const letter = (
    await generateLocalApplication({
      job: german.job,
      profile,
      communicationStyle: 'business_leader',
      speed: 'advanced',
    })
  ).coverLetter
  expect(letter).toMatch(/Noch davor /)
  expect(letter.match(/(?:^|\. )Davor /gm)?.length ?? 0).toBe(1)
})

test('each style steps further back in its own words', () => {
  expect(furtherBack('Zuvor habe ich ab 2015 meine Ausbildung abgeschlossen.')).toBe(
    'Noch zuvor habe ich ab 2015 meine Ausbildung abgeschlossen.',
  )
  expect(furtherBack('Dem ging ab 2015 meine Ausbildung voraus.')).toBe(
    'Dem wiederum ging ab 2015 meine Ausbildung voraus.',
  )
  expect(furtherBack('2015 habe ich angefangen.')).toBe('2015 habe ich angefangen.')
})

test('a training named with its trade is that training for that trade, and a retraining stays an Umschulung', () => {
  expect(
    germanDegree({ degree: 'Umschulung Fachinformatiker für Systemintegration', field: 'Systemintegration' }),
  ).toEqual({
    title: 'Umschulung als Fachinformatiker für Systemintegration',
    trade: 'Fachinformatiker für Systemintegration',
  })
  expect(germanDegree({ degree: 'Ausbildung zum Bankkaufmann', field: '' }).trade).toBe('Bankkaufmann')
  const retraining = {
    name: 'Umschulung als Fachinformatiker',
    trade: 'Fachinformatiker',
    field: '',
    institution: 'IHK Köln',
    year: '2024',
  }
  const said = COMMUNICATION_STYLES.flatMap((style) =>
    GERMAN_VOICES[style].learning(retraining, [], []),
  ).join(' ')
  expect(said).toContain('Umschulung als Fachinformatiker')
  expect(said).not.toMatch(/Abschluss „Umschulung|Ausbildung als Fachinformatiker/)
})

test('the factual style’s result takes the verb its subject needs', () => {
  const one = { nom: 'die Einführung eines Ticketsystems', acc: '', dat: '', plural: false }
  const many = { ...one, nom: 'die Preisverhandlungen bei Rahmenverträgen', plural: true }
  expect(GERMAN_VOICES.ogilvy_creative.results(one, 'Kühne GmbH')).toBe(
    'Bei der Kühne GmbH kommt die Einführung eines Ticketsystems hinzu.',
  )
  expect(GERMAN_VOICES.ogilvy_creative.results(many, '')).toBe(
    'Hinzu kommen die Preisverhandlungen bei Rahmenverträgen.',
  )
})

test('a course that quotes its own title is named with its article, never inside quotes of its own', async () => {
  const withSeminar = {
    ...german.profile,
    education: {
      ...german.profile.education,
      certifications: ['Seminar „Arbeitsrecht für Personalsachbearbeiter“, Haufe Akademie, 2022'],
    },
  }
  const letters = await Promise.all(
    COMMUNICATION_STYLES.map(async (style) => {
      const raw = await generateLocalApplication({
        job: german.job,
        profile: withSeminar,
        communicationStyle: style,
        speed: 'advanced',
      })
      return raw.coverLetter
    }),
  )
  const told = letters.filter((l) => l.includes('Arbeitsrecht für Personalsachbearbeiter'))
  expect(told.length).toBeGreaterThan(0)
  for (const letter of told) {
    expect(letter).not.toContain('„Seminar')
    expect(letter).toMatch(/das Seminar „Arbeitsrecht für Personalsachbearbeiter“ \(Haufe Akademie, 2022\)/)
  }
})

test('a completed apprenticeship written as a post is the qualification a letter names, not the Fachabitur', async () => {
  const steuer = profile({
    personalInfo: { fullName: 'Felix Brandauer', currentRole: 'Steuerfachangestellter' },
    workExperience: {
      experiences: [
        {
          id: 'f1',
          company: 'Kanzlei Hartl & Partner Steuerberater PartG mbB',
          role: 'Steuerfachangestellter',
          duration: 'seit 04/2021',
          description: '',
          achievements: ['Lohn- und Gehaltsabrechnung für rund 300 Arbeitnehmer mit DATEV LODAS'],
        },
        {
          id: 'f2',
          company: 'ETL Steuerberatung GmbH',
          role: 'Ausbildung zum Steuerfachangestellten',
          duration: '08/2015 – 07/2018',
          description: '',
          achievements: [],
        },
      ],
    },
    education: {
      degrees: [
        {
          id: 'd1',
          institution: 'Staatliche Fachoberschule Straubing',
          degree: 'Fachabitur',
          field: '',
          year: '2015',
          achievements: '',
        },
      ],
      certifications: [],
    },
  })
  const posting = job({
    title: 'Finanzbuchhalter (m/w/d)',
    company: 'Donautal Logistik GmbH',
    description: 'Die Donautal Logistik GmbH ist ein familiengeführter Logistikdienstleister.',
    requirements: ['Abgeschlossene kaufmännische Ausbildung', 'Sicherer Umgang mit DATEV'],
  })
  const { coverLetter } = await generateLocalApplication({
    job: posting,
    profile: steuer,
    communicationStyle: 'eth_zurich',
    speed: 'medium',
  })
  expect(coverLetter).toMatch(/Ausbildung als Steuerfachangestellter/)
  expect(coverLetter).not.toMatch(/Fachabitur/)
})

test('a master craftsman’s examination is named for the title it gives, never as "Meisterprüfung, Zimmermeister"', async () => {
  expect(germanDegree({ degree: 'Meisterprüfung', field: 'Zimmermeister' }).title).toBe(
    'Meisterprüfung als Zimmermeister',
  )
  expect(germanDegree({ degree: 'Kfz-Technikermeister', field: 'Meisterprüfung' }).title).toBe(
    'Meisterprüfung als Kfz-Technikermeister',
  )
  const c = UNSEEN8_DE_CASES.find((x) => x.name.includes('Zimmermeister'))!
  for (const style of ['business_leader', 'cambridge_oxford', 'apple_creative'] as const) {
    const app = await generateLocalApplication({
      job: c.job,
      profile: c.profile,
      communicationStyle: style,
      speed: 'advanced',
    })
    expect(app.coverLetter).not.toMatch(/Meisterprüfung, Zimmermeister|„Meisterprüfung/)
    expect(app.coverLetter).toMatch(/Abschluss als Zimmermeister|Ich bin Zimmermeister/)
  }
})

test('a list of skills is never put after "mit", where its plural nouns would need the dative', () => {
  const skills = ['DATEV', 'HGB', 'Jahresabschlüsse', 'MS Excel']
  for (const style of COMMUNICATION_STYLES)
    expect(GERMAN_VOICES[style].skills(skills), style).not.toMatch(/\b[Mm]it DATEV/)
})

test('a German letter names a certificate’s issuer and year after the quoted name, and inflects an employer’s adjective', async () => {
  const erzieherin = profile({
    personalInfo: {
      fullName: 'Lena Vogt',
      location: 'Köln',
      currentRole: 'Stellvertretende Einrichtungsleitung',
      languages: ['Deutsch (Muttersprache)'],
    },
    workExperience: {
      experiences: [
        {
          id: 'k1',
          company: 'Städtische Kita Regenbogen',
          role: 'Stellvertretende Einrichtungsleitung',
          duration: '08/2019 – heute',
          description: '',
          achievements: [
            'Stellvertretende Leitung einer viergruppigen Kita mit 75 Kindern',
            'Einführung der Bildungsdokumentation mit Portfolios; Elternzufriedenheit von 71 % auf 88 % gesteigert',
          ],
        },
        {
          id: 'k2',
          company: 'AWO Familienzentrum Am Park',
          role: 'Erzieherin',
          duration: '09/2014 – 07/2019',
          description: '',
          achievements: ['Gruppenleitung einer U3-Gruppe mit 10 Kindern'],
        },
      ],
    },
    education: {
      degrees: [],
      certifications: [
        'Zertifikatskurs Kita-Leitung (160 UE), Paritätische Akademie NRW, 2023',
        'Fachkraft für Kinderschutz, 2021',
      ],
    },
    skills: { technical: ['Kinderschutz', 'Elternarbeit'], business: ['Dienstplanung'], sap: [] },
  })
  const posting = job({
    title: 'Kita-Leitung (m/w/d)',
    company: 'Evangelischer Kirchenverband Köln und Region',
    description:
      'Für unsere fünfgruppige Kita suchen wir eine Leitung (m/w/d). Ihre Aufgaben: Führung des Teams, Dienstplangestaltung, Kinderschutz.',
    requirements: [
      'Abgeschlossene Ausbildung als staatlich anerkannte/r Erzieher/in',
      'Kenntnisse im Kinderschutz',
    ],
    skills: ['Kinderschutz', 'Dienstplangestaltung'],
  })
  for (const style of COMMUNICATION_STYLES) {
    const { coverLetter } = await generateLocalApplication({
      job: posting,
      profile: erzieherin,
      communicationStyle: style,
      speed: 'advanced',
    })
    expect(coverLetter, style).not.toMatch(/, (?:19|20)\d\d“/)
    expect(coverLetter, style).not.toMatch(/\b(?:bei|für) (?:Evangelischer|Städtische)\b/)
  }
})

test('a certificate is named with its article, never quoted bare ("Dazu kommt „Praxisanleiterin …“")', () => {
  expect(germanCertificate('Praxisanleiterin (300 Stunden)')).toBe(
    'die Weiterbildung zur Praxisanleiterin (300 Stunden)',
  )
  expect(germanCertificate('Fachkraft für Sprachbildung')).toBe(
    'die Weiterbildung zur Fachkraft für Sprachbildung',
  )
  expect(germanCertificate('Ersthelfer')).toBe('die Weiterbildung zum Ersthelfer')
  expect(germanCertificate('SCC-Zertifikat für operative Führungskräfte')).toBe(
    'das SCC-Zertifikat für operative Führungskräfte',
  )
  expect(germanCertificate('Staplerschein', true)).toBe('den Staplerschein')
  expect(germanCertificate('Notfallmedizin')).toBe('das Zertifikat „Notfallmedizin“')
  expect(germanCertificate('PRINCE2 Practitioner')).toBe('das Zertifikat „PRINCE2 Practitioner“')
  const learning = GERMAN_VOICES.tech_leader.learning(null, ['Praxisanleiterin (300 Stunden)'], []).join(' ')
  expect(learning).not.toMatch(/(?:kommt|kommen|um|ist|habe ich) „/)
})

test('a certificate with its year after a comma has the year in brackets, and "mein" where the style owns it', () => {
  expect(germanCertificate('Praxisanleiter (300 Stunden), 2019')).toBe(
    'die Weiterbildung zum Praxisanleiter (300 Stunden, 2019)',
  )
  expect(germanCertificate('Staplerschein, 2021', true, true)).toBe('meinen Staplerschein (2021)')
  // A quoted name keeps its year and issuer outside the quotes.
  expect(germanCertificate('Sprachförderung im Alltag, 2017')).toBe(
    'das Zertifikat „Sprachförderung im Alltag“ (2017)',
  )
  expect(germanCertificate('Zertifikatskurs Kita-Leitung (160 UE), Paritätische Akademie NRW, 2023')).toBe(
    'der Zertifikatskurs Kita-Leitung (160 UE, Paritätische Akademie NRW, 2023)',
  )
})

test('a German resume parts its knowledge into the trade’s own ("Fachlich") and software ("EDV")', async () => {
  const person = {
    ...german.profile,
    skills: {
      business: ['HGB', 'Finanzbuchhaltung', 'DATEV Kanzlei-Rechnungswesen'],
      technical: ['MS Excel (SVERWEIS, Pivot)', 'Umsatzsteuerrecht'],
      sap: ['SAP FI'],
    },
  }
  const { document } = await generateLocalApplication({
    job: german.job,
    profile: person,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  const groups = document!.sections.find((s) => s.kind === 'skills')!.groups
  const byLabel = new Map(groups.map((g) => [g.label, g.items]))
  expect([...byLabel.keys()]).not.toContain('Überfachlich')
  expect(byLabel.get('EDV')).toEqual(expect.arrayContaining(['MS Excel (SVERWEIS, Pivot)', 'SAP FI']))
  expect(byLabel.get('Fachlich')).toEqual(expect.arrayContaining(['HGB', 'Finanzbuchhaltung']))
})

test('after a career break the letter tells the years as work that has ended, never "seit … zurzeit bei Elternzeit"', async () => {
  const returner = profile({
    personalInfo: {
      fullName: 'Test Vogt',
      email: 'vogt@example.de',
      location: 'Freiburg',
      currentRole: 'Zahnmedizinische Fachangestellte',
    },
    workExperience: {
      experiences: [
        {
          id: 'b1',
          company: 'Elternzeit',
          role: 'Elternzeit',
          duration: '06/2022 – 08/2025',
          description: 'Elternzeit mit zwei Kindern.',
          achievements: [],
        },
        {
          id: 'b2',
          company: 'Zahnarztpraxis Dr. Kern',
          role: 'Zahnmedizinische Fachangestellte',
          duration: '09/2016 – 05/2022',
          description: 'Assistenz am Stuhl, Prophylaxe und Empfang.',
          achievements: ['Zwei Auszubildende bis zur Abschlussprüfung begleitet'],
        },
      ],
    },
    education: {
      degrees: [
        {
          id: 'e1',
          institution: 'Gewerbeschule Freiburg',
          degree: 'Ausbildung',
          field: 'Zahnmedizinische Fachangestellte',
          year: '2016',
        },
      ],
      certifications: [],
    },
    skills: { technical: ['Prophylaxe'], business: ['Patientenkommunikation'], sap: [] },
  })
  const posting = job({
    title: 'Zahnmedizinische Fachangestellte (m/w/d)',
    company: 'Zahnzentrum Freiburg Mitte',
    description: 'Das Zahnzentrum Freiburg Mitte ist eine Praxis mit acht Behandlerinnen und Behandlern.',
    requirements: ['Abgeschlossene Ausbildung als ZFA', 'Erfahrung in der Prophylaxe'],
  })
  const app = await generateLocalApplication({
    job: posting,
    profile: returner,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  expect(app.coverLetter).toMatch(
    /Fünf Jahre lang habe ich als zahnmedizinische Fachangestellte gearbeitet, zuletzt in der Zahnarztpraxis Dr\. Kern\./,
  )
  expect(app.coverLetter).not.toMatch(/Seit fünf Jahren|zurzeit|bei Elternzeit|als Elternzeit/)
})

test('a further training with its title as the field is that training to the title, never the label quoted', () => {
  expect(germanDegree({ degree: 'Weiterbildung', field: 'Praxisanleiterin' })).toEqual({
    title: 'Weiterbildung zur Praxisanleiterin',
    trade: 'Praxisanleiterin',
  })
  expect(germanDegree({ degree: 'Fortbildung', field: 'Bilanzbuchhalter (IHK)' }).title).toBe(
    'Fortbildung zum Bilanzbuchhalter (IHK)',
  )
})

// A returner: a Pflegefachfrau back after Elternzeit, with a post she held within her last role.
const returner = {
  profile: profile({
    personalInfo: {
      fullName: 'Anja Roth',
      location: 'Kassel',
      currentRole: 'Gesundheits- und Krankenpflegerin',
      languages: ['Deutsch'],
    },
    workExperience: {
      experiences: [
        {
          id: 'r1',
          company: 'Elternzeit',
          role: 'Elternzeit',
          duration: '03/2018 – 08/2023',
          description: '',
          achievements: [],
        },
        {
          id: 'r2',
          company: 'Klinikum Kassel',
          role: 'Gesundheits- und Krankenpflegerin',
          duration: '10/2010 – 02/2018',
          description: 'Chirurgische Station mit 28 Betten.',
          achievements: [
            'Seit 2014 Praxisanleiterin: 8 Auszubildende bis zum Examen begleitet',
            'Wundmanagement nach Expertenstandard mit eingeführt',
          ],
        },
      ],
    },
    education: {
      degrees: [
        {
          id: 'rd',
          institution: 'Krankenpflegeschule Kassel',
          degree: 'Examen',
          field: 'Gesundheits- und Krankenpflege',
          year: '2010',
        },
      ],
    },
    skills: { technical: ['Wundversorgung'], business: [], sap: [] },
  }),
  job: job({
    title: 'Pflegefachkraft (m/w/d) ambulant',
    company: 'Pflegedienst Fulda Aue',
    location: 'Kassel',
    description:
      'Der Pflegedienst Fulda Aue versorgt Klientinnen und Klienten in Kassel und plant Touren familienfreundlich.',
    requirements: ['Examen in der Pflege', 'Erfahrung in der Wundversorgung'],
  }),
}

test('a German letter tells a career break once, in its opening and in each style’s own words', async () => {
  const lines = new Set<string>()
  for (const style of COMMUNICATION_STYLES) {
    const raw = await generateLocalApplication({ ...returner, communicationStyle: style, speed: 'medium' })
    const letter = createGuard(returner).cleanApplication(raw).coverLetter
    const said = letter
      .split(/(?<=[.?])\s+/)
      .filter((s) => /2018 (?:bis )?.*Elternzeit|Elternzeit.*2023|Lücke/.test(s))
    expect(said.length, `${style}: ${letter}`).toBeGreaterThan(0)
    expect(letter, style).toMatch(/2018/)
    // The break is no employer: never "bei Elternzeit", never "in der Elternzeit habe ich … eingeführt".
    expect(letter, style).not.toMatch(/(?:bei|beim|bei der) Elternzeit/)
    lines.add(said[0]!)
  }
  expect(lines.size).toBeGreaterThan(5)
})

test('a German letter and summary tell "Seit 2014 Praxisanleiterin: …" as the post it was, ended with the role', async () => {
  for (const style of ['business_leader', 'tech_leader', 'apple_creative'] as const) {
    const raw = await generateLocalApplication({ ...returner, communicationStyle: style, speed: 'medium' })
    const app = createGuard(returner).cleanApplication(raw)
    expect(app.coverLetter, style).toMatch(
      /Von 2014 bis 2018 war ich (?:\p{L}+ )+Praxisanleiterin und habe dabei 8 Auszubildende/u,
    )
    expect(app.coverLetter, style).not.toMatch(/\bSeit 2014 Praxisanleiterin/)
  }
  const summary = germanSummary(planApplication({ ...returner, speed: 'medium' }))
  expect(summary.join(' ')).toMatch(/Von 2014 bis 2018 Praxisanleiterin im Klinikum Kassel: 8 Auszubildende/)
})

test('one skill left over once the others are told is one more skill, never the person’s "Schwerpunkt"', () => {
  const skills = GERMAN_VOICES.business_leader.skills
  expect(skills(['Pneumatik'])).toBe('Auch Pneumatik gehört zu meiner Arbeit.')
  expect(skills(['Hydraulik', 'Pneumatik'])).toBe(
    'Meine fachlichen Schwerpunkte sind Hydraulik und Pneumatik.',
  )
  // The creative voice claims no trait the profile lacks.
  expect(GERMAN_VOICES.spotify_creative.skills(['Bobath'])).not.toMatch(/Wissen gebe ich gern weiter/)
})

test('a description naming the place is no duty, and a closing apposition about the setting is left out', async () => {
  for (const style of COMMUNICATION_STYLES) {
    const raw = await generateLocalApplication({ ...returner, communicationStyle: style, speed: 'advanced' })
    expect(raw.coverLetter, style).not.toMatch(
      /(?:aus der|um die|umfasste im Wesentlichen die) chirurgische/i,
    )
  }
  const mechanic = {
    profile: profile({
      personalInfo: { fullName: 'Eva Link', currentRole: 'Industriemechanikerin' },
      workExperience: {
        experiences: [
          {
            id: 'm1',
            company: 'Presswerk Nord GmbH',
            role: 'Industriemechanikerin',
            duration: '2018 – heute',
            description: 'Instandhaltung von Pressen im Dreischichtbetrieb, Werk mit 420 Beschäftigten.',
            achievements: ['Hydraulikaggregate an zwei Pressen getauscht'],
          },
        ],
      },
      skills: { technical: ['Hydraulik'], business: [], sap: [] },
    }),
    job: job({
      title: 'Instandhalter (m/w/d)',
      company: 'Getriebe Süd GmbH',
      description: 'Die Getriebe Süd GmbH fertigt Getriebe für Landmaschinen.',
      requirements: ['Erfahrung in der Instandhaltung'],
    }),
  }
  const letter = (
    await generateLocalApplication({ ...mechanic, communicationStyle: 'tech_leader', speed: 'medium' })
  ).coverLetter
  expect(letter).toMatch(/Instandhaltung von Pressen im Dreischichtbetrieb\./)
  expect(letter).not.toMatch(/Werk mit 420/)
})

test('a skill whose parts the letter has told already ("Dienstplanung mit SP-Expert") is not listed again', async () => {
  const nurse = UNSEEN6_DE_CASES[0]!
  const letter = (
    await generateLocalApplication({
      job: nurse.job,
      profile: nurse.profile,
      communicationStyle: 'business_leader',
      speed: 'medium',
    })
  ).coverLetter
  expect(letter).toMatch(/zählt die Dienstplanung für 26 Pflegekräfte/)
  expect(letter).not.toMatch(/Schwerpunkte sind Dienstplanung/)
  expect(letter).toMatch(/Auch Mitarbeiterführung gehört zu meiner Arbeit/)
})

test('without a training named, certificates are never "diese Grundlage" added to since', async () => {
  const noDegree = profile({
    ...clerk,
    // No degree, and no training written as a post either.
    workExperience: { experiences: clerk.workExperience.experiences.slice(0, 1) },
    education: {
      degrees: [],
      certifications: [
        'Fachwirt für Güterverkehr und Logistik (IHK), 2022',
        'Gefahrgutbeauftragter Straße (ADR), 2019',
      ],
    },
  })
  for (const style of ['cambridge_oxford', 'eth_zurich'] as const) {
    const letter = (
      await generateLocalApplication({
        job: creditJob,
        profile: noDegree,
        communicationStyle: style,
        speed: 'medium',
      })
    ).coverLetter
    expect(letter, style).not.toMatch(/diese Grundlage/)
  }
})

test('a completed training written as a post is the qualification a letter names when no degree is listed', async () => {
  const trained = profile({
    ...clerk,
    education: { degrees: [], certifications: [] },
  })
  const letter = (
    await generateLocalApplication({
      job: creditJob,
      profile: trained,
      communicationStyle: 'cambridge_oxford',
      speed: 'medium',
    })
  ).coverLetter
  expect(letter).toMatch(/Den Ausgangspunkt bildet meine Ausbildung als Bankkauffrau/)
})

test('one skill left over that joins two things takes the plural verb', () => {
  expect(GERMAN_VOICES.business_leader.skills(['Lenk- und Ruhezeiten'])).toBe(
    'Auch Lenk- und Ruhezeiten gehören zu meiner Arbeit.',
  )
  expect(GERMAN_VOICES.business_leader.skills(['Mitarbeiterführung'])).toBe(
    'Auch Mitarbeiterführung gehört zu meiner Arbeit.',
  )
})

test('a list of one skill that joins two things takes the plural verb in every frame that counts', () => {
  expect(GERMAN_VOICES.eth_zurich.skills(['Lenk- und Ruhezeiten'])).toMatch(/zählen Lenk- und Ruhezeiten/)
})
