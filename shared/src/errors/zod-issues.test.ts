import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  issuesToDrfErrors,
  issueToValidationMessage,
  jagirErrorMap,
  parseWithCodes,
} from './zod-issues.js'

const schema = z.object({
  name: z.string().check(z.minLength(1)),
  count: z.number().check(z.int(), z.gte(1), z.lte(5)),
  tags: z.array(z.number()).check(z.maxLength(2)),
  kind: z.enum(['a', 'b']),
  nested: z.object({ email: z.email() }),
})

describe('zod issues carry Jagir codes', () => {
  it('built-in checks map to stable codes with their params', () => {
    const result = parseWithCodes(schema, {
      name: '',
      count: 9,
      tags: [1, 2, 3],
      kind: 'c',
      nested: { email: 'x' },
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.messages).toEqual({
      name: [{ code: 'required', params: { field: 'name' } }],
      count: [{ code: 'max_value', params: { field: 'count', max: 5 } }],
      tags: [{ code: 'max_items', params: { field: 'tags', max: 2 } }],
      kind: [{ code: 'invalid_choice', params: { field: 'kind' } }],
      'nested.email': [{ code: 'email', params: { field: 'nested.email' } }],
    })
  })
  it('missing values are required, wrong types numeric or invalid', () => {
    const result = parseWithCodes(schema, { count: 'x', tags: [], kind: 'a', nested: {} })
    if (result.success) throw new Error('expected errors')
    expect(result.messages.name?.[0]?.code).toBe('required')
    expect(result.messages.count?.[0]?.code).toBe('numeric')
    expect(result.messages['nested.email']?.[0]?.code).toBe('required')
    const int = parseWithCodes(z.object({ n: z.number().check(z.int()) }), { n: 1.5 })
    expect(int.success ? null : int.messages.n?.[0]?.code).toBe('integer')
  })
  it('issues parsed without the map still give codes (from the issue itself)', () => {
    const result = z
      .object({ tags: z.array(z.number()).check(z.maxLength(10)) })
      .safeParse({ tags: Array(11).fill(1) })
    const issue = result.error!.issues[0]!
    expect(issueToValidationMessage(issue)).toEqual({
      code: 'max_items',
      params: { field: 'tags', max: 10 },
    })
  })
  it('DRF-style bodies: field arrays of English messages, dotted nested names, root as non_field_errors', () => {
    const withRoot = schema.check(
      z.superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'x' })),
    )
    const result = withRoot.safeParse(
      { name: 'n', count: 0, tags: [], kind: 'a', nested: { email: 'bad' } },
      { error: jagirErrorMap },
    )
    // Range checks do not stop refinements; the root issue lands under non_field_errors.
    expect(issuesToDrfErrors(result.error!.issues)).toEqual({
      count: ['Count field must be 1 or more'],
      'nested.email': ['Email field must be a valid email'],
      non_field_errors: ['This field is not valid'],
    })
  })
})
