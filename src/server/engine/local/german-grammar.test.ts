import { expect, test } from 'vitest'

import {
  bulletKind,
  clippedDeed,
  closedList,
  decline,
  deedClause,
  genderOf,
  germanTopic,
  isCurriculum,
  nounPhrase,
  participleClause,
  sincePostSentence,
  spokenLanguage,
  spokenLanguages,
  titleInSentence,
  topicCases,
  withoutSetting,
} from '#server/engine/local/german-grammar.ts'

test('a duty with no measure is no result; a measured outcome and work done once are', () => {
  expect(bulletKind('Dienstplanung für das gesamte Team')).toBe('duty')
  expect(bulletKind('Erstellung von Einkommensteuererklärungen')).toBe('duty')
  expect(bulletKind('Bearbeitung von Ratenkreditanträgen bis 50.000 Euro')).toBe('duty')
  expect(bulletKind('Bearbeitungszeit für Anträge um ein Drittel verkürzt')).toBe('outcome')
  expect(bulletKind('Senkung der Stillstandzeiten an Linie 2 um 12 %')).toBe('outcome')
  expect(bulletKind('Reaktionszeit von 48 auf 8 Stunden gesenkt')).toBe('outcome')
  // A result told after the duty it came from, with or without its year.
  expect(bulletKind('Preisverhandlungen bei Rahmenverträgen, 2023 Einsparung von 38.000 €')).toBe('outcome')
  expect(bulletKind('Tourenplanung für 12 Fahrzeuge, Senkung der Leerfahrten um ein Drittel')).toBe('outcome')
  expect(bulletKind('Einführung eines Ticketsystems bei 9 Kunden')).toBe('done')
  expect(bulletKind('Zwei neue Kolleginnen eingearbeitet')).toBe('done')
  expect(bulletKind('Gesellenprüfung mit der Note gut bestanden')).toBe('done')
})

test('a clause ending in a participle follows "ich habe" with its object’s article', () => {
  expect(deedClause('Kreditvolumen im Ratenkredit um 18 % gesteigert')).toBe(
    'das Kreditvolumen im Ratenkredit um 18 % gesteigert',
  )
  expect(deedClause('Durchlaufzeit der Angebote um die Hälfte verkürzt')).toBe(
    'die Durchlaufzeit der Angebote um die Hälfte verkürzt',
  )
  expect(deedClause('Reklamationsprozess neu aufgesetzt')).toBe('den Reklamationsprozess neu aufgesetzt')
  expect(deedClause('Drei Auszubildende eingearbeitet')).toBe('drei Auszubildende eingearbeitet')
  // No rule for the head noun, or a clause that goes on after a comma: not told this way.
  expect(deedClause('Zweitlieferant aufgebaut, Ausfälle halbiert')).toBeNull()
  expect(deedClause('Senkung der Stillstandzeiten um 15 %')).toBeNull()
})

test('a compound takes the gender of its last part, and a clause is never declined as a noun phrase', () => {
  expect(genderOf('Bearbeitungszeit')).toBe('f')
  expect(genderOf('Kreditvolumen')).toBe('n')
  expect(genderOf('Dienstplan')).toBe('m')
  // "das Eingewöhnungskonzept … überarbeitet, gemeinsam mit dem Team" is no phrase a list can carry.
  expect(nounPhrase('Eingewöhnungskonzept nach dem Modell überarbeitet, gemeinsam mit dem Team')).toBeNull()
  expect(nounPhrase('Kreditvolumen um 18 % gesteigert')).toBeNull()
  // A detail after a comma goes in brackets, so the verb after the phrase is not left dangling.
  expect(decline(nounPhrase('Inbetriebnahme von 14 Anlagen, davon 5 in Polen')!, 'nom')).toBe(
    'die Inbetriebnahme von 14 Anlagen (davon 5 in Polen)',
  )
})

