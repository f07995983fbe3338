import { expect, test } from 'vitest'

import { englishTitleOf } from '#server/features/imports/structure/parse-experience.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout30 of the written resumes (issue 19, experience sections): each test names the rule,
// in a shape of its own rather than a fixture's text.

const places = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('Dutch "bij" and German "bei" part a title from its employer, and the article after them is no part of its name', () => {
  const text = `Anouk Smit
anouk@example.nl

Werkervaring
Magazijnmedewerker bij Coolblue, Tilburg (mrt 2017 – heden)
- Orders verzamelen.
Adviseur bij de Belastingdienst, Apeldoorn (2012 – 2016)
- Klantcontact.`
  expect(places(text)).toEqual([
    ['Magazijnmedewerker', 'Coolblue', 'Tilburg'],
    ['Adviseur', 'Belastingdienst', 'Apeldoorn'],
  ])
  const german = `Jana Roth
jana@example.de

Berufserfahrung
Erzieherin bei der Kita Sonnenschein, Kiel (08/2016 – heute)
– Sprachförderung.
Kinderpflegerin bei Hansa Kinderhaus, Lübeck (2011 – 2016)`
  expect(places(german)).toEqual([
    ['Erzieherin', 'Kita Sonnenschein', 'Kiel'],
    ['Kinderpflegerin', 'Hansa Kinderhaus', 'Lübeck'],
  ])
})

test('a title in another language with its English form in brackets is the English title, the original kept beside it', () => {
  expect(englishTitleOf('Soldador (Welder)')).toEqual({ role: 'Welder', asWritten: 'Soldador' })
  expect(englishTitleOf('Técnica de Enfermería (Nursing Assistant)')).toEqual({
    role: 'Nursing Assistant',
    asWritten: 'Técnica de Enfermería',
  })
  // A second English title, a team, an abbreviation or a grade in brackets is no translation.
  for (const role of [
    'Software Engineer (Team Lead)',
    'Registered Nurse (RN)',
    'Staff Nurse (Band 5)',
    'Manager (Operations)',
  ])
    expect(englishTitleOf(role)).toBeNull()
  const text = `Ana Souza
ana@example.com.br

Experiência Profissional (Work Experience)
Soldadora (Welder)
Embraer, São José dos Campos | 2016 – 2021
- Soldagem TIG em estruturas.`
  const [work] = read(text).work
  expect([work?.role, work?.roleAsWritten, work?.company]).toEqual(['Welder', 'Soldadora', 'Embraer'])
})

test('a heading with its translation in brackets names its section, and "Expérience" alone is the experience', () => {
  expect(sectionOf('Competências (Skills)')).toBe('skills')
  expect(sectionOf('Formación (Education)')).toBe('education')
  expect(sectionOf('Werkervaring (Work Experience)')).toBe('experience')
  expect(sectionOf('EXPÉRIENCE')).toBe('experience')
  expect(sectionOf('Línguas')).toBe('languages')
  // Two sections named in one heading's halves are no heading.
  expect(sectionOf('Skills (Languages)')).toBeNull()
})

test('a dated sabbatical, and dates followed by a colon and a lower-case remark, are gaps, never jobs', () => {
  const text = `Lena Vogt
lena@example.com

Experience
Operations Analyst, Maersk, Copenhagen (2019 – Present)
- Freight reporting.
Año sabático — 2018 a 2019 (viaje por Asia)
2015 – 2018: full-time study (see Education)
Shipping Clerk, DSV, Aarhus (2012 – 2015)`
  expect(jobs(text).map((j) => [j.role, j.company])).toEqual([
    ['Operations Analyst', 'Maersk'],
    ['Shipping Clerk', 'DSV'],
  ])
})

test('a one-line header that names its town after the employer is whole: the line under it is its body', () => {
  const text = `Timo Lange
timo@example.de

Berufserfahrung
seit 03/2020        Disponent, Dachser SE, Langenau
                    Tourenplanung, Frachtabrechnung, Reklamationen
06/2014 – 02/2020   Lagerist, Hermes Germany, Haldensleben
                    Kommissionierung, Verladung, Inventur`
  expect(places(text)).toEqual([
    ['Disponent', 'Dachser SE', 'Langenau'],
    ['Lagerist', 'Hermes Germany', 'Haldensleben'],
  ])
  // A title no list knows, before an employer named by its legal form and its town.
  const unknownTitle = `Timo Lange
timo@example.de

Berufserfahrung
2016 – 2019   Zusteller, Deutsche Post AG, Greven
              Paketzustellung, Kassieren, Tourenplanung`
  expect(places(unknownTitle)).toEqual([['Zusteller', 'Deutsche Post AG', 'Greven']])
})

test('under a title on its own line, a short name, a dash and an organisation are one employer', () => {
  const text = `Mara Keller
mara@example.de

Berufserfahrung
Pflegefachfrau   03/2017 – heute
Helios – Klinikum Erfurt, Erfurt
- Pflege auf der Intensivstation.`
  expect(places(text)).toEqual([['Pflegefachfrau', 'Helios – Klinikum Erfurt', 'Erfurt']])
})

test('beside a role, a name in brackets after an employer that is no short form of it is the town', () => {
  const text = `Caio Mendes
caio@example.com.br

Experiência
Operador de Empilhadeira — Ambev (Jacareí) — 2015 – 2019
- Carga e descarga.
Engineer — Manila Electric Company (Meralco) — 2012 – 2015`
  expect(places(text)[0]).toEqual(['Operador de Empilhadeira', 'Ambev', 'Jacareí'])
})

