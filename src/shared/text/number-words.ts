// Counts written as words, in English and German ("three years", "mindestens drei Jahre", "one year"):
// the one table for reading a number of years, whether a posting asks for it or a letter claims it.
const COUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fifteen', 15],
  ['twenty', 20],
  ['ein', 1],
  ['einem', 1],
  ['zwei', 2],
  ['drei', 3],
  ['vier', 4],
  ['fünf', 5],
  ['sechs', 6],
  ['sieben', 7],
  ['acht', 8],
  ['neun', 9],
  ['zehn', 10],
])

/** The number a count says, in digits or as a word ("12", "three", "Drei"); 0 when it says none. */
export function countOf(count: string): number {
  const word = count.trim().toLowerCase()
  return /^\d/.test(word) ? Number(word) : (COUNT_WORDS.get(word) ?? 0)
}
