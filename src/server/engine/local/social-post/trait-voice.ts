import { ARCHETYPES, WORKFORCE_TRAITS } from '#shared/constants.ts'

// The person's selected workforce traits (spec: 3 of 10) shape how they argue: an analytical writer
// asks for the measure, an empathetic one starts with the people affected. Each trait adds one line
// in the author's voice; these are stances, never claims about what the person has done.

type WorkforceTrait = (typeof WORKFORCE_TRAITS)[number]

const TRAIT_LINES: Record<WorkforceTrait, readonly [string, string]> = {
  Analytical: [
    "Before anyone argues about it, agree on the number that would show it's working.",
    'Opinions are cheap here; a clear measure settles most of the debate.',
  ],
  Collaborative: [
    'None of this works as a solo project. It works when the people closest to the problem shape the answer.',
    'The best version of this idea will come from the people who have to live with it, so bring them in early.',
  ],
  Innovative: [
    'Treat it as an experiment: small, fast and honest about the results.',
    'The interesting move is rarely the obvious one. Try the version nobody has tried yet, on a small scale.',
  ],
  Decisive: [
    'Waiting for perfect information is also a decision, and usually the expensive one.',
    'Make the call, set a date to review it, and move.',
  ],
  Reliable: [
    'A good idea done consistently beats a great idea done once.',
    'What matters is whether it still happens on a busy week, not whether it launched well.',
  ],
  Curious: [
    "I don't think anyone has the full answer yet, and I'd rather keep asking good questions than pretend.",
    'The most useful question here is still "what are we not seeing?"',
  ],
  Determined: [
    "It will feel uncomfortable at first. That's not a reason to stop.",
    'The first attempt will be messy. Keep going anyway.',
  ],
  Transformative: [
    'The real change is not the tool or the trend; it is the habits it replaces.',
    'Bolting this onto the old way of working misses the point. Let it change the way of working.',
  ],
  'Results-oriented': [
    'Judge it by outcomes, not by activity.',
    'If it does not change a result someone cares about, it is a hobby, not a strategy.',
  ],
  Empathetic: [
    'Behind every process there are people who feel the change first. Start with them.',
    'Ask how this feels for the person on the receiving end, then design for that.',
  ],
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

/** One line per trait; `variant` picks between two phrasings so posts on different topics vary. */
export function traitLines(traits: readonly WorkforceTrait[], variant: number): string[] {
  return traits.map((trait, index) => TRAIT_LINES[trait][(variant + index) % 2] as string)
}
