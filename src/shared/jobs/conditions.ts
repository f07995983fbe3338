// A condition of the work the applicant accepts rather than evidence a profile holds ("Willing to work
// rotational shifts", "Flexible to work weekends", "Availability to work one Saturday in two",
// "Ability to work weekends and holidays on rotation", "Bereitschaft zu Schichtdienst"), or the right to
// work where the post is ("Full working rights in Australia"), which no profile shows. The match shows
// such a line and weighs it by nothing; the skills read from it alone are conditions, not skills.
// "Ability to work" is a condition only before a time of the work: "Ability to work independently" is a skill.
const CONDITION =
  /^(?:(?:must be |should be )?(?:willing(?:ness)?|able|flexible|available|availability|prepared|happy) to (?:work|travel|commute|relocate)|(?:must be |should be )?(?:be )?(?:willing(?:ness)?|able|ability|flexible|available|availability) (?:for|to do|to work) (?:[\p{L}-]+,? ){0,2}(?:shifts?|weekends?|nights?|evenings?|mornings?|on-call|sleepovers?|rotas?|rosters?|holidays?|saturdays?|sundays?|overtime)\b|(?:die )?bereitschaft zu(?:r|m)? |reisebereitschaft\b)/iu
export const RIGHT_TO_WORK =
  /^(?:(?:must have |you have |hold )?(?:full |valid |current |unrestricted )?(?:\p{L}+ )?(?:working rights|work rights|right to work|work permit|arbeitserlaubnis)\b|(?:must be )?(?:legally )?(?:eligible|eligibility|authori[sz]ed|entitled) to work\b)/iu

/** Whether a requirement line states a condition of the work or the right to work, not evidence. */
export function isCondition(line: string): boolean {
  const trimmed = line.trim()
  return CONDITION.test(trimmed) || RIGHT_TO_WORK.test(trimmed)
}
