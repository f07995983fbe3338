import { cleanBullet, cleanInline, startsWithBullet, unique } from '#server/features/jobs/intake/text.ts'
import { decodeEntities, parseHtml, type DomNode } from '#shared/text/html-text.ts'
import { splitSentences } from '#server/engine/sentences.ts'

// Splits a posting into its sections by heading (English and German) and keeps the bullets of the
// responsibilities, requirements and nice-to-have sections verbatim.

export type SectionKind = 'responsibilities' | 'requirements' | 'preferred' | 'stop' | 'other'
export type Block = { kind: 'heading' | 'item' | 'para'; text: string }
export type Sections = {
  responsibilities: string[]
  requirements: string[]
  preferred: string[]
  headings: { text: string; kind: SectionKind }[]
}

const PREFERRED =
  /\b(preferred|nice[- ]to[- ]haves?|bonus( points)?|pluses|plus points|desired|desirable|(would be|is|are) a (big )?plus|extra credit|wünschenswert|von vorteil|pluspunkte|optional|what we value|idealerweise|plus|atouts?|souhaité|apprécié|deseable|valorable|se valorará|preferenziali|graditi?|titoli preferenziali|costituisce un plus)\b/i
const RESPONSIBILITIES =
  /\b((key |main |core |primary |your |essential )?(responsibilit(y|ies)|duties|tasks|accountabilities)|key (performance|result) areas|kpas?|(essential|key|main|primary|job) functions|what you['’]?ll (do|be doing|work on|own)|what you will (do|be doing|work on)|what the (role|job) (involves|entails)|the (role|position|opportunity)|about (the|this) (role|position|job|opportunity)|^role|^position|^the job|^the work$|^the (?!successful candidate|ideal candidate|candidate|applicant)[a-z() -]{2,40} will$|role (overview|description|summary)|job (description|duties|summary)|your (role|impact|mission|day|job|work)|day[- ]to[- ]day|in this role|you will|you['’]ll|how you['’]?ll (contribute|make an impact|spend your time)|what['’]?s the job|ihre aufgaben|deine aufgaben|aufgaben|aufgabengebiet|das erwartet (dich|sie)|was (dich|sie) erwartet|deine rolle|ihre rolle|tätigkeiten|dein job|ihr job|stellenbeschreibung|deine mission|ihre mission|was du bewegst|was sie bewegen|deine herausforderungen?|ihre herausforderungen?|das machst du|das tust du|was (du|sie) (bei uns |hier )?(machst|machen|tust|tun)|vos missions|missions?|responsabilités|votre rôle|le poste|responsabilidades|funciones|tus funciones|tareas|attivit|mansioni|responsabilit|il ruolo)\b/i
