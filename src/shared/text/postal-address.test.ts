import { expect, test } from 'vitest'

import { postcodeTown } from '#shared/text/postal-address.ts'

const POSTCODE_FIRST_ADDRESSES: [string, string][] = [
  ['80337 München', 'München'],
  ['Domstraße 4, 50668 Köln', 'Köln'],
  ['Linzer Gasse 40, A-5020 Salzburg', 'Salzburg'],
  ['Keizersgracht 1, 1017 AB Amsterdam', 'Amsterdam'],
  ['Rua das Flores 12, 4050-174 Porto', 'Porto'],
  ['Sveavägen 4, 171 65 Stockholm, Sweden', 'Stockholm'],
  ['ul. Marszałkowska 1, 00-950 Warszawa', 'Warszawa'],
  ['75011 Paris, France', 'Paris'],
]

test('a postcode-first address names its town, with or without a country after it', () => {
  for (const [line, town] of POSTCODE_FIRST_ADDRESSES)
    expect([line, postcodeTown(line)]).toEqual([line, town])
})

test('a house number before a street, or a line with no postcode, names no town', () => {
  for (const line of ['1420 Brown Street', '12 Station Road', 'Senior Controller (m/w/d)', 'Köln'])
    expect([line, postcodeTown(line)]).toEqual([line, undefined])
})
