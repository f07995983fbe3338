import { expect, test } from 'vitest'

import { classifyIndustry } from '#shared/jobs/industry.ts'
import {
  jobTypeFromText,
  normalizeJobType,
  normalizeRemote,
  remoteFromText,
} from '#shared/jobs/job-normalize.ts'

test('employment types from schema.org, ATS enums and German', () => {
  expect(normalizeJobType('FULL_TIME')).toBe('Full-time')
  expect(normalizeJobType(['PART_TIME', 'TEMPORARY'])).toBe('Part-time')
  expect(normalizeJobType('FullTime')).toBe('Full-time')
  expect(normalizeJobType('CONTRACTOR')).toBe('Contract')
  expect(normalizeJobType('INTERN')).toBe('Internship')
  expect(normalizeJobType('Vollzeit')).toBe('Full-time')
  expect(normalizeJobType('Teilzeit')).toBe('Part-time')
  expect(normalizeJobType('hidden')).toBeNull()
  expect(jobTypeFromText('Werkstudent Data (m/w/d)', '')).toBe('Internship')
  expect(jobTypeFromText('Analyst', 'This is a full-time role.')).toBe('Full-time')
  expect(jobTypeFromText('Analyst', 'Nothing said.')).toBeNull()
})

test('remote only when fully remote; hybrid is not remote', () => {
  expect(normalizeRemote('TELECOMMUTE')).toBe(true)
  expect(normalizeRemote('hybrid')).toBe(false)
  expect(normalizeRemote('OnSite')).toBe(false)
  expect(remoteFromText('Remote (United States)', 'Support Lead', '')).toBe(true)
  expect(remoteFromText('Berlin', 'Engineer', 'We work hybrid, 2 days a week in the office.')).toBe(false)
  expect(remoteFromText('Berlin', 'Engineer', 'This is a fully remote role.')).toBe(true)
  expect(remoteFromText('Berlin', 'Engineer', 'Nice team.')).toBeNull()
})

test('industry: company-name keywords first, then the posting words, else consulting', () => {
  expect(classifyIndustry({ company: 'Harbor Bank', text: '' })).toBe('Financial Services')
  expect(classifyIndustry({ company: 'Siemens Energy', text: '' })).toBe('Energy & Natural Resources')
  expect(classifyIndustry({ company: 'Lufthansa', text: '' })).toBe('Airlines & Travel')
  expect(classifyIndustry({ company: 'Alderbrook Biologics', text: '' })).toBe('Healthcare & Life Sciences')
  expect(
    classifyIndustry({
      company: 'Evangelischer Kita-Verbund Leipzig',
      text: 'Unsere Kita betreut 95 Kinder.',
    }),
  ).toBe('Public Sector & Government')
  expect(
    classifyIndustry({
      company: 'Quill',
      text: 'Our clinicians and patients rely on hospital workflows; clinical data for healthcare.',
    }),
  ).toBe('Healthcare & Life Sciences')
  expect(classifyIndustry({ company: 'Quill', text: 'A nice place.' })).toBe(
    'Professional Services & Consulting',
  )
})

test('industry from company, posting text and structured data: telecoms, aerospace, care, insurers, makers', () => {
  expect(
    classifyIndustry({
      company: 'Telvora Communications',
      text: 'A mobile network operator with 5G and fibre broadband; our core network and radio access network teams.',
    }),
  ).toBe('Telecommunications')
  expect(
    classifyIndustry({
      company: 'Aerovance Structures',
      text: 'We design composite wing components for commercial aircraft; airworthiness and aerostructures.',
    }),
  ).toBe('Aerospace & Defense')
  expect(
    classifyIndustry({ company: 'Klinikum Am Stadtpark', text: 'Pflegefachkraft für die Intensivstation' }),
  ).toBe('Healthcare & Life Sciences')
  expect(classifyIndustry({ company: 'Northgate Insurance Group', text: 'motor and home insurance' })).toBe(
    'Financial Services',
  )
  expect(
    classifyIndustry({
      company: 'Kessler Pump Systems',
      text: 'a manufacturer of industrial pumps with plants in Germany and Poland; OEMs',
    }),
  ).toBe('Industrial Goods & Services')
  expect(
    classifyIndustry({ company: 'Quill', text: 'A nice place.', structured: 'Hospital & Health Care' }),
  ).toBe('Healthcare & Life Sciences')
})

test('industry: pharmacies, dental practices, dealerships, forwarders, architects and newspapers', () => {
  const text = (...words: string[]) => words.join('. ')
  expect(classifyIndustry({ company: 'Löwen-Apotheke am Markt', text: '' })).toBe(
    'Healthcare & Life Sciences',
  )
  expect(classifyIndustry({ company: 'Smile Lane Dental', text: '' })).toBe('Healthcare & Life Sciences')
  expect(classifyIndustry({ company: 'Autohaus Brenner GmbH', text: '' })).toBe('Automotive & Mobility')
  expect(classifyIndustry({ company: 'Spedition Hollmann GmbH', text: '' })).toBe(
    'Industrial Goods & Services',
  )
  expect(classifyIndustry({ company: 'Kessler Weiß Architekten', text: '' })).toBe(
    'Real Estate & Infrastructure',
  )
  expect(
    classifyIndustry({ company: '', text: text('Metro reporter', 'daily newspaper', 'journalism degree') }),
  ).toBe('Media & Entertainment')
  // Customer due diligence is anti-money-laundering work at a bank, not deal work.
  expect(
    classifyIndustry({
      company: '',
      text: text('Review customer due diligence files', 'enhanced due diligence', 'AML', 'money laundering'),
    }),
  ).toBe('Financial Services')
})

test('a law firm, a German building trade and a social service land in their classes by their work', () => {
  expect(
    classifyIndustry({
      company: 'Whitcombe & Ruiz',
      text: 'Support our attorneys through litigation. E-file in state and federal courts under the Federal Rules. Litigation paralegal experience.',
    }),
  ).toBe('Professional Services & Consulting')
  expect(
    classifyIndustry({
      company: 'Vogel GmbH',
      text: 'Installation von Sanitäranlagen. Ausbildung in Sanitär-, Heizungs- und Klimatechnik. Wartung von Heizungsanlagen.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Brandl GmbH',
      text: 'Tischler für Innenausbau und Möbelbau. Erfahrung im Möbelbau oder Innenausbau. Fertigung nach Zeichnung.',
    }),
  ).toBe('Real Estate & Infrastructure')
  expect(
    classifyIndustry({
      company: 'Riverbend Trust',
      text: 'Family support for parents. Respond to child protection concerns. A diploma in social work. Experience in family support.',
    }),
  ).toBe('Public Sector & Government')
})
