import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout29 of the written resumes (issue 19): each part of an education entry read by what
// it is, in shapes of their own rather than a fixture's text.

const row = (text: string) => degrees(`Ana Test\nana@example.com\n\nEducation\n${text}`)

test('a faculty written after its university with a comma is part of the school', () => {
  expect(row('Universidad de Chile, Facultad de Medicina — Licenciatura en Kinesiología, 2015')).toEqual([
    {
      institution: 'Universidad de Chile, Facultad de Medicina',
      degree: 'Licenciatura',
      field: 'Kinesiología',
      year: '2015',
    },
  ])
})

test('a school head word is whole: "Instituto Superior …" is one name, not "Institut" and a degree', () => {
  expect(
    row('Licenciatura em Gestão, Instituto Superior de Economia e Gestão, Lisboa, 2012')[0],
  ).toMatchObject({
    institution: 'Instituto Superior de Economia e Gestão',
    degree: 'Licenciatura',
    field: 'Gestão',
  })
  expect(row('Mestrado em Física, Instituto Superior Técnico, 2016')[0]?.institution).toBe(
    'Instituto Superior Técnico',
  )
})

test("a school's acronym in brackets takes letters from inside its words too", () => {
  expect(row('BSc Nursing, University of Cape Coast (UCC), 2014')[0]?.institution).toBe(
    'University of Cape Coast (UCC)',
  )
  expect(row('Bacharelado em Direito – Universidade Federal do Paraná (UFPR), 2011')[0]?.institution).toBe(
    'Universidade Federal do Paraná (UFPR)',
  )
})

test('a German study word fused to its level is the degree and the subject after it the field', () => {
  expect(splitDegree('Masterstudium Wirtschaftsinformatik')).toEqual({
    degree: 'Masterstudium',
    field: 'Wirtschaftsinformatik',
  })
  expect(splitDegree('Diplomstudium Rechtswissenschaften')).toEqual({
    degree: 'Diplomstudium',
    field: 'Rechtswissenschaften',
  })
  expect(splitDegree('Reife- und Diplomprüfung Maschinenbau')).toEqual({
    degree: 'Reife- und Diplomprüfung',
    field: 'Maschinenbau',
  })
})

test('"Abschluss:" under a course that names its degree is a detail of it, not a second entry', () => {
  const text = `2012 – 2016  Masterstudium Maschinenbau
Technische Universität Graz
Abschluss: Diplom-Ingenieur, Note 1,5
2004 – 2012  Matura, Bundesgymnasium Kepler Graz`
  expect(row(text).map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['Technische Universität Graz', 'Masterstudium', 'Maschinenbau'],
    ['Bundesgymnasium Kepler Graz', 'Matura', ''],
  ])
})

test('a study with no level names the field; the degree is the label after it on the row', () => {
  expect(
    row(
      '09/2006 – 06/2011  Universität Leipzig\nLehramtsstudium Mathematik und Physik, Abschluss: Erstes Staatsexamen',
    ),
  ).toEqual([
    {
      institution: 'Universität Leipzig',
      degree: 'Erstes Staatsexamen',
      field: 'Mathematik und Physik',
      year: '09/2006 – 06/2011',
    },
  ])
})

test('a Dutch level closes the degree before an "en" inside its field', () => {
  expect(splitDegree('MBO niveau 3 Handel en Ondernemerschap')).toEqual({
    degree: 'MBO niveau 3',
    field: 'Handel en Ondernemerschap',
  })
})

test('a noun that makes a discipline of the faculty is part of the named degree', () => {
  expect(splitDegree('Bachelor of Education Studies')).toEqual({
    degree: 'Bachelor of Education Studies',
    field: '',
  })
  expect(splitDegree('Master of Science Geology')).toEqual({ degree: 'Master of Science', field: 'Geology' })
})

test('a Spanish diplomado is a qualification', () => {
  expect(splitDegree('Diplomado en Finanzas Corporativas')).toEqual({
    degree: 'Diplomado',
    field: 'Finanzas Corporativas',
  })
})

test('"Honours" before a named degree belongs to it', () => {
  expect(splitDegree('Honours Bachelor of Arts, Sociology')).toEqual({
    degree: 'Honours Bachelor of Arts',
    field: 'Sociology',
  })
})

test('a school, a colon, then the degree taken there', () => {
  expect(row('Universität Basel: Master of Science in Chemie (2016–2018)')).toEqual([
    { institution: 'Universität Basel', degree: 'Master of Science', field: 'Chemie', year: '2016–2018' },
  ])
})

test('a long row still gives its bracketed field, but a course named by its subject keeps its bracket as a note', () => {
  expect(
    row(
      'Bachelor of Arts (Economics) – University of the Witwatersrand, Johannesburg, South Africa – 2009',
    )[0],
  ).toMatchObject({
    institution: 'University of the Witwatersrand',
    degree: 'Bachelor of Arts',
    field: 'Economics',
  })
  expect(
    row('Carpenter Apprenticeship (Red Seal) · Red River College Polytechnic · 2010 – 2014')[0],
  ).toMatchObject({
    degree: 'Carpenter Apprenticeship',
    field: '',
  })
  expect(
    row('Access to Higher Education Diploma (Science)\nLeeds City College\n2010 – 2011')[0],
  ).toMatchObject({
    degree: 'Access to Higher Education Diploma',
    field: 'Science',
  })
})

