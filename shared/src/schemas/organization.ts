import * as z from 'zod/mini'
import { asciiDigits } from '../rules/digits.js'
import { codedMessage } from './fields.js'
import {
  anyText,
  chosen,
  chosenId,
  emailAddress,
  filledText,
  oneOfList,
  optionalEmail,
  recordId,
  says,
} from './account-fields.js'

/**
 * An employer's organisation (the initial form Post Job needs: docs/product.md#post-job-button): the form's checks
 * and `POST`/`PUT /employer/organization/`'s payload, which the demo API checks.
 */

export const ORGANIZATION_NAME_MAX = 150
export const ORGANIZATION_ADDRESS_MAX = 200
export const ORGANIZATION_ABOUT_MAX = 3000
export const WEBSITE_MAX = 200
/** Sizes the initial form offers, as the API names them. */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-100', '101-200', '201-500', '500+'] as const
/** The logo's image types and largest size the provider takes. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const LOGO_MAX_BYTES = 300 * 1024
/** A logo's `data:` URL: its base64 is 4/3 of the image, with the type before it. */
const LOGO_DATA_URL_MAX = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64
/** What a website starts with (shown as is in both languages: it is what the user types). */
export const WEBSITE_SCHEME = 'https://'

/** A landline or mobile number, as typed: digits with spaces or dashes, + before. */
const organizationPhone = () =>
  z
    .string(says('phone_invalid'))
    .check(z.trim(), z.regex(/^\+?[0-9 -]{6,20}$/, says('phone_invalid')))

/** A scheme at the start of an address (`https://`, `ftp://`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * A website as typed, given `https://` when it has no scheme (`www.example.com.np` is
 * `https://www.example.com.np`); one with a scheme keeps it (and must be http or https).
 */
export const withWebsiteScheme = (address: string): string =>
  address === '' || SCHEME.test(address) ? address : `${WEBSITE_SCHEME}${address}`

/** A website address: http(s) and something after it (`https://` added when none is typed). */
const website = () =>
  z
    .string(says('website_scheme', { scheme: WEBSITE_SCHEME }))
    .check(
      z.trim(),
      z.overwrite(withWebsiteScheme),
      z.regex(/^https?:\/\/\S+$/, says('website_scheme', { scheme: WEBSITE_SCHEME })),
      z.maxLength(WEBSITE_MAX, says('too_long', { max: WEBSITE_MAX })),
    )

/** Digits of a PAN (Nepal's Permanent Account Number, which a tax invoice prints). */
export const PAN_DIGITS = 9

/** What a PAN that is not nine digits says (the general words for a number of digits). */
const panDigits = { error: codedMessage('digits', { length: PAN_DIGITS }) }

/** A PAN: nine digits (Devanagari digits read as the same digits), spaces around dropped. */
const panNumber = () =>
  z.string(panDigits).check(z.trim(), z.overwrite(asciiDigits), z.regex(/^[0-9]{9}$/, panDigits))

/** `POST` (a new one) and `PUT` (the employer's) `/employer/organization/`. */
export const organizationPayloadSchema = z.object({
  name: filledText(ORGANIZATION_NAME_MAX),
  /** Its industry: a job category id. */
  category: recordId(),
  district: recordId(),
  address: filledText(ORGANIZATION_ADDRESS_MAX),
  phone_number: organizationPhone(),
  website: z._default(z.nullable(website()), null),
  email: z._default(z.nullable(emailAddress()), null),
  /** The organisation's PAN, printed on its tax invoices; optional. */
  pan: z._default(z.nullable(panNumber()), null),
  employees: oneOfList(EMPLOYEE_COUNTS),
  about: z._default(anyText(ORGANIZATION_ABOUT_MAX), ''),
  /** Optional logo: a `data:` URL of a PNG, JPEG or WebP image; null removes it, absent keeps it. */
  logo: z.optional(
    z.nullable(
      z
        .string(says('invalid'))
        .check(z.maxLength(LOGO_DATA_URL_MAX, says('too_long', { max: LOGO_DATA_URL_MAX }))),
    ),
  ),
})
export type OrganizationPayload = z.output<typeof organizationPayloadSchema>

/** The form: its selects give strings; a valid form gives the payload. */
export const organizationFormSchema = z.pipe(
  z.object({
    name: filledText(ORGANIZATION_NAME_MAX),
    category: chosenId(),
    /** Narrows the districts; not sent. */
    province: chosenId(),
    district: chosenId(),
    address: filledText(ORGANIZATION_ADDRESS_MAX),
    phone_number: organizationPhone(),
    email: optionalEmail(),
    website: z.union(
      [z.literal(''), website()],
      says('website_scheme', { scheme: WEBSITE_SCHEME }),
    ),
    employees: chosen(EMPLOYEE_COUNTS),
    about: anyText(ORGANIZATION_ABOUT_MAX),
    pan: z.union([z.literal(''), panNumber()], panDigits),
    /** The chosen logo's `data:` URL, or null for none. */
    logo: z.nullable(z.string()),
  }),
  z.transform(
    ({ province: _province, website, email, pan, logo, ...values }): OrganizationPayload => ({
      ...values,
      website: website || null,
      email: email || null,
      pan: pan || null,
      // None chosen leaves the kept one as it is.
      logo: logo ?? undefined,
    }),
  ),
)
export type OrganizationFormInput = z.input<typeof organizationFormSchema>
