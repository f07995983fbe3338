import { expect, test } from 'vitest'

import { findSkillPhrases } from '#server/features/jobs/intake/skill-phrases.ts'

const duty = (line: string) => findSkillPhrases([line], 'en', new Set([line]))

test("a hands-on duty's list of three or more objects after its verbs names the trade's equipment and tasks", () => {
  expect(duty('Install and replace bathroom suites, showers and radiators')).toEqual(
    expect.arrayContaining(['bathroom suites', 'showers', 'radiators']),
  )
  expect(duty('Operate tractors, air seeders, boomsprays and headers during harvest')).toEqual(
    expect.arrayContaining(['air seeders', 'boomsprays', 'headers']),
  )
})

test('a duty list with a party, a generic thing or a broad word in it, or after a colon, is kept out', () => {
  expect(duty('Support customers, suppliers and partners across the region')).toEqual([])
  expect(duty('Drive sales, conversion and margin')).not.toContain('conversion')
  expect(duty('Handle disruption: weather, delays and crew sickness')).not.toContain('weather')
  // Two objects are not yet a list of the trade's things.
  expect(duty('Check water and troughs')).not.toContain('troughs')
})

test('a second verb after "and" opens a new object rather than joining the noun phrase', () => {
  const found = duty('Track regulatory change and brief senior management')
  expect(found.some((p) => /^brief/i.test(p))).toBe(false)
  // A word that can be a noun stays one: "stock rotation" is the skill.
  expect(duty('Control waste and stock rotation')).toContain('stock rotation')
})

test('German time, place and order nouns are no skill on their own, the skills beside them stay', () => {
  const found = findSkillPhrases(
    [
      'Bereitschaft zu Erntearbeit am Wochenende',
      'Wartung der Maschinen in der eigenen Werkstatt',
      'Erfassung der Aufträge in SAP',
    ],
    'de',
  )
  expect(found).not.toEqual(expect.arrayContaining(['Wochenende']))
  expect(found).not.toContain('Werkstatt')
  expect(found).not.toContain('Aufträge')
  expect(found).toEqual(expect.arrayContaining(['Erntearbeit', 'SAP']))
})

test("a compound of nouns a duty's verb acts on is the trade's work product; a party or the verb's second half is not", () => {
  expect(duty('Write credit memos with risk ratings for the loan committee')).toContain('credit memos')
  expect(duty('Handle guest complaints calmly')).toContain('guest complaints')
  // A plural closing a noun compound is its head, not a verb in the third person.
  expect(duty('Prepare deposition outlines and exhibit binders')).toEqual(
    expect.arrayContaining(['deposition outlines', 'exhibit binders']),
  )
  // After a second verb ("and complete"), and after a particle ("Set up").
  expect(duty('Hold a caseload of families and complete home visits')).toContain('home visits')
  expect(duty('Set up window displays to the brief')).toContain('window displays')
  // People and the opening's second verb stay out; the object is only what follows the verb.
  expect(duty('Train and support commis chefs and kitchen porters')).toEqual([])
  expect(duty('Prepare and cook dishes to the standard of our menu')).not.toContain('cook dishes')
  expect(duty('Meet suppliers at the trade fair')).not.toContain('trade fair')
})

test('the cases, documents and visits a German office or service handles are its work; the goods are not', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect(deDuty('Ausstellung von Personalausweisen und Reisepässen')).toEqual(
    expect.arrayContaining(['Personalausweisen', 'Reisepässen']),
  )
  expect(deDuty('Durchführung von Beratungsbesuchen nach Vorgabe')).toContain('Beratungsbesuchen')
  expect(deDuty('Bearbeitung von Meldeangelegenheiten')).toContain('Meldeangelegenheiten')
  expect(deDuty('Montage von Getrieben und Baugruppen')).toEqual(['Montage'])
  expect(deDuty('Anleitung von Pflegehilfskräften und Auszubildenden')).toEqual([])
})

test('procedures, differences and methods a German duty is done at are its work, in the plural too', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  // An act in -enz is named by what it is done at; the named equipment further on in the list stays.
  expect(deDuty('Vorbereitung und Assistenz bei Endoskopien, ZVK-Anlagen und Sonographien')).toEqual([
    'Endoskopien',
    'ZVK-Anlagen',
    'Sonographien',
  ])
  expect(deDuty('Klärung von Inventurdifferenzen')).toContain('Inventurdifferenzen')
  expect(deDuty('Betreuung von Patienten mit Dialyseverfahren')).toContain('Dialyseverfahren')
  // Alone, the plural names nothing of which.
  expect(deDuty('Klärung von Differenzen')).toEqual([])
})

test('a German label before a colon heads a list of its kind: the label is no skill, a member named by what it is is one', () => {
  const de = (line: string) => findSkillPhrases([line], 'de')
  expect(de('Systeme: SAP EWM, Excel und ein Scannersystem')).toEqual(
    expect.arrayContaining(['SAP EWM', 'Excel', 'Scannersystem']),
  )
  expect(de('IT-Kenntnisse: MS Office und ein Kassensystem')).not.toContain('IT-Kenntnisse')
  expect(de('IT-Kenntnisse: MS Office und ein Kassensystem')).toContain('Kassensystem')
})

test("the object a duty's verb acts on before a colon heads the list of its kinds and is named work", () => {
  const duty = (line: string) => findSkillPhrases([line], 'en', new Set([line]))
  expect(duty('Troubleshoot aircraft systems: hydraulics, pneumatics and avionics')).toContain(
    'aircraft systems',
  )
  expect(duty('Manage the GP contract: QOF reporting and claims')).toContain('GP contract')
  // A party, or a word alone, heads no list of work.
  expect(duty('Support our team members: rotas and training')).not.toContain('team members')
  expect(duty('Build the forecasts: occupancy and pickup')).not.toContain('the forecasts')
  // Its kinds are listed, the last after "and" too; a plan's or an activity's list is its scope.
  expect(duty('Troubleshoot aircraft systems: hydraulics, landing gear and fuel pumps')).toEqual(
    expect.arrayContaining(['landing gear', 'fuel pumps']),
  )
  expect(duty('Procure subcontract packages: tender enquiries and subcontract orders')).toContain(
    'subcontract orders',
  )
  expect(duty('Build recovery plans: aircraft swaps and wet leases')).not.toContain('aircraft swaps')
  expect(duty('Run nurse clinics: weight checks and nail clips')).toContain('nail clips')
})

