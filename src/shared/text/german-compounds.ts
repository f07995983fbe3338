// German writes a field of work as one compound ("Privatkundenberatung", "Kreditgeschäft"), so a
// requirement and the evidence for it rarely share a whole word. Two readings, on stems as the
// tokeniser gives them: a narrower compound of the asked noun meets it ("privatkundenberat" meets
// "kundenberat"), and a compound whose head only names a quality or an area asks for its first part
// ("kreditgeschaft" is met by "kredit", "vertriebsstark" by "vertrieb").

const GENERIC_HEAD_STEM =
  /^(\p{L}{6,}?)s?(?:stark|kompetenz|erfahr|kenntnis|fah|fahig|geschick|orientier|affinitat|geschaft|bereich)$/u

/** The first part a generic-headed compound stem asks for ("kreditgeschaft" -> "kredit"), or null. */
function compoundSubjectStem(stem: string): string | null {
  return GENERIC_HEAD_STEM.exec(stem)?.[1] ?? null
}

/** Whether the stem `have` (from the evidence) meets the stem `asked` (from a German requirement). */
export function compoundMeets(asked: string, have: string): boolean {
  if (asked === have) return true
  if (asked.length >= 6 && have.length >= asked.length + 3 && have.endsWith(asked)) return true
  const subject = compoundSubjectStem(asked)
  return (
    subject !== null && (have === subject || (have.startsWith(subject) && have.length >= subject.length + 4))
  )
}
