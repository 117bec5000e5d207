import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX } from '../schemas/job-basic-info.js'
import { descriptionFallbackText } from './description.js'

describe('descriptionFallbackText (how a stored description is shown, SPA and BFF alike)', () => {
  it('leaves a description within the limits to the sanitizer', () => {
    expect(descriptionFallbackText('<p>Dal <b>bhat</b></p>')).toBeNull()
  })

  it('shows one too deep as its text', () => {
    expect(descriptionFallbackText('<b>'.repeat(6_500) + 'Cook <i>daily</i>')).toBe('Cook daily')
  })

  it('shows one too long as its text, cut to the description limit', () => {
    const text = descriptionFallbackText(`<p>${'क'.repeat(DESCRIPTION_MAX + 10)}</p>`)
    expect(text).toHaveLength(DESCRIPTION_MAX)
  })
})