test('whom a German duty advises or trains are the served, not skills; the topic stays', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect([...new Set(deDuty('Du berätst Fachbereiche und Vorstand zu Fragen der DSGVO'))]).toEqual(['DSGVO'])
  expect([...new Set(deDuty('Sie schulen Geschäftsleitung und Betriebsrat im Arbeitsschutz'))]).toEqual([
    'Arbeitsschutz',
  ])
})

test('a short plural after a noun closes its compound: "ground runs" is work, not a noun and its verb', () => {
  const duty = (line: string) => findSkillPhrases([line], 'en', new Set([line]))
  expect(duty('Complete ground runs and engine run-ups')).toEqual(
    expect.arrayContaining(['ground runs', 'engine run-ups']),
  )
  expect(duty('Ensure the shop runs smoothly')).not.toContain('shop runs')
})

test('a German rate is a measure of the work, neither of its nouns a skill', () => {
  const de = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  const found = de('Steuerung nach Leistungskennzahlen wie Picks pro Stunde und Einsätze je Schicht')
  expect(found).toContain('Leistungskennzahlen')
  expect(found.join(' | ')).not.toMatch(/Picks|Stunde|Einsätze|Schicht/)
})

test("a duty's second verb before 'from' or 'on' is a verb, so the first object stands alone", () => {
  const duty = (line: string) => findSkillPhrases([line], 'en', new Set([line]))
  expect(duty('Read drawings and work from the site plan')).toContain('drawings')
  expect(duty('Check stock and control of deliveries')).not.toContain('stock')
})

test('the kinds a requirement joins before "skills" are each a skill, an adjective alone none', () => {
  const line = (text: string) => findSkillPhrases([text], 'en')
  expect(line('Good numeracy, literacy and IT skills')).toEqual(
    expect.arrayContaining(['numeracy', 'literacy', 'IT skills']),
  )
  expect(line('Excellent organisational and people skills')).toContain('people skills')
  expect(line('Excellent organisational and people skills')).not.toContain('organisational')
})

test('codes a slash joins without spaces are one name; products a slash separates are two', () => {
  const line = (text: string) => findSkillPhrases([text], 'en')
  expect(line('E-file documents in state and federal courts (CM/ECF)')).toContain('CM/ECF')
  expect(line('E-file documents in state and federal courts (CM/ECF)')).not.toContain('CM')
  expect(line('Filing through CM/ECF in federal court')).toContain('CM/ECF')
  expect(line('Dispensing cabinets (Pyxis/Omnicell)')).toEqual(expect.arrayContaining(['Pyxis', 'Omnicell']))
})

test('a German training word before a qualification is how it was gained, not part of its name', () => {
  const de = (line: string) => findSkillPhrases([line], 'de')
  expect(de('Weiterbildung Wundexperte ICW von Vorteil')).toContain('Wundexperte ICW')
  expect(de('Führerschein Klasse B')).toContain('Führerschein Klasse B')
})

test("a maker's name and its model number are one name; a month and a year are not", () => {
  const line = (text: string) => findSkillPhrases([text], 'en')
  expect(line('Line maintenance on A320 family and Boeing 737 aircraft')).toContain('Boeing 737')
  expect(line('Experience with King Air 350 or Gulfstream aircraft')).toContain('King Air 350')
  expect(line('Certified on Airbus 2024 cycle')).not.toContain('Airbus 2024')
})

test('"von Vorteil" after a German verbal noun marks it preferred; it is no object of the act', () => {
  const de = (line: string) => findSkillPhrases([line], 'de')
  expect(de('CAD und CNC-Programmierung von Vorteil')).toContain('CNC-Programmierung')
  expect(de('Erfassung der Aufträge')).not.toContain('Erfassung')
})

test('a language a requirement names alone is a skill; a language word that qualifies a noun is not', () => {
  expect(findSkillPhrases(['Good English; French or German is an advantage'], 'en')).toEqual(
    expect.arrayContaining(['French', 'German']),
  )
  expect(findSkillPhrases(['Französisch oder Spanisch von Vorteil'], 'de')).toEqual(
    expect.arrayContaining(['Französisch', 'Spanisch']),
  )
  expect(findSkillPhrases(['Knowledge of the German market'], 'en')).not.toContain('German')
  expect(findSkillPhrases(['German market knowledge'], 'en')).not.toContain('German')
})

test("a duty's verb with its particle ('Fill in', 'Carry out') still opens its list of objects", () => {
  expect(duty('Fill in timesheets, job sheets and risk assessments')).toEqual(
    expect.arrayContaining(['timesheets', 'job sheets']),
  )
})

test('"working" after a word of manner names how one works, not a skill', () => {
  const line = (text: string) => findSkillPhrases([text], 'en')
  expect(line('Basic carpentry skills; comfortable working at heights on ladders')).not.toContain(
    'comfortable working',
  )
  expect(line('Basic carpentry skills; comfortable working at heights on ladders')).toContain(
    'carpentry skills',
  )
})

test('German: an infinitive used as a noun before its object and a word of taking part are no skills', () => {
  const lines = [
    'Erkennen von Leckagen an der Druckluftanlage',
    'Teilnahme an der Qualitätsrunde',
    'Mithilfe bei der Jahresinventur',
  ]
  const found = findSkillPhrases(lines, 'de', new Set(lines))
  expect(found).not.toContain('Erkennen')
  expect(found).not.toContain('Teilnahme')
  expect(found).not.toContain('Mithilfe')
  expect(found).toEqual(expect.arrayContaining(['Leckagen', 'Qualitätsrunde', 'Jahresinventur']))
})

