import { describe, expect, it } from 'vitest'
import { isSafeNextPath, toSafeNextPath } from './next-path.js'

describe('isSafeNextPath (next is honoured only when it is a local path)', () => {
  it.each([
    '/',
    '/job/search?search=cook',
    '/en/job/post?slug=a&step=2',
    '/job/%E0%A4%95/detail',
    '/javascript:alert(1)',
  ])('accepts the local path %s', (value) => {
    expect(isSafeNextPath(value)).toBe(true)
  })

  it.each([
    '',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%2F%2Fevil',
    'https://x',
    'http://evil.com/path',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/x\u0000y',
    '/x\u007f',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(isSafeNextPath(value)).toBe(false)
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/'], { path: '/' }]) {
      expect(isSafeNextPath(value)).toBe(false)
    }
  })
})

describe('toSafeNextPath (issue 20 finding 9: a redirect Location never carries raw non-ASCII)', () => {
  it.each([
    ['/jobs?page=2', '/jobs?page=2'],
    ['/job/%E0%A4%95/detail', '/job/%E0%A4%95/detail'],
    ['/en/जागिर', '/en/%E0%A4%9C%E0%A4%BE%E0%A4%97%E0%A4%BF%E0%A4%B0'],
    ['/。/evil', '/%E3%80%82/evil'],
    ['/a b', '/a%20b'],
    ['/x\u0085y', '/x%C2%85y'],
    ['/😀', '/%F0%9F%98%80'],
  ])('turns %j into the ASCII local path %j', (value, expected) => {
    expect(toSafeNextPath(value)).toBe(expected)
    // Applying the rule twice changes nothing more (the callback re-checks what login stored).
    expect(toSafeNextPath(expected)).toBe(expected)
  })

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/x\ud800y',
    `/${'ज'.repeat(300)}`,
    undefined,
  ])('refuses %j', (value) => {
    expect(toSafeNextPath(value)).toBeNull()
  })

  it('never answers anything a Location header could not carry', () => {
    const samples = ['/é', '/\u00a0', '/\u2028', '/\u3000x', '/ü?q=ß#frag']
    for (const value of samples) {
      expect(toSafeNextPath(value)).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })
})
