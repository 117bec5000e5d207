import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import { buildFakeJob } from '../testing/fake-job-api'
import { renderWizard, wizardDialog } from '../testing/render-wizard'

// Step 2's code, held back until the test lets it load (a slow network).
const stepCode = vi.hoisted(() => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { requested: false, released, release }
})
vi.mock('./specification-step', async (importOriginal) => {
  stepCode.requested = true
  await stepCode.released
  return importOriginal()
})

const value = (element: HTMLElement) => (element as HTMLInputElement).value

describe('job post wizard: steps 2 and 3 load on demand', () => {
  it(
    "step 1 asks for step 2's code ahead; until it is in, step 2's dialog says it is loading",
    { timeout: 60_000 },
    async () => {
      const job = buildFakeJob()
      const { user, router } = await renderWizard(`/en/job/post?slug=${job.slug}&step=1`, {
        user: buildEmployer(),
        jobs: [job],
      })
      const step1 = await wizardDialog(/Post a Job/)
      await step1.findByTestId('description-editor')
      // Asked for while step 1 shows, before anyone moves on.
      await waitFor(() => expect(stepCode.requested).toBe(true))
      await user.click(step1.getByRole('button', { name: 'Update' }))

      await waitFor(() => expect(currentPath(router)).toBe(`/en/job/post?slug=${job.slug}&step=2`))
      const loading = within(await screen.findByRole('dialog', { name: /Job Specification/ }))
      expect(loading.getByText('Step 2 of 3')).toBeTruthy()
      // (The saved notice of step 1 shows in the dialog too: a status of its own.)
      expect(loading.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Loading…',
      )

      stepCode.release()
      const step2 = await wizardDialog(/Job Specification/)
      expect(value(step2.getByRole('textbox', { name: 'Minimum experience' }))).toBe('3')
    },
  )
})
