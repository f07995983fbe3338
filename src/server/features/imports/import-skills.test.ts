import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Skills an import adds from the text beyond the listed ones must be the person's, not parts of
// longer names: a tool's name, an employer's name or a skill already listed.

test('no skill is taken from inside a longer skill, an employer or a listed skill', () => {
  const { profileData } = importText({
    content: `Sanne Dekker
sanne.dekker@example.nl
Skills
Transport planning, Customs documentation, Route optimisation
Experience
Transport Planner   Jan 2019 – Mar 2022
DHL Supply Chain, Tilburg
- Introduced a Power BI dashboard for on-time performance
- Planned inbound deliveries for a distribution centre`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('Power BI')
  expect(skills).toContain('Customs documentation')
  expect(skills).not.toContain('BI')
  expect(skills).not.toContain('Customs')
  expect(skills).not.toContain('Supply Chain')
})

test('a sector word that only describes the object of the work, a job name or a certificate is no skill', () => {
  const { profileData } = importText({
    content: `Sean Byrne
sean.byrne@example.ie
Experience
Senior Quantity Surveyor   2020 – present
Corrib Build Partners, Galway
- Commercial lead on a €38m mixed-use scheme (120 apartments, ground-floor retail)
- Valuations and change control on schools and a 90-bed nursing home
- Prepared cash-flow forecasts for the client and the board
Steuerfachangestellte   2016 – 2020
Kanzlei Brandl & Partner Steuerberater, Regensburg
- Finanzbuchhaltungen für 45 Mandanten (Handwerk, Gastronomie, Ärzte) mit DATEV
Weiterbildung
Bilanzbuchhalterin (IHK), 2024`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('DATEV')
  expect(skills.some((s) => /^forecast/i.test(s))).toBe(true)
  for (const wrong of ['Nursing', 'Retail', 'Gastronomie', 'Steuerberater', 'Bilanzbuchhalterin'])
    expect(skills).not.toContain(wrong)
})

test('a skill the text inflects is named in its base form, and one already listed in another form is not added', () => {
  const { profileData } = importText({
    content: `Katharina Weiß
katharina.weiss@example.de
Berufserfahrung
Steuerfachangestellte   08/2019 – heute
Kanzlei Brandl & Partner Steuerberater, Regensburg
- Erstellung von Finanzbuchhaltungen für 45 Mandanten
- Lohnabrechnungen für 12 Mandanten
Kenntnisse
DATEV, Lohnabrechnung`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('Finanzbuchhaltung')
  expect(skills).not.toContain('Finanzbuchhaltungen')
  expect(skills).not.toContain('Lohnabrechnungen')
})

test('what a sentence says someone did ("Led a team of 14") is no skill of its own', () => {
  const text = `Joris Bakker
joris@example.nl

Experience
Warehouse Team Lead
Jumbo | Veghel
2014–18
- Led a team of 14 order pickers; managed a team of 6 drivers.

Skills
Forklift`
  const skills = Object.values(importText({ content: text }).profileData.skills).flat()
  expect(skills).toEqual(['Forklift'])
})

test('a job title and the data-protection consent a CV closes with name no skill', () => {
  const text = `Anna Rossi
anna@example.it

Esperienze professionali
Infermiera   2018 – 2023
Ospedale Maggiore, Milano

Competenze
Triage

Autorizzo il trattamento dei miei dati personali ai sensi del Regolamento UE 2016/679 (GDPR).`
  const skills = Object.values(importText({ content: text }).profileData.skills).flat()
  expect(skills).toEqual(['Triage'])
  const nurse = `Jana Vogel
jana@example.de

Berufserfahrung
Pflegefachkraft   04/2019 – heute
Klinikum Köln, Köln

Kenntnisse
Wundmanagement`
  expect(Object.values(importText({ content: nurse }).profileData.skills).flat()).toEqual(['Wundmanagement'])
})

test('what the person wants to do next is no skill they have', () => {
  const { profileData } = importText({
    content: `Chidi Okafor
chidi@example.com
Profile
Recent chemistry graduate looking for a first role in clinical trials. I have built Power BI reports for two years.
Experience
Lab Assistant   Jan 2023 – Jun 2025
Salford Analytical Ltd, Salford
- Built a Power BI report of 30 client samples a week`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills.map((s) => s.toLowerCase())).not.toContain('clinical trials')
  expect(skills).toContain('Power BI')
})

test('a wish wrapped onto the next line is still a wish', () => {
  const { profileData } = importText({
    content: `Katarzyna Nowak
k.nowak@example.com
Profile
Warehouse team leader with seven years in third-party logistics. Looking to move into
transport planning.
Experience
Night Shift Team Leader   March 2021 – Present
Wincanton, Daventry
- Plan the trailer loading sequence for 38 store deliveries a night in Manhattan WMS
Skills
Manhattan WMS, Excel`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills.map((s) => s.toLowerCase())).not.toContain('transport planning')
  expect(skills).toContain('Manhattan WMS')
})

test('a skill that names the people the work was for ("forklift operators") is not the person’s own', () => {
  const { profileData } = importText({
    content: `Chloé Martin
chloe.martin@example.ca
Experience
HR Generalist   Mar 2022 – Present
Groupe Alimentaire Laval, Laval, QC
- Cut time-to-fill for forklift operators from 41 to 23 days with weekly job fairs
- Hired 6 Java developers for the new e-commerce team
- Rolled out Workday performance reviews to 140 staff
- Ansprechpartner für 60 Fahrer und 5 Subunternehmer`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('Workday')
  expect(skills).not.toContain('Subunternehmer')
  expect(skills).not.toContain('Forklift')
  expect(skills).not.toContain('Java')
})
