import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../../testing/render-app'
import { initialsOf, JobseekerCard, type JobseekerSummary } from './jobseeker-card'

const seeker: JobseekerSummary = {
  username: 'sita-rai',
  full_name: 'Sita Rai',
  profile_picture: null,
  headline: 'Accountant with Tally',
  district: { id: 27, name: 'Kathmandu' },
  experience_months: 40,
  skills: [
    { id: 1, name: 'Tally' },
    { id: 2, name: 'Financial statement preparation' },
  ],
}

describe("a job seeker's card", () => {
  it('shows name, headline, district, experience and skills cut at 25 characters', async () => {
    await renderInRouter(<JobseekerCard seeker={seeker} />, '/en')
    const link = screen.getByRole('link', { name: 'Sita Rai' })
    expect(link.getAttribute('href')).toBe('/en/jobseeker/profile/sita-rai')
    expect(screen.getByText('Accountant with Tally')).toBeTruthy()
    expect(screen.getByText('Kathmandu · 3 years of experience')).toBeTruthy()
    const chips = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual(['Tally', 'Financial statement prepa..'])
    // The whole name is still there for a pointer.
    expect(chips[1]!.getAttribute('title')).toBe('Financial statement preparation')
    expect(chips[0]!.getAttribute('title')).toBeNull()
    // No photo: the initials, hidden from screen readers (the name is written beside them).
    expect(document.querySelector('.jobseeker-initials')?.textContent).toBe('SR')
  })

  it('writes the experience in Nepali with Devanagari digits, and links to the Nepali profile', async () => {
    await renderInRouter(
      <JobseekerCard seeker={{ ...seeker, experience_months: 150, district: null }} />,
      '/',
    )
    expect(screen.getByRole('link', { name: 'Sita Rai' }).getAttribute('href')).toBe(
      '/jobseeker/profile/sita-rai',
    )
    expect(screen.getByText('१२ वर्षको अनुभव')).toBeTruthy()
  })

  it.each([
    [0, 'No experience yet'],
    [5, 'Under a year of experience'],
    [12, '1 year of experience'],
  ])('says %s months of experience as "%s"', async (months, text) => {
    await renderInRouter(
      <JobseekerCard seeker={{ ...seeker, experience_months: months, district: null }} />,
      '/en',
    )
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('shows a photo given by this site or over https, never another scheme', async () => {
    await renderInRouter(
      <JobseekerCard seeker={{ ...seeker, profile_picture: 'javascript:alert(1)' }} />,
      '/en',
    )
    expect(document.querySelector('img')).toBeNull()
  })

  it('makes initials of one or two words, in any script', () => {
    expect(initialsOf('sita')).toBe('S')
    expect(initialsOf('सीता राई')).toBe('सीरा')
  })
})