test("an -ing word after a noun in a duty's objects ends that phrase, and the list goes on after it", () => {
  expect(duty('Offer hoof trimming and coat clipping, grooming and worming treatments')).toEqual(
    expect.arrayContaining(['hoof trimming', 'coat clipping', 'grooming']),
  )
})

test('a spaced slash between two German fields parts them, as a comma does', () => {
  const phrases = findSkillPhrases(
    ['Abgeschlossenes Studium der Sozialen Arbeit / Sozialpädagogik mit staatlicher Anerkennung'],
    'de',
  )
  expect(phrases).toEqual(expect.arrayContaining(['Sozialen Arbeit', 'Sozialpädagogik']))
  expect(phrases.join('|')).not.toContain('Arbeit Sozialpädagogik')
})

test('an elided German compound a cue lists stays whole, its first half is no phrase', () => {
  const phrases = findSkillPhrases(
    ['Abgeschlossene Ausbildung als Pflegefachfrau oder Gesundheits- und Krankenpfleger'],
    'de',
  )
  expect(phrases).toContain('Gesundheits- und Krankenpfleger')
  expect(phrases).not.toContain('Krankenpfleger')
})

test('a noun before plans, programmes, units or costs makes them a named piece of work', () => {
  expect(duty('Create control plans and process FMEAs for new parts')).toContain('control plans')
  expect(duty('Run drop-in sessions and holiday programmes')).toContain('holiday programmes')
  expect(duty('Service rooftop units and split systems')).toContain('rooftop units')
  // A broad or generic word before them still says nothing.
  expect(duty('Write business plans and review team costs')).not.toContain('business plans')
})

test("a compound in a duty's short list vouches for a plural sibling; people and plain things are not vouched for", () => {
  expect(duty('Wire thermostats and low-voltage controls')).toEqual(
    expect.arrayContaining(['thermostats', 'low-voltage controls']),
  )
  expect(duty('Process civil and criminal case filings, summonses and warrants')).toEqual(
    expect.arrayContaining(['summonses', 'warrants']),
  )
  expect(duty('Supervise assistants and physiotherapy students')).not.toContain('assistants')
  expect(duty('Complete job sheets and photos on the app')).not.toContain('photos')
  expect(duty('Prepare reports and invoices')).not.toContain('invoices')
})

test('people joined before the noun they modify are not a list of skills', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  const found = ask("At least 3 years' post-qualifying experience in children and families social work")
  expect(found.some((p) => /^(?:children|families)\b/i.test(p))).toBe(false)
  expect(ask('Experience working with children and young people')).toEqual([])
  // Named things joined the same way are still each a skill.
  expect(ask('Experience with Excel and Power BI')).toEqual(expect.arrayContaining(['Excel', 'Power BI']))
})

test("a classifying adjective before a duty's object is part of the work; one that ranks or a fault is not", () => {
  expect(duty('Install window displays, seasonal resets and promotional signage')).toEqual(
    expect.arrayContaining(['seasonal resets', 'promotional signage']),
  )
  expect(duty('Lead root cause investigations and drive corrective actions')).toEqual(
    expect.arrayContaining(['root cause investigations', 'corrective actions']),
  )
  // With the plural read as a noun, the list of three is the trade's own work, each member kept.
  expect(duty('Execute planograms, seasonal resets and promotional signage')).toContain('planograms')
  expect(duty('Diagnose electrical faults on site')).not.toContain('electrical faults')
  expect(duty('Deliver general updates to the board')).not.toContain('general updates')
})

test('a duty written as its work, without an opening verb, lists its opening noun phrase', () => {
  expect(duty('Daily walkaround vehicle checks through the app')).toContain('walkaround vehicle checks')
  expect(duty('Butchery and fish preparation')).toEqual(
    expect.arrayContaining(['Butchery', 'fish preparation']),
  )
})

test('a requirement line of traits lists each trait; a line with one adjective in it is no such list', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask('Reliable, punctual and customer focused')).toEqual(
    expect.arrayContaining(['Reliable', 'punctual', 'customer focused']),
  )
  expect(ask('Organised, accurate and able to meet deadlines')).toEqual(
    expect.arrayContaining(['Organised', 'accurate']),
  )
  expect(ask('Full, clean UK driving licence')).not.toContain('Full')
  expect(ask('Available to work evenings, weekends and holidays')).toEqual([])
})

test("a name keeps its capitalised -ing word and a plural's apostrophe; a time's apostrophe is not a name", () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask("Good working knowledge of the drivers' hours rules and Working Time Directive")).toEqual(
    expect.arrayContaining(["drivers' hours rules", 'Working Time Directive']),
  )
  expect(duty('Submit quarterly VAT returns under Making Tax Digital')).toContain('Making Tax Digital')
  expect(ask("Two years' certifying experience on type")).not.toContain("years' certifying")
})

test('a German machine named by its process is equipment of the trade; one named by a place is not', () => {
  const found = findSkillPhrases(
    [
      'Rüsten und Bedienen von CNC-Drehmaschinen',
      'Anfertigen von Ersatzteilen an konventionellen Dreh- und Fräsmaschinen',
      'Bedienung der Produktionsmaschinen',
    ],
    'de',
  )
  expect(found).toContain('CNC-Drehmaschinen')
  expect(found.some((p) => p.endsWith('Dreh- und Fräsmaschinen'))).toBe(true)
  expect(found).not.toContain('Produktionsmaschinen')
})

