import { ARCHETYPES, WORKFORCE_TRAITS } from '#shared/constants.ts'

// The person's selected workforce traits (spec: 3 of 10) shape how they argue: an analytical writer
// asks for the measure, an empathetic one starts with the people affected. Each trait adds one line
// in the author's voice; these are stances, never claims about what the person has done.

type WorkforceTrait = (typeof WORKFORCE_TRAITS)[number]

type Line = (s: string) => string

// Each line names the subject, so a stance reads as said about this topic, not pasted from another post.
const TRAIT_LINES: Record<WorkforceTrait, readonly [Line, Line]> = {
  Analytical: [
    (s) => `Before anyone argues about ${s}, agree on the number that would show it's working.`,
    (s) => `Opinions about ${s} are cheap; a clear measure settles most of the debate.`,
  ],
  Collaborative: [
    (s) =>
      `None of this works as a solo project: ${s} works when the people closest to the problem shape the answer.`,
    (s) =>
      `The best version of ${s} will come from the people who have to live with it, so bring them in early.`,
  ],
  Innovative: [
    (s) => `Treat ${s} as an experiment: small, fast and honest about the results.`,
    (s) =>
      `The interesting move on ${s} is rarely the obvious one, so try the version nobody has tried yet, on a small scale.`,
  ],
  Decisive: [
    (s) => `Waiting for perfect information on ${s} is also a decision, and usually the expensive one.`,
    (s) => `Make the call on ${s}, set a date to review it, and move.`,
  ],
  Reliable: [
    (s) => `Done consistently, a good idea about ${s} beats a great idea done once.`,
    (s) =>
      `What matters about ${s} is whether it still happens on a busy week, not whether it launched well.`,
  ],
  Curious: [
    (s) =>
      `I don't think anyone has the full answer on ${s} yet, and I'd rather keep asking good questions than pretend.`,
    (s) => `The most useful question about ${s} is still "what are we not seeing?"`,
  ],
  Determined: [
    (s) => `Changing ${s} will feel uncomfortable at first, and that's not a reason to stop.`,
    (s) => `The first attempt at ${s} will be messy; keep going anyway.`,
  ],
  Transformative: [
    (s) => `The real change in ${s} is not the tool or the trend; it is the habits it replaces.`,
    (s) => `Bolting ${s} onto the old way of working misses the point; let it change the way of working.`,
  ],
  'Results-oriented': [
    (s) => `Judge ${s} by outcomes, not by activity.`,
    (s) => `If ${s} does not change a result someone cares about, it is a hobby, not a strategy.`,
  ],
  Empathetic: [
    (s) => `Behind ${s} there are people who feel the change first, so start with them.`,
    (s) => `Ask how ${s} feels for the person on the receiving end, then design for that.`,
  ],
}

// German stances name the subject once, as "das Thema …", whose article never changes with the noun.
const TRAIT_LINES_DE: Record<WorkforceTrait, Line> = {
  Analytical: (s) =>
    `Beim Thema ${s} sollten wir uns erst auf die Zahl einigen, an der man Erfolg erkennt, und dann streiten.`,
  Collaborative: (s) =>
    `Beim Thema ${s} kommt die beste Lösung von den Menschen, die damit leben müssen, also früh dazuholen.`,
  Innovative: (s) => `Das Thema ${s} würde ich als Experiment behandeln: klein, schnell und ehrlich.`,
  Decisive: (s) =>
    `Beim Thema ${s} auf perfekte Informationen zu warten, ist auch eine Entscheidung, meist die teure.`,
  Reliable: (s) =>
    `Beim Thema ${s} zählt, ob es auch in einer vollen Woche passiert, nicht ob der Start gut lief.`,
  Curious: (s) =>
    `Beim Thema ${s} hat noch niemand die ganze Antwort, also lieber gute Fragen stellen als so tun.`,
  Determined: (s) =>
    `Beim Thema ${s} wird der erste Versuch holprig, und trotzdem lohnt es sich weiterzumachen.`,
  Transformative: (s) =>
    `Die eigentliche Veränderung beim Thema ${s} sind die Gewohnheiten, die dabei ersetzt werden.`,
  'Results-oriented': (s) => `Das Thema ${s} messe ich am Ergebnis, nicht an der Aktivität.`,
  Empathetic: (s) =>
    `Hinter dem Thema ${s} stehen Menschen, die die Veränderung zuerst spüren, und bei ihnen fange ich an.`,
}

