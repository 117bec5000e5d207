/** A business of the directory (GET `/api/v1/business/`, `/api/v1/business/{slug}/`). */
export interface Business {
  slug: string
  name?: string
  category?: { slug: string; name: string } | null
  description?: string
  district?: { id: number; name: string } | null
  address?: string
  phone_number?: string | null
  website?: string | null
  services?: string[] | null
}

/** A phone number as a `tel:` address (Nepali numbers with +977). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+977${digits.replace(/^977/, '')}`}`
}

/** A website to link to: only http(s) addresses (anything else is not linked). */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    const url = new URL(website)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