test('what the verbs after "ability to" act on is a skill; a thing, a weight or a party is not', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask('Demonstrated ability to plan and teach literacy and numeracy')).toEqual(
    expect.arrayContaining(['literacy', 'numeracy']),
  )
  expect(ask('Ability to maintain confidentiality')).toContain('confidentiality')
  expect(ask('Ability to meet deadlines')).toEqual([])
  expect(ask('Ability to lift 50 lbs')).toEqual([])
  expect(ask('Ability to communicate with customers and colleagues')).toEqual([])
})

test('standards or rules named in capitals inside a line are a named instrument, also in a duty', () => {
  expect(findSkillPhrases(['Commitment to the Child Safe Standards'], 'en', new Set())).toContain(
    'Child Safe Standards',
  )
  expect(duty('Work to the Building Regulations on every job')).toContain('Building Regulations')
  expect(duty('Follow our standards and rules')).toEqual([])
})

test('German clients, lawyers, suppliers and a qualification word alone are no skills', () => {
  const found = findSkillPhrases(
    [
      'Pflege tracheotomierter Klienten',
      'Examen als Pflegefachfrau',
      'Klärung von Differenzen mit Lieferanten und Fachabteilungen',
      'Terminabsprachen mit Mandanten und Anwälten',
    ],
    'de',
  )
  expect(found).toContain('Pflegefachfrau')
  for (const word of ['Klienten', 'Examen', 'Lieferanten', 'Fachabteilungen', 'Mandanten', 'Anwälten'])
    expect(found.some((p) => p.endsWith(word))).toBe(false)
})

test("a capitalised word before 'app' or 'software', or right after 'use', is a product's name", () => {
  expect(duty('Report defects through the Microlise app')).toContain('Microlise')
  expect(duty('Use Seesaw to share learning with families')).toContain('Seesaw')
  expect(findSkillPhrases(['Experience of a case management system (we use Peppermint)'], 'en')).toContain(
    'Peppermint',
  )
  expect(duty('Use the staff app to book holidays')).toEqual([])
  expect(duty('Deliver on Monday and Friday through the app')).toEqual([])
})

test('a caseload of a field names the field without its matters; a caseload of a number of things names none', () => {
  expect(
    duty('Running a caseload of probate and estate administration matters from instruction to distribution'),
  ).toEqual(expect.arrayContaining(['probate', 'estate administration']))
  expect(findSkillPhrases(['Able to manage a caseload of 120+ claims'], 'en')).toEqual([])
})

test("a level after a duty's object compound is shed: the compound is the work", () => {
  expect(duty('Manage safety stock levels and replenishment')).toContain('safety stock')
})

test('a noun phrase after "in a" or "at a" is the place, not a skill', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask("2 years' experience as Chef de Partie in a quality restaurant or hotel")).not.toContain(
    'quality restaurant',
  )
  expect(ask('Two years of clerical experience, preferably in a legal setting')).not.toContain(
    'legal setting',
  )
  expect(ask('Knowledge of food hygiene regulations')).toContain('food hygiene regulations')
})

test('a document named by what it is of is one name; a reference letter or a body is not', () => {
  expect(duty('Complete delivery paperwork and proof of delivery on the handheld')).toContain(
    'proof of delivery',
  )
  expect(duty('Prepare bills of lading and certificates of origin')).toEqual(
    expect.arrayContaining(['bills of lading', 'certificates of origin']),
  )
  expect(findSkillPhrases(['Please send two letters of recommendation'], 'en')).toEqual([])
})

test('two adjectives of kind joined before one noun name one kind of work; adjectives of manner do not', () => {
  expect(duty('Implement corrective and preventive actions')).toContain('corrective and preventive actions')
  expect(duty('Handle civil and commercial litigation')[0]).toBe('civil and commercial litigation')
  expect(duty('Provide clear and concise reports')).toEqual([])
})

test('a duty opening with two joined verbs has its objects after both, also where the tagger read a noun', () => {
  // The tagger reads "review" as a noun; "review support plans" is no skill, "support plans" is.
  const found = duty('Develop and review support plans, including direct payments')
  expect(found).toContain('support plans')
  expect(found.some((p) => /^review/i.test(p))).toBe(false)
})

test('a duty opening with verbs listed by commas has them all as verbs, not as its objects', () => {
  // The tagger reads "measure" and "label" as nouns: "Measure" and "label medications" were listed.
  const found = duty('Count, measure and label medications and prepare unit-dose packaging')
  expect(found).toContain('unit-dose packaging')
  expect(found.some((p) => /^(?:measure|label)/i.test(p))).toBe(false)
  // Whom the verbs act on are people, retail's "associates" too.
  expect(duty('Recruit, hire, train and develop department supervisors and associates')).toEqual([])
  // Objects listed by commas after one verb stay objects.
  expect(duty('Service boilers, chillers and compressors')).toEqual(
    expect.arrayContaining(['boilers', 'chillers', 'compressors']),
  )
})

test('a trait written with a hyphen is one trait of the list', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask('Self-motivated, resilient and target driven')).toEqual(
    expect.arrayContaining(['Self-motivated', 'resilient', 'target driven']),
  )
})

test('a German manner noun keeps the adjective that says the manner; an adjective that grades is dropped', () => {
  const de = (line: string) => findSkillPhrases([line], 'de')
  expect(de('Zuverlässige und selbstständige Arbeitsweise')).toContain('selbstständige Arbeitsweise')
  expect(de('Strukturierte Arbeitsweise und Einfühlungsvermögen')).toContain('Strukturierte Arbeitsweise')
  expect(de('Verhandlungssichere Deutsch- und Englischkenntnisse')).toContain(
    'Deutsch- und Englischkenntnisse',
  )
  expect(de('Sicherstellung eines reibungslosen Check-in')).not.toContain('reibungslosen Check-in')
  // A technical adjective names a kind and stays.
  expect(de('Kenntnisse in elektrischen Steuerungen')).toContain('elektrischen Steuerungen')
})

