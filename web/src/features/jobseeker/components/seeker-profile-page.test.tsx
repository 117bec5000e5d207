import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import { currentPath, renderApp } from '../../../testing/render-app'
import { buildProfile } from '../testing/build-profile'

const ME = '/api/v1/jobseeker/me/'
const DEGREES = '/api/v1/common/education-degrees/?limit=100'
const degrees = {
  body: {
    count: 2,
    results: [
      { id: 5, name: "Bachelor's degree" },
      { id: 6, name: "Master's degree" },
    ],
  },
}
const seeker = buildJobseeker({ jobseeker_profile: { id: 2, username: 'sita-sharma' } })

/** The profile page in English for the demo seeker, with `routes` added to the fake API. */
const open = (path = '/en/jobseeker/profile/me', routes = {}, profile = buildProfile()) =>
  renderApp(path, {
    user: seeker,
    routes: { [`GET ${ME}`]: { body: profile }, [DEGREES]: degrees, ...routes },
  })

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!

describe('the job seeker profile, overview', () => {
  it('shows the profile as employers see it, and names what is missing', async () => {
    await open(
      '/en/jobseeker/profile/me?tab=overview',
      {},
      buildProfile({ profile_picture: null, languages: [] }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeDefined()
    const education = await section('Education')
    expect(education.textContent).toContain("Bachelor's degree")
    // Typed in BS; an English page shows AD (one calendar per language).
    expect(education.textContent).toContain('2014 – 2018 AD')
    const meter = screen.getByRole('complementary', { name: 'Profile completeness' })
    expect(meter.textContent).toContain('Your profile is 82% complete')
    const missing = within(meter)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(missing).toEqual([
      ['a photo', '#photo'],
      ['the languages you speak', '#languages'],
    ])
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Overview')
  })

  it('refuses an education that ends before it starts, keeping what was typed', async () => {
    const { calls } = await open()
    const education = await section('Education')
    await userEvent.click(within(education).getByRole('button', { name: 'Edit Education' }))
    const from = within(education).getByLabelText('From (year)')
    const to = within(education).getByLabelText('To (year; blank while studying)')
    await userEvent.clear(to)
    await userEvent.type(to, '2070')
    await userEvent.click(within(education).getByRole('button', { name: 'Save' }))
    expect(await within(education).findByText('The end cannot be before the start.')).toBeDefined()
    expect((from as HTMLInputElement).value).toBe('2071')
    expect((to as HTMLInputElement).value).toBe('2070')
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('saves a new education entry in place, and shows the server’s message under its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        'education_history.1.institution': ['Ensure this field has no more than 150 characters.'],
      },
    }
    const { calls } = await open('/en/jobseeker/profile/me', { [`PATCH ${ME}`]: () => answer })
    const education = await section('Education')
    await userEvent.click(within(education).getByRole('button', { name: 'Edit Education' }))
    await userEvent.click(within(education).getByRole('button', { name: 'Add education' }))
    const second = within(education).getByRole('group', { name: 'Education 2' })
    await waitFor(() => expect(within(second).getAllByRole('option').length).toBeGreaterThan(2))
    await userEvent.selectOptions(within(second).getByLabelText('Degree'), "Master's degree")
    await userEvent.type(
      within(second).getByLabelText('School, college or university'),
      'Pokhara University',
    )
    await userEvent.click(within(second).getByLabelText('AD'))
    await userEvent.type(within(second).getByLabelText('From (year)'), '2022')
    await userEvent.click(within(education).getByRole('button', { name: 'Save' }))
    expect(
      await within(second).findByText('Ensure this field has no more than 150 characters.'),
    ).toBeDefined()
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.body).toEqual({
      education_history: [
        {
          id: 11,
          degree: 5,
          institution: 'Tribhuvan University',
          calendar: 'BS',
          start_year: 2071,
          end_year: 2075,
        },
        {
          degree: 6,
          institution: 'Pokhara University',
          calendar: 'AD',
          start_year: 2022,
          end_year: null,
        },
      ],
    })
    const saved = buildProfile({
      education_history: [
        ...buildProfile().education_history!,
        {
          id: 12,
          degree: { id: 6, name: "Master's degree" },
          institution: 'Pokhara University',
          calendar: 'AD',
          start_year: 2022,
          end_year: null,
        },
      ],
    })
    answer = { status: 200, body: saved }
    await userEvent.click(within(education).getByRole('button', { name: 'Save' }))
    expect(await within(education).findByText('Pokhara University')).toBeDefined()
    expect(education.textContent).toContain('2022 – studying AD')
    expect(await screen.findByText('Your profile is saved.')).toBeDefined()
  })

  it('adds the next language not listed yet, never a repeat, and saves them all', async () => {
    const { calls } = await open(
      '/en/jobseeker/profile/me',
      { [`PATCH ${ME}`]: { body: buildProfile() } },
      buildProfile({ languages: [{ language: 'english', level: 'fluent' }] }),
    )
    const languages = await section('Languages')
    await userEvent.click(within(languages).getByRole('button', { name: 'Edit Languages' }))
    const add = within(languages).getByRole('button', { name: 'Add a language' })
    await userEvent.click(add)
    await userEvent.click(add)
    const chosen = within(languages)
      .getAllByLabelText(/^Language \d$/)
      .map((select) => (select as HTMLSelectElement).value)
    expect(chosen).toEqual(['english', 'nepali', 'hindi'])
    // A language another row names is not offered again.
    const third = within(languages).getByLabelText('Language 3')
    const offered = within(third)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
    expect(offered).not.toContain('english')
    expect(offered).not.toContain('nepali')
    await userEvent.click(within(languages).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true))
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      languages: [
        { language: 'english', level: 'fluent' },
        { language: 'nepali', level: 'conversational' },
        { language: 'hindi', level: 'conversational' },
      ],
    })
    // The form closes, and focus goes back to where editing started.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(languages).getByRole('button', { name: 'Edit Languages' }),
      ),
    )
  })

  it('edits the personal details from onboarding in place, like the other sections', async () => {
    const BASICS = '/api/v1/jobseeker/onboarding/basic-information/'
    const moved = buildProfile({ marital_status: 'Married', district: { id: 33, name: 'Kaski' } })
    const profiles = [buildProfile(), moved]
    const { calls } = await renderApp('/en/jobseeker/profile/me', {
      user: seeker,
      routes: {
        [`GET ${ME}`]: () => ({ body: profiles.length > 1 ? profiles.shift() : profiles[0] }),
        [`PUT ${BASICS}`]: { body: seeker },
        '/api/v1/common/district/?limit=100': {
          body: {
            results: [
              { id: 27, name: 'Kathmandu' },
              { id: 33, name: 'Kaski' },
            ],
          },
        },
      },
    })
    const personal = await section('Personal details')
    await userEvent.click(within(personal).getByRole('button', { name: 'Edit Personal details' }))
    expect((within(personal).getByLabelText('Name') as HTMLInputElement).value).toBe('Sita Sharma')
    await userEvent.selectOptions(within(personal).getByLabelText('Marital status'), 'Married')
    const district = within(personal).getByLabelText('District')
    await waitFor(() => expect(within(district).getAllByRole('option').length).toBe(3))
    await userEvent.selectOptions(district, 'Kaski')
    await userEvent.click(within(personal).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    // The name was not changed: not sent, so a name kept in both scripts stays so.
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      gender: 'Female',
      date_of_birth: '1997-04-14',
      marital_status: 'Married',
      district: 33,
      city: null,
    })
    expect(await within(personal).findByText('Kaski')).toBeDefined()
    expect(personal.textContent).toContain('Married')
  })

  it('refuses an 11th skill with the fixed message before anything is created', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Skill ${i + 1}` }))
    const { calls } = await open('/en/jobseeker/profile/me', {}, buildProfile({ skills: ten }))
    const skills = await section('Skills')
    await userEvent.click(within(skills).getByRole('button', { name: 'Edit Skills' }))
    await userEvent.type(within(skills).getByLabelText('Add a skill'), 'Welding')
    await userEvent.click(within(skills).getByRole('button', { name: 'Add' }))
    expect(
      await within(skills).findByText('Skills field must be less than or equal 10'),
    ).toBeDefined()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('refuses a photo that is too big or not an image, uploading nothing', async () => {
    // In Nepali (no prefix): the messages and the limit in Devanagari.
    const { calls } = await open('/jobseeker/profile/me')
    const photo = await section('फोटो')
    const input = photo.querySelector('input[type="file"]') as HTMLInputElement
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'camera.jpg', {
      type: 'image/jpeg',
    })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await within(photo).findByText('फोटो बढीमा ५ एमबी हुनुपर्छ।')).toBeDefined()
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    fireEvent.change(input, { target: { files: [text] } })
    expect(await within(photo).findByText('जेपेग, पीएनजी वा वेबपी तस्बिर छान्नुहोस्।')).toBeDefined()
    expect(calls.some((call) => call.path.includes('/photo/'))).toBe(false)
  })
})

describe('the job seeker profile, guards', () => {
  it('sends an employer home from the seeker pages', async () => {
    for (const path of ['/en/jobseeker/profile/me', '/en/jobseeker/stats', '/en/jobseeker/data']) {
      const { router, unmount } = await renderApp(path, { user: buildEmployer() })
      await waitFor(() => expect(currentPath(router)).toBe('/en'))
      unmount()
    }
  })
})
