import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requestLocale } from '../lib/current-user.js'
import {
  anonymousWaitMessage,
  BUDGETS,
  type Budget,
  matchAnonymousWrite,
  type BudgetName,
  type MatchedWrite,
} from '../lib/anonymous-writes.js'
import { redisRateLimitStore } from '../lib/rate-limit-store.js'

export interface AnonymousWriteLimitOptions {
  /** ANONYMOUS_WRITE_LIMIT_FACTOR: every budget is multiplied by it. */
  factor: number
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/** The counter's key: the budget, the client address (IPv6 by its /64) and any target. */
function keyOf(budget: BudgetName, request: FastifyRequest, target: string): string {
  const address = normalizeIP(request.ip)
  return BUDGETS[budget].per === 'address'
    ? `anonymous:${budget}:${address}`
    : `anonymous:${budget}:${address}:${target}`
}

/**
 * The per-address limit on anonymous writes (lib/anonymous-writes.ts has the table and the
 * budgets), for the proxy's context: register it there, before the proxy's route. A write over
 * a budget is answered 429 `{detail}` with Retry-After in the request's language, and nothing is
 * forwarded. Counted with @fastify/rate-limit, in Redis with REDIS_URL (shared by the replicas;
 * when Redis fails the write goes through and the failure is logged: fail open, like sign-in).
 */
export default fp<AnonymousWriteLimitOptions>(
  async function anonymousWriteLimit(fastify, { factor }) {
    const { redis, degraded } = fastify.sharedState
    await fastify.register(rateLimit, {
      global: false,
      ...(redis
        ? {
            store: redisRateLimitStore(
              redis,
              degraded,
              'anonymous-write limit not enforced (fail open)',
            ),
            skipOnError: true,
          }
        : {}),
    })

    /** The target of the request being counted (set just before its limiter runs). */
    const targets = new WeakMap<FastifyRequest, string>()
    const limiters = new Map<BudgetName, Limiter>()
    for (const [name, budget] of Object.entries(BUDGETS) as [BudgetName, Budget][]) {
      const options: CreateRateLimitOptions & { cache: number } = {
        max: budget.max * factor,
        timeWindow: budget.windowMs,
        // In memory: this many addresses per budget before the least recent is forgotten.
        cache: 20_000,
        keyGenerator: (request) => keyOf(name, request, targets.get(request) ?? ''),
      }
      limiters.set(name, fastify.createRateLimit(options))
    }

    /** The first budget the write is over, with the wait; null when every budget allows it. */
    async function overBudget(
      request: FastifyRequest,
      { write, target }: MatchedWrite,
    ): Promise<{ budget: BudgetName; waitMs: number } | null> {
      targets.set(request, target)
      for (const budget of write.budgets) {
        const result = await limiters.get(budget)!(request)
        if (!result.isAllowed && result.isExceeded) return { budget, waitMs: result.ttl }
      }
      return null
    }

    // A callback hook: every proxied request passes it, and only the listed writes wait.
    fastify.addHook('onRequest', (request, reply: FastifyReply, done) => {
      const matched = matchAnonymousWrite(request.method, request.pathname)
      if (matched === null) return done()
      overBudget(request, matched).then(
        (over) => {
          if (over === null) return done()
          reply
            .code(429)
            .header('retry-after', String(Math.max(1, Math.ceil(over.waitMs / 1000))))
            .send({
              detail: anonymousWaitMessage(over.budget, over.waitMs, requestLocale(request)),
            })
        },
        (error: unknown) => done(error as Error),
      )
    })
  },
  { name: 'jagir-anonymous-writes', dependencies: ['jagir-shared-state'] },
)
