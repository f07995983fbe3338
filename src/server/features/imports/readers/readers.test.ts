import { Document, Header, Packer, Paragraph } from 'docx'
import JSZip from 'jszip'
import { expect, test } from 'vitest'

import { buildProfileData } from '#server/features/imports/build-profile-data.ts'
import { linkedinProfilePdf, twoPageResumePdf } from '#server/features/imports/import-fixtures.ts'
import { importResume } from '#server/features/imports/import-resume.ts'
import { parseCsv } from '#server/features/imports/readers/csv.ts'
import { jsonResumeReader } from '#server/features/imports/readers/json-resume.ts'
import { docReader } from '#server/features/imports/readers/doc.ts'
import { htmlToLines } from '#server/features/imports/readers/docx.ts'
import { textToLines } from '#server/features/imports/readers/txt.ts'
import { zipReader } from '#server/features/imports/readers/zip.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'
import { cpuMillis } from '#tests/cpu-time.ts'

test('the CSV parser handles quotes, doubled quotes, newlines and padded quoted fields', () => {
  expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","line1\nline2"\n  "padded" , plain ,\n')).toEqual([
    ['a', 'b', 'c'],
    ['x, y', 'say "hi"', 'line1\nline2'],
    ['padded', 'plain', ''],
  ])
})

test('a LinkedIn PDF export reads sidebar and main column, with several roles under one company', async () => {
  const { profileData, importStats } = await importResume({
    bytes: new Uint8Array(linkedinProfilePdf()),
    fileName: 'Profile.pdf',
  })
  expect(importStats.format).toBe('linkedin-pdf')
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Björn Østergaard',
    email: 'bjorn.ostergaard@example.com',
    linkedin: 'https://www.linkedin.com/in/bjorn-ostergaard',
    location: 'Gothenburg, Västra Götaland County, Sweden',
    currentRole: 'Head of Supply Chain',
    company: 'Nordlys Foods',
    languages: ['Swedish (Native or Bilingual)', 'English (Full Professional)'],
  })
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role, w.duration])).toEqual([
    ['Nordlys Foods', 'Head of Supply Chain', 'March 2022 - Present'],
    ['Nordlys Foods', 'Demand Planner', 'May 2018 - March 2022'],
    ['Kaffebryggeriet AB', 'Logistics Coordinator', 'August 2016 - April 2018'],
  ])
  expect(profileData.workExperience.experiences[0]!.description).toBe(
    'Runs planning for 40 stores and two warehouses.',
  )
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'Chalmers University of Technology',
    degree: 'Master of Science',
    field: 'Supply Chain Management',
    year: '2014 - 2016',
  })
  expect(profileData.education.certifications).toEqual([
    'Certified Supply Chain Professional (CSCP), ASCM',
    'Lean Six Sigma Green Belt',
  ])
  expect(profileData.skills.technical).toContain('SQL')
})

test('the older one-column LinkedIn layout ("Title at Company") reads through the shared step', () => {
  const text = [
    'Maria Santos',
    'Senior Accountant at Lumen Bank',
    'maria.santos@example.com',
    '',
    'Experience',
    'Senior Accountant at Lumen Bank',
    'January 2019 - Present (5 years 6 months)',
    'Leads month-end close.',
    '',
    'Accountant at Crescent Audit LLP',
    'June 2015 - December 2018 (3 years 7 months)',
    '',
    'Education',
    'University of Porto',
    'Bachelor of Science, Accounting, 2011 - 2015',
  ].join('\n')
  const lines = text.split('\n').map((line) => ({ text: line }))
  const { profileData } = buildProfileData(structureDocument(lines), 'linkedin-pdf')
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role, w.duration])).toEqual([
    ['Lumen Bank', 'Senior Accountant', 'January 2019 - Present'],
    ['Crescent Audit LLP', 'Accountant', 'June 2015 - December 2018'],
  ])
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'University of Porto',
    degree: 'Bachelor of Science',
    year: '2011 - 2015',
  })
})

test('a two-page PDF keeps its pages in order', async () => {
  const { profileData } = await importResume({
    bytes: new Uint8Array(twoPageResumePdf()),
    fileName: 'cv.pdf',
  })
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Jonas Weber',
    location: 'Berlin, Germany',
    company: 'Nordwind Logistics GmbH',
  })
  const [first, second] = profileData.workExperience.experiences
  expect(first!.achievements).toHaveLength(12)
  expect(second!.achievements).toHaveLength(12)
  expect(profileData.education.degrees[0]!.institution).toBe('Technische Universität Berlin')
})

