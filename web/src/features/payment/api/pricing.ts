import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { PricingData, PricingPackage } from '@jagir/shared/schemas/pricing'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { LangKey } from '../../../components/job/locale-key'
import type { CartLine } from '@jagir/shared/schemas/cart'

/** The hiring package's price (per job seeker whose contact details it unlocks). */
export interface HiringPackagePrice {
  price_per_jobseeker: number
  currency: string
}

export const pricingKey = (lang: Lang): LangKey => ['/api/v1/payment/pricing/?page_size=100', lang]
export const hiringPriceKey = (lang: Lang): LangKey => [
  '/api/v1/payment/pricing/hiring-package/',
  lang,
]

async function fetchPackages([path]: LangKey, get: ApiGet = apiFetch): Promise<PricingPackage[]> {
  const page = await get<{ results?: PricingPackage[] }>(path)
  return (page?.results ?? []).filter(
    (item) => typeof item?.id === 'number' && typeof item.price === 'number',
  )
}

async function fetchHiringPrice([path]: LangKey, get: ApiGet = apiFetch) {
  const price = await get<HiringPackagePrice>(path)
  return typeof price?.price_per_jobseeker === 'number' ? price : null
}

/** The pricing page's first data: the job post packages and the hiring package's price. */
export const pricingData = (lang: Lang): RouteData[] => [
  { key: pricingKey(lang), read: (get) => fetchPackages(pricingKey(lang), get) },
  { key: hiringPriceKey(lang), read: (get) => fetchHiringPrice(hiringPriceKey(lang), get) },
]

/** The job post packages (docs/product.md#pricing-cart-and-payment, pricingData's `job_price_setting`). */
export const usePricing = (lang: Lang) =>
  useSWR(pricingKey(lang), fetchPackages, { revalidateOnFocus: false })

/** The hiring package's price. */
export const useHiringPrice = (lang: Lang) =>
  useSWR(hiringPriceKey(lang), fetchHiringPrice, { revalidateOnFocus: false })

/** Buy: job posts of a package into the cart (POST `/api/v1/payment/wishlist-item/`). */
export const addJobPosts = (choice: PricingData) =>
  apiFetch<CartLine>('/api/v1/payment/wishlist-item/', { method: 'POST', body: choice })
