import { expect, test } from 'vitest'

import { read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout23-held of the written resumes (issue 19), once it was declared no longer blind
// (holdout24 is the blind measure now): each test names the rule, in a shape of its own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('the text after a dash behind a role is its field when the line below names the employer', () => {
  const text = `Mei Lin Ong
mei@example.sg

Experience
Risk Analyst – Credit Portfolio   Mar 2021 – Present
Oversea-Chinese Banking Corporation Limited, Singapore
Stress testing of the SME loan book.

Site Manager – Civil Works   May 2017 – Feb 2021
Penta-Ocean Construction Co., Ltd. · Johor Bahru
Managed piling and drainage works for a port extension.

Consultant – Grant Thornton LLP   2011 – 2014
Advisory Services Group, London
Built financial models for mid-market deals.

Software Engineer – Payments   2008 – 2011
Built the card settlement service.`
  expect(work(text)).toEqual([
    ['Risk Analyst – Credit Portfolio', 'Oversea-Chinese Banking Corporation Limited', 'Singapore'],
    ['Site Manager – Civil Works', 'Penta-Ocean Construction Co., Ltd.', 'Johor Bahru'],
    // The part after the dash carries a legal form: it is the employer, whatever the line below says.
    ['Consultant', 'Grant Thornton LLP', ''],
    // No employer below: the dash may part the role from its employer, as it was read before.
    ['Software Engineer', 'Payments', ''],
  ])
})

test("a bare word in brackets after the employer is the firm's short name once the place is read", () => {
  const text = `Ana Reyes
ana@example.ph

Experience
Line Engineer   Jun 2016 – Jan 2020
Philippine Long Distance Telephone Company (Pldt) · Makati City
Fibre roll-out for business customers.

Cashier   2012 – 2016
Jollibee Foods Corporation (Pasig)
Served customers at the counter.`
  expect(work(text)).toEqual([
    ['Line Engineer', 'Philippine Long Distance Telephone Company (Pldt)', 'Makati City'],
    // Without another place, the word in brackets is still the town.
    ['Cashier', 'Jollibee Foods Corporation', 'Pasig'],
  ])
})

test("a team after a dash on a title line of its own is no place when the employer's line names the town", () => {
  const text = `Hiroshi Sato
hiroshi@example.jp

Experience
Plant Engineer – Blast Furnaces
Nippon Steel Engineering Co., Ltd., Kitakyushu
Apr 2016 – Present
- Relining and cooling-stave replacement.`
  // The role stays as read (the dash may part it from a team); the town is the employer's, never the team.
  expect(work(text)).toEqual([['Plant Engineer', 'Nippon Steel Engineering Co., Ltd.', 'Kitakyushu']])
})

test('a ward or department after a dash behind a role is no employer when a name stands on the line below', () => {
  const text = `Morag Fraser
morag@example.scot

Experience
Senior Staff Nurse – Neonatal Unit   Aug 2019 – Present
Aberdeen Royal Infirmary
- Intensive and special care of newborns.

Staff Nurse – Surgical Ward   2015 – 2019
Raigmore, Inverness
- Pre- and post-operative care.`
  expect(work(text)).toEqual([
    ['Senior Staff Nurse – Neonatal Unit', 'Aberdeen Royal Infirmary', ''],
    ['Staff Nurse – Surgical Ward', 'Raigmore', 'Inverness'],
  ])
})
