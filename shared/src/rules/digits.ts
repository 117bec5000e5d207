const DEVANAGARI_ZERO = 0x0966

/**
 * Devanagari digits (०-९) as ASCII digits, the rest of the text unchanged: what a person types on
 * a Nepali keyboard is the same number the API expects.
 */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))

/** ASCII digits (0-9) as Devanagari digits, the rest of the text (or number) unchanged. */
export const devanagariDigits = (text: string | number): string =>
  String(text).replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)))
