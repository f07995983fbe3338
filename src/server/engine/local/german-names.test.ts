import { expect, test } from 'vitest'

import { decline, nounPhrase } from '#server/engine/local/german-grammar.ts'
import { germanGenitive, germanNominative, germanPlace } from '#server/engine/local/german-names.ts'

test('a name that opens with a common noun takes its article after a preposition; any other stands bare', () => {
  expect(germanPlace('bei', 'Hotel Sacher Salzburg')).toBe('im Hotel Sacher Salzburg')
  expect(germanPlace('bei', 'Kanzlei Overbeck & Partner')).toBe('in der Kanzlei Overbeck & Partner')
  expect(germanPlace('bei', 'Steuerbüro Lammers')).toBe('im Steuerbüro Lammers')
  expect(germanPlace('bei', 'Stadt Bonn')).toBe('bei der Stadt Bonn')
  expect(germanPlace('bei', 'Zimmerei Rainer')).toBe('in der Zimmerei Rainer')
  expect(germanPlace('bei', 'Region Hannover, Fachbereich Personal')).toBe(
    'bei der Region Hannover, Fachbereich Personal',
  )
  expect(germanPlace('bei', 'Landeshauptstadt München')).toBe('bei der Landeshauptstadt München')
  expect(germanPlace('bei', 'Hansa-Berufskolleg Münster')).toBe('am Hansa-Berufskolleg Münster')
  expect(germanPlace('bei', 'Grundschule am Park')).toBe('an der Grundschule am Park')
  expect(germanPlace('von', 'Hotel Bayerischer Hof am See')).toBe('vom Hotel Bayerischer Hof am See')
  expect(germanPlace('zu', 'Sparkasse KölnBonn')).toBe('zur Sparkasse KölnBonn')
  // Names that only end like a noun of the list, and plain company names, keep no article.
  expect(germanPlace('bei', 'Siemens')).toBe('bei Siemens')
  expect(germanPlace('bei', 'Neuhaus Logistik')).toBe('bei Neuhaus Logistik')
  expect(germanNominative('Hotel Sacher Salzburg')).toBe('das Hotel Sacher Salzburg')
  expect(germanNominative('Kanzlei Overbeck')).toBe('die Kanzlei Overbeck')
  expect(germanNominative('Siemens')).toBe('Siemens')
})

test("a compound ending in a house or clinic noun, or an acronym before one, takes that noun's article", () => {
  expect(germanPlace('bei', 'Pflegewohnhaus Liesing')).toBe('im Pflegewohnhaus Liesing')
  expect(germanPlace('bei', 'Universitätsklinikum Magdeburg')).toBe('im Universitätsklinikum Magdeburg')
  expect(germanPlace('bei', 'LKH-Univ. Klinikum Graz')).toBe('im LKH-Univ. Klinikum Graz')
  expect(germanPlace('bei', 'BMW Bank')).toBe('bei der BMW Bank')
  expect(germanPlace('bei', 'Gesundheitszentrum Mürzzuschlag')).toBe('im Gesundheitszentrum Mürzzuschlag')
  expect(germanPlace('bei', 'Seehotel Wiesler')).toBe('im Seehotel Wiesler')
  expect(germanNominative('LKH-Univ. Klinikum Graz')).toBe('das LKH-Univ. Klinikum Graz')
  // An acronym before a word of no known gender keeps the name bare.
  expect(germanPlace('bei', 'ABB Automation')).toBe('bei ABB Automation')
})

test("a name ending in its legal form takes that form's article, whatever noun it opens with", () => {
  expect(germanPlace('bei', 'Neuhaus GmbH')).toBe('bei der Neuhaus GmbH')
  expect(germanPlace('bei', 'Mannheim Logistik AG')).toBe('bei der Mannheim Logistik AG')
  expect(germanPlace('bei', 'Autohaus Brenner GmbH')).toBe('bei der Autohaus Brenner GmbH')
  expect(germanPlace('zu', 'Lindemann Haustechnik GmbH & Co. KG')).toBe(
    'zur Lindemann Haustechnik GmbH & Co. KG',
  )
  expect(germanPlace('von', 'Volksbank Rheintal eG')).toBe('von der Volksbank Rheintal eG')
  expect(germanPlace('bei', 'Förderverein Lindenschule e. V.')).toBe('beim Förderverein Lindenschule e. V.')
  expect(germanNominative('ABB Automation GmbH')).toBe('die ABB Automation GmbH')
})

test('a bullet that pairs a noun phrase with a clipped result clause keeps the clause in brackets', () => {
  const phrase = nounPhrase('Einführung des Online-Check-ins, Wartezeit beim Check-in um 40 % gesenkt')
  expect(phrase && decline(phrase, 'nom')).toBe(
    'die Einführung des Online-Check-ins (Wartezeit beim Check-in um 40 % gesenkt)',
  )
  // A participle bullet is no noun phrase, with or without a comma.
  expect(
    nounPhrase('Upselling-Programm für Zimmerkategorien aufgebaut, Zusatzumsatz von 120.000 €'),
  ).toBeNull()
})

