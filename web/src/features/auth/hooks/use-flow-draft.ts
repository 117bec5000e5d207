import { useSyncExternalStore } from 'react'
import type { FlowTrack } from '@jagir/shared/rules/signup-flow'
import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_NAME } from '@jagir/shared/rules/constants'
import { SESSION_DRAFT_PREFIX } from '../../../lib/session-drafts'

/**
 * A sign-up or password track's draft (sign-up drafts, docs/product.md#sign-up-and-onboarding), kept in this tab's
 * session storage so a reload mid-way loses nothing; forgotten when the track ends and on logout
 * (every `jagir.draft.` key is). The code's ticket is never stored: see `rememberTicket`.
 */
export interface FlowDraft {
  fullName: string
  phoneNumber: string
  email: string
  /** The accepted 6-digit code ('' until accepted): after a reload it is checked again for a ticket. */
  otp: string
  countryCode: string
  countryName: string
  countryFlag: string
  /** The employer draft's "org flag": signing up for an organisation. */
  isOrganization: boolean
  /** When the last code was sent (ms since the epoch), for the resend countdown. */
  sentAt: number | null
}

export const NEPAL_FLAG = '🇳🇵'

export const EMPTY_DRAFT: FlowDraft = {
  fullName: '',
  phoneNumber: '',
  email: '',
  otp: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  countryName: DEFAULT_COUNTRY_NAME,
  countryFlag: NEPAL_FLAG,
  isOrganization: true,
  sentAt: null,
}

const keyOf = (track: FlowTrack) => `${SESSION_DRAFT_PREFIX}signup.${track}`
const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; draft: FlowDraft | null }>()

function parse(raw: string | null): FlowDraft | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<FlowDraft>
    if (typeof value !== 'object' || value === null || typeof value.phoneNumber !== 'string') {
      return null
    }
    return { ...EMPTY_DRAFT, ...value }
  } catch {
    return null
  }
}

/** The track's draft as stored (the same object until it changes), or null. */
export function readFlowDraft(track: FlowTrack): FlowDraft | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(keyOf(track))
  } catch {
    // Storage unavailable (private mode): no draft.
  }
  const cached = cache.get(track)
  if (cached && cached.raw === raw) return cached.draft
  const draft = parse(raw)
  cache.set(track, { raw, draft })
  return draft
}

/** Stores the track's draft (merged into what is there). */
export function writeFlowDraft(track: FlowTrack, change: Partial<FlowDraft>): void {
  const next = { ...(readFlowDraft(track) ?? EMPTY_DRAFT), ...change }
  try {
    sessionStorage.setItem(keyOf(track), JSON.stringify(next))
  } catch {
    // Storage unavailable: the flow still works, a reload starts over.
  }
  listeners.forEach((listener) => listener())
}

/** Forgets the track's draft and ticket (the track is done, or started over). */
export function clearFlowDraft(track: FlowTrack): void {
  tickets.delete(track)
  try {
    sessionStorage.removeItem(keyOf(track))
  } catch {
    // Nothing was kept.
  }
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The track's draft, re-rendering when it changes (null on the server and when there is none). */
export function useFlowDraft(track: FlowTrack): FlowDraft | null {
  return useSyncExternalStore(
    subscribe,
    () => readFlowDraft(track),
    () => null,
  )
}

/** Tickets of checked codes, in memory only: a ticket lets a password be set, so it is not stored. */
const tickets = new Map<FlowTrack, { phoneNumber: string; ticket: string }>()

export function rememberTicket(track: FlowTrack, phoneNumber: string, ticket: string): void {
  tickets.set(track, { phoneNumber, ticket })
}

/** The ticket of this number's checked code, if this page still has it. */
export function ticketFor(track: FlowTrack, phoneNumber: string): string | null {
  const kept = tickets.get(track)
  return kept && kept.phoneNumber === phoneNumber ? kept.ticket : null
}