test('a system a duty names after "in" is found after an adverb, and when the tagger reads it as a verb', () => {
  expect(duty('Record all work accurately in Liquidlogic (LAS)')).toContain('Liquidlogic')
  expect(duty('Build customer journeys and lifecycle emails in Braze')).toContain('Braze')
  // A place after a verb is not one.
  expect(duty('Support teams based in London')).not.toContain('London')
})

test('a specific noun before "decisions", "notes" or "cases" names a piece of work', () => {
  expect(duty('Review policy coverage and explain coverage decisions to policyholders')).toContain(
    'coverage decisions',
  )
  expect(duty('Make decisions quickly')).toEqual([])
})

test('German verbal nouns are never people, controls and protocols a duty handles are work, a control system is named', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  // "Produktschulungen" ends in the stem of "Schüler" but names an act.
  expect(deDuty('Durchführung von Produktschulungen und Vorführungen')).toContain('Produktschulungen')
  expect(deDuty('Probenahme und Durchführung von Inprozesskontrollen')).toContain('Inprozesskontrollen')
  expect(deDuty('Überwachen der Anlagen über das Prozessleitsystem')).toContain('Prozessleitsystem')
  // The people a duty is done with stay out.
  expect(deDuty('Anleitung von Schülern und Auszubildenden')).not.toContain('Schülern')
})

test('German "Dokumentation" a duty names is the work of documenting, a skill of its own', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect(deDuty('Dokumentation der Instandhaltungsarbeiten in SAP PM')).toContain('Dokumentation')
})

test("a duty's singular noun that can only be a noun names a field of the work; things, money, help and people do not", () => {
  expect(duty('Identify potential fraud and refer suspicious claims')).toContain('fraud')
  expect(duty('Interpret radiographs and ultrasound')).toContain('ultrasound')
  // A verb the tagger may misread, a counted thing, help or money given, and a person with an article stay out.
  expect(duty('Control waste and stock rotation')).not.toContain('waste')
  expect(duty('Give advice to customers')).toEqual([])
  expect(duty('Grow revenue across the region')).toEqual([])
  expect(duty('Assist the surgeon in theatre')).not.toContain('surgeon')
})

test('a classifying adjective and a noun of the same kind joined before one head name one kind of work', () => {
  expect(
    duty(
      'Advise line managers on absence management, disciplinary and grievance cases and capability procedures',
    ),
  ).toContain('disciplinary and grievance cases')
  // A party after the joiner is no kind of work.
  expect(duty('Support clinical and customer teams')).not.toContain('clinical and customer teams')
})

test('a noun a duty acts on before "training" or "skills" names the skill', () => {
  expect(duty('Provide induction training for new starters')).toContain('induction training')
  // Outside what the verb acts on, it stays out.
  expect(duty('Work with colleagues in safety training sessions')).not.toContain('safety training')
})

test('a number with its letters and two codes joined by a slash are one word: 3D, 5G, A/B', () => {
  const required = (line: string) => findSkillPhrases([line], 'en')
  expect(required('Experience with Unity 3D')).toContain('Unity 3D')
  expect(required('Experience with Unity 3D')).not.toContain('Unity 3')
  const modelling = required('Knowledge of CAD/CAM and 2D/3D modelling')
  expect(modelling).toEqual(expect.arrayContaining(['CAD/CAM', '2D/3D modelling']))
  expect(modelling.some((p) => /^(?:\/|D\/)/.test(p))).toBe(false)
  expect(required('Experience with A/B testing copy').some((p) => p.startsWith('/'))).toBe(false)
})

test('a code of a digit and capitals may open a duty object; a count may not', () => {
  expect(duty('Create 3D models, drawings and assembly instructions')).toContain('3D models')
  expect(duty('Manage 25M budgets and 3 sites').some((p) => /^\d/.test(p))).toBe(false)
})

test('the field written before "degree" is what the degree is in', () => {
  const required = (line: string) => findSkillPhrases([line], 'en')
  expect(required('Chemistry degree preferred')).toContain('Chemistry degree')
  expect(required('Marine biology degree or relevant experience')).toContain('Marine biology')
  // A degree of no field names none.
  expect(required('A relevant degree')).toEqual([])
})

test('German: the last of three or more acts before their object is an act as its siblings are', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect(deDuty('Ansetzen, Dosieren und Abfüllen von Rohstoffen nach Rezeptur')).toEqual(
    expect.arrayContaining(['Ansetzen', 'Dosieren', 'Abfüllen']),
  )
  // Two acts are no list: the second names the act on its object.
  expect(deDuty('Prüfen und Erkennen von Mängeln')).not.toContain('Erkennen')
})

test('training a duty delivers is the work, whatever broad word says what it is about', () => {
  expect(duty('Deliver product training to scrub nurses and theatre staff')).toContain('product training')
  expect(duty('Run sales training for new starters')).toContain('sales training')
  // Who takes it is no subject: "team training" names the trainees.
  expect(duty('Deliver team training')).toEqual([])
})

test('a school keeps its "high"; a count of words and "the nature of" are no skills', () => {
  const required = (line: string) => findSkillPhrases([line], 'en')
  expect(required('High school diploma or GED')).toContain('High school diploma')
  expect(required('High school diploma or GED')).not.toContain('school diploma')
  expect(required('Ability to type 35 words per minute')).toEqual([])
  expect(duty('Answer calls and determine the nature and location of emergencies')).not.toContain('nature')
})

test('German: people in the feminine plural are people too', () => {
  const deDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  const found = deDuty('Empfang und Betreuung unserer Patientinnen und Patienten')
  expect(found).toContain('Empfang')
  expect(found.some((p) => /Patient/.test(p))).toBe(false)
  expect(deDuty('Beratung von Kundinnen und Kunden am Schalter').some((p) => /Kund/.test(p))).toBe(false)
})

