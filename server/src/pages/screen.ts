import { errorPageStatus } from '@jagir/shared/errors/status'
import { filtersToQuery, readFilters } from '@jagir/shared/rules/job-search'
import type { Lang } from '@jagir/shared/routes/table'
import { fill, JOB_SEARCH_TITLE, PAGE_TEXTS } from '../lib/content-seo/page-texts.js'
import { BRAND, routeUrls, type PageHead } from '../lib/page-head.js'
import { siteShareImage } from '../lib/share/cards.js'
import { headWithScreen, type PageAnswer, type PageContext, type PageKind } from './page.js'

const HOME_DESCRIPTION: Readonly<Record<Lang, string>> = {
  en: 'Jagir, the job marketplace of Nepal: find a job near you, apply in minutes, hire people, in Nepali and English.',
  ne: 'जागिर, नेपालको रोजगार बजार: नजिकै जागिर खोज्नुहोस्, केही मिनेटमै आवेदन दिनुहोस्, कर्मचारी भर्ना गर्नुहोस्, नेपाली र अङ्ग्रेजीमा।',
}

/** Home's head: the site's title and description, links, the site's share card, WebSite. */
function homeHead(lang: Lang, publicUrl: string): PageHead {
  const urls = routeUrls(publicUrl, 'home', null)
  return {
    // The title home's screen writes too (the brand alone); the card says what the site is.
    title: BRAND[lang],
    description: HOME_DESCRIPTION[lang],
    canonical: urls[lang],
    alternates: urls,
    image: siteShareImage(lang, publicUrl),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: BRAND[lang],
        url: urls[lang],
        inLanguage: lang,
      },
    ],
  }
}

/**
 * The job search's head. Its title is the screen's ("Jobs: accountant" for words searched for);
 * its address is the search as the screen reads and writes it (its filters, order and page; not
 * `utm_source` and the like), so a search shared on Facebook opens as that search; the site's
 * share card. A search for words is no page for a search engine to keep (the browse pages are
 * the landing pages of a place or category).
 */
function jobSearchHead(lang: Lang, publicUrl: string, url: string): PageHead {
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
  const filters = readFilters(params)
  const { search } = filters
  const urls = routeUrls(publicUrl, 'jobSearch', null, filtersToQuery(filters))
  const texts = PAGE_TEXTS.jobSearch
  const title = search ? fill(JOB_SEARCH_TITLE[lang], { search }) : texts.title[lang]
  return {
    title: `${title} | ${BRAND[lang]}`,
    description: texts.description[lang],
    canonical: urls[lang],
    alternates: urls,
    image: siteShareImage(lang, publicUrl),
    robots: search ? 'noindex, follow' : undefined,
    jsonLd: [],
  }
}

/**
 * Every other public screen (home, the job search, sign-in, password reset...): nothing is read
 * before the page goes out, its status is 200 (an error page's, `/errors/{status}`, is that
 * status), its head is the screen's preloads (home's and the job search's also their title,
 * description, links, Open Graph and X card with the site's share image, and home's WebSite
 * JSON-LD: the links most shared after a job's), and the server's render reads what the screen's
 * route loader asks for. Mounted last: it answers every route.
 */
export function screenPage(context: PageContext): PageKind {
  return {
    handles: () => true,
    answer: async ({ route, params, lang }, url) => ({
      status: route.id === 'errorPage' ? errorPageStatus(params.statusCode) : 200,
      ...(route.id === 'home'
        ? headWithScreen(context, homeHead(lang, context.publicUrl), route.id, lang)
        : route.id === 'jobSearch'
          ? headWithScreen(context, jobSearchHead(lang, context.publicUrl, url), route.id, lang)
          : context.screenTags(route.id, lang)),
      render: true,
    }),
  }
}

/** The page of an address no screen has: the 404 page, rendered, with status 404. */
export const notFoundPage = (context: PageContext, lang: Lang): PageAnswer => ({
  status: 404,
  ...context.screenTags('notFound', lang),
  render: true,
})