test('a title inside a sentence writes its leading adjective small; a topic after "mit" leaves its dative', () => {
  expect(titleInSentence('Stellvertretende Kita-Leitung')).toBe('stellvertretende Kita-Leitung')
  expect(titleInSentence('Staatlich anerkannte Erzieherin')).toBe('staatlich anerkannte Erzieherin')
  // Two titles of one post are joined with "und"; a field after the comma stays.
  expect(titleInSentence('Pflegefachmann, stellvertretende Stationsleitung')).toBe(
    'Pflegefachmann und stellvertretende Stationsleitung',
  )
  expect(titleInSentence('Medizinische Fachangestellte, Erstkraft')).toBe(
    'medizinische Fachangestellte und Erstkraft',
  )
  expect(titleInSentence('Sachbearbeiterin, Kreditorenbuchhaltung')).toBe(
    'Sachbearbeiterin, Kreditorenbuchhaltung',
  )
  expect(titleInSentence('Technischer Redakteur')).toBe('technischer Redakteur')
  expect(titleInSentence('Elektroniker für Betriebstechnik')).toBe('Elektroniker für Betriebstechnik')
  expect(titleInSentence('Steuerfachangestellter')).toBe('Steuerfachangestellter')
  expect(topicCases('automatisierten Tests')).toEqual({
    nom: 'automatisierte Tests',
    acc: 'automatisierte Tests',
    dat: 'automatisierten Tests',
  })
  expect(topicCases('DATEV').acc).toBe('DATEV')
})

test('a training post’s description is what the training covered, not evidence of work', () => {
  expect(isCurriculum('Ausbildung mit Stationen in Service und Kredit.')).toBe(true)
  expect(isCurriculum('Auftragsabwicklung für 90 Industriekunden.')).toBe(false)
})

test('a manner listed with commas only is joined with "und"; one that has "und" stays', () => {
  expect(closedList('aufmerksam, ruhig in kritischen Situationen, genau in der Dokumentation')).toBe(
    'aufmerksam, ruhig in kritischen Situationen und genau in der Dokumentation',
  )
  expect(closedList('sauber, selbstständig')).toBe('sauber und selbstständig')
  expect(closedList('gründlich, freundlich und fristbewusst')).toBe('gründlich, freundlich und fristbewusst')
  expect(closedList('genau')).toBe('genau')
})

test('a language with its level reads as a sentence says it, never "sicher auf … (Grundkenntnisse)"', () => {
  expect(spokenLanguage('Deutsch (Muttersprache)')).toBe('Deutsch als Muttersprache')
  expect(spokenLanguage('Englisch (b2)')).toBe('Englisch auf Niveau B2')
  expect(spokenLanguage('Kroatisch (Grundkenntnisse)')).toBe('Kroatisch in Grundzügen')
  expect(spokenLanguage('Italienisch (fliessend)')).toBe('Italienisch fliessend')
  expect(spokenLanguage('Polnisch')).toBe('Polnisch')
  expect(spokenLanguage('Englisch (Cambridge Advanced)')).toBe('Englisch (Cambridge Advanced)')
})

test('two clipped clauses become one deed joined with "und", and "gemeinsam mit …" goes before the participle', () => {
  expect(
    deedClause(
      'Umstellung der Terminvergabe auf ein Online-Buchungssystem mitgestaltet, Wartezeiten ohne Termin von 90 auf 25 Minuten gesenkt',
    ),
  ).toBe(
    'die Umstellung der Terminvergabe auf ein Online-Buchungssystem mitgestaltet und Wartezeiten ohne Termin von 90 auf 25 Minuten gesenkt',
  )
  expect(
    deedClause('Eingewöhnungskonzept nach dem Berliner Modell überarbeitet, gemeinsam mit dem Team'),
  ).toBe('das Eingewöhnungskonzept nach dem Berliner Modell gemeinsam mit dem Team überarbeitet')
  expect(deedClause('Stürze auf der Station um ein Viertel gesenkt')).toBe(
    'Stürze auf der Station um ein Viertel gesenkt',
  )
  // After a semicolon the second deed takes its own article: no clause is left bare behind a ";".
  expect(
    deedClause(
      'Lieferantenbewertung für 60 Lieferanten eingeführt; Liefertreue von 87 % auf 95 % gesteigert',
    ),
  ).toBe(
    'die Lieferantenbewertung für 60 Lieferanten eingeführt und die Liefertreue von 87 % auf 95 % gesteigert',
  )
  // A part that is no deed, or a noun whose number no rule tells, leaves the bullet as it is.
  expect(deedClause('Anlagen in Betrieb genommen, davon 5 in Polen')).toBeNull()
  expect(deedClause('Zweitlieferant aufgebaut, Ausfälle halbiert')).toBeNull()
})

