// word-extractor ships no types; only the part the .doc reader uses is declared.
declare module 'word-extractor' {
  class WordExtractor {
    extract(source: string | Buffer): Promise<{ getBody(): string; getHeaders(): string; getFooters(): string }>
  }
  export default WordExtractor
}
