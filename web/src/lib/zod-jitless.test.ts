import { describe, expect, it } from 'vitest'
import { configureZodJitless } from './zod-jitless'

describe('zod in the browser', () => {
  it("is configured jitless through zod's shared settings", async () => {
    configureZodJitless()
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)
  })
})
