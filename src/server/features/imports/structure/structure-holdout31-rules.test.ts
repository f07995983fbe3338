import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { looksLikeRole } from '#server/features/imports/structure/text-patterns.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout31 of the written resumes (issue 19): pipe headers in differing orders, "bij" and
// "bei" rows above a town, further training named with its chamber, degrees written again in brackets, French state
// diplomas, and certificates written as rows below a job or joined by middle dots.

const cv = (heading: string, body: string) => `Ana Test\nana@example.com\n\n${heading}\n${body}`
const jobs = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('a title that ends on its rank is a title in any language, so a pipe row is read role first', () => {
  expect(looksLikeRole('Desarrolladora Junior')).toBe(true)
  expect(looksLikeRole('Analista Sênior')).toBe(true)
  expect(looksLikeRole('Brookdale Senior Living')).toBe(false)
  expect(
    jobs(
      cv(
        'Experiencia',
        'Arquitecta Junior | Indra | Alcobendas\n2022 – actualidad\n- Java.\nAyuntamiento de Madrid | Madrid | 2019 – 2022\nAuxiliar Administrativa\n- Expedientes.',
      ),
    ),
  ).toEqual([
    ['Arquitecta Junior', 'Indra', 'Alcobendas'],
    ['Auxiliar Administrativa', 'Ayuntamiento de Madrid', 'Madrid'],
  ])
})

test('"bij" and "bei" part a title from its employer even above a town that could have been read as one', () => {
  expect(jobs(cv('Werkervaring', 'Gastheer bij Van der Valk   2015 – 2020\nUtrecht\n- Service.'))).toEqual([
    ['Gastheer', 'Van der Valk', 'Utrecht'],
  ])
  expect(
    jobs(cv('Berufserfahrung', 'Schichtführer bei Kühne Logistik   2015 – 2020\nBremen\n- Schichten.')),
  ).toEqual([['Schichtführer', 'Kühne Logistik', 'Bremen']])
  expect(
    jobs(cv('Werkervaring', 'Medewerker financiële administratie bij Rabobank   2015 – 2020\nUtrecht')),
  ).toEqual([['Medewerker financiële administratie', 'Rabobank', 'Utrecht']])
})

test("a further training's qualification keeps the chamber that awards it; an apprenticeship's chamber goes", () => {
  expect(
    degrees(
      cv(
        'Aus- und Weiterbildung',
        '2016 – 2018   Weiterbildung zur Bilanzbuchhalterin (IHK), IHK Köln\n2009 – 2012   Ausbildung zur Steuerfachangestellten (IHK), Steuerberaterkammer Köln',
      ),
    ),
  ).toEqual([
    {
      institution: 'IHK Köln',
      degree: 'Weiterbildung',
      field: 'Bilanzbuchhalterin (IHK)',
      year: '2016 – 2018',
    },
    {
      institution: 'Steuerberaterkammer Köln',
      degree: 'Ausbildung',
      field: 'Steuerfachangestellte',
      year: '2009 – 2012',
    },
  ])
  // A Swiss further training towards a federal certificate names the qualification whole.
  expect(
    degrees(
      cv(
        'Weiterbildung',
        '2019 – 2021   Weiterbildung zur Fachfrau Finanz- und Rechnungswesen mit eidg. Fachausweis | KV Zürich Business School',
      ),
    )[0],
  ).toMatchObject({
    degree: 'Weiterbildung',
    field: 'Fachfrau Finanz- und Rechnungswesen mit eidg. Fachausweis',
  })
})

test('a degree written again in brackets, translated or in full, is never its field', () => {
  const rows = degrees(
    cv(
      'Education',
      'Technik logistyk (Logistics Technician diploma), Zespół Szkół Logistycznych w Poznaniu, 2010 – 2014\nB.Ed. (Bachelor of Education), Jamia Millia Islamia, 2012\nBachelor of Science (Nursing), University of Leeds, 2010',
    ),
  )
  expect(rows.map((r) => [r.degree, r.field, r.institution])).toEqual([
    ['Technik logistyk', '', 'Zespół Szkół Logistycznych w Poznaniu'],
    ['B.Ed.', 'Education', 'Jamia Millia Islamia'],
    ['Bachelor of Science', 'Nursing', 'University of Leeds'],
  ])
})

