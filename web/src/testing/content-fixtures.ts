import {
  BUSINESS_DISTRICTS_PATH,
  contentCategoriesPath,
  contentItemPath,
  contentListPath,
  contentTagsPath,
  EMPLOYER_FAQ_TAG,
  readListFilters,
} from '@jagir/shared/rules/content-lists'

/**
 * Content as the provider answers it (docs/api.md, "Content and forms"), one of each kind, by
 * the provider paths the pages read: for tests that render content pages as the server does.
 */

export const POST = {
  slug: 'cv-tips',
  title: 'CV tips',
  excerpt: 'Two pages, results first.',
  body: '<p>Keep it to <strong>two pages</strong>.</p><ol><li>Results first.</li></ol>',
  category: { slug: 'career-advice', name: 'Career advice' },
  tags: [{ slug: 'cv', name: 'CV' }],
  author: 'Sita Sharma',
  published_at: '2026-11-20T06:00:00.000Z',
  reading_minutes: 2,
  cover_image: {
    url: '/api/v1/blog/posts/cv-tips/cover.svg',
    width: 1200,
    height: 630,
    alt: 'CV tips',
  },
  related: [],
}
export const FAQ = {
  slug: 'how-do-i-post-a-job',
  question: 'How do I post a job?',
  answer: 'Fill in your organisation details, then use Post Job.',
  category: { slug: 'employers', name: 'Employers' },
  tags: [{ slug: EMPLOYER_FAQ_TAG, name: 'For employers' }],
}
export const BUSINESS = {
  slug: 'thakali-kitchen',
  name: 'Thakali Kitchen',
  category: { slug: 'restaurants', name: 'Restaurants' },
  description: 'Dal bhat since 2009.',
  district: { id: 27, name: 'Kathmandu' },
  address: 'Thamel',
  phone_number: '9851000000',
  website: 'https://thakali-kitchen.example.com.np',
  services: ['Catering'],
}
export const TRAINING = {
  slug: 'accounting-with-tally',
  title: 'Accounting with Tally',
  summary: 'Day books and VAT returns.',
  duration: '6 weeks',
  fee: 9000,
  currency: 'NRs',
  starts_on: '2026-12-08',
  mode: 'in_person',
  location: 'Putalisadak, Kathmandu',
  seats: 20,
  seats_left: 3,
  trainer: 'Khata Accounting',
  topics: ['Day books'],
}
export const SURVEY = {
  questions: [
    {
      id: 1,
      question: 'Did COVID-19 change your job?',
      type: 'radio',
      required: true,
      choices: ['Yes', 'No'],
    },
    { id: 4, question: 'Which skills would help you?', type: 'text', required: false, choices: [] },
  ],
}

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results })
const first = readListFilters(new URLSearchParams())

/** The provider's answers for the content pages' first loads, by path. */
export const CONTENT_ANSWERS: Record<string, unknown> = {
  [contentListPath('blog', first)]: page([POST]),
  [contentListPath('blog', first, { category: POST.category.slug })]: page([POST]),
  [contentCategoriesPath('blog')]: [{ ...POST.category, count: 1 }],
  [contentTagsPath('blog')]: [{ ...POST.tags[0], count: 1 }],
  [contentItemPath('blog', POST.slug)]: POST,
  [contentListPath('faq', first)]: page([FAQ]),
  [contentListPath('faq', first, { tag: EMPLOYER_FAQ_TAG })]: page([FAQ]),
  [contentCategoriesPath('faq')]: [{ ...FAQ.category, count: 1 }],
  [contentTagsPath('faq')]: [{ ...FAQ.tags[0], count: 1 }],
  [contentItemPath('faq', FAQ.slug)]: FAQ,
  [contentListPath('business', first)]: page([BUSINESS]),
  [contentCategoriesPath('business')]: [{ ...BUSINESS.category, count: 1 }],
  [BUSINESS_DISTRICTS_PATH]: [{ ...BUSINESS.district, count: 1 }],
  [contentItemPath('business', BUSINESS.slug)]: BUSINESS,
  [contentListPath('training', first)]: page([TRAINING]),
  [contentItemPath('training', TRAINING.slug)]: TRAINING,
  '/api/v1/covid-19/survey/': SURVEY,
}