test('an ampersand stays written as the page writes it: shut in a code, open between words', () => {
  const required = (line: string) => findSkillPhrases([line], 'en')
  expect(required('Knowledge of Property & Casualty insurance')).toContain('Property & Casualty insurance')
  expect(required('Knowledge of Property & Casualty insurance')).not.toContain('Property&Casualty insurance')
  expect(required('Knowledge of GD&T and R&D processes')).toEqual(
    expect.arrayContaining(['GD&T', 'R&D processes']),
  )
})

test('German: an adverb before a product is not part of it', () => {
  const de = (line: string) => findSkillPhrases([line], 'de')
  expect(de('Sicherer Umgang mit MS Office, insbesondere Word und Excel')).not.toContain('insbesondere Word')
})

test('a list after the duty\'s own object, opened by "across", "with" or "on", names the stages, resources or equipment', () => {
  expect(
    duty('Perform cycle counts and research variances across receiving, putaway, replenishment and shipping'),
  ).toEqual(expect.arrayContaining(['receiving', 'putaway', 'replenishment', 'shipping']))
  expect(duty('Connect patients with community resources, Medi-Cal and Medicare benefits')).toEqual(
    expect.arrayContaining(['community resources', 'Medi-Cal']),
  )
  expect(
    duty(
      'Carry out reactive breakdown repairs on high-speed packing lines, conveyors, ovens and refrigeration plant',
    ),
  ).toEqual(expect.arrayContaining(['high-speed packing lines', 'conveyors', 'ovens', 'refrigeration plant']))
  // A stage named by a noun and its particle stays whole.
  expect(duty('Plan labour and allocate colleagues across goods in, picking, packing and despatch')).toEqual(
    expect.arrayContaining(['goods in', 'picking', 'despatch']),
  )
})

test('after the object, topics after "on", two areas, and parties are no list of the trade', () => {
  const topics = duty('Provide patient education on prevention, nutrition and medication adherence')
  expect(topics).not.toContain('prevention')
  expect(topics).not.toContain('nutrition')
  expect(duty('Write credit memos with risk ratings and recommendations')).not.toContain('recommendations')
  expect(duty('Build relationships with schools, colleges and community groups')).not.toContain('colleges')
})

test('a verb in -s after one noun with its article is that noun\'s verb, not a compound ("the store complies")', () => {
  const found = duty('Make sure the store complies with health and safety and cash handling procedures')
  expect(found.some((p) => /complies/.test(p))).toBe(false)
  // A plural that can be a noun still closes a compound.
  expect(duty('Complete the cycle counts and file reports')).toContain('cycle counts')
})

test('"up-to-date" before "knowledge" is a word of grading: the skill is what the knowledge is of', () => {
  const found = findSkillPhrases(['Sound, up-to-date knowledge of UK employment law'], 'en')
  expect(found).toContain('UK employment law')
  expect(found.some((p) => /knowledge/i.test(p))).toBe(false)
})

test('a hyphenated verb opens a duty; equipment named by what it is of keeps the list of the trade', () => {
  const found = duty('Fault-find on three-phase motors, inverters and PLC-controlled systems')
  expect(found).toEqual(expect.arrayContaining(['three-phase motors', 'inverters']))
  expect(found).not.toContain('PLC-controlled systems')
  // People and trouble still say the list is of parties and things.
  expect(duty('Work with contractors, public adjusters and independent appraisers')).not.toContain(
    'contractors',
  )
  expect(duty('Diagnose refrigeration circuits, airflow problems and electrical faults')).not.toContain(
    'electrical faults',
  )
})

test("a colon after a duty's object lists checks and tests of the trade as kinds of work", () => {
  expect(duty('Run nurse clinics: weight checks, dental checks and post-operative checks')).toEqual(
    expect.arrayContaining(['weight checks', 'dental checks', 'post-operative checks']),
  )
  // Accounts are things, not counts.
  expect(duty('Manage key accounts: retail accounts, wholesale accounts and online accounts')).not.toContain(
    'retail accounts',
  )
})

test('a code joined by a hyphen after a cue is one name, not its second half with the hyphen', () => {
  const found = findSkillPhrases(['Sound knowledge of ICH-GCP and the UK clinical trials regulations'], 'en')
  expect(found).toContain('ICH-GCP')
  expect(found.some((p) => p.startsWith('-'))).toBe(false)
})

test('a German body measure, an age and "an Bord" are conditions of the post, not skills', () => {
  const found = findSkillPhrases(
    [
      'Mindestens 18 Jahre alt, Körpergröße zwischen 1,60 m und 1,90 m',
      'Verkauf von Duty-free-Artikeln an Bord',
    ],
    'de',
  )
  expect(found).not.toEqual(expect.arrayContaining(['Körpergröße']))
  expect(found).not.toContain('Bord')
  expect(found).toContain('Duty-free-Artikeln')
})

test("a place or a party before a duty's work product says where or whom it is for; the compound is the work", () => {
  expect(duty('Keep the site diaries')).toContain('site diaries')
  expect(duty('Lead school improvement plans')).toContain('school improvement plans')
  // People meeting, and a person after a party, stay people.
  expect(duty('Attend team meetings')).toEqual([])
  expect(duty('Supervise a trainee solicitor')).toEqual([])
})

test('a product spelt with capitals inside a lower-case word is a name in any language; the Swiss training word is not', () => {
  expect(findSkillPhrases(['Erstellen von CAM-Programmen mit hyperMILL'], 'de')).toContain('hyperMILL')
  expect(findSkillPhrases(['Use assessment data (Smarter Balanced, i-Ready) to set goals'], 'en')).toContain(
    'i-Ready',
  )
  expect(findSkillPhrases(['Anfragen per e-Mail beantworten'], 'de')).not.toContain('e-Mail')
  expect(findSkillPhrases(['Abgeschlossene Grundbildung als Polymechaniker/in EFZ'], 'de')).not.toContain(
    'Grundbildung',
  )
})

test('a label and a colon list: a gerund item is a kind of work and "X of Y" one item', () => {
  const found = findSkillPhrases(
    ['Sound financial grip: scheduling, bill of materials and margin control'],
    'en',
    new Set(),
  )
  expect(found).toEqual(expect.arrayContaining(['scheduling', 'bill of materials', 'margin control']))
})