test('a French state diploma is education in the profession it names, taken at an IFSI, IFAS or IRTS', () => {
  expect(
    degrees(
      cv(
        'Formation',
        "2012 Diplôme d'État d'Aide-soignante — IFAS de Libourne\n2019 Diplôme d'État d'Accompagnant éducatif et social (DEAES) — IRTS Hauts-de-France",
      ),
    ),
  ).toEqual([
    {
      institution: 'IFAS de Libourne',
      degree: "Diplôme d'État d'Aide-soignante",
      field: 'Aide-soignante',
      year: '2012',
    },
    {
      institution: 'IRTS Hauts-de-France',
      degree: "Diplôme d'État d'Accompagnant éducatif et social",
      field: 'Accompagnant éducatif et social',
      year: '2019',
    },
  ])
})

test('certificate rows right below the last job are certifications, never a line about the job', () => {
  const draft = read(
    cv(
      'Experience',
      'Bricklayer, Barratt Developments, Bradford (2008 – 2014)\n- Brickwork on new-build housing.\nSMSTS, 2019\nIOSH Managing Safely, 2022',
    ),
  )
  expect(draft.work[0]?.description).toEqual([])
  expect(draft.certifications).toEqual(['SMSTS, 2019', 'IOSH Managing Safely, 2022'])
  // Between two jobs too, a certificate known by its level.
  expect(
    read(
      cv(
        'Experience',
        'Sous Chef, The Ivy, London (2019 – present)\nFood Hygiene Level 3, 2019\nChef de Partie, Nobu, London (2015 – 2019)',
      ),
    ).certifications,
  ).toEqual(['Food Hygiene Level 3, 2019'])
  // A line about the job that ends on a year stays with the job.
  expect(
    read(
      cv('Experience', 'Bricklayer, Barratt Developments, Bradford (2008 – 2014)\nPromoted to foreman, 2012'),
    ).certifications,
  ).toEqual([])
})

test('three or more certificates joined by middle dots are one certification each', () => {
  expect(
    read(cv('Training', 'Manual Handling · Patient Moving and Handling · Safeguarding Vulnerable Adults'))
      .certifications,
  ).toEqual(['Manual Handling', 'Patient Moving and Handling', 'Safeguarding Vulnerable Adults'])
  expect(read(cv('Licences', 'Cat C+E · Driver CPC · ADR · Counterbalance Forklift')).certifications).toEqual(
    ['Cat C+E', 'Driver CPC', 'ADR', 'Counterbalance Forklift'],
  )
  expect(read(cv('Certifications', 'Google · Data Analytics Certificate')).certifications).toEqual([
    'Google · Data Analytics Certificate',
  ])
})

test('a header no word reads takes the order its siblings of the same shape were read in, whatever parts its pieces', () => {
  expect(
    jobs(
      cv(
        'Experiencia',
        'Jefa de partida | Restaurante Botín | Madrid | 2019 – actualidad\n- Cocina.\nPinche | Casa Lucio | Madrid | 2015 – 2019\n- Cocina.',
      ),
    ),
  ).toEqual([
    ['Jefa de partida', 'Restaurante Botín', 'Madrid'],
    ['Pinche', 'Casa Lucio', 'Madrid'],
  ])
  expect(
    jobs(
      cv(
        'Experiência',
        'Nutricionista Clínica – Hospital Português\nRecife · 2016 – atual\n- UTI.\nNutricionista de Produção – Sodexo\nJaboatão dos Guararapes · 2014 – 2016\n- Avaliação.',
      ),
    ),
  ).toEqual([
    ['Nutricionista Clínica', 'Hospital Português', 'Recife'],
    ['Nutricionista de Produção', 'Sodexo', 'Jaboatão dos Guararapes'],
  ])
})

test('a German CV with the dates on the left reads "Title, School" and "Title, Employer, Town", never the duties below', () => {
  expect(
    jobs(
      cv(
        'Beruflicher Werdegang',
        'seit 09/2015        Studienrätin, Hölderlin-Gymnasium Heidelberg\nDeutsch und Geschichte, Sekundarstufe I und II; Unterrichtsplanung mit Moodle\n02/2014 – 07/2015   Referendarin, Staatliches Seminar für Didaktik und Lehrerbildung, Heidelberg\nElternarbeit und Unterrichtsbesuche',
      ),
    ),
  ).toEqual([
    ['Studienrätin', 'Hölderlin-Gymnasium Heidelberg', ''],
    ['Referendarin', 'Staatliches Seminar für Didaktik und Lehrerbildung', 'Heidelberg'],
  ])
})

test('a Spanish "Centro …" is an employer, so "Title – Centro de Salud …, Town (dates)" reads title first', () => {
  expect(
    jobs(
      cv(
        'Experiencia profesional',
        'Psicóloga Clínica – Centro de Salud Mental Jalisco, Guadalajara (2016 – presente)\n• Terapia.\nPsicóloga – DIF Zapopan, Zapopan (2014 – 2016)\n• Evaluación.',
      ),
    ),
  ).toEqual([
    ['Psicóloga Clínica', 'Centro de Salud Mental Jalisco', 'Guadalajara'],
    ['Psicóloga', 'DIF Zapopan', 'Zapopan'],
  ])
})

