import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import JSZip from 'jszip'

// Test fixtures written for this project: small resumes built in each format from our own text.
// Used by the import tests and the import benchmark; never real people's documents.

export type PdfText = { x: number; y: number; size: number; text: string }

function pdfString(text: string): string {
  // WinAnsi puts the bullet at 0x95; everything else used here is Latin-1.
  return `(${text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)').replace(/•/g, '\x95')})`
}

/**
 * A hand-built PDF (Helvetica, WinAnsi, one positioned text run per item). `encrypted` adds a
 * standard security handler whose user password is not empty, so readers must ask for it.
 */
export function buildPdf(pages: PdfText[][], { encrypted = false }: { encrypted?: boolean } = {}): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 4 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  pages.forEach((items, i) => {
    const stream = items
      .map((t) => `BT /F1 ${t.size} Tf 1 0 0 1 ${t.x} ${t.y} Tm ${pdfString(t.text)} Tj ET`)
      .join('\n')
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`
  })
  let encryptRef = ''
  if (encrypted) {
    const id = objects.length
    objects[id] = `<< /Filter /Standard /V 1 /R 2 /O <${'7a'.repeat(32)}> /U <${'3c'.repeat(32)}> /P -44 >>`
    encryptRef = ` /Encrypt ${id} 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`
  }
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
    .join('')}`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R${encryptRef} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** Lays out lines top-down in one column starting at (x, y). */
export function column(
  x: number,
  y: number,
  lines: (string | { text: string; size: number })[],
  size = 10,
  leading = 14,
): PdfText[] {
  return lines.map((line, i) =>
    typeof line === 'string'
      ? { x, y: y - i * leading, size, text: line }
      : { x, y: y - i * leading, size: line.size, text: line.text },
  )
}

/** A two-column resume: sidebar on the left (contact, skills, languages), experience on the right. */
export function twoColumnResumePdf(): Buffer {
  const left = column(36, 700, [
    { text: 'Contact', size: 12 },
    'ana.lopez@example.org',
    '+34 612 345 678',
    'Madrid, Spain',
    '',
    { text: 'Skills', size: 12 },
    'Python',
    'Kubernetes',
    'Team Leadership',
    '',
    { text: 'Languages', size: 12 },
    'Spanish (Native)',
    'English (Professional)',
  ])
  const right = column(220, 700, [
    { text: 'Experience', size: 13 },
    'Data Platform Lead at Acme Analytics S.L.',
    'March 2021 - Present',
    '• Led a team of six engineers building the data platform',
    '• Cut nightly batch time from 6 hours to 40 minutes',
    '',
    'Software Engineer at Orbital Systems',
    'June 2017 - February 2021',
    '• Built ingestion services processing 2 million events a day',
    '',
    { text: 'Education', size: 13 },
    'Universidad Politécnica de Madrid',
    'Master of Science in Computer Science',
    '2015 - 2017',
  ])
  const header = [{ x: 36, y: 750, size: 22, text: 'Ana María López, PhD' }]
  return buildPdf([[...header, ...left, ...right].filter((t) => t.text !== '')])
}

/** A plain resume over two pages, for the benchmark and the single-column tests. */
export function twoPageResumePdf(): Buffer {
  const bullets = (company: string) =>
    Array.from(
      { length: 12 },
      (_, i) => `• Delivered ${company} initiative ${i + 1} on time with measurable results`,
    )
  const page1 = column(50, 740, [
    { text: 'Jonas Weber', size: 20 },
    'jonas.weber@example.com | +49 151 2345 6789 | Berlin, Germany',
    '',
    { text: 'Summary', size: 13 },
    'Backend engineer with ten years of experience in Java and TypeScript services.',
    '',
    { text: 'Experience', size: 13 },
    'Senior Engineer, Nordwind Logistics GmbH',
    'January 2020 - Present',
    ...bullets('Nordwind'),
    '',
    'Engineer, Kranich Software AG',
    'April 2015 - December 2019',
    ...bullets('Kranich').slice(0, 8),
  ])
  const page2 = column(50, 740, [
    ...bullets('Kranich').slice(8),
    '',
    { text: 'Education', size: 13 },
    'Technische Universität Berlin',
    'Bachelor of Science in Computer Science',
    '2011 - 2015',
    '',
    { text: 'Skills', size: 13 },
    'Java, TypeScript, PostgreSQL, Docker',
  ])
  return buildPdf([page1.filter((t) => t.text !== ''), page2.filter((t) => t.text !== '')])
}

/** A DOCX with Word heading styles and list bullets, written with the docx package. */
export async function resumeDocx(): Promise<Buffer> {
  const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } })
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            children: [new TextRun('Zoë Okafor')],
          }),
          new Paragraph('zoe.okafor@example.net · (415) 555-0134 · Oakland, CA'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Professional Summary' }),
          new Paragraph(
            'Product designer who turns research into shipped, accessible interfaces for health care teams.',
          ),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Work Experience' }),
          new Paragraph({
            children: [
              new TextRun({ text: 'Lead Product Designer', bold: true }),
              new TextRun(', Brightpath Health'),
            ],
          }),
          new Paragraph('Feb 2022 - Present'),
          bullet('Redesigned the patient intake flow, raising completion from 61% to 84%'),
          bullet('Set up the design system used by four product teams'),
          new Paragraph({
            children: [new TextRun({ text: 'Product Designer', bold: true }), new TextRun(', Lumen Labs')],
          }),
          new Paragraph('Aug 2018 - Jan 2022'),
          bullet('Shipped the mobile app redesign used by 300,000 people a month'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Education' }),
          new Paragraph('California College of the Arts'),
          new Paragraph('Bachelor of Fine Arts in Interaction Design, 2018'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Skills' }),
          new Paragraph('Figma, User Research, Prototyping, Accessibility'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Languages' }),
          new Paragraph('English, Yoruba, JavaScript'),
        ],
      },
    ],
  })
  return Packer.toBuffer(doc)
}

