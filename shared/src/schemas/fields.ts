import * as z from 'zod/mini'
import { jagirErrorMap } from '../errors/zod-issues.js'
import { asciiDigits } from '../rules/digits.js'
import { encodeValidationMessage, type ValidationCode } from '../errors/validation-codes.js'
import { MAX_LIST_ITEMS } from '../rules/constants.js'
import { RICH_TEXT_MAX_DEPTH, richTextDepth } from '../sanitize/limits.js'

/**
 * Field builders shared by the wire schemas and the form schemas, so that a rule (a limit, a
 * minimum, a message code) is written once. Every check carries Jagir's error map, so issues
 * carry stable codes even when a caller parses without passing the map.
 */
const coded = { error: jagirErrorMap }

/** Encoded message for a custom issue. */
export const codedMessage = (code: ValidationCode, params: Record<string, number | string> = {}) =>
  encodeValidationMessage(code, params)

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max = 255) =>
  z.string(coded).check(z.trim(), z.minLength(1, coded), z.maxLength(max, coded))

/** An optional text (may be empty) of at most `max` characters. */
export const optionalText = (max = 255) => z.string(coded).check(z.maxLength(max, coded))

/** Rich text (HTML) of at most `max` characters, nested at most RICH_TEXT_MAX_DEPTH deep. */
export const richText = (max: number) =>
  z.string(coded).check(
    z.maxLength(max, coded),
    z.refine((html) => richTextDepth(html, RICH_TEXT_MAX_DEPTH) <= RICH_TEXT_MAX_DEPTH, {
      error: codedMessage('too_complex'),
    }),
  )

/** A database id. */
export const id = () => z.number(coded).check(z.int(coded), z.positive(coded))

/** A list of ids with at most `max` entries (the limit of 10 by default). */
export const idList = (max = MAX_LIST_ITEMS) => z.array(id(), coded).check(z.maxLength(max, coded))

/** An integer between `min` and `max` inclusive. */
export const intBetween = (min: number, max: number) =>
  z.number(coded).check(z.int(coded), z.gte(min, coded), z.lte(max, coded))

/** A finite number of at least `min`. */
export const numberAtLeast = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number(coded).check(z.gte(min, coded), z.lte(max, coded))

/** One of the given values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, coded)

/** A boolean. */
export const bool = () => z.boolean(coded)

/** A literal value. */
export const literal = <const T extends string | number | boolean | null>(value: T) =>
  z.literal(value, coded)

interface NumberRules {
  min: number
  max?: number
  integer?: boolean
}

const blank = (raw: unknown): boolean =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && raw.trim() === '') ||
  (typeof raw === 'number' && Number.isNaN(raw))

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

// NaN is what an emptied number input gives (valueAsNumber); it reads as blank.
const formNumberInput = z.union([z.number(), z.nan(), z.string(), z.null(), z.undefined()], coded)
type FormNumberInput = z.output<typeof formNumberInput>

/**
 * A custom issue raised inside a transform. zod/mini's transform context has no `addIssue`, so
 * the issue is pushed as classic zod's `addIssue` pushed it: without `continue`, which keeps the
 * refinements of the enclosing object from running on a value that failed here.
 */
export function transformIssue(payload: z.core.ParsePayload, message: string, input: unknown) {
  payload.issues.push({ code: 'custom', message, input })
  return z.NEVER
}

/**
 * Runs an object's refinement once the fields it reads have parsed, even when other fields
 * failed: a form then shows every error at once (an end before its start beside an empty name).
 */
export const whenParsed = (...fields: string[]): z.core.$ZodSuperRefineParams => ({
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
})

/** Typed text as a number (Devanagari digits read as ASCII), NaN when it is not one. */
const numericText = (raw: unknown): number => {
  const text = asciiDigits(String(raw))
  return NUMERIC.test(text) ? Number(text) : NaN
}

function checkNumber(raw: unknown, rules: NumberRules, payload: z.core.ParsePayload): number {
  const fail = (code: ValidationCode, params: Record<string, number> = {}) =>
    transformIssue(payload, codedMessage(code, params), raw)
  const value = typeof raw === 'number' ? raw : numericText(raw)
  if (!Number.isFinite(value)) return fail('numeric')
  if (rules.integer && !Number.isInteger(value)) return fail('integer')
  if (value < rules.min) return fail('min_value', { min: rules.min })
  const max = rules.max ?? Number.MAX_SAFE_INTEGER
  if (value > max) return fail('max_value', { max })
  return value
}

/** A required number typed into a form (string or number in, number out). */
export const formNumber = (rules: NumberRules) =>
  z.pipe(
    formNumberInput,
    z.transform((raw: FormNumberInput, payload): number =>
      blank(raw)
        ? transformIssue(payload, codedMessage('required'), raw)
        : checkNumber(raw, rules, payload),
    ),
  )

/** An optional number typed into a form: blank gives null. */
export const optionalFormNumber = (rules: NumberRules) =>
  z.pipe(
    formNumberInput,
    z.transform((raw: FormNumberInput, payload): number | null =>
      blank(raw) ? null : checkNumber(raw, rules, payload),
    ),
  )

const formIdInput = z.union([z.number(), z.null(), z.undefined()], coded)

/** A required choice of an id in a form (null until chosen). */
export const formRequiredId = () =>
  z.pipe(
    formIdInput,
    z.transform((raw: z.output<typeof formIdInput>, payload): number => {
      if (raw === null || raw === undefined) {
        return transformIssue(payload, codedMessage('required'), raw)
      }
      if (!Number.isInteger(raw) || raw <= 0) {
        return transformIssue(payload, codedMessage('invalid'), raw)
      }
      return raw
    }),
  )
