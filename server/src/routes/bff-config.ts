import type { FastifyPluginAsync } from 'fastify'
import type { AppUrls } from '../config.js'

export interface BffConfigOptions {
  /** Whether a social sign-in provider is configured (or the demo one runs). */
  socialSignIn: boolean
  /** ANDROID_APP_URL and IOS_APP_URL. */
  appUrls: AppUrls
}

/**
 * GET `/bff/config`: what the SPA must know of the BFF's settings, all of it public. Asked only
 * by the screens that use it (sign-in, the download dialog), so no page's first load waits on it.
 */
const bffConfigRoutes: FastifyPluginAsync<BffConfigOptions> = async (fastify, options) => {
  const body = {
    socialSignIn: options.socialSignIn,
    androidAppUrl: options.appUrls.android ?? null,
    iosAppUrl: options.appUrls.ios ?? null,
  }
  fastify.get('/bff/config', async () => body)
}

export default bffConfigRoutes
