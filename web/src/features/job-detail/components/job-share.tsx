import { useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ShareButtons } from '../../../components/share/share-buttons'
import { useLang } from '../../../lib/lang'
import { useSiteOrigin } from '../../../lib/site-origin'

/** Share buttons for a job: its address in the page's language and its title. */
export function JobShare({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const origin = useSiteOrigin()
  return (
    <ShareButtons
      target={{ url: origin + href('jobDetail', { jobSlug: slug }, null, lang), title }}
      labels={{
        group: t`Share this job`,
        copy: t`Copy the job's link`,
        copied: t`The job's link is copied.`,
        copyFailed: t`Your browser would not copy it: copy the job's link from here.`,
      }}
    />
  )
}
