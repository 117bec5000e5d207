import type { JobDetail } from '@jagir/shared/schemas/job-detail'
import { refId, type LookupRef } from '@jagir/shared/schemas/lookup'
import type { LookupKind } from '../api/lookups'
import { labelKey, type LabelMap } from '../hooks/use-wizard-state'

/** Label map entries of references read back as `{id, name}` items (bare ids have no name). */
export function refLabels(
  kind: LookupKind,
  refs: readonly LookupRef[] | null | undefined,
): LabelMap {
  const labels: Record<string, string> = {}
  for (const ref of refs ?? []) {
    const name = typeof ref === 'object' ? ref.name : undefined
    if (typeof name === 'string') labels[labelKey(kind, refId(ref)!)] = name
  }
  return labels
}

/** Names of what a job's detail lists, for the fields of steps 2 and 3. */
export function detailLabels(detail: JobDetail | undefined): LabelMap {
  if (!detail) return {}
  return {
    ...refLabels('workStandards', detail.work_standards),
    ...refLabels('skills', detail.skills),
    ...refLabels('personalQualities', detail.personal_qualities),
    ...refLabels('requiredKnowledge', detail.required_knowledge),
    ...refLabels('benefits', detail.benefits),
    ...refLabels('documentCategories', detail.document_categories),
  }
}
