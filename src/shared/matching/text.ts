// Kept so existing imports keep working: the tokeniser and stemmer live in #shared/text/tokenize.ts.
export { stem, tokenSet, tokenize } from '#shared/text/tokenize.ts'
