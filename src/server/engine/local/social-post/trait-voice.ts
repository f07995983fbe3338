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

/** One line per trait about `subject`; `variant` picks between two phrasings so posts on different topics vary. */
export function traitLines(
  traits: readonly WorkforceTrait[],
  variant: number,
  subject: string,
  language: 'en' | 'de' = 'en',
): string[] {
  return traits.map((trait, index) =>
    language === 'de'
      ? TRAIT_LINES_DE[trait](subject)
      : (TRAIT_LINES[trait][(variant + index) % 2] as Line)(subject),
  )
}
