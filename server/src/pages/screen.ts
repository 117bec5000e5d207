import { errorPageStatus } from '@jagir/shared/errors/status'
import type { Lang } from '@jagir/shared/routes/table'
import type { PageAnswer, PageContext, PageKind } from './page.js'

/**
 * Every other public screen (home, the job search, sign-in, pricing...): nothing is read before
 * the page goes out, its status is 200 (an error page's, `/errors/{status}`, is that status), its
 * head is the screen's preloads, and the server's render reads what the screen's route loader asks
 * for. Mounted last: it answers every route.
 */
export function screenPage(context: PageContext): PageKind {
  return {
    handles: () => true,
    answer: async ({ route, params, lang }) => ({
      status: route.id === 'errorPage' ? errorPageStatus(params.statusCode) : 200,
      ...context.screenTags(route.id, lang),
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