test('under a dated line of two names, one capitalised name alone on its line is the town, not a role or an employer', () => {
  const text = `Ivy Tran
ivy@example.com

Experience
Ranger, Kakadu Tours   2018 – 2021
Jabiru
- Guided walks.
Product Manager, Payments   2015 – 2018
Monzo
- Card controls.`
  expect(places(text)).toEqual([
    ['Ranger', 'Kakadu Tours', 'Jabiru'],
    ['Product Manager, Payments', 'Monzo', ''],
  ])
})

test('Spanish "en" and Portuguese "na" after a title part it from a name and its town; German "beim" says "at" too', () => {
  const text = `Test Person
test@example.com

Experiencia
Cocinera en Taberna Real, Sevilla (2017 – 2020)
- Cocina andaluza.
Garçonete na Cantina da Vila, Olinda (2014 – 2017)
Altenpflegehelferin beim Pflegedienst Süd, Ulm (2011 – 2014)`
  expect(places(text)).toEqual([
    ['Cocinera', 'Taberna Real', 'Sevilla'],
    ['Garçonete', 'Cantina da Vila', 'Olinda'],
    ['Altenpflegehelferin', 'Pflegedienst Süd', 'Ulm'],
  ])
  // "en" before a field is no employer: "Técnico en Electricidad" stays the title.
  expect(
    places(`Test Person
test@example.com

Experiencia
Técnico en Electricidad, Iberdrola, Bilbao (2015 – 2019)`),
  ).toEqual([['Técnico en Electricidad', 'Iberdrola', 'Bilbao']])
})

test('a kind of business named first ("Hotel …", "Restaurant …") is the employer after a title no list knows', () => {
  const text = `Test Person
test@example.com

Werkervaring
2018 – heden   Gastvrouw, Restaurant De Kroon, Delft
2014 – 2018   Nachtportier, Hotel Arena, Utrecht`
  expect(places(text)).toEqual([
    ['Gastvrouw', 'Restaurant De Kroon', 'Delft'],
    ['Nachtportier', 'Hotel Arena', 'Utrecht'],
  ])
})

test('dates in square brackets leave nothing of their brackets in the header', () => {
  const text = `Test Person
test@example.com

Experience
Head Baker — Gail's, Oxford [2019 – 2023]
Baker — Paul UK, Reading [2015 – 2019]`
  expect(places(text)).toEqual([
    ['Head Baker', "Gail's", 'Oxford'],
    ['Baker', 'Paul UK', 'Reading'],
  ])
})

test('"Gap:" and "Break:" before dates are gaps, never jobs', () => {
  const text = `Test Person
test@example.com

Experience
Payroll Clerk, Hollis & Co, Derby (2019 – Present)
Gap: 2017 – 2019 (travelling)
Sales Assistant — Kaufhof, Köln — 2012 – 2017`
  expect(places(text)).toEqual([
    ['Payroll Clerk', 'Hollis & Co', 'Derby'],
    ['Sales Assistant', 'Kaufhof', 'Köln'],
  ])
})

test('a title and its team, then the employer and its town: the team stays with the title', () => {
  const text = `Test Person
test@example.com

Experience
Account Manager, EMEA, Zendesk, Dublin (2020 – Present)
Data Engineer, Platform Team, Ocado Technology, Hatfield (2016 – 2020)`
  expect(places(text)).toEqual([
    ['Account Manager, EMEA', 'Zendesk', 'Dublin'],
    ['Data Engineer, Platform Team', 'Ocado Technology', 'Hatfield'],
  ])
})

test('Portuguese "Fev" and German "Mär" are months without their point', () => {
  expect(
    jobs(`Test Person
test@example.com

Experiência
Estagiária — Copel, Curitiba — Jan 2014 – Fev 2016
Praktikantin — Bosch GmbH, Stuttgart — Mär 2011 – Okt 2013`).map((j) => j.duration),
  ).toEqual(['Jan 2014 – Fev 2016', 'Mär 2011 – Okt 2013'])
})

test('words in brackets after an organisation whose town is read are its department, not part of its name', () => {
  const text = `Test Person
test@example.com

Experience
Social Worker | Leeds City Council (Children and Families) | Leeds | 2018 – Present
Engineer | Manila Electric Company (Meralco) | Manila | 2012 – 2018`
  const work = read(text).work
  expect(work.map((w) => [w.role, w.company, w.location])).toEqual([
    ['Social Worker', 'Leeds City Council', 'Leeds'],
    ['Engineer', 'Manila Electric Company (Meralco)', 'Manila'],
  ])
  expect(work[0]?.description[0]).toBe('Children and Families')
})

test("a table's header row of column labels in Dutch, Spanish, Portuguese or French is no job", () => {
  const text = `Test Person
test@example.com

Experiencia
Período | Puesto | Empresa | Ciudad
2019 – actualidad | Conductora | Transportes Ochoa | Zaragoza
2014 – 2019 | Mozo de almacén | Mercadona | Huesca`
  expect(places(text)).toEqual([
    ['Conductora', 'Transportes Ochoa', 'Zaragoza'],
    ['Mozo de almacén', 'Mercadona', 'Huesca'],
  ])
})
