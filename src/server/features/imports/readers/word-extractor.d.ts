// word-extractor ships no types; only the part the .doc reader uses is declared.
declare module 'word-extractor' {
  class WordExtractor {
    extract(
      source: string | Buffer,
    ): Promise<{ getBody(): string; getHeaders(): string; getFooters(): string }>
  }
  // eslint-disable-next-line no-restricted-syntax -- describes a CommonJS module, whose export is its default
  export default WordExtractor
}
