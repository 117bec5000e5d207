// Interim on branch i28: replaced by the full folding of the i28-norm branch.
export const normalizeForSearch = (text: string): string =>
  text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