test('a name after a noun takes the genitive where its article is known, and none where it is not', () => {
  expect(germanGenitive('Lindemann Haustechnik GmbH')).toBe('der Lindemann Haustechnik GmbH')
  expect(germanGenitive('Autohaus Kessler')).toBe('des Autohauses Kessler')
  expect(germanGenitive('Landkreis Cochem-Zell')).toBe('des Landkreises Cochem-Zell')
  expect(germanGenitive('Hotel Adlon')).toBe('des Hotels Adlon')
  expect(germanGenitive('LKH-Univ. Klinikum Graz')).toBe('des LKH-Univ. Klinikums Graz')
  expect(germanGenitive('Stadt Bonn')).toBe('der Stadt Bonn')
  expect(germanGenitive('Siemens')).toBeNull()
})

test('a proper name before its head noun takes that noun’s article; an adjective before it keeps it bare', () => {
  expect(germanPlace('bei', 'Asklepios Klinik Altona')).toBe('in der Asklepios Klinik Altona')
  expect(germanPlace('bei', 'Albertinen Krankenhaus')).toBe('im Albertinen Krankenhaus')
  expect(germanGenitive('Albertinen Krankenhaus')).toBe('des Albertinen Krankenhauses')
  // The adjective before the noun takes the article's ending: "bei der Deutschen Bank".
  expect(germanPlace('bei', 'Deutsche Bank')).toBe('bei der Deutschen Bank')
  expect(germanPlace('bei', 'Hausarztpraxis am Rotkreuzplatz')).toBe('in der Hausarztpraxis am Rotkreuzplatz')
  expect(germanPlace('bei', 'Gasthof Traube')).toBe('im Gasthof Traube')
  // An acronym head takes its article and no genitive -s.
  expect(germanPlace('bei', 'MVZ Isartal Gesundheit')).toBe('im MVZ Isartal Gesundheit')
  expect(germanGenitive('MVZ Isartal Gesundheit')).toBe('des MVZ Isartal Gesundheit')
})

test('an adjective that opens a name takes the ending its article asks for; the noun after it decides', () => {
  expect(germanPlace('bei', 'Städtische Kita Sonnenblume')).toBe('in der Städtischen Kita Sonnenblume')
  expect(germanPlace('bei', 'Evangelischer Kirchenverband Köln und Region')).toBe(
    'beim Evangelischen Kirchenverband Köln und Region',
  )
  expect(germanPlace('bei', 'Technische Universität München')).toBe('an der Technischen Universität München')
  expect(germanPlace('bei', 'Deutsche Bank')).toBe('bei der Deutschen Bank')
  expect(germanNominative('Evangelischer Kirchenverband Köln')).toBe('der Evangelische Kirchenverband Köln')
  expect(germanGenitive('Katholisches Klinikum Essen')).toBe('des Katholischen Klinikums Essen')
  // A town's "-er" never changes.
  expect(germanPlace('bei', 'Berliner Sparkasse')).toBe('bei der Berliner Sparkasse')
  expect(germanPlace('bei', 'Berufskolleg Ehrenfeld')).toBe('am Berufskolleg Ehrenfeld')
  expect(germanPlace('bei', 'Städtisches Gymnasium Köln')).toBe('am Städtischen Gymnasium Köln')
  expect(germanPlace('bei', 'Kommunale Wohnungsgesellschaft Halle')).toBe(
    'bei der Kommunalen Wohnungsgesellschaft Halle',
  )
})

test('a plural name takes the plural article, a compound head after a town word decides, and an acronym school is "an der"', () => {
  expect(germanPlace('bei', 'Stadtwerke München')).toBe('bei den Stadtwerken München')
  expect(germanNominative('Stadtwerke München')).toBe('die Stadtwerke München')
  expect(germanGenitive('Stadtwerke München')).toBe('der Stadtwerke München')
  expect(germanPlace('bei', 'Wiener Wohnhilfe')).toBe('bei der Wiener Wohnhilfe')
  expect(germanPlace('bei', 'FH Campus Wien')).toBe('an der FH Campus Wien')
  // An association named for a feminine noun is no "Verein": "bei der Lebenshilfe …".
  expect(germanPlace('bei', 'Lebenshilfe Gießen e. V.')).toBe('bei der Lebenshilfe Gießen e. V.')
  expect(germanGenitive('Lebenshilfe Gießen e. V.')).toBe('der Lebenshilfe Gießen e. V.')
  // A surname before a word that is no head stays bare.
  expect(germanPlace('bei', 'Müller Bau')).toBe('bei Müller Bau')
})