/** A LinkedIn data export with the files and columns of a recent export. */
export async function linkedinExportZip(): Promise<Buffer> {
  const zip = new JSZip()
  zip.file(
    'Basic_LinkedInDataExport/Profile.csv',
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
      'Søren,Kierkegaard-Hansen,,,,"Staff Engineer at Fjord Robotics","Builds robot fleets.\nLoves ""hard"" problems, and tea.",Robotics,,"Copenhagen, Capital Region, Denmark",,[PERSONAL:https://soren.example.dk],\n',
  )
  zip.file(
    'Basic_LinkedInDataExport/Profile Summary.csv',
    'Profile Summary\n"This summary must not replace the Profile.csv one"\n',
  )
  zip.file(
    'Basic_LinkedInDataExport/Email Addresses.csv',
    'Email Address,Confirmed,Primary,Updated On\nold@example.dk,Yes,No,2019\nsoren@example.dk,Yes,Yes,2024\n',
  )
  zip.file(
    'Basic_LinkedInDataExport/Positions.csv',
    'Company Name,Title,Description,Location,Started On,Finished On\n' +
      'Fjord Robotics,Staff Engineer,"Leads the fleet team.\n• Shipped fleet routing v2",Copenhagen,Mar 2021,\n' +
      'Fjord Robotics,Senior Engineer,,Copenhagen,Jan 2019,Mar 2021\n' +
      ' "Nordic Motion ApS" , Engineer ,"Control software, motors",Aarhus,Aug 2016,Dec 2018\n',
  )
  zip.file(
    'Basic_LinkedInDataExport/Education.csv',
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\nDanmarks Tekniske Universitet,2011,2016,,Master of Science (MSc),Robotics club\n',
  )
  zip.file('Basic_LinkedInDataExport/Skills.csv', 'Name\nROS\nC++\nMotion Planning\n')
  zip.file(
    'Basic_LinkedInDataExport/Languages.csv',
    'Name,Proficiency\nDanish,Native or bilingual proficiency\nGerman,Limited working proficiency\n',
  )
  return zip.generateAsync({ type: 'nodebuffer' })
}

/** A LinkedIn "Save to PDF" export in the current two-column layout, one company with two roles. */
export function linkedinProfilePdf(): Buffer {
  const sidebar = column(22, 740, [
    { text: 'Contact', size: 13 },
    { text: 'bjorn.ostergaard@example.co', size: 10.5 },
    { text: 'm', size: 10.5 },
    { text: 'www.linkedin.com/in/bjorn-', size: 10.5 },
    { text: 'ostergaard (LinkedIn)', size: 10.5 },
    { text: 'www.nordlysfoods.example.com/careers/team', size: 10.5 },
    { text: '(Company)', size: 10.5 },
    { text: 'Top Skills', size: 13 },
    { text: 'Supply Chain Management', size: 10.5 },
    { text: 'SQL', size: 10.5 },
    { text: 'Languages', size: 13 },
    { text: 'Swedish (Native or Bilingual)', size: 10.5 },
    { text: 'English (Full Professional)', size: 10.5 },
    { text: 'Certifications', size: 13 },
    { text: 'Certified Supply Chain Professional (CSCP),', size: 10.5 },
    { text: 'ASCM', size: 10.5 },
    { text: 'Lean Six Sigma Green Belt', size: 10.5 },
  ])
  const main: PdfText[] = [
    { x: 260, y: 740, size: 26, text: 'Björn Østergaard' },
    { x: 260, y: 712, size: 12, text: 'Head of Supply Chain at Nordlys Foods' },
    { x: 260, y: 696, size: 12, text: 'Gothenburg, Västra Götaland County, Sweden' },
    { x: 260, y: 668, size: 15.8, text: 'Summary' },
    { x: 260, y: 648, size: 12, text: 'Supply chain leader who cut stock-outs by half across 40 stores.' },
    { x: 260, y: 620, size: 15.8, text: 'Experience' },
    { x: 260, y: 598, size: 12, text: 'Nordlys Foods' },
    { x: 260, y: 584, size: 10.5, text: '6 years 2 months' },
    { x: 260, y: 562, size: 11.5, text: 'Head of Supply Chain' },
    { x: 260, y: 548, size: 10.5, text: 'March 2022 - Present (2 years 4 months)' },
    { x: 260, y: 534, size: 10.5, text: 'Gothenburg, Sweden' },
    { x: 260, y: 514, size: 10.5, text: 'Runs planning for 40 stores and two warehouses.' },
    { x: 260, y: 490, size: 11.5, text: 'Demand Planner' },
    { x: 260, y: 476, size: 10.5, text: 'May 2018 - March 2022 (3 years 11 months)' },
    { x: 260, y: 452, size: 12, text: 'Kaffebryggeriet AB' },
    { x: 260, y: 438, size: 11.5, text: 'Logistics Coordinator' },
    { x: 260, y: 424, size: 10.5, text: 'August 2016 - April 2018 (1 year 9 months)' },
    { x: 260, y: 396, size: 15.8, text: 'Education' },
    { x: 260, y: 376, size: 12, text: 'Chalmers University of Technology' },
    { x: 260, y: 362, size: 10.5, text: 'Master of Science - MS, Supply Chain Management · (2014 - 2016)' },
    { x: 450, y: 40, size: 9, text: 'Page 1 of 1' },
  ]
  return buildPdf([[...sidebar, ...main]])
}
