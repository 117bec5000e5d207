import { beforeEach, describe, expect, it } from 'vitest'
import { buildJobDetail } from '../testing/build-job'
import { forgetInlineJob, inlineJob } from './job-detail'

/** Puts the BFF's data block into the page, as a served job page has it. */
function putDataBlock(text: string) {
  document.getElementById('jagir-job-data')?.remove()
  forgetInlineJob()
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = 'jagir-job-data'
  element.textContent = text
  document.head.append(element)
}

describe('the job the BFF sends with a job page', () => {
  beforeEach(() => forgetInlineJob())

  it('is used for that job in that language, however often the page mounts', () => {
    const job = buildJobDetail()
    putDataBlock(JSON.stringify({ slug: job.slug, lang: 'en', job }))
    expect(inlineJob(job.slug, 'en')).toEqual(job)
    expect(inlineJob(job.slug, 'en')).toEqual(job)
    expect(inlineJob('another-job', 'en')).toBeUndefined()
  })

  it('is ignored for another job, another language or a broken block', () => {
    const job = buildJobDetail()
    putDataBlock(JSON.stringify({ slug: job.slug, lang: 'ne', job }))
    expect(inlineJob(job.slug, 'en')).toBeUndefined()
    putDataBlock(JSON.stringify({ slug: 'other', lang: 'en', job }))
    expect(inlineJob('other', 'en')).toBeUndefined()
    putDataBlock('{not json')
    expect(inlineJob(job.slug, 'en')).toBeUndefined()
  })
})
