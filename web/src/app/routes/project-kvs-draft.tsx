import { ProjectKvsDraftPage } from '../../features/content/components/project-kvs-draft-page'

/** `/project-kvs-draft`: the draft plan for verified skills. */
export function Component() {
  return <ProjectKvsDraftPage />
}
