import { useLingui } from '@lingui/react/macro'

/** Sets the document's `<title>` (React hoists it into `<head>`), in the interface language. */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useLingui()
  const brand = t`Jagir`
  return <title>{title ? t`${title} | ${brand}` : brand}</title>
}
