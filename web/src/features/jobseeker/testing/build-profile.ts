import type { SeekerProfile } from '../api/my-profile'

/** The signed-in seeker's profile as GET `/api/v1/jobseeker/me/` answers it (test factory). */
export function buildProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    id: 2,
    username: 'sita-sharma',
    full_name: 'Sita Sharma',
    profile_picture: null,
    headline: 'Frontend developer',
    about: 'Three years of React.',
    district: { id: 27, name: 'Kathmandu' },
    job_level: 'mid_level',
    experience_months: 36,
    working_status: 'actively_seeking',
    skills: [{ id: 1, name: 'React' }],
    preferred_jobs: [{ id: 1, name: 'IT and Telecommunication' }],
    languages: [{ language: 'nepali', level: 'native' }],
    is_limited: false,
    expected_salary_band: 'above_55000',
    gender: 'Female',
    marital_status: 'Unmarried',
    date_of_birth: '1997-04-14',
    education_history: [
      {
        id: 11,
        degree: { id: 5, name: "Bachelor's degree" },
        institution: 'Tribhuvan University',
        calendar: 'BS',
        start_year: 2071,
        end_year: 2075,
      },
    ],
    work_experience: [
      {
        id: 21,
        title: 'Web intern',
        organization: 'Everest Web Studio',
        start_date: '2021-06-01',
        end_date: '2021-12-15',
        is_current: false,
      },
    ],
    social_links: [],
    preferred_locations: [{ id: 27, name: 'Kathmandu' }],
    is_public: true,
    contact: { email: 'sita@example.com', phone_number: '9800000005', alternate_phone: '' },
    ...overrides,
  }
}

/** The public part of a profile, as a visitor is answered it (test factory). */
export function buildPublicProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  const {
    expected_salary_band: _band,
    gender: _gender,
    marital_status: _marital,
    date_of_birth: _birth,
    education_history: _education,
    work_experience: _experience,
    social_links: _links,
    preferred_locations: _places,
    is_public: _public,
    contact: _contact,
    ...card
  } = buildProfile()
  return { ...card, is_limited: true, ...overrides }
}
