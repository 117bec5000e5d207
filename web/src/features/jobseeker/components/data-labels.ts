import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { GENDER_TEXT, JOB_LEVEL_TEXT } from '../../../components/job/option-labels'
import { SALARY_BAND_TEXT, WORKING_STATUS_TEXT } from '../../../components/profile/seeker-labels'
import { APPLICATION_STATUS_TEXT, LANGUAGE_LEVEL_TEXT, LANGUAGE_TEXT } from './labels'

/**
 * What each field of the data export is called on the page (the file keeps the API's keys). A
 * key not listed here is shown by its key: nothing in the file is ever left out.
 */
export const FIELD_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  id: msg({ message: 'Number', context: 'data' }),
  full_name: msg`Name`,
  email: msg({ message: 'E-mail', context: 'data' }),
  phone_number: msg({ message: 'Phone number', context: 'data' }),
  alternate_phone: msg({ message: 'Other phone number', context: 'data' }),
  date_joined: msg`Joined on`,
  roles: msg`Roles`,
  sessions: msg`Open sign-ins`,
  created: msg`Since`,
  username: msg({ message: 'Profile address', context: 'data' }),
  profile_picture: msg`Your photo`,
  headline: msg`Headline`,
  about: msg({ message: 'About you', context: 'data' }),
  district: msg({ message: 'District', context: 'seeker' }),
  job_level: msg({ message: 'Job level', context: 'data' }),
  experience_months: msg`Experience (months)`,
  working_status: msg`Working status`,
  skills: msg`Skills`,
  preferred_jobs: msg`Preferred job categories`,
  preferred_locations: msg`Preferred districts`,
  languages: msg`Languages`,
  language: msg({ message: 'Language', context: 'data' }),
  level: msg`How well`,
  is_limited: msg`Shown in part`,
  expected_salary_band: msg`Expected salary`,
  expected_salary: msg`Expected salary (rupees a month)`,
  education: msg`Education level`,
  is_referrer: msg`Also a referrer`,
  is_shortlisted: msg`Shortlisted`,
  name: msg`Name`,
  gender: msg({ message: 'Gender', context: 'seeker' }),
  marital_status: msg`Marital status`,
  date_of_birth: msg({ message: 'Date of birth', context: 'seeker' }),
  education_history: msg`Education`,
  degree: msg`Degree`,
  institution: msg`School, college or university`,
  calendar: msg({ message: 'Calendar', context: 'data' }),
  start_year: msg`From (year)`,
  end_year: msg({ message: 'To (year)', context: 'data' }),
  work_experience: msg`Work experience`,
  title: msg({ message: 'Title', context: 'data' }),
  organization: msg({ message: 'Organisation', context: 'data' }),
  start_date: msg({ message: 'From', context: 'data' }),
  end_date: msg({ message: 'To', context: 'data' }),
  is_current: msg`Still working there`,
  social_links: msg`Social links`,
  network: msg`Network`,
  url: msg({ message: 'Address', context: 'data' }),
  is_public: msg`Employers can find your profile`,
  contact: msg`Contact details`,
  type: msg({ message: 'Kind', context: 'data' }),
  job: msg({ message: 'Job', context: 'data' }),
  slug: msg`Job address`,
  status: msg({ message: 'Status', context: 'data' }),
  created_at: msg`Applied on`,
  cover_letter: msg`Cover letter`,
  cv: msg`CV`,
  choice: msg`CV sent`,
  file_name: msg`File name`,
  size: msg`Size (bytes)`,
  uploaded_at: msg`Uploaded on`,
  answers: msg`Answers`,
  question: msg`Question`,
  answer: msg`Answer`,
  liked_at: msg`Saved on`,
  viewed_at: msg`Viewed on`,
  added_at: msg`Shortlisted on`,
  referral_code: msg`Referral code`,
  referees: msg`People you referred`,
}

/** The fields whose values are codes, and the words for each code. */
export const VALUE_TEXT: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  gender: GENDER_TEXT,
  marital_status: { Married: msg`Married`, Unmarried: msg`Unmarried` },
  working_status: WORKING_STATUS_TEXT,
  job_level: JOB_LEVEL_TEXT,
  expected_salary_band: SALARY_BAND_TEXT,
  status: APPLICATION_STATUS_TEXT,
  language: LANGUAGE_TEXT,
  level: LANGUAGE_LEVEL_TEXT,
  calendar: { AD: msg`AD`, BS: msg`BS` },
  choice: {
    file: msg`The uploaded file`,
    profile: msg`The CV made from the profile`,
    none: msg`None`,
  },
  roles: {
    jobseeker: msg({ message: 'Job seeker', context: 'data' }),
    employer: msg({ message: 'Employer', context: 'data' }),
    referrer: msg({ message: 'Referrer', context: 'data' }),
  },
}

/** Numbers written as they are (no thousands separator): ids, years, codes. */
export const PLAIN_NUMBER_FIELDS = new Set(['id', 'start_year', 'end_year'])