test('a participle after two prefixes ends a clause too: "vorbereitet" is no noun phrase', () => {
  expect(nounPhrase('Finanzbuchhaltung für 12 Mandanten vorbereitet')).toBeNull()
  expect(bulletKind('Finanzbuchhaltung für 12 Mandanten vorbereitet')).toBe('done')
})

test('two mother tongues are named once', () => {
  expect(spokenLanguages(['Deutsch (Muttersprache)', 'Türkisch (Muttersprache)', 'Englisch (B1)'])).toEqual([
    'Deutsch und Türkisch als Muttersprachen',
    'Englisch auf Niveau B1',
  ])
  expect(spokenLanguages(['Deutsch (Muttersprache)', 'Englisch (B1)'])).toEqual([
    'Deutsch als Muttersprache',
    'Englisch auf Niveau B1',
  ])
})

test('a participle closes only its own clause: a nominal clause before a semicolon cannot follow "habe ich"', () => {
  expect(
    participleClause(
      'Umstellung von 20 Mandanten auf DATEV Unternehmen online; Belegrücklauf um zwei Wochen verkürzt',
    ),
  ).toBeNull()
  expect(participleClause('Kreditvolumen um 18 % gesteigert; drei Fachkräfte eingearbeitet')).toBe(
    'Kreditvolumen um 18 % gesteigert und drei Fachkräfte eingearbeitet',
  )
})

test('a clipped result after a semicolon goes in brackets inside the noun phrase', () => {
  const phrase = nounPhrase(
    'Umstellung von 20 Mandanten auf DATEV Unternehmen online; Belegrücklauf um zwei Wochen verkürzt',
  )
  expect(phrase && decline(phrase, 'nom')).toBe(
    'die Umstellung von 20 Mandanten auf DATEV Unternehmen online (Belegrücklauf um zwei Wochen verkürzt)',
  )
})

test('a plural of a weak masculine noun needs no article before "habe ich … aufgebaut"', () => {
  expect(
    deedClause('Ersatzlieferanten für Gussteile aufgebaut, Reklamationen um ein Drittel reduziert'),
  ).toBe('Ersatzlieferanten für Gussteile aufgebaut und Reklamationen um ein Drittel reduziert')
  expect(deedClause('Praktikanten im Lager eingearbeitet')).toBe('Praktikanten im Lager eingearbeitet')
})

test('a singular object in -e takes its article after "habe ich"; a plural or a weak masculine does not', () => {
  expect(deedClause('Checkliste für die Schichtübergabe erstellt')).toBe(
    'die Checkliste für die Schichtübergabe erstellt',
  )
  expect(deedClause('Vorlagenmappe für Neukunden überarbeitet')).toBe(
    'die Vorlagenmappe für Neukunden überarbeitet',
  )
  // "Stürze" is a plural, "Kunde" no feminine: no guessed article.
  expect(deedClause('Stürze auf der Station um ein Viertel gesenkt')).toBe(
    'Stürze auf der Station um ein Viertel gesenkt',
  )
  expect(deedClause('Großkunde aus Österreich gewonnen')).toBeNull()
})

test('a deed whose object is a compound in -bank, an English loan or an approximate count is told after "habe ich"', () => {
  expect(deedClause('Wissensdatenbank mit 40 Anleitungen aufgebaut')).toBe(
    'die Wissensdatenbank mit 40 Anleitungen aufgebaut',
  )
  expect(deedClause('Rollout von 120 Notebooks mit Windows 11 begleitet')).toBe(
    'den Rollout von 120 Notebooks mit Windows 11 begleitet',
  )
  expect(deedClause('Rund 35 Tickets pro Tag bearbeitet')).toBe('rund 35 Tickets pro Tag bearbeitet')
})