test('a name written with an ampersand between capitalised nouns is kept whole', () => {
  const found = duty('Keep the warehouse audit-ready for SQF Storage & Distribution and retailer visits')
  expect(found.some((p) => p.includes('Storage & Distribution'))).toBe(true)
  expect(found).not.toContain('SQF Storage')
})

test('names joined by "or" before "a plus" or "an advantage" are the names welcomed; words of a degree are not', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en', new Set())
  expect(ask('Hevacomp or Amtech a plus')).toEqual(['Hevacomp', 'Amtech'])
  expect(ask('Proficient in Revit; Hevacomp, Amtech or Cymap is an advantage')).toEqual(
    expect.arrayContaining(['Hevacomp', 'Amtech', 'Cymap']),
  )
  expect(ask('Bachelor or Master degree preferred')).not.toContain('Bachelor')
})

test('a German hands-on act\'s list of three parts after "von" names the trade\'s kit; a list of people or goods does not', () => {
  const germanDuty = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect(germanDuty('Austausch von Lagern, Dichtungen und Antriebselementen')).toEqual(
    expect.arrayContaining(['Lagern', 'Dichtungen', 'Antriebselementen']),
  )
  expect(germanDuty('Verkauf von Speisen, Getränken und Duty-free-Artikeln')).not.toContain('Speisen')
  // "Einstellung" is hiring here: whom it lists are people.
  expect(germanDuty('Einstellung von Fahrerinnen, Disponenten und Auszubildenden')).toEqual([])
})

test("an adjective that ranks before one that says the kind is dropped from a duty's work product", () => {
  expect(duty('Produce dynamic thermal models for planning')).toContain('thermal models')
})

test("an -ing word right after a duty's verb names the kind of document or session it produces", () => {
  expect(duty('Attend site to witness commissioning and write snagging reports')).toContain(
    'snagging reports',
  )
  expect(duty('Write snagging reports')).not.toContain('reports')
})

test('a system named by what it manages is a skill in a duty too; "the management system" alone is not', () => {
  expect(duty('Manage fuel cards, telematics and the fleet management system (Tranman)')).toContain(
    'fleet management system',
  )
  expect(duty('Update the learning management system')).toContain('learning management system')
  expect(duty('Use the management system')).toEqual([])
})

test("a duty's lone object is its work even where the duty's verb is a broad word as a noun", () => {
  expect(duty('Process enrolments')).toEqual(['enrolments'])
  expect(duty('Record attendance')).toEqual(['attendance'])
  // A broad word that is not the verb right before its objects still says the list is of goals.
  expect(duty('Work with the revenue manager on room rates, upselling and overbooking strategy')).toEqual([])
  expect(duty('Drive sales, conversion and margin')).toEqual([])
})

test('a second verb before a capitalised name acts on it, and orders named in capitals are an instrument', () => {
  expect(
    duty('Assess planning applications affecting protected trees and draft Tree Preservation Orders'),
  ).toContain('Tree Preservation Orders')
})

test("a duty's comma-listed verbs before its colon head, and a prefixed verb after 'and', are verbs", () => {
  const duties = [
    'Quote, sell and bind personal lines policies: auto, homeowners, renters and umbrella',
    'Follow up on inbound leads and cross-sell life insurance to existing policyholders',
  ]
  const phrases = findSkillPhrases(duties, 'en', new Set(duties))
  expect(phrases).toEqual(expect.arrayContaining(['personal lines policies', 'life insurance']))
  expect(phrases).not.toContain('cross-sell life insurance')
})

test('a broad word before a piece of work counted in the plural says what it is about', () => {
  expect(duty('Conduct market appraisals for vendors')).toContain('market appraisals')
  expect(duty('Drive sales, conversion and margin')).not.toContain('sales')
})

test('a plural the tagger reads as a verb after a noun or an adjective in a duty is its object', () => {
  expect(duty('Conduct market appraisals and present comparative market analyses')).toContain(
    'comparative market analyses',
  )
  expect(duty('Ensure the store complies with licensing law')).not.toContain('store complies')
})

test("a duty written as its acts names its objects after each act's 'of', not the acts", () => {
  const phrases = duty('Preparation of payment runs and resolution of vendor queries')
  expect(phrases).toEqual(expect.arrayContaining(['payment runs', 'vendor queries']))
  expect(phrases).not.toContain('preparation')
  expect(duty('Butchery and fish preparation')).toContain('fish preparation')
})

test('a specific noun before documents, reports, statements or agreements names a document of the work', () => {
  expect(duty('Prepare quotes and tender documents')).toContain('tender documents')
  expect(duty('Write clear witness statements')).toContain('witness statements')
})

test('a platform named by its web address is listed; a link, a site address or an e-mail is not', () => {
  expect(duty('Manage OTA bookings from Booking.com and Expedia')).toContain('Booking.com')
  expect(duty('Upload listings to Daft.ie and realestate.com.au')).toEqual(
    expect.arrayContaining(['Daft.ie', 'realestate.com.au']),
  )
  expect(duty('Email jobs@acme.com or visit www.acme.com or https://acme.com/jobs today')).toEqual([])
})

test('the examples a line gives of the kit of the work ("equipment such as …") are each a skill', () => {
  expect(
    duty('Maintain and calibrate laboratory equipment such as incubators, autoclaves and pipettes'),
  ).toEqual(expect.arrayContaining(['incubators', 'autoclaves', 'pipettes']))
  expect(duty('Operate machinery such as forklifts and the site dumper to move materials')).toEqual(
    expect.arrayContaining(['forklifts', 'site dumper']),
  )
})

