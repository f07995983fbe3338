import { expect, test } from 'vitest'

import { classifyIndustry, classifyIndustryMentions } from '#shared/jobs/industry.ts'

test('a farm, a museum, a park service and a plumbing firm land in their classes', () => {
  expect(classifyIndustry({ company: 'Hollis Pastoral Co', text: 'Help with lambing.' })).toBe(
    'Consumer Products & Retail',
  )
  expect(
    classifyIndustry({
      company: 'Riverside Ltd',
      text: 'Milk the herd, manage pasture and check livestock water on our dairy farm.',
    }),
  ).toBe('Consumer Products & Retail')
  expect(classifyIndustry({ company: 'Ostbrook Museum of Art', text: 'Research the collection.' })).toBe(
    'Media & Entertainment',
  )
  expect(
    classifyIndustry({
      company: 'Lakeside Trust',
      text: 'Plan exhibitions, write curatorial texts and lead museum tours.',
    }),
  ).toBe('Media & Entertainment')
  expect(classifyIndustry({ company: 'Utah State Parks and Wildlife', text: 'Patrol trails.' })).toBe(
    'Public Sector & Government',
  )
  expect(classifyIndustry({ company: 'Baines Plumbing & Heating', text: 'Fix leaks.' })).toBe(
    'Real Estate & Infrastructure',
  )
})

test('one passing mention of a farm or an exhibition does not set the industry', () => {
  expect(
    classifyIndustry({
      company: 'Northwind Software',
      text: 'Build our SaaS platform. We meet at a trade exhibition once a year and visit a farm shop.',
    }),
  ).toBe('Technology')
})

