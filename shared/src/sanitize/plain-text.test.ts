import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text.js'
import { timeBudget } from '../testing/time-budget.js'

describe('plainText (the fallback for descriptions over the rich-text limits)', () => {
  it('drops tags, script and style content, decodes the common entities, collapses spaces', () => {
    expect(
      plainText('<p>Dal&nbsp;bhat &amp; <b>tarkari</b></p>\n<script>x()</script><p>ok</p>'),
    ).toBe('Dal bhat & tarkari ok')
    expect(plainText('<style>p{}</style>पकाउने &lt;cook&gt;')).toBe('पकाउने <cook>')
  })

  it('reads what no sanitizer could: 6,500 unclosed <b>, a megabyte of < or of nesting', () => {
    expect(plainText('<b>'.repeat(6_500) + 'Cook')).toBe('Cook')
    const started = performance.now()
    plainText('<'.repeat(1_000_000))
    plainText('<div>'.repeat(200_000))
    plainText('<script'.repeat(100_000))
    // Linear: a quadratic pass over a megabyte would take minutes, not a fraction of a second.
    expect(performance.now() - started).toBeLessThan(timeBudget(2_000))
  })
})
