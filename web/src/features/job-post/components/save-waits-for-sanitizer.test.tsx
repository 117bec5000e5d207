import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import { buildFakeJob } from '../testing/fake-job-api'
import { renderWizard, wizardDialog } from '../testing/render-wizard'

// The sanitizer's chunk, held back until the test lets it load.
const sanitizer = vi.hoisted(() => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { requested: false, released, release }
})
vi.mock('@jagir/shared/sanitize/rich-text', async (importOriginal) => {
  sanitizer.requested = true
  await sanitizer.released
  return importOriginal()
})

describe('step 1 is saved with its description sanitized', () => {
  it(
    'an empty description shows at once; the save waits for the sanitizer',
    { timeout: 60_000 },
    async () => {
      const job = buildFakeJob()
      job.basic.description = ''
      const { user, calls, router } = await renderWizard(`/en/job/post?slug=${job.slug}&step=1`, {
        user: buildEmployer(),
        jobs: [job],
      })
      const step1 = await wizardDialog(/Post a Job/)
      expect((await step1.findByTestId('description-editor')).textContent?.trim()).toBe('')
      await user.click(step1.getByRole('button', { name: 'Update' }))

      await waitFor(() => expect(sanitizer.requested).toBe(true))
      // Time for a save that did not wait to reach the fake API (it would within milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 200))
      const update = step1.getByRole('button', { name: 'Update' })
      expect((update as HTMLButtonElement).disabled).toBe(true)
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([])

      sanitizer.release()
      await waitFor(() => expect(currentPath(router)).toBe(`/en/job/post?slug=${job.slug}&step=2`))
      const put = calls.find((call) => call.method === 'PUT')
      expect(put?.body).toEqual(expect.objectContaining({ title: 'Book Keeper', description: '' }))
    },
  )
})
