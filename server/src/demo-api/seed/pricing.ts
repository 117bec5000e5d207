import type { Text } from '../lib/locale.js'

/** A job price setting: posts bought together (the pricing page's packages). */
export interface PricingPackage {
  id: number
  name: Text
  description: Text
  price: number
  job_posts: number
  duration_days: number
  features: Text[]
}

const featured = { en: 'Featured on the home page', ne: 'गृहपृष्ठमा विशेष स्थान' }
const support = { en: 'Phone support', ne: 'फोन सहयोग' }

/** The pricing page's packages (NRs, before Nepal's 13 % VAT, which the cart adds apart). */
export const PRICING: PricingPackage[] = [
  {
    id: 1,
    name: { en: 'Basic', ne: 'आधारभूत' },
    description: {
      en: 'One job post for a single opening.',
      ne: 'एउटा पदका लागि एउटा जागिर पोस्ट।',
    },
    price: 2000,
    job_posts: 1,
    duration_days: 30,
    features: [{ en: 'Listed for 30 days', ne: '३० दिनसम्म सूचीमा' }],
  },
  {
    id: 2,
    name: { en: 'Standard', ne: 'मानक' },
    description: {
      en: 'Five job posts for a growing team.',
      ne: 'बढ्दो टिमका लागि पाँच जागिर पोस्ट।',
    },
    price: 8500,
    job_posts: 5,
    duration_days: 45,
    features: [{ en: 'Listed for 45 days', ne: '४५ दिनसम्म सूचीमा' }, support],
  },
  {
    id: 3,
    name: { en: 'Premium', ne: 'प्रिमियम' },
    description: { en: 'Fifteen job posts with extra visibility.', ne: 'थप देखिने पन्ध्र जागिर पोस्ट।' },
    price: 22500,
    job_posts: 15,
    duration_days: 60,
    features: [{ en: 'Listed for 60 days', ne: '६० दिनसम्म सूचीमा' }, featured, support],
  },
]

/** Price of one job seeker's contact details in a hiring package (NRs). */
export const CONTACT_PRICE = 500
