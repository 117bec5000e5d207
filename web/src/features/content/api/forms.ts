import type { ContactForm, InstaHireForm } from '@jagir/shared/schemas/content-forms'
import { apiFetch } from '../../../lib/api-client'

/** What the provider answers a form it took: its id and a thank-you in the page's language. */
export interface Received {
  id?: number
  detail?: string
}

/** POST `/api/v1/contact/`: a message to the Jagir team. */
export const sendContact = (form: ContactForm) =>
  apiFetch<Received>('/api/v1/contact/', { method: 'POST', body: form })

/** POST `/api/v1/insta-hire/`: an employer's quick hiring request. */
export const sendInstaHire = (form: InstaHireForm) =>
  apiFetch<Received>('/api/v1/insta-hire/', { method: 'POST', body: form })