test('a deed opening with an adjective writes it small with the noun’s ending; a count cut by a share stays bare', () => {
  expect(deedClause('Saisonale Karte mit regionalen Lieferanten mitentwickelt')).toBe(
    'die saisonale Karte mit regionalen Lieferanten mitentwickelt',
  )
  expect(deedClause('Neuer Dienstplan für das Team eingeführt')).toBe(
    'den neuen Dienstplan für das Team eingeführt',
  )
  expect(
    deedClause('Wareneingangsprozess auf Scanner umgestellt, Erfassungsfehler um rund 40 Prozent reduziert'),
  ).toBe('den Wareneingangsprozess auf Scanner umgestellt und Erfassungsfehler um rund 40 Prozent reduziert')
})

test('a requirement for experience in a post is no topic: the opening answers it with the person’s title', () => {
  expect(germanTopic('Mehrjährige Erfahrung als Sous-Chef oder Küchenchef')).toBe('')
})

test('a plural phrase takes the plural article, and a result after its duty goes in brackets', () => {
  const negotiations = nounPhrase(
    'Preisverhandlungen bei Rahmenverträgen unter 50.000 €, 2023 Einsparung von 38.000 €',
  )!
  expect(decline(negotiations, 'nom')).toBe(
    'die Preisverhandlungen bei Rahmenverträgen unter 50.000 € (2023 Einsparung von 38.000 €)',
  )
  expect(decline(negotiations, 'dat')).toBe(
    'den Preisverhandlungen bei Rahmenverträgen unter 50.000 € (2023 Einsparung von 38.000 €)',
  )
  expect(decline(nounPhrase('Schulungen für 40 Mitarbeitende')!, 'acc')).toBe(
    'die Schulungen für 40 Mitarbeitende',
  )
  // A singular stays singular.
  expect(decline(nounPhrase('Einführung eines Ticketsystems')!, 'dat')).toBe(
    'der Einführung eines Ticketsystems',
  )
})

test('a short style drops the place of a long duty, never the work itself', () => {
  expect(
    withoutSetting(
      'die Untersuchungen an zwei MRT- und einem CT-Gerät in der Radiologie eines Klinikums der Schwerpunktversorgung',
    ),
  ).toBe('die Untersuchungen an zwei MRT- und einem CT-Gerät')
  // Short enough, or the place comes too early to leave the work whole: kept as it is.
  expect(withoutSetting('die Auftragserfassung im Vertriebsinnendienst')).toBe(
    'die Auftragserfassung im Vertriebsinnendienst',
  )
  expect(
    withoutSetting('die Pflege im Nachtdienst auf einer Station mit 32 Betten und zwei Isolierzimmern'),
  ).toBe('die Pflege im Nachtdienst auf einer Station mit 32 Betten und zwei Isolierzimmern')
})

test('a count after the duty goes in brackets, so the verb after the phrase is not left behind a comma', () => {
  expect(
    decline(nounPhrase('Bestellabwicklung für C-Teile mit SAP MM, rund 2.500 Bestellungen im Jahr')!, 'nom'),
  ).toBe('die Bestellabwicklung für C-Teile mit SAP MM (rund 2.500 Bestellungen im Jahr)')
})

test('a deed that opens with an adjective, a participle, a preposition or a small count follows "habe ich" whole', () => {
  // A present participle as adjective, and after the comma an adjective before an indefinite plural.
  expect(
    deedClause(
      'Vorbeugende Wartung der Hydraulik an vier Pressen neu geplant, ungeplante Stillstände 2023 um 30 Prozent gesenkt',
    ),
  ).toBe(
    'die vorbeugende Wartung der Hydraulik an vier Pressen neu geplant und ungeplante Stillstände 2023 um 30 Prozent gesenkt',
  )
  // A preposition opening the deed, and one opening its second clause.
  expect(deedClause('Für 9 Klientinnen und Klienten eine eigene Gemeindewohnung erreicht')).toBe(
    'für 9 Klientinnen und Klienten eine eigene Gemeindewohnung erreicht',
  )
  expect(
    deedClause('Lohnsteuer-Außenprüfungen bei drei Mandanten begleitet, ohne Nachzahlung abgeschlossen'),
  ).toBe('Lohnsteuer-Außenprüfungen bei drei Mandanten begleitet und ohne Nachzahlung abgeschlossen')
  // A count written small, and a plural in -s whose last part tells its gender.
  expect(deedClause('zwei Lernende bis zum Abschluss begleitet')).toBe(
    'zwei Lernende bis zum Abschluss begleitet',
  )
  expect(deedClause('Therapiestandards für Schlaganfallpatienten überarbeitet')).toBe(
    'Therapiestandards für Schlaganfallpatienten überarbeitet',
  )
  // A short singular in -s is no plural, and a noun of unknown gender still gets no guessed article.
  expect(deedClause('Kurs für Angehörige eingeführt')).toBeNull()
  expect(deedClause('Großkunde aus Österreich gewonnen')).toBeNull()
})