test('JSON Resume converts to the profile, including LinkedIn and spoken languages', async () => {
  const json = {
    basics: {
      name: 'Aiyana Redcloud',
      email: 'aiyana@example.org',
      location: { city: 'Denver', region: 'CO', countryCode: 'US' },
      profiles: [{ network: 'LinkedIn', username: 'aiyana-r' }],
    },
    work: [
      {
        name: 'Summit Health',
        position: 'Data Engineer',
        startDate: '2021-04',
        highlights: ['Built the claims pipeline'],
      },
    ],
    education: [
      {
        institution: 'University of Colorado',
        studyType: 'BSc',
        area: 'Statistics',
        startDate: '2015',
        endDate: '2019',
      },
    ],
    skills: [{ name: 'Data', keywords: ['SQL', 'Airflow'] }],
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Lakota', fluency: 'Conversational' },
    ],
  }
  const output = await jsonResumeReader.read(new TextEncoder().encode(JSON.stringify(json)))
  expect(output.kind).toBe('draft')
  const { profileData } = buildProfileData(
    output.kind === 'draft' ? output.draft : structureDocument([]),
    output.format,
  )
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Aiyana Redcloud',
    location: 'Denver, CO, US',
    linkedin: 'https://www.linkedin.com/in/aiyana-r',
    languages: ['English (Native)', 'Lakota (Conversational)'],
  })
  expect(profileData.workExperience.experiences[0]).toMatchObject({
    company: 'Summit Health',
    role: 'Data Engineer',
    duration: 'Apr 2021 - Present',
    achievements: ['Built the claims pipeline'],
  })
  expect(profileData.education.degrees[0]).toMatchObject({
    degree: 'BSc',
    field: 'Statistics',
    year: '2015 - 2019',
  })
})

test('a Word 2003 XML document saved as .doc is read from its paragraphs', async () => {
  const xml = `<?xml version="1.0"?><?mso-application progid="Word.Document"?><w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body>
    <w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Tomasz Kowalczyk</w:t></w:r></w:p>
    <w:p><w:r><w:t>tomasz@example.pl</w:t></w:r></w:p>
    <w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Experience</w:t></w:r></w:p>
    <w:p><w:r><w:t>Site Engineer, Budimex Polska</w:t></w:r><w:r><w:tab/><w:t>2018 – 2023</w:t></w:r></w:p>
  </w:body></w:wordDocument>`
  const output = await docReader.read(new TextEncoder().encode(xml))
  expect(output.kind).toBe('document')
  const { profileData } = buildProfileData(
    structureDocument(output.kind === 'document' ? output.lines : []),
    'doc',
  )
  expect(profileData.personalInfo).toMatchObject({ fullName: 'Tomasz Kowalczyk', email: 'tomasz@example.pl' })
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role, w.duration])).toEqual([
    ['Budimex Polska', 'Site Engineer', '2018 – 2023'],
  ])
})

test('Word 2003 XML entities are decoded once, and a character reference out of range does not stop the read', async () => {
  const xml = `<w:wordDocument><w:body>
    <w:p><w:r><w:t>R&amp;amp;D &lt;lab&gt; caf&#233; &#x41;</w:t></w:r></w:p>
    <w:p><w:r><w:t>Broken &#99999999; reference</w:t></w:r></w:p>
  </w:body></w:wordDocument>`
  const output = await docReader.read(new TextEncoder().encode(xml))
  const lines = output.kind === 'document' ? output.lines.map((line) => line.text) : []
  expect(lines).toEqual(['R&amp;D <lab> café A', 'Broken \uFFFD reference'])
})

test('DOCX layout tables are read cell by cell; short table rows stay one line', () => {
  const html =
    '<h1>Ada Lovelace</h1><table><tr><td><p>Skills</p><p>Python</p><p>SQL</p></td><td><p>Experience</p><p>Analyst, Engine Works Ltd.</p><ul><li>Built the difference engine notes</li></ul></td></tr></table><table><tr><td>Engine Works Ltd.</td><td>1842 - 1843</td></tr></table>'
  const lines = htmlToLines(html)
  expect(lines.map((l) => l.text)).toEqual([
    'Ada Lovelace',
    'Skills',
    'Python',
    'SQL',
    'Experience',
    'Analyst, Engine Works Ltd.',
    'Built the difference engine notes',
    'Engine Works Ltd. | 1842 - 1843',
  ])
  expect(lines.find((l) => l.text.startsWith('Built'))?.isBullet).toBe(true)
  expect(lines[0]!.isHeading).toBe(true)
})

