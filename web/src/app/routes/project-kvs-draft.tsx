import { ProjectKvsDraftPage } from '../../features/project-kvs/components/project-kvs-draft-page'

/** `/project-kvs-draft`: the draft plan for verified skills. */
export function Component() {
  return <ProjectKvsDraftPage />
}
