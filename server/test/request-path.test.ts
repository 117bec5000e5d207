import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../src/lib/request-path.js'

// One notion of "the path" (issue 20, findings 3 and 4): the decoded, normalised path, with every
// spelling refused whose decoded form a check and the router (or the provider) could read apart.

describe('canonicalPath', () => {
  it('decodes what must be encoded and keeps the query out', () => {
    expect(canonicalPath('/bff/login')).toEqual({ ok: true, path: '/bff/login' })
    expect(canonicalPath('/api/v1/job/?search=a%62c')).toEqual({ ok: true, path: '/api/v1/job/' })
    expect(canonicalPath('/job/%E0%A4%9C%E0%A4%BE/detail')).toEqual({
      ok: true,
      path: '/job/जा/detail',
    })
    expect(canonicalPath('/job/cook%20in%20ktm/detail')).toEqual({
      ok: true,
      path: '/job/cook in ktm/detail',
    })
    expect(canonicalPath('/')).toEqual({ ok: true, path: '/' })
    expect(canonicalPath('/en/about/')).toEqual({ ok: true, path: '/en/about/' })
  })

  it.each([
    ['/%62ff/login', 'an encoded letter (b)'],
    ['/b%66f/logout', 'an encoded letter (f)'],
    ['/%61pi/v1/auth/get-token/', 'an encoded letter (a)'],
    ['/api/v1/job/%62asic-info-new/', 'an encoded letter inside a segment'],
    ['/api/v1/job/basic%2Dinfo-new/', 'an encoded hyphen'],
    ['/api/v1/job/basic-info-new%2F', 'an encoded slash'],
    ['/api/v1/job/%5Cbasic-info-new/', 'an encoded backslash'],
    ['/api/v1/job/%252e%252e/', 'double encoding'],
    ['/api/v1/job/basic-info-new%23x', 'an encoded #'],
    ['/api/v1/job/basic-info-new%3F', 'an encoded ?'],
    ['/api/v1/job/basic-info-new%3Bx', 'an encoded ;'],
    ['/api/v1/job/%00/', 'an encoded NUL'],
    ['/api/v1/job/%E0%A4/', 'broken UTF-8'],
    ['/api/v1/job/%zz/', 'a malformed escape'],
    ['/api/v1/job/100%/', 'a lone %'],
    ['/api/v1/job/basic-info-new/#x', 'a # (a raw socket can send one)'],
    ['/api/v1/job/./basic-info-new/', 'a . segment'],
    ['/api/v1/../v1/job/basic-info-new/', 'a .. segment'],
    ['/api/v1/job\\basic-info-new/', 'a backslash'],
    ['http://localhost:3000/bff/login', 'an absolute-form target'],
    ['*', 'the asterisk form'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (target) => {
    expect(canonicalPath(target)).toEqual({ ok: false })
  })

  it('refuses empty segments, offering the collapsed path (query kept)', () => {
    expect(canonicalPath('/en//evil.example/x?a=1')).toEqual({
      ok: false,
      redirect: '/en/evil.example/x?a=1',
    })
    expect(canonicalPath('//evil.example')).toEqual({ ok: false, redirect: '/evil.example' })
    expect(canonicalPath('/api/v1/job//basic-info-new/')).toEqual({
      ok: false,
      redirect: '/api/v1/job/basic-info-new/',
    })
  })
})
