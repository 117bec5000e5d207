import * as z from 'zod/mini'
import { COVER_LETTER_MAX, CV_CHOICES } from '../rules/jobseeker-profile.js'
import { oneOf, optionalText } from './fields.js'

/**
 * What the apply dialog sends besides the screening answers (POST `/api/v1/job/{slug}/apply/`):
 * an optional cover letter of at most COVER_LETTER_MAX characters and which CV goes with it.
 */
export const applyLetterSchema = z.object({
  cover_letter: optionalText(COVER_LETTER_MAX),
  cv: oneOf(CV_CHOICES),
})
export type ApplyLetterInput = z.input<typeof applyLetterSchema>
export type ApplyLetter = z.output<typeof applyLetterSchema>
