// German elides the shared head of coordinated compounds: "Entwurfs- und Genehmigungsplanung" is
// "Entwurfsplanung und Genehmigungsplanung", "Kreditoren- und Debitorenbuchhaltung" is two kinds of
// bookkeeping. Matching reads each member on its own.

const ELIDED = /^((?:\p{L}{2,40}-,?\s+){1,4})(?:und|oder|sowie|bzw\.?|&)\s+(\p{L}{4,60})$/u
// The same written with a slash: "Früh-/Spätschicht", "Vertriebs-/Marketingprozesse".
const SLASHED = /^((?:\p{L}{2,40}-\/){1,4})(\p{L}{4,60})$/u

/**
 * The compounds an elided phrase stands for, the written last one first; null when the phrase is
 * not one. A first part whose head cannot be told stands as written ("Wartungs" in "Wartungs- und
 * Reparaturarbeiten") rather than as a guessed compound.
 */
export function elidedMembers(phrase: string): string[] | null {
  const match = ELIDED.exec(phrase.trim()) ?? SLASHED.exec(phrase.trim())
  if (!match) return null
  const last = match[2]!
  const members = [last]
  for (const part of match[1]!.split(/-,?\s+|-\//).filter(Boolean)) {
    const head = headOf(last, part)
    members.push(head ? `${part}${head}` : part)
  }
  return members
}

/**
 * Where the head of `compound` starts: after a first part ending like `modifier` does ("Debitoren|
 * buchhaltung" for "Kreditoren-", "Jahres|abschlüsse" for "Monats-"), else after a linking s
 * ("Gehalts|abrechnung").
 */
function headOf(compound: string, modifier: string): string | null {
  const fits = (at: number) => at >= 3 && compound.length - at >= 4
  // One letter alone tells a head only when it is the linking s: "Früh-" ends in an h, and
  // "Spätsch|icht" is no head of "Spätschicht".
  const endings = modifier.endsWith('s') ? [modifier.slice(-2), 's'] : [modifier.slice(-2)]
  for (const ending of endings) {
    for (let at = 3; at < compound.length - 3; at++)
      if (fits(at) && compound.slice(0, at).endsWith(ending)) return compound.slice(at)
  }
  // An s that opens "sch" is a sound of the word, not a linking s ("Spät|schicht").
  const linking = compound.indexOf('s', 4)
  return linking !== -1 && fits(linking + 1) && !compound.startsWith('sch', linking)
    ? compound.slice(linking + 1)
    : null
}
