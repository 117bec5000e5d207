import { errorPageStatus } from '@jagir/shared/errors/status'
import type { Lang } from '@jagir/shared/routes/table'
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
 * Every other public screen (home, the job search, sign-in, pricing...): nothing is read before
 * the page goes out, its status is 200 (an error page's, `/errors/{status}`, is that status), its
 * head is the screen's preloads (home's also its title, description, links, Open Graph and X
 * card with the site's share image, and WebSite JSON-LD: the link most shared after a job's), and
 * the server's render reads what the screen's route loader asks for. Mounted last: it answers
 * every route.
 */
export function screenPage(context: PageContext): PageKind {
  return {
    handles: () => true,
    answer: async ({ route, params, lang }) => ({
      status: route.id === 'errorPage' ? errorPageStatus(params.statusCode) : 200,
      ...(route.id === 'home'
        ? headWithScreen(context, homeHead(lang, context.publicUrl), route.id, lang)
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