test('a title with its professional letters under the name is the headline, never a town and state', () => {
  const draft = read(
    'Sipho Dlamini\nFinancial Accountant, CA(SA)\nJohannesburg\n+27 83 555 7702\nsipho@example.co.za\n\nExperience\nFinancial Accountant   2020 – Present\nStandard Bank | Johannesburg',
  )
  expect(draft.location).toBe('Johannesburg')
  expect(read('Ana Test\nLa Verne, CA\nana@example.com').location).toBe('La Verne, CA')
})

test('a name before "Graduate School" makes it a school, and letters spelt out as a degree are that degree', () => {
  expect(degrees(cv('Education', 'MBA, Stanford Graduate School of Business, 2015'))).toEqual([
    { institution: 'Stanford Graduate School of Business', degree: 'MBA', field: '', year: '2015' },
  ])
  expect(
    degrees(
      cv(
        'Education',
        'BHM (Bachelor of Hotel Management), Welcomgroup Graduate School of Hotel Administration, Manipal, 2014',
      ),
    ),
  ).toEqual([
    {
      institution: 'Welcomgroup Graduate School of Hotel Administration',
      degree: 'Bachelor of Hotel Management',
      field: 'Hotel Management',
      year: '2014',
    },
  ])
})

test("a colon parts an award from its subject, and a school's letters and town after a degree are the school", () => {
  expect(
    degrees(
      cv(
        'Education',
        'National Diploma: Hospitality Management, Cape Peninsula University of Technology, 2012',
      ),
    ),
  ).toEqual([
    {
      institution: 'Cape Peninsula University of Technology',
      degree: 'National Diploma',
      field: 'Hospitality Management',
      year: '2012',
    },
  ])
  expect(degrees(cv('Education', 'Bachelor of Hotel Management (BHM), IHM Mumbai, 2014'))).toEqual([
    {
      institution: 'IHM Mumbai',
      degree: 'Bachelor of Hotel Management',
      field: 'Hotel Management',
      year: '2014',
    },
  ])
  expect(degrees(cv('Education', 'MBA, HR Management, 2015'))[0]?.field).toBe('HR Management')
})

test('a trade with its kind of training in brackets is that training in the trade', () => {
  expect(degrees(cv('Ausbildung', 'Pflegefachfrau (Ausbildung), Klinikum Nürnberg, 2012 – 2015'))).toEqual([
    { institution: 'Klinikum Nürnberg', degree: 'Ausbildung', field: 'Pflegefachfrau', year: '2012 – 2015' },
  ])
  expect(degrees(cv('Ausbildung', 'Koch (Lehre), Hotel Sacher, Wien, 2010'))[0]).toMatchObject({
    degree: 'Lehre',
    field: 'Koch',
  })
})

test('a further training or exam towards a qualification is that training, the qualification its field', () => {
  expect(splitDegree('Fachweiterbildung zur Praxisanleiterin')).toEqual({
    degree: 'Fachweiterbildung',
    field: 'Praxisanleiterin',
  })
  expect(splitDegree('Examen zur Altenpflegerin')).toEqual({ degree: 'Examen', field: 'Altenpflegerin' })
  expect(splitDegree('Fortbildung zur Wundexpertin')).toEqual({
    degree: 'Fortbildung',
    field: 'Wundexpertin',
  })
})

test('where no word tells any header apart, three pieces on one line read title, employer, place', () => {
  expect(
    jobs(
      cv(
        'Doświadczenie',
        'Magazynier | Biedronka | Łódź | 2018 – obecnie\nKierowca | DPD Polska | Łódź | 2014 – 2018',
      ),
    ),
  ).toEqual([
    ['Magazynier', 'Biedronka', 'Łódź'],
    ['Kierowca', 'DPD Polska', 'Łódź'],
  ])
})

test('a driving licence opening a list of skills goes to the certifications, the skills after it stay', () => {
  const draft = read(cv('Vaardigheden', 'Rijbewijs D, Code 95, Klantvriendelijkheid'))
  expect(draft.certifications).toEqual(['Rijbewijs D'])
  expect(draft.skills).toEqual(['Code 95', 'Klantvriendelijkheid'])
  // A licence and a note of its own stay one.
  expect(read(cv('Kenntnisse', 'Führerschein Klasse B, eigener PKW')).certifications).toEqual([
    'Führerschein Klasse B, eigener PKW',
  ])
})
