/** A category or tag of a question. */
export interface FaqGroup {
  slug: string
  name: string
}

/** A question and its answer (GET `/api/v1/faq/`, `/api/v1/faq/{slug}/`). */
export interface Faq {
  slug: string
  question?: string
  answer?: string
  category?: FaqGroup | null
  tags?: FaqGroup[] | null
}
