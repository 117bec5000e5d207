// The sanitizer's entry point for the wizard's lazy import: the shared module is also a static
// import of the job detail page, so importing it lazily would make the bundler build a namespace
// object with its runtime helpers, which then land in a chunk every page loads.
export { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
