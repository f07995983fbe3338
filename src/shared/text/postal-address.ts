// The town of a postal address written postcode first, as most of continental Europe writes it:
// "80337 München", "Domstraße 4, 50668 Köln", "A-5020 Salzburg", "1017 AB Amsterdam",
// "4050-174 Porto", "171 65 Stockholm, Sweden", "00-950 Warszawa". One reader for the job intake (a
// posting's address line) and the resume importer (a contact line).

/**
 * A postcode, then a town (group 1), at the end of a line or after a comma, optionally followed by a
 * country or region ("…, the Netherlands"). Bounded parts, one split point: linear time.
 */
export const POSTCODE_TOWN =
  /(?:^|,\s*)(?:[A-Z]{1,2}-)?(?:\d{4} ?[A-Z]{2}|\d{4}-\d{3}|\d{4,5}|\d{3} \d{2}|\d{2}-\d{3})\s+([\p{Lu}][\p{L}\p{M}.'’ -]{1,40}?)(?:,\s*(?:the )?[\p{Lu}][\p{L} ]{2,30})?$/u

/** "1420 Brown Street": a house number before its street reads like a postcode before a town. */
const STREET_NAME_END =
  /(?<![\p{L}])(?:street|st\.?|avenue|ave\.?|road|rd\.?|lane|ln\.?|drive|dr\.?|boulevard|blvd\.?|way|court|ct\.?|place|pl\.?|terrace|crescent|close|parkway|pkwy\.?|highway|hwy\.?)$/iu

/** The town a postcode-first address line names, or undefined (no such address, or a street). */
export function postcodeTown(line: string): string | undefined {
  const town = POSTCODE_TOWN.exec(line)?.[1]?.trim()
  return town && !STREET_NAME_END.test(town) ? town : undefined
}
