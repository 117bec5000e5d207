import * as z from 'zod/mini'

/** A page of a list as the API answers it (DRF): `{count, next, previous, results}`. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    /** Total number of items. */
    count: z.number().check(z.int(), z.nonnegative()),
    /** URL of the next page, or null. */
    next: z.nullable(z.string()),
    /** URL of the previous page, or null. */
    previous: z.nullable(z.string()),
    /** This page's items. */
    results: z.array(item),
  })
/** A page of items of type `T`: every paged list reads this one shape. */
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodMiniType<T>>>>

/**
 * Items a page shows, for each paged list (`page_size` of its API call). The content lists'
 * sizes are the BFF's too: it reads the same pages for their heads. The blog's cards are large;
 * FAQs are one line each; the employer directory's twelve fill its rows of two or three.
 */
export const PAGE_SIZE = {
  blog: 6,
  business: 6,
  faq: 10,
  training: 6,
  jobSearch: 10,
  seekerSearch: 10,
  seekerLists: 10,
  referees: 10,
  employers: 12,
  organizationJobs: 10,
  employerJobs: 10,
  applications: 10,
  candidates: 10,
  orders: 10,
} as const
export type PagedList = keyof typeof PAGE_SIZE

/** The number of pages of a list of `count` items (at least one). */
export const pageCount = (list: PagedList, count: number): number =>
  Math.max(1, Math.ceil(count / PAGE_SIZE[list]))

/** The query of a page of a list: `page=2&page_size=10`. */
export const pageQuery = (list: PagedList, page: number): string =>
  `page=${page}&page_size=${PAGE_SIZE[list]}`
