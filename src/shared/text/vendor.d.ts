// Types for the two text packages that ship none.

declare module 'snowball-stemmers' {
  export type SnowballStemmer = { stem(word: string): string }
  const snowball: { newStemmer(language: string): SnowballStemmer; algorithms(): string[] }
  // eslint-disable-next-line no-restricted-syntax -- describes a CommonJS module, whose export is its default
  export default snowball
}

declare module 'stopword' {
  export const eng: string[]
  export const deu: string[]
}
