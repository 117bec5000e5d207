import type { z } from 'zod/mini'
import { issuesToDrfErrors, jagirErrorMap } from '../errors/zod-issues.js'
import { jobAdditionalInfoPayloadSchema } from '../schemas/job-additional-info.js'
import { DESCRIPTION_MAX, jobBasicInfoPayloadSchema } from '../schemas/job-basic-info.js'
import { screeningQuestionPayloadSchema } from '../schemas/job-question.js'
import { jobSpecificationPayloadSchema } from '../schemas/job-specification.js'
import { renderValidationMessage, type ValidationMessage } from '../errors/validation-codes.js'
import { richTextLimits } from '../sanitize/limits.js'
import { sanitizeRichText } from '../sanitize/rich-text.js'

/**
 * The outcome of checking a job wizard write at the BFF: valid (the body to forward), invalid
 * (field errors), or busy: rich text within its limits could not be sanitized now (the server's
 * sanitizer is busy), which says nothing about the input, so the write may simply be tried again.
 */
export type WizardWriteResult =
  | { ok: true; body: unknown }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; busy: true }

interface WizardWrite {
  method: 'POST' | 'PUT'
  path: RegExp
  schema: z.ZodMiniType
  /** Rich-text fields (with their length limit) sanitized before validation and forwarding. */
  richText: Readonly<Record<string, number>>
}

const SEGMENT = '[^/]+'
// Case-insensitive: a provider that matched paths without case would otherwise take a write
// this check let through as 'not a wizard path'. Checking more than needed costs nothing.
const route = (pattern: string) => new RegExp(`^/api/v1/job/${pattern}/?$`, 'i')

/** The job wizard's writes (docs/bff.md#proxy; docs/product.md#the-wizards-writes-at-the-bff). */
export const WIZARD_WRITES: readonly WizardWrite[] = [
  {
    method: 'POST',
    path: route('basic-info-new'),
    schema: jobBasicInfoPayloadSchema,
    richText: { description: DESCRIPTION_MAX },
  },
  {
    method: 'PUT',
    path: route(`${SEGMENT}/basic-info-new`),
    schema: jobBasicInfoPayloadSchema,
    richText: { description: DESCRIPTION_MAX },
  },
  {
    method: 'PUT',
    path: route(`${SEGMENT}/job-specification-new`),
    schema: jobSpecificationPayloadSchema,
    richText: {},
  },
  {
    method: 'PUT',
    path: route(`${SEGMENT}/additional-info-new`),
    schema: jobAdditionalInfoPayloadSchema,
    richText: {},
  },
  {
    method: 'POST',
    path: route(`${SEGMENT}/questions`),
    schema: screeningQuestionPayloadSchema,
    richText: {},
  },
  {
    method: 'PUT',
    path: route(`${SEGMENT}/questions/${SEGMENT}`),
    schema: screeningQuestionPayloadSchema,
    richText: {},
  },
]

/** The wizard write a request is, or null. The query string is ignored. */
export function findWizardWrite(method: string, path: string): WizardWrite | null {
  const bare = path.split('?')[0] ?? ''
  const upper = method.toUpperCase()
  return WIZARD_WRITES.find((write) => write.method === upper && write.path.test(bare)) ?? null
}

/**
 * True when a path (no query, decoded) is one of the wizard's write paths, whatever the method:
 * the proxy refuses the methods the wizard does not use there (PATCH), which would skip checks.
 */
export function isWizardPath(path: string): boolean {
  return WIZARD_WRITES.some((write) => write.path.test(path))
}

const typeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'string'
        ? 'str'
        : typeof value

/**
 * Sanitizes one rich-text value; rejects when it cannot be done now (the BFF runs the sanitizer
 * in workers with a deadline: a full queue or a passed deadline is the server being busy).
 */
export type RichTextSanitizer = (html: string) => Promise<string>

const sanitizeInline: RichTextSanitizer = async (html) => sanitizeRichText(html)

/** The answer's language: the request's (the BFF reads its `locale` cookie). */
type Lang = 'en' | 'ne'

const fieldError = (field: string, message: ValidationMessage, lang: Lang): string =>
  renderValidationMessage({ code: message.code, params: { ...message.params, field } }, lang)

/** A body that is not an object, and what should never happen, in each language. */
const NOT_AN_OBJECT: Readonly<Record<Lang, (type: string) => string>> = {
  // DRF's own wording.
  en: (type) => `Invalid data. Expected a dictionary, but got ${type}.`,
  ne: () => 'अमान्य डाटा: फिल्डहरूसहितको एउटा वस्तु चाहिन्छ।',
}
const INVALID_DATA: Readonly<Record<Lang, string>> = {
  en: 'Invalid data.',
  ne: 'अमान्य डाटा।',
}

/**
 * Sanitizes the rich-text fields of `body` in place, each only after it met its cheap limits
 * (length, nesting depth). A field over them is removed from `body` and gets its error; a field
 * within them that `sanitize` could not do now is named in `busy` (and left as sent).
 */
async function sanitizeFields(
  body: Record<string, unknown>,
  fields: Readonly<Record<string, number>>,
  sanitize: RichTextSanitizer,
  lang: Lang,
): Promise<{ errors: Record<string, string[]>; busy: string[] }> {
  const errors: Record<string, string[]> = {}
  const busy: string[] = []
  for (const [field, maxLength] of Object.entries(fields)) {
    const html = body[field]
    if (typeof html !== 'string') continue
    const limit = richTextLimits(html, maxLength)
    if (limit !== null) {
      delete body[field]
      errors[field] = [fieldError(field, limit, lang)]
      continue
    }
    try {
      body[field] = await sanitize(html)
    } catch {
      // The input met the limits: that it could not be sanitized now is the server's load.
      busy.push(field)
    }
  }
  return { errors, busy }
}

/**
 * Validates a job wizard write (basic-info-new POST/PUT, job-specification-new PUT,
 * additional-info-new PUT, questions POST/PUT) with the forms' schemas. Valid: the body as sent
 * but with its rich text sanitized (by `sanitize`, after the cheap limits). Invalid: DRF-style
 * errors in `lang` (English unless told). Busy: the body is otherwise valid but its rich text (within the limits)
 * could not be sanitized now; an invalid body is reported as invalid whatever the load. Other
 * requests: null. Never rejects.
 */
export async function validateWizardWrite(
  method: string,
  path: string,
  json: unknown,
  sanitize: RichTextSanitizer = sanitizeInline,
  lang: Lang = 'en',
): Promise<WizardWriteResult | null> {
  const write = findWizardWrite(method, path)
  if (!write) return null
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, errors: { non_field_errors: [NOT_AN_OBJECT[lang](typeName(json))] } }
  }
  try {
    const body: Record<string, unknown> = { ...(json as Record<string, unknown>) }
    const richText = await sanitizeFields(body, write.richText, sanitize, lang)
    const result = write.schema.safeParse(body, { error: jagirErrorMap })
    const errors = result.success ? {} : issuesToDrfErrors(result.error.issues, lang)
    Object.assign(errors, richText.errors)
    if (Object.keys(errors).length > 0) return { ok: false, errors }
    if (richText.busy.length > 0) return { ok: false, busy: true }
    return { ok: true, body }
  } catch {
    // Nothing here should throw; if something does, the request is refused, not forwarded.
    return { ok: false, errors: { non_field_errors: [INVALID_DATA[lang]] } }
  }
}