test('with the school first, its town is skipped and the piece after the degree is the field', () => {
  expect(
    row('University of Wisconsin–Madison, Madison, WI — B.A., Political Science, 2011')[0],
  ).toMatchObject({
    degree: 'B.A.',
    field: 'Political Science',
  })
})

test("a state-examined German title closes before its branch; an article opens no field; Catalan 'Grau'", () => {
  expect(splitDegree('Staatlich geprüfte Betriebswirtin Logistik')).toEqual({
    degree: 'Staatlich geprüfte Betriebswirtin',
    field: 'Logistik',
  })
  expect(splitDegree('Master in de Bedrijfseconomie')).toEqual({
    degree: 'Master',
    field: 'Bedrijfseconomie',
  })
  expect(row('Universitat Pompeu Fabra · Grau en Economia · 2012 – 2016')[0]).toMatchObject({
    institution: 'Universitat Pompeu Fabra',
    degree: 'Grau',
    field: 'Economia',
  })
})

test('the word for a course, a bare "Hons", a Dutch level without "niveau", a study’s article: none is the degree or field', () => {
  expect(splitDegree('Curso de Bacharelado em Farmácia')).toEqual({
    degree: 'Bacharelado',
    field: 'Farmácia',
  })
  expect(splitDegree('Corso di Laurea in Giurisprudenza')).toEqual({
    degree: 'Laurea',
    field: 'Giurisprudenza',
  })
  expect(splitDegree('BSc Hons Zoology')).toEqual({ degree: 'BSc Hons', field: 'Zoology' })
  expect(splitDegree('MBO 3 Logistiek')).toEqual({ degree: 'MBO 3', field: 'Logistiek' })
  expect(splitDegree('Pregrado en Economía')).toEqual({ degree: 'Pregrado', field: 'Economía' })
  expect(
    row('Hochschule Fulda — Studium der Pflegewissenschaft, Abschluss Bachelor of Science — 2012')[0],
  ).toMatchObject({
    degree: 'Bachelor of Science',
    field: 'Pflegewissenschaft',
  })
})

test('an institute after its university with a comma is part of the school', () => {
  expect(row('Universität Bern, Institut für Geographie\nMaster Geographie, 2019')[0]?.institution).toBe(
    'Universität Bern, Institut für Geographie',
  )
})

test('one word opening the row before a dash and a school is part of the school’s name', () => {
  expect(row('Sorbonne – Université Paris Cité, 2015 — Licence Histoire')[0]?.institution).toBe(
    'Sorbonne – Université Paris Cité',
  )
})

test('an "of" inside the field after a short form stays in the field; a dotted class stays with the degree', () => {
  expect(splitDegree('BA Philosophy of Science')).toEqual({ degree: 'BA', field: 'Philosophy of Science' })
  expect(splitDegree('B.A. (Mod.) Mathematics')).toEqual({ degree: 'B.A. (Mod.)', field: 'Mathematics' })
})

test('a school line with no school word: an acronym before the name it abbreviates, and no town after it', () => {
  expect(
    row('SENAC – Serviço Nacional de Aprendizagem Comercial\nCurso Técnico em Enfermagem, 2012')[0],
  ).toMatchObject({
    institution: 'SENAC – Serviço Nacional de Aprendizagem Comercial',
    degree: 'Técnico',
  })
  expect(row('IMD, Lausanne\nMBA, 2018')[0]?.institution).toBe('IMD')
})

test('an exam still ahead marks the course as expected, whatever years its teaching is given', () => {
  const next = new Date().getFullYear() + 1
  const rows = degrees(
    `Ana Test\nana@example.com\n\nAusbildung\n2024 – ${next - 1} (berufsbegleitend)\nWeiterbildung zum Bilanzbuchhalter (IHK), IHK-Akademie München – Prüfung im Frühjahr ${next}\n\n2016\nFachhochschulreife, Staatliche Berufsoberschule Freising`,
  )
  expect(rows.map((r) => r.year)).toEqual([`2024 – ${next} (expected)`, '2016'])
  // The dates line with how the course is taken is the course's dates, never a certificate of its own.
  const draft = read(
    `Ana Test\nana@example.com\n\nAusbildung\n2024 – 2026 (berufsbegleitend)\nWeiterbildung zur Bilanzbuchhalterin (IHK), IHK-Akademie München`,
  )
  expect(draft.certifications).toEqual([])
  expect(draft.education[0]?.year).toBe('2024 – 2026')
  // An exam already sat says nothing of the kind.
  expect(row('BSc Nursing, University of Leeds, 2012 – 2015 – final exams in May 2015')[0]?.year).toBe(
    '2012 – 2015',
  )
})