test('a name opening the line before a bracket of names is one too ("Matric (Grade 12)")', () => {
  const phrases = findSkillPhrases(
    ['Matric (Grade 12) essential; a retail management diploma will be advantageous'],
    'en',
  )
  expect(phrases).toEqual(expect.arrayContaining(['Matric', 'Grade 12']))
})

test('an act named without its kind ("Intervention", "Prevention") is no skill; "early intervention" stays whole', () => {
  const early = duty('Plan and deliver early intervention for clients at risk of losing their independence')
  expect(early).toContain('early intervention')
  expect(early).not.toContain('intervention')
  const joined = duty('Provide prevention and early intervention programmes to families and communities')
  expect(joined).not.toContain('prevention')
  expect(joined).not.toContain('intervention')
  expect(duty('Lead the falls prevention program')).toContain('falls prevention')
})

test('German hands-on acts written as infinitives ("Erstellen von", "Bedienen von") list the kit and work after "von"', () => {
  const de = (line: string) => findSkillPhrases([line], 'de', new Set([line]))
  expect(de('Erstellen von Natursteinmauern, Plattenbelägen und Treppen')).toEqual(
    expect.arrayContaining(['Natursteinmauern', 'Plattenbelägen', 'Treppen']),
  )
  expect(de('Bedienen von Kleinbaggern, Rüttelplatten und Motormähern')).toEqual(
    expect.arrayContaining(['Kleinbaggern', 'Rüttelplatten', 'Motormähern']),
  )
  expect(de('Betreuung von Auszubildenden und Praktikanten')).toEqual([])
})

test('a list of tasks after "for" and the duty\'s object names the work; places and parties do not', () => {
  expect(duty('Drive tractors for ploughing, sowing, spraying and harvest work')).toEqual(
    expect.arrayContaining(['ploughing', 'sowing', 'spraying']),
  )
  // Places and parties after "for" are whom or where the work is for.
  expect(duty('Order stock for the kitchen, bar and restaurant')).toEqual([])
})

test('a product named before "mobile app" or "web portal" is listed, as before "app"', () => {
  expect(duty('Record visits in the Carelink mobile app')).toContain('Carelink')
  expect(duty('Book shifts through the Rosterly web portal')).toContain('Rosterly')
  expect(duty('Record visits in the mobile app')).toEqual([])
})

test('a compound a duty acts on keeps the field adjective that opens it ("medical aid claims")', () => {
  expect(duty('Process medical aid claims and resolve rejections')).toContain('medical aid claims')
})

test('what a duty checks its object against is the work\'s own document ("against delivery notes")', () => {
  expect(duty('Load and unload trailers and check goods against delivery notes')).toContain('delivery notes')
  expect(duty('Reconcile payments against purchase orders')).toContain('purchase orders')
  expect(duty('Check stock against the system')).toEqual([])
})

test('a product with inner capitals before "mobile app" is listed ("the HHAeXchange mobile app")', () => {
  expect(duty('Document visits in the HHAeXchange mobile app')).toContain('HHAeXchange')
})

test("a counted thing standing alone as the whole object of a duty's verb is the work the line names", () => {
  expect(duty('Conduct stocktakes')).toContain('stocktakes')
  expect(duty('Receive deliveries and replenish shelves')).toContain('shelves')
  expect(duty('Place orders with suppliers')).toContain('orders')
  // People are no work: a doer's "-ers" made from a verb, or the object of a verb done to people.
  expect(duty('Supervise cleaners')).toEqual([])
  expect(duty('Coordinate drivers')).toEqual([])
  expect(duty('Meet certifiers on site')).not.toContain('certifiers')
  // A head that names no work without a word before it.
  expect(duty('Prepare and cook dishes to the standard')).not.toContain('dishes')
  expect(duty('Investigate discrepancies')).toEqual([])
})

test("a verb's own preposition opens its objects, and a word after it read as a verb is the first of them", () => {
  expect(duty('Respond to fire alarms')).toContain('fire alarms')
  expect(duty('Respond to fire alarms, panic alarms and incidents')).toEqual(
    expect.arrayContaining(['fire alarms', 'panic alarms']),
  )
})

test('inside a duty, an -ing word after a comma or joiner and before a noun says its kind, no second verb', () => {
  expect(duty('Build raised beds, retaining walls and sleeper steps')).toEqual(
    expect.arrayContaining(['raised beds', 'retaining walls', 'sleeper steps']),
  )
  // A verb right after the opening verb is still one of them.
  expect(duty('Loading and unloading roll cages and dollies with a tail-lift')).toContain('roll cages')
})

test('a duty of keeping records names where it keeps them, and a product goes before what its software does', () => {
  expect(duty('Document in Epic and use barcode medication administration (BCMA)')).toContain('Epic')
  expect(duty('Adjust climate and irrigation settings in the Priva control system')).toContain('Priva')
  // A place after another verb is none.
  expect(duty('Support teams based in London')).not.toContain('London')
})

test('the one word of a field before "experience" in a requirement names the experience asked, whole', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en')
  expect(ask('1 year of clinical experience')).toContain('clinical experience')
  expect(ask('At least 3 years of new-build experience')).toContain('new-build experience')
  expect(ask('Supervisory experience')).toContain('Supervisory experience')
  // A rank, a place, a field cut from its modifier or from an elided pair, or an activity, is not.
  expect(ask('Previous experience')).toEqual([])
  expect(ask('UK experience')).toEqual([])
  expect(ask('At least 1 year of small animal experience')).toEqual([])
  expect(ask('Food and beverage experience')).not.toContain('beverage experience')
  expect(ask('Conveyancing experience')).not.toContain('Conveyancing experience')
})

test('a requirement written as one noun alone names what it asks; an adjective or a party alone does not', () => {
  const ask = (line: string) => findSkillPhrases([line], 'en')
  expect(ask('Matric')).toContain('Matric')
  expect(ask('References')).toContain('References')
  expect(ask('Reliable')).toEqual([])
  expect(ask('Customers')).toEqual([])
  expect(ask('Experience')).toEqual([])
})