const REQUIREMENTS =
  /\b((minimum|basic|required|key|essential|core|your|job) (requirements|qualifications|skills|experience)|requirements?|qualifications?|must[- ]haves?|what (we|they)['’]?re looking for|what (we|they) are looking for|who (you are|are you|we['’]?re looking for|we are looking for)|what we require|we require|what you['’]?ll (need|bring)|what you (need|bring|have)|what you will (need|bring)|you( will|['’]ll) (need|bring)|what (we|you) (need|expect)|about you|you (have|bring|are|should have|might be|may be)|your (profile|skills|background|experience|qualifications|toolkit)|skills( (&|and) (experience|qualifications|competencies))?|experience( (&|and) (skills|qualifications))?|ideal candidate|(desired )?candidate profile|(core |key )?competenc(y|ies)|^eligibility( criteria)?$|(?:the|about the) (?:ideal )?(?:person|candidate)$|to be successful|person specification|(key )?selection criteria|essential(?! (?:job )?(?:functions|duties|tasks|responsibilities))( criteria| skills)?|you['’]?re a (great |good )?(fit|match)|ihr profil|dein profil|anforderungen|qualifikation(en)?|was (du|sie) mitbringst|was (du|sie) mitbringen|das bringst du mit|das bringen sie mit|(dein|ihr) skillset|kenntnisse|was wir (von (dir|ihnen) )?erwarten|das erwarten wir|das zeichnet (dich|sie) aus|was (dich|sie) auszeichnet|ihre qualifikationen|deine skills|profil recherché|votre profil|compétences|requisitos|perfil|lo que buscamos|requisiti|profilo|competenze|cosa cerchiamo)\b/i
const STOP =
  /\b(benefits|perks|(employment |working )?conditions( of (employment|service))?|what we offer|we offer|what['’]?s in it for you|compensation|salary|pay (range|transparency)|about (us|the company|the team|our company)|who we are|our (story|values|culture|mission|company)|equal (employment )?opportunit(y|ies)|eeo|employment equity|diversity|inclusion|how to apply|application process|interview process|hiring process|next steps|why\b|life at|wir bieten|was wir (dir|ihnen) bieten|unser angebot|das bieten wir|über uns|bewerbung|kontakt|location|locations|apply|deine benefits|unsere benefits|das bieten wir|wir bieten (dir|ihnen)|nous offrons|avantages|ofrecemos|beneficios|offriamo|sede di lavoro)\b/i

// What the candidate gets ("What you'll get", "What you will receive", "In return"): benefits, though
// the words "you'll" otherwise open the duties.
const GETS = /^(?:what you(?:['’]ll| will)? (?:get|receive|gain)|(?:and )?in return|what we give( you)?)\b/i

/** What a heading announces. Order matters: "Preferred qualifications" is not a requirement. */
export function classifyHeading(heading: string): SectionKind {
  const text = cleanInline(heading).replace(/[:：]\s*$/, '')
  if (!text || text.length > 90) return 'other'
  // "Desired Candidate Profile" (Indian job boards) is the requirements, not a wish list.
  if (PREFERRED.test(text) && !/^desired candidate profile$/i.test(text)) return 'preferred'
  if (GETS.test(text)) return 'stop'
  if (STOP.test(text) && !REQUIREMENTS.test(text) && !RESPONSIBILITIES.test(text)) return 'stop'
  if (REQUIREMENTS.test(text)) return 'requirements'
  if (RESPONSIBILITIES.test(text)) return 'responsibilities'
  if (STOP.test(text)) return 'stop'
  return 'other'
}

function looksLikeHeading(line: string, bold: boolean): boolean {
  const text = line.trim()
  if (!text || text.length > 90 || /[.!]$/.test(text) || (/\?$/.test(text) && text.split(/\s+/).length > 6))
    return false
  if (bold && text.length <= 80) return true
  if (/[:：]$/.test(text) && text.length <= 70 && text.split(/\s+/).length <= 9) return true
  if (text.length <= 40 && text === text.toUpperCase() && /[A-ZÄÖÜ]{3}/.test(text)) return true
  // A short line that only names a section ("Requirements", "Was du mitbringst"), not a bullet such as
  // "Experience with Kubernetes".
  if (
    /^(experience|knowledge|skills?|proficiency|familiarity|understanding|expertise)\b.*\b(with|in|of|using|on)\b/i.test(
      text,
    )
  )
    return false
  return text.length <= 50 && text.split(/\s+/).length <= 5 && classifyHeading(text) !== 'other'
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'blockquote',
  'header',
  'footer',
  'dl',
  'dd',
  'dt',
  'pre',
  'main',
  'span-block',
])

/** Headings, list items and paragraphs of an HTML fragment, in document order. */
export function htmlToBlocks(html: string): Block[] {
  const $ = parseHtml(html, false)
  $('script, style, noscript, template, svg, img, button, form, input, select').remove()
  const blocks: Block[] = []
  let buffer = ''
  // Bold characters per line of the buffer: "<p><b>Conditions</b><br>Employment is …</p>" opens with
  // a heading line though the block as a whole is not bold.
  let boldLengths = [0]
  const flush = (): void => {
    const lines = buffer.split('\n')
    const bold = boldLengths
    buffer = ''
    boldLengths = [0]
    lines.forEach((raw, i) => {
      const length = cleanInline(raw).replace(/\s/g, '').length
      pushLine(blocks, raw, length > 0 && (bold[i] ?? 0) >= length * 0.9)
    })
  }
  const inline = (node: DomNode, bold: boolean): void => {
    if (node.type === 'text') {
      // A line break in the HTML source is only a space; <br> and block elements break lines.
      buffer += (node.data ?? '').replace(/[\s\u00a0]+/g, ' ')
      if (bold)
        boldLengths[boldLengths.length - 1] =
          (boldLengths.at(-1) ?? 0) + (node.data ?? '').replace(/\s/g, '').length
      return
    }
    if (node.type !== 'tag' || !node.name) return
    const name = node.name.toLowerCase()
    if (/^h[1-6]$/.test(name)) {
      flush()
      const text = cleanInline($(node as never).text())
      if (text) blocks.push({ kind: 'heading', text })
      return
    }
    if (name === 'li') {
      flush()
      const nested = (node.children ?? []).filter(
        (c) => c.type === 'tag' && (c.name === 'ul' || c.name === 'ol'),
      )
      const own = (node.children ?? []).filter((c) => !nested.includes(c))
      const text = cleanInline(own.map((c) => $(c as never).text()).join(' '))
      // <li><strong>Requirements</strong><ul>…</ul></li>: the item names a section.
      const namesSection = nested.length > 0 && text.length <= 60 && classifyHeading(text) !== 'other'
      if (text)
        blocks.push({
          kind: namesSection ? 'heading' : 'item',
          text: namesSection ? text.replace(/[:：]\s*$/, '') : text,
        })
      for (const list of nested) for (const child of list.children ?? []) inline(child, false)
      return
    }
    if (name === 'br') {
      buffer += '\n'
      boldLengths.push(0)
      return
    }
    // Readability keeps a table's rows but may rename the table itself (a <div> of <tr>s).
    if (name === 'table' || (BLOCK_TAGS.has(name) && rowsOf(node).length > 0)) {
      const columns = sectionColumns(node, (cell) => cleanInline($(cell as never).text()))
      if (columns) {
        flush()
        for (const column of columns) {
          blocks.push({ kind: 'heading', text: column.heading })
          for (const item of column.items) blocks.push({ kind: 'item', text: item })
        }
        return
      }
    }
    const isBlock = BLOCK_TAGS.has(name)
    if (isBlock) flush()
    const isBold =
      bold ||
      name === 'strong' ||
      name === 'b' ||
      /font-weight:\s*(bold|[6-9]00)/i.test(node.attribs?.style ?? '')
    for (const child of node.children ?? []) inline(child, isBold)
    if (isBlock) flush()
  }
  for (const node of ($.root()[0]?.children ?? []) as DomNode[]) inline(node, false)
  flush()
  return blocks
}

function rowsOf(table: DomNode): DomNode[] {
  const rows: DomNode[] = []
  for (const child of table.children ?? []) {
    if (child.type !== 'tag') continue
    if (child.name === 'tr') rows.push(child)
    else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot')
      rows.push(...(child.children ?? []).filter((c) => c.type === 'tag' && c.name === 'tr'))
  }
  return rows
}

/**
 * A table whose first row names a section in each column ("Duties" | "Requirements") is read a column
 * at a time: each column's heading over its cells, as if each were a list, not row by row, where a
 * duty and a requirement would run together.
 */
function sectionColumns(
  table: DomNode,
  textOf: (cell: DomNode) => string,
): { heading: string; items: string[] }[] | null {
  const rows = rowsOf(table)
  if (rows.length < 3) return null
  const cellsOf = (row: DomNode) =>
    (row.children ?? []).filter((c) => c.type === 'tag' && (c.name === 'td' || c.name === 'th'))
  const headings = cellsOf(rows[0]!).map(textOf)
  const kinds = headings.map((h) => classifyHeading(h))
  if (
    headings.length < 2 ||
    kinds.some((k) => k === 'other') ||
    !kinds.some((k) => k === 'responsibilities' || k === 'requirements')
  )
    return null
  return headings.map((heading, i) => ({
    heading,
    items: rows
      .slice(1)
      .map((row) => {
        const cell = cellsOf(row)[i]
        return cell ? textOf(cell) : ''
      })
      .filter(Boolean),
  }))
}

function pushLine(blocks: Block[], raw: string, bold: boolean): void {
  const line = decodeEntities(raw)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
  if (!line) return
  // "Requirements: 4+ years of Python; deep knowledge of asyncio; …" is a heading with its items inline.
  const inline = /^([^:：]{3,40})[:：]\s+(?!\s)(.{20,})$/.exec(line)
  if (
    inline?.[1] &&
    inline[2] &&
    !startsWithBullet(line) &&
    ['requirements', 'responsibilities', 'preferred'].includes(classifyHeading(inline[1])) &&
    inline[1].split(/\s+/).length <= 5
  ) {
    blocks.push({ kind: 'heading', text: inline[1] })
    const items = inline[2].split(/;\s+/)
    for (const item of items)
      blocks.push({ kind: items.length > 1 ? 'item' : 'para', text: item.replace(/\.$/, '') })
    return
  }
  // "Employment Equity: preference will be given to …": a label of what is no part of the work ends
  // the section it stands in, with its sentence.
  if (inline?.[1] && !startsWithBullet(line) && classifyHeading(inline[1]) === 'stop') {
    blocks.push({ kind: 'heading', text: inline[1] }, { kind: 'para', text: inline[2]! })
    return
  }
  if (startsWithBullet(line)) blocks.push({ kind: 'item', text: cleanBullet(line) })
  else if (looksLikeHeading(line, bold)) blocks.push({ kind: 'heading', text: line.replace(/[:：]\s*$/, '') })
  else blocks.push({ kind: 'para', text: line })
}

/** Headings, items and paragraphs of pasted plain text. */
export function textToBlocks(text: string): Block[] {
  const blocks: Block[] = []
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.length > 600) for (const line of unflatten(raw)) pushLine(blocks, line, false)
    else pushLine(blocks, raw, false)
  }
  return blocks
}

const FLAT_HEADING =
  /\s(?=(?:Key |Main |Your |Minimum |Basic |Preferred |Required |Additional )?(?:Responsibilities|Qualifications|Requirements|What You['’]ll Do|What You Will Do|What We['’]re Looking For|About You|Who You Are|Nice to Have|Benefits|What We Offer|About Us|About the Role|Ihre Aufgaben|Ihr Profil|Deine Aufgaben|Dein Profil|Wir bieten)\b\s+(?=[A-Z0-9]))/g
const FUNCTION_WORDS =
  /\b(and|or|of|to|with|for|in|on|at|by|the|a|an|as|from|into|using|like|including|such|via|our|your|their|its|across|within|between|about|und|oder|mit|für|von|der|die|das|im|in)$/i

/** Posting text whose line breaks were lost (flattened JSON-LD): headings and bullets restored. */
function unflatten(text: string): string[] {
  const lines: string[] = []
  for (const part of text.split(FLAT_HEADING)) {
    const heading =
      /^((?:\S+\s){0,3}?(?:Responsibilities|Qualifications|Requirements|Do|Looking For|About You|You Are|Have|Benefits|Offer|About Us|Role|Aufgaben|Profil|bieten))\s+(?!\s)(.*)$/s.exec(
        part,
      )
    const body = heading?.[2] ?? part
    if (heading?.[1]) lines.push(`${heading[1]}:`)
    // Inside a section, a capitalised word after a lower-case one starts the next bullet.
    const words = body.split(/\s+/)
    let current: string[] = []
    const items: string[] = []
    for (const word of words) {
      const previous = current[current.length - 1] ?? ''
      const startsItem =
        (/^[A-Z][a-z]+$/.test(word) || /^\d+\+?$/.test(word)) &&
        /[a-z0-9)%]$/.test(previous) &&
        !FUNCTION_WORDS.test(previous)
      if (startsItem && current.length >= 4) {
        items.push(current.join(' '))
        current = []
      }
      current.push(word)
    }
    if (current.length) items.push(current.join(' '))
    // Prose after the bullets (several sentences) ends the list: it is company text, not a bullet.
    const proseAt = items.findIndex((i) => i.length > 150 && /[.!?]\s+[A-Z]/.test(i))
    const bullets = heading ? (proseAt === -1 ? items : items.slice(0, proseAt)) : []
    lines.push(...bullets.map((i) => `• ${i}`))
    if (!heading) lines.push(body)
    else if (proseAt !== -1) lines.push('About the company:', items.slice(proseAt).join(' '))
  }
  return lines
}

// A bullet that says it is optional belongs with the nice-to-haves ("… is a plus", "(preferred)").
const OPTIONAL =
  /\((preferred|desirable|nice to have|a plus|optional|bonus)\)|\b(is|are|would be)( also| considered)? (a (big |strong |huge )?plus|(highly |very )?desirable|preferred|an advantage|a bonus|beneficial|nice to have)\b|\b(?:preferred|desirable)\.?$|\ban? (big |strong |huge )?(plus|advantage|bonus)\.?$|von vorteil|wünschenswert/i
const isOptional = (clause: string) => OPTIONAL.test(clause) && !/\b(required|must|mandatory)\b/i.test(clause)

// A posting written as prose, with no headings, says in each sentence what it is about: the work
// ("In this role you will review …", "Sie bereiten … vor"), what it asks ("We are looking for someone
// who holds …", "Sie haben …"), what it would like ("… is preferred", "… sind von Vorteil") or
// neither (the company, the pay, the benefits).
const PROSE_ASKS =
  /\b((?:applicants|candidates|the successful (?:candidate|applicant)) (?:must|should|will need to) (?:be|have|hold|possess|bring)\b|we(?: are|['’]re) (?:looking for|seeking) (?:someone|a person|people|candidates?|applicants?) (?:who|with)|you (?:should|must|need to) (?:have|know|be|hold|bring)|you (?:have|hold|bring|know)\b|(?:is|are) (?:required|essential)\b|sie (?:haben|kennen|verfügen|bringen|besitzen|sprechen)\b|du (?:hast|kennst|bringst|verfügst)\b)/i
// A posting written in the third person says the same of "the successful candidate" or "the post holder".
const THIRD_PERSON_WORK =
  /^the (?:successful (?:candidate|applicant)|post ?holder|job ?holder|appointee) will(?: also)? (?!need\b|be required\b)/i
const PROSE_WORK =
  /^(?:in this role,? |as (?:an?|the) [^,]{3,40}, )?you(?: will|['’]ll)(?: also)? |\b(?:zu (?:ihren|deinen) aufgaben|(?:ihre|deine) aufgaben)\b|^als [^,.]{3,40}? (?:\p{Ll}+) (?:sie|du)\b/iu
// "Sie bereiten … vor" after "Als Verwalterin betreuen Sie …": a sentence addressed to the reader goes on
// in the kind of the sentence before it.
const PROSE_ADDRESS = /^(?:[Yy]ou|[Ss]ie|[Dd]u) \p{Ll}{3,}/u
const PROSE_GETS =
  /^(?:we offer|wir bieten|benefits|pay range|salary|the salary|das gehalt|die vergütung|you will receive|you['’]ll receive)\b/i

/**
 * The sections of a posting written as paragraphs without headings, read sentence by sentence; a
 * duty keeps its words but not its address ("You will apply modifiers" → "Apply modifiers").
 */
type ProseKind = 'requirements' | 'responsibilities'

function proseSections(blocks: Block[]): Pick<Sections, 'responsibilities' | 'requirements' | 'preferred'> {
  const found: Pick<Sections, 'responsibilities' | 'requirements' | 'preferred'> = {
    responsibilities: [],
    requirements: [],
    preferred: [],
  }
  for (const block of blocks) {
    if (block.kind !== 'para' || block.text.length < 120) continue
    let previous: ProseKind | null = null
    for (const sentence of splitSentences(block.text)) {
      if (PROSE_GETS.test(sentence)) continue
      // "Sie kennen das WEG …; Kenntnisse in Domus sind von Vorteil": each clause keeps its own weight,
      // a clause that says nothing of its own that of its sentence.
      const kind: ProseKind | null = PROSE_ASKS.test(sentence)
        ? 'requirements'
        : PROSE_WORK.test(sentence) || THIRD_PERSON_WORK.test(sentence)
          ? 'responsibilities'
          : PROSE_ADDRESS.test(sentence)
            ? previous
            : null
      previous = kind ?? previous
      for (const clause of sentence.split(/\s*;\s+/)) {
        const text = clause
          .replace(/^(?:in this role,? |as (?:an?|the) [^,]{3,40}, )?you(?: will|['’]ll)(?: also)? /i, '')
          .replace(THIRD_PERSON_WORK, '')
          .replace(/[.!]$/, '')
        const target = isOptional(clause) ? 'preferred' : kind
        if (target && text.split(/\s+/).length >= 3)
          found[target].push(text.charAt(0).toUpperCase() + text.slice(1))
      }
    }
  }
  return found
}

// A phone number after the way to use it ("WhatsApp 082 555 0199", "Call Sam on 07700 900123").
const CONTACT =
  /\b(?:whatsapp|call|phone|tel|telephone|mobile|sms|text|ring|contact)\b[^\d\n]{0,20}\+?\d(?:[\s-]?\d){7,}/i
// A paragraph that opens with an amount of pay ("R7 500 pm", "£12.50 per hour", "$45,000 a year").
const PAY_LINE =
  /^(?:[£$€₹]|R(?=\s?\d)|USD|ZAR|EUR|GBP|AUD|NZD|CAD)\s?\d(?:[\s,.]?\d)*k? ?(?:pm|p\.m\.|pa|p\.a\.|per (?:month|hour|annum|year|week|day)|an? (?:hour|year|month|week|day)|monthly|annually)\b/i

/** A line of the pay or of how to get in touch ("R7 500 pm. WhatsApp 082 555 0199."). */
export function isPayOrContact(line: string): boolean {
  return CONTACT.test(line) || PAY_LINE.test(line.trim())
}

const NOISE =
  /^(apply( now| for this job)?|share( this job)?|save( job)?|back to (jobs|search)|see more|show (more|less)|read more|learn more|jetzt bewerben)$/i

/** The bullets under each kind of heading. Paragraphs count only where a section has no bullets. */
export function splitSections(blocks: Block[]): Sections {
  const lists: Record<'responsibilities' | 'requirements' | 'preferred', string[]> = {
    responsibilities: [],
    requirements: [],
    preferred: [],
  }
  const paras: typeof lists = { responsibilities: [], requirements: [], preferred: [] }
  const headings: Sections['headings'] = []
  // A requirements heading of prose only ("Other requirements" after bulleted "Selection Criteria")
  // keeps its paragraphs even where another heading of its kind has bullets.
  const proseOnly: typeof lists = { responsibilities: [], requirements: [], preferred: [] }
  let segment: { paras: [keyof typeof lists, string][]; hasItem: boolean } = { paras: [], hasItem: false }
  const endSegment = (): void => {
    if (!segment.hasItem) for (const [kind, text] of segment.paras) proseOnly[kind].push(text)
    segment = { paras: [], hasItem: false }
  }
  let current: SectionKind = 'other'
  for (const block of blocks) {
    if (block.kind === 'heading') {
      endSegment()
      current = classifyHeading(block.text)
      headings.push({ text: block.text, kind: current })
      continue
    }
    if (current === 'stop' || current === 'other') continue
    // A paragraph of three or more sentences (or two past 400 characters) under a heading ("Essential
    // Job Functions: Interviews applicants … Verifies documentation …") is read sentence by sentence,
    // as a list of its sentences would be.
    const sentences = block.kind === 'para' ? splitSentences(block.text) : []
    const units =
      sentences.length >= 3 || (sentences.length >= 2 && block.text.length > 400)
        ? sentences.map((t) => t.replace(/[.!]$/, ''))
        : [block.text]
    for (const unit of units) readUnit(block.kind, unit)
  }
  function readUnit(blockKind: Block['kind'], raw: string): void {
    if (current === 'stop' || current === 'other') return
    const text = cleanBullet(raw)
    // A lead-in such as "Experience in at least two of the following:" introduces bullets; it is not one.
    if (text.length < 2 || text.length > 600 || NOISE.test(text) || /[:：]$/.test(text)) return
    // "R7 500 pm. WhatsApp 082 555 0199.": a paragraph of the pay or how to get in touch ends what it
    // follows; it asks nothing of the applicant.
    if (blockKind === 'para' && isPayOrContact(text)) return
    // "Excellent English; a second language is an advantage": each clause keeps its own weight, and so
    // does each sentence ("A current Working with Children Check. A first aid certificate is desirable.").
    const clauses =
      current === 'requirements' && isOptional(text)
        ? text.split(/\s*;\s+|(?<=[a-z]{3}\.|\)\.)\s+(?=[A-Z])/).filter(Boolean)
        : [text]
    const parts =
      clauses.length > 1 && clauses.some((c) => !isOptional(c))
        ? clauses.map((c) => c.charAt(0).toUpperCase() + c.slice(1))
        : [text]
    for (const part of parts) {
      const target = current === 'requirements' && isOptional(part) ? 'preferred' : current
      if (blockKind === 'item') {
        lists[target].push(part)
        segment.hasItem = true
      } else if (part.length <= 400) {
        paras[target].push(part)
        if (current !== 'responsibilities') segment.paras.push([target, part])
      }
    }
  }
  endSegment()
  const isClause = (p: string) => p.split(/\s+/).length >= 3
  const pick = (kind: keyof typeof lists) =>
    unique(
      lists[kind].length > 0
        ? [...lists[kind], ...proseOnly[kind].filter(isClause)]
        : paras[kind].filter(isClause),
    )
  const sections = {
    responsibilities: pick('responsibilities'),
    requirements: pick('requirements'),
    preferred: pick('preferred'),
  }
  const isEmpty =
    sections.responsibilities.length + sections.requirements.length + sections.preferred.length === 0
  return { ...(isEmpty ? proseSections(blocks) : sections), headings }
}
