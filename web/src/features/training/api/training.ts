import type { TrainingMode } from '@jagir/shared/rules/content-lists'

/** A training (GET `/api/v1/training/`, `/api/v1/training/{slug}/`). */
export interface Training {
  slug: string
  title?: string
  summary?: string
  duration?: string
  fee?: number | null
  currency?: string | null
  /** The first day, `YYYY-MM-DD`. */
  starts_on?: string | null
  mode?: TrainingMode | string | null
  location?: string
  seats?: number | null
  seats_left?: number | null
  trainer?: string
  topics?: string[] | null
}

/** Whether a training has no seat left (enrolment is refused). */
export const isFull = (training: Training): boolean => (training.seats_left ?? 0) <= 0