test('a DOCX page header is read before the body, once, when only it holds the name and contact line', async () => {
  const header = new Header({
    children: [
      new Paragraph('Oskar Lindqvist'),
      new Paragraph('Malmö · oskar@example.se · +46 70 555 01 02'),
    ],
  })
  const bytes = await Packer.toBuffer(
    new Document({
      sections: [
        {
          headers: { default: header },
          children: [new Paragraph('Profile'), new Paragraph('Logistics planner.')],
        },
        { headers: { default: header }, children: [new Paragraph('Experience')] },
      ],
    }),
  )
  const output = await zipReader.read(new Uint8Array(bytes))
  if (output.kind !== 'document') throw new Error('expected a document')
  expect(output.lines.map((l) => l.text)).toEqual([
    'Oskar Lindqvist',
    'Malmö · oskar@example.se · +46 70 555 01 02',
    'Profile',
    'Logistics planner.',
    'Experience',
  ])
  expect(structureDocument(output.lines)).toMatchObject({
    fullName: 'Oskar Lindqvist',
    email: 'oskar@example.se',
  })
})

test('a ZIP that unpacks to far more than a resume is refused before reading', async () => {
  const zip = new JSZip()
  zip.file('word/document.xml', 'a'.repeat(61 * 1024 * 1024))
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
  expect(bytes.byteLength).toBeLessThan(1024 * 1024)
  await expect(zipReader.read(bytes)).rejects.toMatchObject({
    code: 'FILE_TOO_LARGE',
    message: expect.stringContaining('unpacks'),
  })
})

test('right-aligned dates on a one-column page stay on their title rows; a narrow column marks its wraps', async () => {
  const { layoutPage } = await import('#server/features/imports/readers/pdf-layout.ts')
  const item = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5.5, size: 11 })
  const body = 'Led the design of payment flows used by millions of customers across Europe every day.'
  const page = layoutPage(
    [
      item('Étienne Moreau', 34, 800),
      item(body, 34, 780),
      item(body, 34, 766),
      ...[700, 640, 580, 520].flatMap((y, i) => [
        item(`Product Manager, Team ${i}`, 34, y),
        item(`Mar 201${i} – Present`, 460, y),
        item(`Company ${i} — Paris`, 34, y - 14),
        item('Launched instant transfers to four million users.', 48, y - 28),
      ]),
    ],
    595,
  )
  expect(page.every((l) => l.column === 'full')).toBe(true)
  expect(page.map((l) => l.text)).toContain('Product Manager, Team 0   Mar 2010 – Present')

  const sidebar = layoutPage(
    [
      item('Saint Martins', 40, 714),
      item('BA, Graphic', 40, 700),
      item('Communication Design', 40, 686),
      item('Figma', 40, 660),
      item('Prototyping', 40, 646),
      ...['User research', 'Design systems', 'Accessibility', 'Usability testing', 'Workshops'].map(
        (skill, i) => item(skill, 40, 620 - i * 14),
      ),
      ...Array.from({ length: 14 }, (_, i) => item(body, 220, 720 - i * 14)),
    ],
    595,
  )
  const wraps = sidebar.filter((l) => l.column === 'left').map((l) => [l.text, l.couldWrap === true])
  expect(wraps).toContainEqual(['Communication Design', true])
  expect(wraps).toContainEqual(['BA, Graphic', false])
  expect(wraps).toContainEqual(['Prototyping', false])
})

test('a word in capitals carried to the next line is a wrap, measured in its own letters', async () => {
  const { layoutPage } = await import('#server/features/imports/readers/pdf-layout.ts')
  const item = (text: string, x: number, y: number, charWidth = 4.8) => ({
    text,
    x,
    y,
    width: text.length * charWidth,
    size: 11,
  })
  const page = layoutPage(
    [
      item('Night Shift Team Leader', 58, 700),
      item('March 2021 – Present', 458, 700),
      item('Lead a team of 22 pickers, loaders and two forklift drivers on nights', 88, 686),
      item(
        'Cut late trailer departures from 9% to 3% over 2023 by re-sequencing pick waves in Manhattan',
        88,
        672,
      ),
      item('WMS', 88, 658, 8.3),
      item('Run daily safety briefings', 88, 644),
    ],
    595,
  )
  const wraps = page.map((l) => [l.text, l.couldWrap === true])
  expect(wraps).toContainEqual(['WMS', true])
  expect(wraps).toContainEqual(['Run daily safety briefings', false])
})

test('a Markdown heading mark followed by a long run of spaces is read in linear time', () => {
  // The earlier heading pattern (#\s+(.+)$) backtracked quadratically here: seconds for 100k spaces.
  let lines: ReturnType<typeof textToLines> = []
  expect(
    cpuMillis(() => (lines = textToLines(`#${' '.repeat(100_000)}x\u2028y\n## Experience`))),
  ).toBeLessThan(1000)
  expect(lines.map((l) => l.isHeading)).toEqual([false, true])
  expect(lines[1]?.text).toBe('Experience')
})