test('an insurer, an event producer and a German shop land in their classes from their words', () => {
  // Motor claims are an insurer's work, though the lines speak of cars.
  expect(
    classifyIndustry({
      company: 'Nordlicht Assekuranz',
      text: 'Kfz-Schadenbearbeitung: Prüfung von Kfz-Kaskoschäden, Kontakt zu Versicherungsnehmern und Kfz-Werkstätten.',
    }),
  ).toBe('Financial Services')
  expect(
    classifyIndustry({
      company: 'Harbour Lane',
      text: 'Handle claims from policyholders, check policy wording and support the claims handling team.',
    }),
  ).toBe('Financial Services')
  expect(
    classifyIndustry({
      company: 'Ostrander Collective',
      text: 'Run live events and festivals: event production, crew calls and rehearsals.',
    }),
  ).toBe('Media & Entertainment')
  expect(
    classifyIndustry({
      company: 'Radhaus Keller',
      text: 'Verkauf im Sportfachhandel, Beratung am Regal: Erfahrung im Einzelhandel.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('machining work is a manufacturer, an outdoor-gear maker a consumer-products firm', () => {
  expect(
    classifyIndustry({
      company: 'Lindner Präzisionsteile GmbH',
      text: 'Zerspanungsmechaniker: Rüsten von CNC-Drehmaschinen, Erstellen von CNC-Programmen. Ausbildung als Zerspanungsmechaniker oder Dreher.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Cascade Outdoor Gear',
      text: 'Supply Chain Planner. Balance demand with factory capacity for two distribution centers. Degree in Supply Chain Management.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('a nonprofit is read with the public sector; a furniture maker is a consumer-products firm', () => {
  expect(
    classifyIndustry({
      company: 'Eastside Youth Partners',
      text: 'Program Manager at a 501(c)(3) nonprofit. Track participant outcomes and prepare reports for funders. Experience in a nonprofit program.',
    }),
  ).toBe('Public Sector & Government')
  expect(
    classifyIndustry({
      company: 'Nordsee Möbelwerke AG',
      text: 'Sachbearbeiter Kreditorenbuchhaltung: Kontierung und Buchung von Eingangsrechnungen, Zahlungsverkehr.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('work in homes for homeowners and builders is building work; commercial HVAC service stays industrial', () => {
  expect(
    classifyIndustry({
      company: 'Peak Heating & Air',
      text: 'HVAC Installer. We install residential heating and cooling systems for homeowners and builders. Explain the new system to the homeowner. 2+ years of residential HVAC installation experience.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Northline Mechanical Services',
      text: 'HVAC Service Technician. Maintain rooftop units and chillers for commercial clients. HVAC troubleshooting and refrigeration repairs.',
    }),
  ).toBe('Industrial Goods & Services')
})

test('the company’s own sentence says its industry, not the buildings or customers it serves', () => {
  // A main contractor whose projects are hospitals is a builder.
  expect(
    classifyIndustry({
      company: 'Harrow & Pike Ltd',
      text:
        'Harrow & Pike is a main contractor delivering projects for NHS trusts. Our current work includes two ' +
        'hospital wings, a mental health unit and a hospital extension. Work with the hospital’s clinical ' +
        'teams and NHS estates staff.',
    }),
  ).toBe('Real Estate & Infrastructure')
  // An installer's places of work are not its industry; a maker of fasteners sells through retailers.
  expect(
    classifyIndustry({
      company: 'Rauschert Befestigungssysteme GmbH',
      text:
        'Wir entwickeln und fertigen Dübel für das Handwerk. Betreuung von Kunden im Fachhandel. ' +
        'Besuche bei Fachhändlern. Befestigungstechnik für Fachhändler.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Brightline',
      text: 'Brightline is a full-fibre broadband provider in 40 towns. Grow our marketing and our brand.',
    }),
  ).toBe('Telecommunications')
  // A weak name word in the sentence ("systems") is no software firm.
  expect(
    classifyIndustry({
      company: 'Coldline Ltd',
      text: 'Coldline is a refrigeration systems specialist for supermarkets. Service refrigeration plant.',
    }),
  ).toBe('Industrial Goods & Services')
})

test('a bakery, a German chemical maker and a Handwerk electrician land in their classes', () => {
  expect(classifyIndustry({ company: 'Pennine Bakeries Ltd', text: 'HR Advisor. Advise managers.' })).toBe(
    'Consumer Products & Retail',
  )
  expect(
    classifyIndustry({ company: 'Lindenau Spezialchemie GmbH', text: 'Chemikant im Schichtbetrieb.' }),
  ).toBe('Chemicals & Materials')
  expect(
    classifyIndustry({
      company: 'Elektro Hanselmann GmbH',
      text: 'Installation von Elektroanlagen im Neubau und Altbau. Ausbildung als Elektroniker für Gebäudetechnik.',
    }),
  ).toBe('Real Estate & Infrastructure')
})

test('a company that says it makes or builds goods is a manufacturer, with or without an article before its name', () => {
  expect(
    classifyIndustry({
      company: 'Nordwerk Sortiertechnik GmbH',
      text: 'Über uns\nDie Nordwerk Sortiertechnik GmbH baut seit 1952 Sortier- und Etikettieranlagen für Brauereien. Ihre Aufgaben: Kunden beraten.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Calder Hooks Ltd',
      text: 'Calder Hooks Ltd manufactures lifting hooks and shackles for ports. You will advise clients.',
    }),
  ).toBe('Industrial Goods & Services')
  // A maker of software stays in its own class.
  expect(
    classifyIndustry({
      company: 'Brightloop',
      text: 'Brightloop builds payroll software for small firms.',
    }),
  ).not.toBe('Industrial Goods & Services')
})

test('a maker of parts for cars or aircraft belongs to that chain; a maker for other customers stays a manufacturer', () => {
  expect(
    classifyIndustry({
      company: 'Weiler Formteile GmbH',
      text: 'Wir sind ein Hersteller von Spritzgussteilen für die Automobilindustrie. Ihre Aufgaben: Kostenrechnung und Reporting.',
    }),
  ).toBe('Automotive & Mobility')
  expect(
    classifyIndustry({
      company: 'Weiler Formteile GmbH',
      text: 'Wir sind ein Hersteller von Spritzgussteilen für die Verpackungsindustrie. Ihre Aufgaben: Kostenrechnung und Reporting.',
    }),
  ).toBe('Industrial Goods & Services')
})

test('a commercial or residential electrician works in building, as a plumber does', () => {
  expect(
    classifyIndustry({
      company: 'Brightwire Ltd.',
      text: 'Commercial Electrician\nWe install lighting and power in offices. As a commercial electrician you will read drawings.',
    }),
  ).toBe('Real Estate & Infrastructure')
})

test('a German food or drinks maker is consumer products, by its name or the industry it names', () => {
  expect(
    classifyIndustry({
      company: 'Hansa Getränke GmbH',
      text: 'Wartung der Abfüllanlagen. Erfahrung in der Getränkeindustrie von Vorteil.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('a German cooperative bank is a financial services firm, by its name or its own words', () => {
  expect(
    classifyIndustry({ company: 'Volksbank Emsland eG', text: 'Wir begleiten Handwerk und Mittelstand.' }),
  ).toBe('Financial Services')
  expect(
    classifyIndustry({
      company: 'Emsländer Mitgliederhaus eG',
      text: 'Die Emsländer Mitgliederhaus eG ist eine regionale Genossenschaftsbank mit 38.000 Mitgliedern. Wir begleiten Handwerk und Mittelstand.',
    }),
  ).toBe('Financial Services')
})

test('a German insurer is a financial services firm by the compound its name or words end in', () => {
  expect(
    classifyIndustry({
      company: 'Nordstern Krankenversicherung AG',
      text: 'Prüfung von Rechnungen der Ärzte und Krankenhäuser. Kommunikation mit Patienten und Krankenhäusern.',
    }),
  ).toBe('Financial Services')
  expect(
    classifyIndustry({
      company: 'Nordstern AG',
      text: 'Die Nordstern AG ist ein privater Krankenversicherer. Wir versichern Privatpersonen in der Krankenvollversicherung.',
    }),
  ).toBe('Financial Services')
})

test('a dairy, a brewery or a bakery is a food maker by its German trade name', () => {
  for (const company of ['Molkerei Hochland eG', 'Brauerei Kessler GmbH', 'Bäckerei Rothmann'])
    expect(
      classifyIndustry({ company, text: 'Instandhaltung der Produktionsanlagen im Schichtbetrieb.' }),
    ).toBe('Consumer Products & Retail')
})

test('a prefab-house builder and a landlord of homes land in real estate, not services', () => {
  expect(
    classifyIndustry({
      company: 'Alpenland Fertighaus GmbH',
      text: 'Lohnverrechnung für 300 Mitarbeiter:innen. Abrechnung nach dem Kollektivvertrag.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Nordlicht Wohnbau eG',
      text: 'Verwaltung unseres Wohnungsbestands und Betreuung unserer Mieterinnen und Mieter.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Greenway',
      text: 'Greenway is a housing association with 9,000 affordable homes. We support our tenants and residents, and advise managers on employee relations.',
    }),
  ).toBe('Real Estate & Infrastructure')
})

test('a distributor is in the industry of the goods it supplies; a German airline by its own word', () => {
  expect(
    classifyIndustry({
      company: 'Summit Parts Distribution',
      text: 'Summit Parts Distribution supplies aftermarket auto parts to 1,900 repair shops and retail stores. Perform cycle counts in the warehouse.',
    }),
  ).toBe('Automotive & Mobility')
  expect(
    classifyIndustry({
      company: 'Rheinflug',
      text: 'Rheinflug ist eine Ferienfluggesellschaft mit 32 Flugzeugen. Erste Hilfe bei medizinischen Notfällen an Bord. Betreuung unserer Gäste.',
    }),
  ).toBe('Airlines & Travel')
})

test('a container port is logistics: shipping carriers and a terminal are no telecoms', () => {
  expect(
    classifyIndustry({
      company: 'Harwick Bay Stevedoring',
      text: 'Coordinate berth plans with the shipping lines and ocean carriers calling at our container terminal. Direct the quayside gangs, straddle carriers and ship-to-shore cranes; keep every vessel turnaround on time.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Southgate Terminals',
      text: 'Plan the yard and the gate. Liaise with carriers and hauliers; report to the terminal manager.',
    }),
  ).toBe('Industrial Goods & Services')
  // A town called Port … is no port.
  expect(
    classifyIndustry({
      company: 'Palm Cove Resort, Port Hedland',
      text: 'Greet guests at reception and handle room bookings.',
    }),
  ).toBe('Airlines & Travel')
  expect(classifyIndustryMentions('Experience with ocean carriers and freight forwarders')).not.toContain(
    'Telecommunications',
  )
  expect(classifyIndustryMentions('Experience at mobile carriers or in broadband')).toContain(
    'Telecommunications',
  )
})

test('a gym or fitness club sells memberships to consumers', () => {
  expect(
    classifyIndustry({ company: 'Ironside Fitness', text: 'Lead the front desk and the sales team.' }),
  ).toBe('Consumer Products & Retail')
  expect(
    classifyIndustry({
      company: 'Harlow & Reed',
      text: 'Manage our 24-hour gym: the personal trainers, the group fitness timetable and member retention. Grow gym sales each month.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('a plumbing or builders merchant is a distributor, not a builder', () => {
  expect(
    classifyIndustry({
      company: 'Fenwick Plumbing Supplies',
      text: 'Serve plumbers and heating engineers at the trade counter. Order plumbing stock for the branch.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(classifyIndustry({ company: 'Ridgeway Building Supplies', text: 'Load orders for builders.' })).toBe(
    'Industrial Goods & Services',
  )
  expect(
    classifyIndustry({ company: 'Sanitär Vogt Großhandel GmbH', text: 'Beratung von Installateuren.' }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Nordhaus Baustoffhandel',
      text: 'Beratung von Handwerksbetrieben am Tresen.',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({
      company: 'Calder Ltd',
      text: 'Calder is a builders merchant with 14 trade branches. Run the trade counter and grow trade accounts with plumbers and builders.',
    }),
  ).toBe('Industrial Goods & Services')
})

test('a restaurant group is hospitality, like a hotel; a bakery chain baking its own goods is food retail', () => {
  expect(
    classifyIndustry({
      company: 'Copper Kettle Dining',
      text: 'Lead a 90-seat brasserie: hire the front of house team and work with the head chef on the menu.',
    }),
  ).toBe('Airlines & Travel')
  expect(
    classifyIndustry({
      company: 'Marlow & Finch',
      text: 'Run the pass and the floor. Train the sous chefs and waiting staff, keep front of house and back of house in step.',
    }),
  ).toBe('Airlines & Travel')
  expect(
    classifyIndustry({
      company: 'Holm Bakery Cafés',
      text: 'We are a family bakery with 12 cafés, baking our bread and pastries in every shop. Lead the café team.',
    }),
  ).toBe('Consumer Products & Retail')
})

test('what a contractor works on is its customers, not its industry', () => {
  expect(
    classifyIndustry({
      company: 'Ridgeway Electrical Services',
      text:
        'Ridgeway Electrical Services is an electrical contractor working on schools, aged care homes and ' +
        'council offices.\nInstall lighting in school classrooms and aged care facilities.\nTest RCDs.',
    }),
  ).toBe('Real Estate & Infrastructure')
})

test('what a company helps its clients through after a comma is not its industry', () => {
  const text =
    'Occupational Therapist - Community Rehabilitation\nRiverside Rehab is a private rehabilitation clinic in Surrey, BC, helping clients recover after motor vehicle accidents and workplace injuries.\n' +
    "Valid BC driver's licence and access to a vehicle"
  expect(classifyIndustry({ company: 'Riverside Rehab', text })).toBe('Healthcare & Life Sciences')
})

test('a German tax or law practice named as a compound ("Steuerkanzlei", "Steuerberatungskanzlei") is professional services', () => {
  expect(
    classifyIndustry({
      company: 'Steuerkanzlei Behrendt & Partner mbB',
      text: 'Wir sind eine Steuerberatungskanzlei mit 45 Mitarbeitenden. Erstellung von Lohn- und Gehaltsabrechnungen. Kenntnisse im Lohnsteuer- und Sozialversicherungsrecht. Meldungen an Sozialversicherungsträger und Finanzamt.',
    }),
  ).toBe('Professional Services & Consulting')
})

test('care providers, orchards, garden centres, vet practices, salons, councils, childcare and guarding land in their classes', () => {
  const cases: [string, string, string][] = [
    [
      '',
      'Ōtautahi Living Trust is a charitable trust that supports adults with intellectual and physical disabilities. You will assist with personal cares and follow each support plan.',
      'Healthcare & Life Sciences',
    ],
    [
      '',
      'Banksia Home Care supports older people living with dementia in their own homes. Help clients with personal care and domiciliary visits.',
      'Healthcare & Life Sciences',
    ],
    [
      '',
      'Kahu Orchards manages 180 canopy hectares of kiwifruit for growers. Supervise picking, thinning and pruning in the orchards.',
      'Consumer Products & Retail',
    ],
    [
      '',
      'Blumenhof ist ein familiengeführtes Gartencenter mit Baumschule und eigener Gärtnerei. Pflege der Pflanzen im Freilager.',
      'Consumer Products & Retail',
    ],
    [
      'Kleintierpraxis Dr. Huber',
      'Wir sind eine moderne Kleintierpraxis. Assistenz bei Operationen, Betreuung der Tierbesitzer.',
      'Healthcare & Life Sciences',
    ],
    [
      'Glow Skin & Beauty Clinic',
      'Glow is an award-winning beauty salon. Deliver facials, waxing, manicures and pedicures; rebook salon clients.',
      'Consumer Products & Retail',
    ],
    [
      'Stadtgemeinde Wels',
      'Beim Magistrat der Stadt Wels ist im Bürgerservice eine Stelle zu besetzen. Meldeangelegenheiten im Rathaus.',
      'Public Sector & Government',
    ],
    [
      '',
      'Little Wattles Early Learning is a long day care centre. Plan play-based learning under the Early Years Learning Framework for early childhood.',
      'Public Sector & Government',
    ],
    [
      '',
      'Sunrise is a Medicare-certified home health agency. Home health aides help clients with bathing and dressing.',
      'Healthcare & Life Sciences',
    ],
    [
      'Sentinel Guarding Ltd',
      'Sentinel Guarding is a security services company providing manned guarding, key holding and alarm response.',
      'Professional Services & Consulting',
    ],
  ]
  for (const [company, text, industry] of cases)
    expect(classifyIndustry({ company, text }), text).toBe(industry)
})

test('landscaping firms, house builders, country inns, disability charities and carers land in their classes', () => {
  expect(
    classifyIndustry({
      company: 'Greenline Landscapes',
      text: 'Greenline Landscapes designs and builds gardens for homeowners. Lay paving and turf.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Grünwerk Brandt GmbH',
      text: 'Wir sind ein Garten- und Landschaftsbaubetrieb. Pflege von Grünanlagen und Pflasterarbeiten.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({ company: 'Harcourt Homes', text: 'Harcourt Homes builds 400 new homes a year.' }),
  ).toBe('Real Estate & Infrastructure')
  // "Linde" is also a tree an inn is named after.
  expect(
    classifyIndustry({ company: 'Landgasthof Zur Linde', text: 'Servieren von Speisen und Getränken.' }),
  ).toBe('Airlines & Travel')
  expect(
    classifyIndustry({
      company: 'Lebenshilfe Nordheide e.V.',
      text: 'Wir begleiten Menschen mit geistiger Behinderung in der Eingliederungshilfe.',
    }),
  ).toBe('Healthcare & Life Sciences')
  expect(
    classifyIndustry({
      company: '',
      text: 'Care Assistant\nWe need a care assistant for nights. Care assistants help residents wash and dress.',
    }),
  ).toBe('Healthcare & Life Sciences')
  expect(
    classifyIndustry({ company: 'Shreeram Agro Exports Pvt. Ltd.', text: 'Book reefer containers.' }),
  ).toBe('Consumer Products & Retail')
})
