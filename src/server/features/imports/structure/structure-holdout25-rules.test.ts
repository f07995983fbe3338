import { expect, test } from 'vitest'

import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout25 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('a bilingual heading parted by a bar names its section in either half', () => {
  expect(sectionOf('Expérience professionnelle | Professional Experience')).toBe('experience')
  expect(sectionOf('Formation | Education')).toBe('education')
  expect(sectionOf('Sprachen | Languages')).toBe('languages')
  expect(sectionOf('Berlin | London')).toBeNull()
  // A table row's label and its value is no heading.
  expect(sectionOf('Sprachen | Deutsch, Englisch')).toBeNull()
  const text = `Élodie Gagnon
elodie@example.ca

Expérience professionnelle | Professional Experience
Analyste financière
Banque Laurentienne — Montréal, QC | mars 2019 – aujourd'hui
Prévisions de trésorerie.

Langues | Languages
Français, Anglais`
  expect(work(text)).toEqual([['Analyste financière', 'Banque Laurentienne', 'Montréal, QC']])
  expect(read(text).languages).toEqual(['Français', 'Anglais'])
})

test('"Role en Estudio Name, Town": a firm named by its trade noun after the word for "at", its town after a comma', () => {
  const text = `Lucía Herrera
lucia@example.mx

Experiencia
2019 — hoy
Diseñador Web en Agencia Colibrí, Monterrey
Sitios para restaurantes.
2016 — 2019
Ingeniero de Proyectos en Constructora Valle
Obras de vivienda.

Formación
Ingeniero en Sistemas Computacionales
Tecnológico de Monterrey · 2011 — 2016`
  expect(work(text)).toEqual([
    ['Diseñador Web', 'Agencia Colibrí', 'Monterrey'],
    ['Ingeniero de Proyectos', 'Constructora Valle', ''],
  ])
})

test('"09/2022 – bis dato": a dash and the word for "to" before the present word make one range', () => {
  const text = `Lebenslauf
Jana Wolf
jana@example.at

Berufserfahrung
09/2022 – bis dato
Kursleiterin
Volkshochschule Graz, Graz
Abendkurse.

05/2017 – 03/2021
Köchin
Gasthof Krone, Leoben`
  expect(read(text).work.map((w) => [w.role, w.company, w.duration])).toEqual([
    ['Kursleiterin', 'Volkshochschule Graz', '09/2022 – bis dato'],
    ['Köchin', 'Gasthof Krone', '05/2017 – 03/2021'],
  ])
})

test('"Cursussen", "Kurse", "Cursos": courses under their own heading are no school', () => {
  expect(sectionOf('Cursussen')).toBe('certifications')
  expect(sectionOf('KURSE')).toBe('certifications')
  const text = `Femke Jansen
femke@example.nl

Opleiding
Bachelor Verpleegkunde
Hogeschool Rotterdam
2012 – 2016

Cursussen
Vervolgopleiding IC-verpleegkundige (2021) · BLS (jaarlijks)`
  expect(read(text).education.map((e) => e.institution)).toEqual(['Hogeschool Rotterdam'])
})

test('an apprenticeship is taken at the firm before the semicolon; its exam result is no degree; "zur …angestellten"', () => {
  const text = `Lebenslauf
Sabine Roth
sabine@example.at

Ausbildung
09/2014 – 06/2017   Ausbildung zur Medizinischen Fachangestellten
Praxis Dr. Huber; Berufsschule Wels
Abschlussprüfung mit ausgezeichnetem Erfolg
09/2010 – 06/2014   Bundesrealgymnasium Wels`
  expect(read(text).education.map((e) => [e.institution, e.degree, e.field])).toEqual([
    ['Praxis Dr. Huber', 'Ausbildung', 'Medizinische Fachangestellte'],
    ['Bundesrealgymnasium Wels', '', ''],
  ])
})

test('"NVQ Level 2 Hospitality Services": a vocational qualification closes on its level, the trade after it is the field', () => {
  expect(splitDegree('NVQ Level 2 Hospitality Services')).toEqual({
    degree: 'NVQ Level 2',
    field: 'Hospitality Services',
  })
  expect(splitDegree('BTEC Extended Diploma Level 3 Engineering')).toEqual({
    degree: 'BTEC Extended Diploma Level 3',
    field: 'Engineering',
  })
})

test('a web page\'s closing "Hablemos" heads its contact details; "Herramientas y habilidades" is a skills heading', () => {
  expect(sectionOf('Herramientas y habilidades')).toBe('skills')
  expect(sectionOf("Let's talk")).toBe('other')
  const text = `Inicio
Proyectos
Tomás Rivera Soto
Ilustrador y diseñador editorial.
Experiencia
2019 — hoy
Ilustrador en Editorial Caracol, Bogotá
Portadas de libros.
Herramientas y habilidades
Ilustración · Procreate
Hablemos
tomas@example.co
tomasrivera.example.co
behance.net/tomasrivera`
  const draft = read(text)
  expect(draft.skills).toEqual(['Ilustración', 'Procreate'])
  expect(draft.websites).toEqual(expect.arrayContaining([expect.stringContaining('behance.net/tomasrivera')]))
})
