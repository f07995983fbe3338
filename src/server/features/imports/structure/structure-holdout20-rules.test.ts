import { expect, test } from 'vitest'

import { htmlToLines } from '#server/features/imports/readers/docx.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout20 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

test('a year and the last two digits of a later one ("2017–20") is a range to that year', () => {
  const text = `Aoife Byrne
aoife@example.ie

Experience
Site Carpenter, Sisk Group, Cork — 2020–23
Formwork and second fix.
Apprentice Carpenter, Collen Construction, Dublin — 2016-20
Stairs and roofing.

Education
Level 6 Advanced Certificate in Carpentry, SOLAS, 2016–20`
  expect(jobs(text)).toEqual([
    { company: 'Sisk Group', role: 'Site Carpenter', duration: '2020–2023' },
    { company: 'Collen Construction', role: 'Apprentice Carpenter', duration: '2016-2020' },
  ])
  expect(degrees(text).map((d) => d.year)).toEqual(['2016–2020'])
})

test('a year and a month with a hyphen ("2019-05") stays one date, never a range to 2005', () => {
  const text = `Aoife Byrne
aoife@example.ie

Experience
Site Carpenter, Sisk Group, Cork
2019-05 – 2021-03
Formwork.`
  expect(jobs(text)).toEqual([
    { company: 'Sisk Group', role: 'Site Carpenter', duration: '2019-05 – 2021-03' },
  ])
})

test('a bold title in a table row beside its dates opens an entry, never a section heading', () => {
  const html = `<p><strong>Ausbildung</strong></p><table><tr><td><p>2015 – 2019</p></td>
    <td><p><strong>Kolleg Graz</strong></p><p>Diplom, Elektrotechnik</p></td></tr></table>`
  const lines = htmlToLines(html)
  expect(lines.map((l) => [l.text, l.isHeading])).toEqual([
    ['Ausbildung', true],
    ['Kolleg Graz   2015 – 2019', false],
    ['Diplom, Elektrotechnik', false],
  ])
})

test('an Austrian college by its short form, its Matura and a study mode with its audience', () => {
  const text = `Eva Moser
eva@example.at

Ausbildung
HAK Wels   2016 – 2021
Reifeprüfung, Digital Business (Abendschule für Berufstätige)`
  expect(degrees(text).map((d) => [d.institution, d.degree, d.field, d.year])).toEqual([
    ['HAK Wels', 'Reifeprüfung', 'Digital Business', '2016 – 2021'],
  ])
})

test('a team named first after the comma ("Team …", "Abteilung …") stays the role’s; the employer is below', () => {
  const text = `Eva Moser
eva@example.at

Berufserfahrung
Sachbearbeiterin, Abteilung Einkauf   Jan. 2019 – heute
ebm-papst Mulfingen GmbH & Co. KG, Mulfingen
Bestellwesen.`
  expect(jobs(text)).toEqual([
    {
      company: 'ebm-papst Mulfingen GmbH & Co. KG',
      role: 'Sachbearbeiterin, Abteilung Einkauf',
      duration: 'Jan. 2019 – heute',
    },
  ])
})

test('the town in a header: "the Netherlands", a district with its number, a Portuguese postcode, a US street', () => {
  const place = (contact: string) =>
    read(`Sam Ortega\n${contact}\nsam@example.com\n\nExperience\nClerk, Acme Ltd\n2019 – 2021`).location
  expect(place('Planner | Eindhoven, the Netherlands | +31 6 5555 0101')).toBe('Eindhoven, the Netherlands')
  expect(place('Jumeirah Lake Towers 2, Dubai, UAE | +971 50 555 0101')).toBe('Dubai, UAE')
  expect(place('Avenida da Boavista 1200, 4100-130 Porto · +351 912 555 101')).toBe('Porto')
  expect(place('2210 Oak Street\nToledo, OH 43604 US\n(419) 555-0101')).toBe('Toledo, OH 43604 US')
})

test('a web page: contact lines under its "About" heading, after the navigation, are the header', () => {
  const draft = read(`Lea Janssens
Work
About
Blog
About me
Lea Janssens
Illustrator in Antwerp, Belgium. I draw maps for travel magazines.
lea@example.be
+32 470 55 01 01
leajanssens.example.be

Experience
2018 — now
Illustrator at Lonely Planet`)
  expect(draft.location).toBe('Antwerp, Belgium')
  expect(draft.websites).toEqual(['leajanssens.example.be'])
  expect(draft.headline).toBe('')
  expect(draft.summary).toBe('Illustrator in Antwerp, Belgium. I draw maps for travel magazines.')
})

test('working for oneself is the employer, never the place; a town after the dash is the place', () => {
  const text = `Rui Matos
rui@example.pt

Experience
Mountain Guide, Self-employed — Funchal   Apr 2016 – Present
- Levada walks for small groups.
Cabin Crew, SATA Air Açores — Ponta Delgada   Mar 2011 – Mar 2016
- Inter-island service.`
  const place = read(text).work.map((w) => [w.role, w.company, w.location])
  expect(place).toEqual([
    ['Mountain Guide', 'Self-employed', 'Funchal'],
    ['Cabin Crew', 'SATA Air Açores', 'Ponta Delgada'],
  ])
})

test('a note on how a job was held stays out of its title: "(weekends, …)", "(two days a week)"', () => {
  const text = `Noor Haddad
noor@example.com

Experience
Locum Optometrist (weekends, next to the post above)
Vision Express, Leeds | 2021 – 2023
- Eye tests.
Visiting Tutor (two days a week)
Leeds Beckett University | 2019 – 2021
- Clinics.`
  expect(jobs(text).map((j) => j.role)).toEqual(['Locum Optometrist', 'Visiting Tutor'])
})

test('"Lean Six Sigma (Black Belt)" among the skills is the skill and one certification, never two items', () => {
  const draft = read(`Ana Ruiz
ana@example.com

Skills
Kaizen, Lean Six Sigma (Black Belt), SPC`)
  expect(draft.skills).toEqual(['Kaizen', 'Lean Six Sigma', 'SPC'])
  expect(draft.certifications).toEqual(['Lean Six Sigma Black Belt'])
})

test('a name wrapped by a narrow sidebar ("Lena M." / "Hartmann") is read whole', () => {
  const line = (text: string, size: number) => ({ text, size, column: 'left' as const })
  const draft = structureDocument([
    line('Lena M.', 16),
    line('Hartmann', 16),
    line('Site Manager', 9),
    line('lena.hartmann@example.com', 9),
    line('Experience', 12),
    line('Site Manager   2019 – Present', 10),
    line('Hochtief AG, Essen', 10),
  ])
  expect(draft.fullName).toBe('Lena M. Hartmann')
})

test('a label over a job’s body ("Duties and Related Skills:") is never its employer; "(This is a federal job)" goes', () => {
  const text = `Dana Brooks
dana@example.com

Work Experience
06/2016 - Present
Hours per week: 40
Program Analyst (This is a federal job)
Duties and Related Skills:
Reviewed grant budgets.`
  expect(jobs(text)).toEqual([{ company: '', role: 'Program Analyst', duration: '06/2016 - Present' }])
})
