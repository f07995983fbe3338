// The word that says what kind of body an organisation is, by which a letter may name it again
// after naming it once in full ("Leeds Teaching Hospitals NHS Trust" -> "the Trust").
const BODY_NOUN =
  /^(?:trust|council|service|board|authority|agency|group|bank|foundation|institute|hospital|hospitals|university|college|ministry|department|commission|partnership|borough|office|society|association|corporation|network|centre|center|clinic|museum|library|charity|federation|union)$/i

/**
 * How a letter names a long organisation after once in full: the part before a comma ("The
 * Shelbourne, Autograph Collection" -> "The Shelbourne"), else the kind of body it is, before "of"
 * or at its end ("the Borough", "the Trust"); when that kind could mean another organisation the
 * letter names, the name after "of" ("Royal Borough of Kensington and Chelsea" -> "Kensington and
 * Chelsea"). '' for a name of one or two words, or none of these.
 */
export function shortCompanyName(name: string, others: string[] = []): string {
  const full = name.trim()
  if (full.split(/\s+/).length < 3) return ''
  const comma = full.indexOf(',')
  if (comma > 0) return full.slice(0, comma).trim()
  const [before = '', ...after] = full.split(/\s+of\s+/i)
  const noun = before.split(/\s+/).pop() ?? ''
  if (!BODY_NOUN.test(noun)) return ''
  const clash = others.some(
    (o) =>
      o.trim() &&
      o.trim() !== full &&
      o
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .includes(noun.toLowerCase()),
  )
  if (!clash) return `the ${noun}`
  return after.length === 1 && after[0]!.split(/\s+/).length <= 4 ? after[0]! : ''
}
