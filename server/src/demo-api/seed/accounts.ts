import { demoPasswordHash } from '../lib/passwords.js'
import type { JobseekerProfile, UserRecord } from '../store/types.js'

/** The fixed demo accounts' e-mails (the README lists them; password Demo@12345). */
export const DEMO_ACCOUNTS = {
  employer: 'employer@jagir.demo',
  bonus: 'bonus@jagir.demo',
  newEmployer: 'newemployer@jagir.demo',
  onboarding: 'onboarding@jagir.demo',
  seeker: 'seeker@jagir.demo',
  referrer: 'referrer@jagir.demo',
} as const

/** A job seeker profile with every onboarding step done. */
export function fullJobseeker(id: number, username: string): JobseekerProfile {
  return {
    id,
    username,
    preferred_locations: [27, 29],
    preferred_jobs: [1, 6],
    has_filled_description_form: true,
    working_status: 'actively_seeking',
    headline: { en: 'Frontend developer', ne: 'फ्रन्टएन्ड डेभलपर' },
    about: {
      en: 'Three years building web applications with React and TypeScript.',
      ne: 'React र TypeScript प्रयोग गरी तीन वर्षदेखि वेब एप्लिकेसन बनाउँदै।',
    },
    gender: 'Female',
    marital_status: 'Unmarried',
    date_of_birth: '1997-04-14',
    district: 27,
    job_level: 'mid_level',
    experience_months: 36,
    expected_salary: 60000,
    education_degree: 5,
    skills: [1, 2, 3],
    is_public: true,
    education_history: [
      {
        id: 1 + (id - 1) * 10,
        degree: 5,
        institution: 'Tribhuvan University',
        calendar: 'BS',
        start_year: 2071,
        end_year: 2075,
      },
      {
        id: 2 + (id - 1) * 10,
        degree: 3,
        institution: 'Kathmandu Model College',
        calendar: 'AD',
        start_year: 2012,
        end_year: 2014,
      },
    ],
    work_experience: [
      {
        id: 1 + (id - 1) * 10,
        title: 'Frontend developer',
        organization: 'Himalayan Software',
        start_date: '2022-01-02',
        end_date: null,
        is_current: true,
      },
      {
        id: 2 + (id - 1) * 10,
        title: 'Web intern',
        organization: 'Everest Web Studio',
        start_date: '2021-06-01',
        end_date: '2021-12-15',
        is_current: false,
      },
    ],
    languages: [
      { language: 'nepali', level: 'native' },
      { language: 'english', level: 'fluent' },
    ],
    social_links: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/sita-sharma-demo' }],
    alternate_phone: '',
  }
}

/** The six demo accounts, in the states the README describes. Ids 1 to 6. */
export function seedDemoAccounts(joined: string): UserRecord[] {
  const password = demoPasswordHash()
  const base = {
    password,
    profile_picture: null,
    date_joined: joined,
    employer: null,
    jobseeker: null,
    referrer: null,
  }
  return [
    {
      ...base,
      id: 1,
      email: DEMO_ACCOUNTS.employer,
      phone_number: '9800000001',
      full_name: { en: 'Ramesh Shrestha', ne: 'रमेश श्रेष्ठ' },
      employer: {
        id: 1,
        has_filled_initial_form: true,
        free_posts: 0,
        purchased_posts: 25,
        organizations: [1],
      },
    },
    {
      ...base,
      id: 2,
      email: DEMO_ACCOUNTS.bonus,
      phone_number: '9800000002',
      full_name: { en: 'Sunita Gurung', ne: 'सुनिता गुरुङ' },
      employer: {
        id: 2,
        has_filled_initial_form: true,
        free_posts: 1,
        purchased_posts: 0,
        organizations: [2],
      },
    },
    {
      ...base,
      id: 3,
      email: DEMO_ACCOUNTS.newEmployer,
      phone_number: '9800000003',
      full_name: { en: 'Bikash Thapa', ne: 'विकास थापा' },
      employer: {
        id: 3,
        has_filled_initial_form: false,
        free_posts: 0,
        purchased_posts: 0,
        organizations: [],
      },
    },
    {
      ...base,
      id: 4,
      email: DEMO_ACCOUNTS.onboarding,
      phone_number: '9800000004',
      full_name: { en: 'Anjali Karki', ne: 'अञ्जली कार्की' },
      jobseeker: {
        ...fullJobseeker(1, 'anjali-karki'),
        // Mid-onboarding: locations chosen, the later steps not yet.
        preferred_jobs: [],
        has_filled_description_form: false,
        working_status: null,
        headline: { en: '', ne: '' },
        about: { en: '', ne: '' },
        skills: [],
        experience_months: 0,
        is_public: false,
        education_history: [],
        work_experience: [],
        languages: [],
        social_links: [],
      },
    },
    {
      ...base,
      id: 5,
      email: DEMO_ACCOUNTS.seeker,
      phone_number: '9800000005',
      full_name: { en: 'Sita Sharma', ne: 'सीता शर्मा' },
      jobseeker: fullJobseeker(2, 'sita-sharma'),
    },
    {
      ...base,
      id: 6,
      email: DEMO_ACCOUNTS.referrer,
      phone_number: '9800000006',
      full_name: { en: 'Hari Adhikari', ne: 'हरि अधिकारी' },
      jobseeker: {
        ...fullJobseeker(3, 'hari-adhikari'),
        gender: 'Male',
        date_of_birth: '1990-09-02',
        headline: { en: 'Sales officer', ne: 'बिक्री अधिकृत' },
        about: {
          en: 'Sales officer who refers friends and family.',
          ne: 'साथी र परिवारलाई सिफारिस गर्ने बिक्री अधिकृत।',
        },
        // A salesman's field, skills and pay, not the frontend developer's he was copied from.
        preferred_jobs: [6],
        preferred_locations: [27],
        skills: [17, 15, 16, 31],
        expected_salary: 42000,
        experience_months: 72,
        social_links: [],
        work_experience: [
          {
            id: 21,
            title: 'Sales officer',
            organization: 'Nepal Traders',
            start_date: '2019-03-01',
            end_date: null,
            is_current: true,
          },
        ],
      },
      referrer: {
        id: 1,
        referral_code: 'HARI2025',
        referees: [
          {
            id: 1,
            full_name: { en: 'Gita Adhikari', ne: 'गीता अधिकारी' },
            phone_number: '9811111111',
            relation: 'Mother',
            phone_type: 'Mobile',
            status: 'registered',
            created: joined,
          },
          {
            id: 2,
            full_name: { en: 'Krishna Adhikari', ne: 'कृष्ण अधिकारी' },
            phone_number: '014412345',
            relation: 'Father',
            phone_type: 'Home',
            status: 'invited',
            created: joined,
          },
          {
            id: 3,
            full_name: { en: 'Bibek Rai', ne: 'विवेक राई' },
            phone_number: '9833333333',
            relation: 'Friend',
            phone_type: 'Mobile',
            status: 'hired',
            created: joined,
          },
        ],
      },
    },
  ]
}