// Archetype traits from the personality tab map to the workforce trait of the same archetype.
const ARCHETYPE_TRAIT: Record<string, WorkforceTrait> = {
  Guardian: 'Reliable',
  Warrior: 'Determined',
  Sovereign: 'Decisive',
  Magician: 'Transformative',
  Explorer: 'Curious',
  Sage: 'Analytical',
  Citizen: 'Collaborative',
  Creator: 'Innovative',
  Revolutionary: 'Innovative',
  Hero: 'Determined',
  Achiever: 'Results-oriented',
}

function toWorkforceTrait(trait: string): WorkforceTrait | null {
  const wanted = trait.trim().toLowerCase()
  const direct = WORKFORCE_TRAITS.find((t) => t.toLowerCase() === wanted)
  if (direct) return direct
  const archetype = ARCHETYPES.find(
    (a) => a.name.toLowerCase() === wanted || a.traits.some((t) => t.toLowerCase() === wanted),
  )
  return archetype ? (ARCHETYPE_TRAIT[archetype.name] ?? null) : null
}

/** The distinct workforce traits behind the selected traits, in the order chosen, at most three. */
export function resolveTraits(selected: readonly string[]): WorkforceTrait[] {
  const resolved: WorkforceTrait[] = []
  for (const trait of selected) {
    const found = toWorkforceTrait(trait)
    if (found && !resolved.includes(found)) resolved.push(found)
  }
  return resolved.slice(0, 3)
}

type AuthorLine = (author: string, s: string) => string

// The same stances said from where the author stands ("As a bus driver at First Glasgow, …"): the
// person's title and employer from the profile make the line theirs, never a claim of work done.
const AUTHOR_LINES: Record<WorkforceTrait, readonly [AuthorLine, AuthorLine]> = {
  Analytical: [
    (a, s) => `As ${a}, the first thing I ask about ${s} is which number would show it is working.`,
    (a, s) => `As ${a}, I would settle the debate about ${s} with one clear measure, not more opinions.`,
  ],
  Collaborative: [
    (a, s) =>
      `As ${a}, I would bring the people closest to ${s} in early; they have to live with the answer.`,
    (a, s) => `As ${a}, I would not run ${s} as a solo project: the people who do the work shape the answer.`,
  ],
  Innovative: [
    (a, s) => `As ${a}, I would treat ${s} as an experiment: small, fast and honest about the results.`,
    (a, s) => `As ${a}, I would try the version of ${s} nobody has tried yet, on a small scale first.`,
  ],
  Decisive: [
    (a, s) => `As ${a}, I would rather make the call on ${s}, set a date to review it, and move.`,
    (a, s) =>
      `As ${a}, I count waiting for perfect information on ${s} as a decision too, and usually the expensive one.`,
  ],
  Reliable: [
    (a, s) => `As ${a}, I judge ${s} by whether it still happens on a busy week, not by how it launched.`,
    (a, s) => `As ${a}, I would take ${s} done the same way every week over a great idea done once.`,
  ],
  Curious: [
    (a, s) => `As ${a}, the question I keep asking about ${s} is what we are not seeing yet.`,
    (a, s) =>
      `As ${a}, I would rather keep asking good questions about ${s} than pretend anyone has the full answer.`,
  ],
  Determined: [
    (a, s) => `As ${a}, I expect the first attempt at ${s} to be messy, and I would keep going anyway.`,
    (a, s) => `As ${a}, I know changing ${s} feels uncomfortable at first; that is no reason to stop.`,
  ],
  Transformative: [
    (a, s) => `As ${a}, I look for the real change in ${s} in the habits it replaces, not in the tool.`,
    (a, s) => `As ${a}, I would let ${s} change the way of working, not bolt it onto the old one.`,
  ],
  'Results-oriented': [
    (a, s) => `As ${a}, I judge ${s} by outcomes, not by activity.`,
    (a, s) => `As ${a}, my test for ${s} is simple: a result someone cares about has to move.`,
  ],
  Empathetic: [
    (a, s) => `As ${a}, I start with the people who feel a change in ${s} first.`,
    (a, s) => `As ${a}, I ask first how the person on the receiving end of ${s} would feel about it.`,
  ],
}

/**
 * One line per trait about `subject`; `variant` picks between two phrasings so posts on different
 * topics vary. With `author` ("a bus driver at First Glasgow", from the profile) each stance is said
 * from where the person stands, so it reads as theirs rather than as a line any post could carry.
 */
export function traitLines(
  traits: readonly WorkforceTrait[],
  variant: number,
  subject: string,
  language: 'en' | 'de' = 'en',
  author = '',
): string[] {
  return traits.map((trait, index) =>
    language === 'de'
      ? TRAIT_LINES_DE[trait](subject)
      : author
        ? (AUTHOR_LINES[trait][(variant + index) % 2] as AuthorLine)(author, subject)
        : (TRAIT_LINES[trait][(variant + index) % 2] as Line)(subject),
  )
}
