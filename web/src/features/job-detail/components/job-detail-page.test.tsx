import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import { currentPath, renderApp } from '../../../testing/render-app'
import { signInRoutes, signInThroughDialog } from '../../../testing/sign-in-dialog'
import { buildJobDetail } from '../testing/build-job'

const SLUG = 'accountant-himal-traders'
const DETAIL = `/api/v1/job/${SLUG}/`
const QUESTIONS = `/api/v1/job/${SLUG}/questions/`

const questions = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 5,
      question: 'Do you have a valid driving licence?',
      question_type: 'radio',
      is_required: true,
      description: null,
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    },
    {
      id: 6,
      question: 'Why do you want to work with us?',
      question_type: 'textarea',
      is_required: false,
      description: 'A few lines are enough.',
      answer_choices: [],
    },
  ],
}

describe('the job page', () => {
  it('shows everything the job holds, in English', async () => {
    await renderApp(`/en/job/${SLUG}/detail`, { routes: { [DETAIL]: { body: buildJobDetail() } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant' })).toBeDefined()
    const page = screen.getByRole('article')
    const text = page.textContent ?? ''
    for (const expected of [
      'Himal Traders',
      'New Baneshwor, Kathmandu Metropolitan City, Kathmandu, Bagmati Province',
      'NRs 25,000 – 35,000 per month',
      'Mid Level',
      'Full Time',
      'Morning',
      'Bachelor (required)',
      '2 years (preferred)',
      'Above 21 years',
      'Own two-wheeler required',
      'Tally',
      'Punctuality',
      'Honesty',
      'Nepal tax law',
      'Lunch',
      'Citizenship',
      'Accounting',
      'Jan 5, 2026',
      'Jan 15, 2033',
    ]) {
      expect(text).toContain(expected)
    }
    // The description is sanitized before it is shown.
    expect(page.querySelector('.job-description strong')?.textContent).toBe('books')
    expect(page.querySelector('script')).toBeNull()
    expect(document.title).toBe('Accountant | Jagir')
  })

  it('shows a description too deeply nested to sanitize as its plain text (issue 20)', async () => {
    const description = '<b>'.repeat(6_500) + 'Cook dal bhat <i onclick="x()">daily</i>'
    await renderApp(`/en/job/${SLUG}/detail`, {
      routes: { [DETAIL]: { body: buildJobDetail({ description }) } },
    })
    await screen.findByRole('heading', { level: 1, name: 'Accountant' })
    const shown = screen.getByRole('article').querySelector('.job-description')!
    expect(shown.textContent).toBe('Cook dal bhat daily')
    expect(shown.querySelectorAll('*')).toHaveLength(0)
  })

  it('writes numbers in Devanagari and Bikram Sambat dates beside AD in Nepali', async () => {
    await renderApp(`/job/${SLUG}/detail`, { routes: { [DETAIL]: { body: buildJobDetail() } } })
    await screen.findByRole('heading', { level: 1, name: 'Accountant' })
    const page = screen.getByRole('article')
    await waitFor(() => expect(page.textContent).toContain('२१ पौष २०८२'))
    expect(page.textContent).toContain('५ जनवरी २०२६')
    expect(page.textContent).toContain('२५,०००')
    expect(page.textContent).not.toMatch(/[0-9]/)
    const times = [...page.querySelectorAll('time')].map((time) => time.getAttribute('dateTime'))
    expect(times).toContain('2026-01-05')
  })

  it('shows the alternative name, and no logo, when the organisation hides its name', async () => {
    const job = buildJobDetail({
      show_name: false,
      org_alt_name: 'A reputed trading house',
      organization: { id: 7, name: 'Himal Traders', logo: '/media/himal.png' },
    })
    await renderApp(`/en/job/${SLUG}/detail`, { routes: { [DETAIL]: { body: job } } })
    await screen.findByText('A reputed trading house')
    expect(screen.queryByText('Himal Traders')).toBeNull()
    expect(document.querySelector('img.org-logo')).toBeNull()
  })

  it('asks a visitor to sign in before applying, and keeps them on the job', async () => {
    const { router } = await renderApp(`/en/job/${SLUG}/detail`, {
      user: null,
      routes: { [DETAIL]: { body: buildJobDetail() } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Please sign in as a job seeker to apply for this job.'),
    ).toBeDefined()
    expect(currentPath(router)).toBe(`/en/job/${SLUG}/detail`)
  })

  it('opens the application once a visitor has signed in from Apply, without a second click', async () => {
    await renderApp(`/en/job/${SLUG}/detail`, {
      routes: {
        ...signInRoutes(buildJobseeker()),
        [DETAIL]: { body: buildJobDetail() },
        [QUESTIONS]: { body: questions },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }))
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Sign In' }))
    const form = await screen.findByRole('dialog', { name: /Accountant/ })
    expect(await within(form).findByRole('button', { name: 'Submit application' })).toBeDefined()
  })

  it('tells an employer they cannot apply', async () => {
    await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildEmployer(),
      routes: { [DETAIL]: { body: buildJobDetail() } },
    })
    expect(await screen.findByText('Employers cannot apply for jobs.')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull()
  })

  it('lets a job seeker answer the questions (required ones enforced) and apply', async () => {
    const { calls } = await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildJobseeker(),
      routes: {
        [DETAIL]: { body: buildJobDetail() },
        [QUESTIONS]: { body: questions },
        [`POST /api/v1/job/${SLUG}/apply/`]: { status: 201, body: { id: 1, status: 'applied' } },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }))
    const dialog = await screen.findByRole('dialog')
    const licence = await within(dialog).findByRole('group', { name: /valid driving licence/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }))
    expect(await within(licence).findByText('Please answer this question.')).toBeDefined()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.click(within(licence).getByRole('radio', { name: 'Yes' }))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /work with us/ }),
      '  I like ledgers.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText('You have applied for this job.')).toBeDefined()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe(`/api/v1/job/${SLUG}/apply/`)
    expect(post.headers['x-csrf']).toBe('1')
    expect(post.body).toEqual({
      answers: [
        { question: 5, answer: 'Yes' },
        { question: 6, answer: 'I like ledgers.' },
      ],
      // No CV uploaded: the CV made from the profile goes by default.
      cover_letter: '',
      cv: 'profile',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sends a cover letter and the uploaded CV chosen in the dialog', async () => {
    const { calls } = await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildJobseeker(),
      routes: {
        [DETAIL]: { body: buildJobDetail() },
        [QUESTIONS]: { body: [] },
        '/api/v1/jobseeker/me/cv/': {
          body: {
            cv: {
              file_name: 'sita.pdf',
              content_type: 'application/pdf',
              size: 1200,
              url: '/api/v1/media/cvs/3-ab.pdf',
              uploaded_at: '2026-11-01T00:00:00Z',
            },
          },
        },
        [`POST /api/v1/job/${SLUG}/apply/`]: { status: 201, body: { id: 1, status: 'new' } },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }))
    const dialog = await screen.findByRole('dialog')
    const cvGroup = await within(dialog).findByRole('group', { name: 'CV to send' })
    // The uploaded CV is chosen when there is one; no upload is offered then.
    expect(
      (
        within(cvGroup).getByRole('radio', {
          name: 'My uploaded CV (sita.pdf)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
    expect(within(dialog).queryByLabelText('Upload a CV')).toBeNull()
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Cover letter (optional)' }),
      'Dear team, I keep good books.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText('You have applied for this job.')).toBeDefined()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.body).toEqual({
      answers: [],
      cover_letter: 'Dear team, I keep good books.',
      cv: 'file',
    })
  })

  it("shows the provider's refusal under the question it is about", async () => {
    await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildJobseeker(),
      routes: {
        [DETAIL]: { body: buildJobDetail() },
        [QUESTIONS]: { body: questions },
        [`POST /api/v1/job/${SLUG}/apply/`]: {
          status: 400,
          body: { 'answers.5': ['Not a valid choice.'], non_field_errors: ['Try later.'] },
        },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }))
    const dialog = await screen.findByRole('dialog')
    const licence = await within(dialog).findByRole('group', { name: /valid driving licence/ })
    await userEvent.click(within(licence).getByRole('radio', { name: 'No' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }))
    expect(await within(licence).findByText('Not a valid choice.')).toBeDefined()
    expect(within(dialog).getByText('Try later.')).toBeDefined()
  })

  it('saves a job for a job seeker and says so', async () => {
    const { calls } = await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildJobseeker(),
      routes: {
        [DETAIL]: { body: buildJobDetail() },
        [`POST /api/v1/job/${SLUG}/like/`]: { status: 201, body: { is_liked: true } },
      },
    })
    const save = await screen.findByRole('button', { name: 'Save job' })
    expect(save.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(save)
    const saved = await screen.findByRole('button', { name: 'Saved' })
    expect(saved.getAttribute('aria-pressed')).toBe('true')
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/like/'))).toBe(true)
  })

  it('shows an applied job as applied, with no Apply button', async () => {
    await renderApp(`/en/job/${SLUG}/detail`, {
      user: buildJobseeker(),
      routes: { [DETAIL]: { body: buildJobDetail({ has_applied: true }) } },
    })
    expect(await screen.findByText('You have applied for this job.')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull()
  })

  it('shows the 404 page for an unknown job and the 410 page for an expired one', async () => {
    const unknown = await renderApp(`/en/job/nope/detail`, {
      routes: { '/api/v1/job/nope/': { status: 404, body: { detail: 'Not found.' } } },
    })
    expect(await screen.findByText('Page Not Found')).toBeDefined()
    unknown.unmount()
    await renderApp(`/en/job/old/detail`, {
      routes: { '/api/v1/job/old/': { status: 410, body: { detail: 'Gone.' } } },
    })
    expect(await screen.findByText('Page Removed')).toBeDefined()
  })
})
