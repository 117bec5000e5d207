/** Lookup data of the fake job API (a small Nepal: enough for every rule of the wizard). */

export interface FakeItem {
  id: number
  name: string
  [key: string]: unknown
}

const named = (names: string[], first = 1): FakeItem[] =>
  names.map((name, index) => ({ id: first + index, name }))

export const DISTRICTS: FakeItem[] = [
  { id: 27, name: 'Kathmandu', province: 3 },
  { id: 28, name: 'Lalitpur', province: 3 },
  { id: 29, name: 'Bhaktapur', province: 3 },
  { id: 40, name: 'Kaski', province: 4 },
]

export const CITIES: FakeItem[] = [
  { id: 271, name: 'Kathmandu Metropolitan City', district: 27 },
  { id: 272, name: 'Kirtipur Municipality', district: 27 },
  { id: 281, name: 'Lalitpur Metropolitan City', district: 28 },
  { id: 401, name: 'Pokhara Metropolitan City', district: 40 },
]

export const LOCATIONS = [
  { id: 1, address: 'Thamel', city: 271 },
  { id: 2, address: 'Baneshwor', city: 271 },
  { id: 3, address: 'Lakeside', city: 401 },
]

export const SKILLS = named([
  'Accounting',
  'Auditing',
  'Bookkeeping',
  'Budgeting',
  'Communication',
  'Excel',
  'Negotiation',
  'Payroll',
  'Reporting',
  'Taxation',
  'Teamwork',
  'Typing',
])

/** Twelve designations starting with 'Acc', to show that only 10 are listed. */
export const DESIGNATIONS = named([
  'Accountant',
  'Account Assistant',
  ...Array.from({ length: 10 }, (_, index) => `Account Officer ${index + 1}`),
  'Receptionist',
])

export const LOOKUP_DATA: Record<string, FakeItem[]> = {
  '/api/v1/common/designations/': DESIGNATIONS,
  '/api/v1/common/district/': DISTRICTS,
  '/api/v1/common/cities/': CITIES,
  '/api/v1/common/skills/': SKILLS,
  '/api/v1/common/work-standards/': named(['Punctuality', 'Dress code', 'Safety first']),
  '/api/v1/common/personal-qualities/': named(['Honesty', 'Patience', 'Leadership']),
  '/api/v1/common/required-knowledge/': named(['Nepal tax law', 'Double entry', 'Tally']),
  '/api/v1/common/education-degrees/': named(['SEE', 'Plus Two', 'Bachelor', 'Master']),
  '/api/v1/common/job-benefit/': named(['Lunch', 'Insurance', 'Festival bonus']),
  '/api/v1/common/document-categories/': named(['Citizenship', 'Curriculum Vitae', 'Transcript']),
}

export const TEMPLATES = [
  {
    id: 1,
    name: 'Accountant',
    job_level: 'mid_level',
    available_for: ['part_time'],
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 30000,
      maximum: 45000,
      unit: 'Monthly',
    },
    description: '<p>Keeps the <strong>books</strong>.</p><script>alert(1)</script>',
    skills: [{ id: 1, name: 'Accounting' }],
  },
  {
    id: 2,
    name: 'Receptionist',
    job_level: 'entry_level',
    available_for: ['full_time'],
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 20000,
      maximum: null,
      unit: 'Monthly',
    },
    description: '<p>Greets visitors.</p>',
    skills: [],
  },
]

export const PRESETS = [
  {
    id: 1,
    question: 'Do you have a valid driving licence?',
    question_type: 'radio',
    is_required: false,
    description: null,
    answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
  },
  {
    id: 2,
    question: 'Why do you want to work with us?',
    question_type: 'textarea',
    is_required: false,
    description: null,
    answer_choices: [],
  },
]
