import { z } from 'zod'
import { jagirErrorMap } from '../errors/zod-issues.js'
import { encodeValidationMessage, type ValidationCode } from '../errors/validation-codes.js'
import { MAX_LIST_ITEMS } from '../rules/constants.js'

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
export const requiredText = (max = 255) => z.string(coded).trim().min(1, coded).max(max, coded)

/** An optional text (may be empty) of at most `max` characters. */
export const optionalText = (max = 255) => z.string(coded).max(max, coded)

/** A database id. */
export const id = () => z.number(coded).int(coded).positive(coded)

/** A list of ids with at most `max` entries (the spec's limit of 10 by default). */
export const idList = (max = MAX_LIST_ITEMS) => z.array(id(), coded).max(max, coded)

/** An integer between `min` and `max` inclusive. */
export const intBetween = (min: number, max: number) =>
  z.number(coded).int(coded).min(min, coded).max(max, coded)

/** A finite number of at least `min`. */
export const numberAtLeast = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number(coded).min(min, coded).max(max, coded)

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

function checkNumber(raw: unknown, rules: NumberRules, ctx: z.RefinementCtx): number | null {
  const fail = (code: ValidationCode, params: Record<string, number> = {}) => {
    ctx.addIssue({ code: 'custom', message: codedMessage(code, params), input: raw })
    return null
  }
  const value = typeof raw === 'number' ? raw : NUMERIC.test(String(raw)) ? Number(raw) : NaN
  if (!Number.isFinite(value)) return fail('numeric')
  if (rules.integer && !Number.isInteger(value)) return fail('integer')
  if (value < rules.min) return fail('min_value', { min: rules.min })
  const max = rules.max ?? Number.MAX_SAFE_INTEGER
  if (value > max) return fail('max_value', { max })
  return value
}

/** A required number typed into a form (string or number in, number out). */
export const formNumber = (rules: NumberRules) =>
  formNumberInput.transform((raw, ctx): number => {
    if (blank(raw)) {
      ctx.addIssue({ code: 'custom', message: codedMessage('required'), input: raw })
      return z.NEVER
    }
    return checkNumber(raw, rules, ctx) ?? z.NEVER
  })

/** An optional number typed into a form: blank gives null. */
export const optionalFormNumber = (rules: NumberRules) =>
  formNumberInput.transform((raw, ctx): number | null => {
    if (blank(raw)) return null
    return checkNumber(raw, rules, ctx) ?? z.NEVER
  })

/** A required choice of an id in a form (null until chosen). */
export const formRequiredId = () =>
  z.union([z.number(), z.null(), z.undefined()], coded).transform((raw, ctx): number => {
    if (raw === null || raw === undefined) {
      ctx.addIssue({ code: 'custom', message: codedMessage('required'), input: raw })
      return z.NEVER
    }
    if (!Number.isInteger(raw) || raw <= 0) {
      ctx.addIssue({ code: 'custom', message: codedMessage('invalid'), input: raw })
      return z.NEVER
    }
    return raw
  })
