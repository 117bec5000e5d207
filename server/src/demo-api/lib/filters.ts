import { SALARY_BANDS } from '@jagir/shared/rules/options'
import type { FastifyRequest } from 'fastify'
import { param } from './query.js'

/** Comma-separated (or repeated) text values of a query parameter. */
export function valuesParam(request: FastifyRequest, name: string): string[] {
  const query = request.query as Record<string, string | string[] | undefined>
  const raw = query[name]
  return (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
}

/** The salary bands asked for (`?salary=15001_25000,above_55000`), as [min, max] pairs. */
export function salaryBands(request: FastifyRequest): { min: number; max: number }[] {
  return valuesParam(request, 'salary')
    .map((value) => SALARY_BANDS.find((band) => band.value === value))
    .filter((band) => band !== undefined)
    .map((band) => ({ min: band.min ?? 0, max: band.max ?? Number.MAX_SAFE_INTEGER }))
}

/** True when [low, high] overlaps one of the bands (or no band is asked for). */
export function inBands(bands: { min: number; max: number }[], low: number, high: number): boolean {
  return bands.length === 0 || bands.some((band) => low <= band.max && high >= band.min)
}

/** `?experience=<months>`: undefined when absent or not a number. */
export function monthsParam(request: FastifyRequest, name = 'experience'): number | undefined {
  const value = param(request, name)
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined
}
