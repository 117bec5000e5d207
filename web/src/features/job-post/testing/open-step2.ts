import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { buildFakeJob, type JobApiCall } from './fake-job-api'
import { renderWizard, wizardDialog } from './render-wizard'

/** The specification payloads step 2 sent. */
export const specs = (calls: JobApiCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.pathname.endsWith('/job-specification-new/'))
    .map((call) => call.body as Record<string, unknown>)

/** Step 2 of a job whose step 1 is saved and whose specification is still empty. */
export async function openStep2(lang: 'en' | 'ne' = 'en') {
  const job = buildFakeJob({ specification: undefined, additional: undefined })
  const prefix = lang === 'en' ? '/en' : ''
  const app = await renderWizard(`${prefix}/job/post?slug=${job.slug}&step=2`, {
    user: buildEmployer(),
    jobs: [job],
  })
  const step = await wizardDialog(lang === 'en' ? /Job Specification/ : /जागिरका आवश्यकताहरू/)
  await waitFor(() => expect(step.getAllByRole('option').length).toBeGreaterThan(1))
  return { ...app, step }
}