test('a resume summary tells a deed in its clipped voice: the opening word small unless it is a noun', () => {
  expect(
    clippedDeed(
      'Vorbeugende Wartung an vier Pressen neu geplant, ungeplante Stillstände um 30 Prozent gesenkt',
    ),
  ).toBe('vorbeugende Wartung an vier Pressen neu geplant und ungeplante Stillstände um 30 Prozent gesenkt')
  expect(clippedDeed('Für 9 Klienten eine eigene Wohnung erreicht')).toBe(
    'für 9 Klienten eine eigene Wohnung erreicht',
  )
  expect(clippedDeed('Lieferantenbewertung eingeführt')).toBe('Lieferantenbewertung eingeführt')
  expect(clippedDeed('Dienstplanung für das Team')).toBeNull()
})

test('"Seit 2016 Praxisanleiterin: …" is told as a post held, with the span its role allows, or a task taken on', () => {
  const bullet = 'Seit 2016 Praxisanleiterin: 11 Auszubildende bis zum Examen begleitet'
  expect(sincePostSentence(bullet, '')).toBe(
    'Seit 2016 bin ich daneben Praxisanleiterin und habe dabei 11 Auszubildende bis zum Examen begleitet.',
  )
  // The role ended in 2019: the post is not held "seit 2016" today.
  expect(sincePostSentence(bullet, '2019')).toBe(
    'Von 2016 bis 2019 war ich daneben Praxisanleiterin und habe dabei 11 Auszubildende bis zum Examen begleitet.',
  )
  // A task, with a noun for its result.
  const task =
    'Seit 2022 Vertretung des Schichtführers: Einsatzplanung für 6 Instandhalter in der Spätschicht'
  expect(sincePostSentence(task, '')).toBe(
    'Seit 2022 übernehme ich daneben die Vertretung des Schichtführers; dazu gehört die Einsatzplanung für 6 Instandhalter in der Spätschicht.',
  )
  expect(sincePostSentence(task, '2024')).toBe(
    'Von 2022 bis 2024 habe ich daneben die Vertretung des Schichtführers übernommen; dazu gehörte die Einsatzplanung für 6 Instandhalter in der Spätschicht.',
  )
  // A nominalised adjective keeps its capital; any other shape, or a span of no length, is not told.
  expect(sincePostSentence('Seit 2021 Fachverantwortlicher Neurologie: Standards überarbeitet', '')).toMatch(
    /^Seit 2021 bin ich daneben Fachverantwortlicher Neurologie /,
  )
  expect(sincePostSentence('Praxisanleiterin seit 2016', '')).toBeNull()
  expect(sincePostSentence(bullet, '2016')).toBeNull()
})

test('how often a deed takes place goes in brackets after it, never as a label', () => {
  expect(deedClause('Kochgruppe für Bewohnerinnen und Bewohner aufgebaut, einmal pro Woche')).toBe(
    'die Kochgruppe für Bewohnerinnen und Bewohner aufgebaut (einmal pro Woche)',
  )
  expect(deedClause('Teamsitzung eingeführt, monatlich')).toBe('die Teamsitzung eingeführt (monatlich)')
  // Any other closing part is no frequency.
  expect(deedClause('Zweitlieferant aufgebaut, Ausfälle halbiert')).toBeNull()
})
