import type { Evidence } from '#shared/matching/profile-evidence.ts'
import { tokenize } from '#shared/text/tokenize.ts'
import { compoundMeets } from '#shared/text/german-compounds.ts'
import type { TextLanguage } from '#shared/text/language.ts'

// BM25 relevance between a job requirement (the query) and each piece of profile evidence (the
// documents), plus a coverage ratio: how many of the requirement's content words the evidence has.

const K1 = 1.2
const B = 0.75

export type ScoredEvidence = { evidence: Evidence; bm25: number; coverage: number }

export type EvidenceIndex = {
  docs: { evidence: Evidence; tokens: string[]; counts: Map<string, number> }[]
  df: Map<string, number>
  avgLength: number
  /** The language every text is stemmed in; each text's own guess when absent. */
  language?: TextLanguage
}

/**
 * Indexes the evidence. A language given stems every text alike, the short ones too: a short German
 * bullet guessed as English would never share a stem with a German requirement.
 */
export function indexEvidence(evidence: Evidence[], language?: TextLanguage): EvidenceIndex {
  const docs = evidence.map((item) => {
    const tokens = tokenize(`${item.text}`, { language })
    const counts = new Map<string, number>()
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1)
    return { evidence: item, tokens, counts }
  })
  const df = new Map<string, number>()
  for (const doc of docs) for (const token of doc.counts.keys()) df.set(token, (df.get(token) ?? 0) + 1)
  const avgLength = docs.reduce((sum, d) => sum + d.tokens.length, 0) / Math.max(1, docs.length)
  return { docs, df, avgLength, language }
}

/** Evidence ranked by BM25 for the query, best first; only evidence sharing at least one word. */
export function rankEvidence(index: EvidenceIndex, query: string, limit = 5): ScoredEvidence[] {
  const queryTokens = [...new Set(tokenize(query, { language: index.language }))]
  if (queryTokens.length === 0) return []
  const n = index.docs.length
  const scored: ScoredEvidence[] = []
  for (const doc of index.docs) {
    let bm25 = 0
    let shared = 0
    for (const token of queryTokens) {
      let tf = doc.counts.get(token) ?? 0
      // German: "Kundenberatung" is met by "Privatkundenberatung", "Kreditgeschäft" by "Kredit".
      if (tf === 0 && index.language === 'de')
        for (const [have, count] of doc.counts) if (compoundMeets(token, have)) tf += count
      if (tf === 0) continue
      shared++
      const df = index.df.get(token) ?? 0
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
      bm25 +=
        idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.tokens.length) / Math.max(1, index.avgLength))))
    }
    if (shared > 0) scored.push({ evidence: doc.evidence, bm25, coverage: shared / queryTokens.length })
  }
  return scored.sort((a, b) => b.bm25 - a.bm25 || b.coverage - a.coverage).slice(0, limit)
}
