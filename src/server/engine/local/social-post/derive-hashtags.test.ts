import { expect, test } from 'vitest'

import { deriveHashtags } from '#server/engine/local/social-post/derive-hashtags.ts'

const tags = (topic: string, argument: string) =>
  deriveHashtags({ topic, argument, audienceTag: '#Startups' })

test('established tags win over the topic spelled out, and near-duplicates are dropped', () => {
  const result = tags(
    'The four-day work week',
    'A four-day week only works if you cut the meetings first. Otherwise you are compressing the same busywork into fewer days.',
  )
  expect(result[0]).toBe('#FourDayWeek')
  expect(result).not.toContain('#FourDayWorkWeek')
  expect(result).toEqual(expect.arrayContaining(['#Meetings']))
  // A lone word out of the argument is not a tag people follow.
  for (const single of ['#Week', '#Otherwise', '#Busywork']) expect(result).not.toContain(single)
})

test('a clause the tagger misreads as nouns is not a tag; a gerund topic and a profile skill are', () => {
  const slotting = tags(
    'Warehouse slotting',
    'Most warehouses slot by product family because it looks tidy. Slotting by pick frequency takes kilometres off every shift.',
  )
  expect(slotting).toEqual(expect.arrayContaining(['#WarehouseSlotting', '#ProductFamily', '#PickFrequency']))
  for (const junk of ['#WarehousesSlot', '#Kilometres', '#Warehouse']) expect(slotting).not.toContain(junk)
  const reviews = deriveHashtags({
    topic: 'Why do we still over-specify tolerances?',
    argument: 'Only the features that mate with something need tight tolerances.',
    audienceTag: '#Leadership',
    skills: ['Tolerance analysis', 'Tight tolerances', 'SolidWorks'],
  })
  expect(reviews).toContain('#TightTolerances')
  for (const junk of ['#OverSpecifyTolerances', '#Tolerances', '#SolidWorks'])
    expect(reviews).not.toContain(junk)
})

test('a German post is tagged in German, the audience included', () => {
  const result = deriveHashtags({
    topic: 'Einarbeitung',
    argument:
      'Neue Pflegekräfte kündigen oft im ersten Jahr, weil die Einarbeitung aus zwei Wochen Mitlaufen besteht.',
    audienceTag: '#Leadership',
  })
  expect(result).toEqual(expect.arrayContaining(['#Einarbeitung', '#Pflegekräfte', '#Führung']))
  for (const english of ['#Leadership', '#Mitlaufen']) expect(result).not.toContain(english)
})

test('the topic tag is its longest run of content words; acronyms and brands keep their capitals', () => {
  expect(tags('Pricing for early-stage SaaS', 'Charge more, earlier.')).toEqual(
    expect.arrayContaining(['#EarlyStageSaaS', '#SaaS', '#Pricing']),
  )
  expect(tags('AI in the hiring process', 'Give every candidate useful feedback.')).toEqual(
    expect.arrayContaining(['#HiringProcess', '#AI', '#Hiring', '#Feedback']),
  )
})

test('verbs, gerunds and adverbs do not become tags', () => {
  const result = tags(
    'Negotiation',
    'Founders underprice because they are afraid of hearing no, and they quickly accept the first offer.',
  )
  expect(result).not.toContain('#Hearing')
  expect(result).not.toContain('#Quickly')
  expect(result).toContain('#Negotiation')
})

test('always 3 to 5 unique CamelCase tags, even for a topic with nothing to tag', () => {
  for (const [topic, argument] of [
    ['It', 'So it goes.'],
    [
      'Remote and hybrid work',
      'Remote teams that write things down outperform teams that sit together, and remote managers know it.',
    ],
    ['x'.repeat(400), 'y'],
  ] as const) {
    const result = tags(topic, argument)
    expect(result.length, topic).toBeGreaterThanOrEqual(3)
    expect(result.length, topic).toBeLessThanOrEqual(5)
    for (const tag of result) expect(tag).toMatch(/^#[A-Z][A-Za-z0-9]+$/)
    expect(new Set(result.map((t) => t.toLowerCase())).size).toBe(result.length)
  }
})

test('software a post only uses does not tag it as software engineering', () => {
  expect(
    tags(
      'Drivers are the best source of route data',
      'Our routing software knew the distances but not the loading bays.',
    ),
  ).not.toContain('#SoftwareEngineering')
  expect(tags('Code reviews', 'Software engineers learn most from reviews about design.')).toContain(
    '#SoftwareEngineering',
  )
})
