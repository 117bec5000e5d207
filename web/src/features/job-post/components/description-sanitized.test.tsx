import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { buildFakeJob, type JobApiCall } from '../testing/fake-job-api'
import { renderWizard, wizardDialog } from '../testing/render-wizard'

const UNSAFE =
  '<p onclick="steal()">Keeps <em>tidy</em> books.</p><script>alert(1)</script>' +
  '<p><a href="javascript:alert(1)">bad</a> <a href="jagir.example">site</a></p>'

const sentDescriptions = (calls: JobApiCall[], slug: string) =>
  calls
    .filter(
      (call) => call.method === 'PUT' && call.pathname === `/api/v1/job/${slug}/basic-info-new/`,
    )
    .map((call) => (call.body as { description: string }).description)

describe('rich text is sanitized before it is shown and before it is sent', () => {
  it(
    'a saved description with a script, a handler and a javascript: link',
    { timeout: 60_000 },
    async () => {
      const job = buildFakeJob()
      job.basic.description = UNSAFE
      const { user, calls } = await renderWizard(`/en/job/post?slug=${job.slug}&step=1`, {
        user: buildEmployer(),
        jobs: [job],
      })
      const step1 = await wizardDialog(/Post a Job/)
      const editor = await step1.findByTestId('description-editor')
      expect(editor.textContent).toBe('Keeps tidy books.bad site')
      expect(editor.querySelector('script, [onclick]')).toBeNull()
      const links = [...editor.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      expect(links).not.toContain('javascript:alert(1)')
      expect(links).toContain('http://jagir.example')

      // Sent untouched by the editor: the form still holds what was read, and the save cleans it.
      await user.click(step1.getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(sentDescriptions(calls, job.slug)).toHaveLength(1))
      expect(sentDescriptions(calls, job.slug)).toEqual([
        '<p>Keeps <em>tidy</em> books.</p><p><a>bad</a> <a href="http://jagir.example">site</a></p>',
      ])
    },
  )
})
