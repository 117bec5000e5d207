import { useParams } from 'react-router'
import { TrainingPage } from '../../features/training/components/training-page'
import { itemLoader } from './content-loaders'

/** The training, read by the server's render. */
export const loader = itemLoader('training')

/** `/training/{slug}`: one training, with enrolment. */
export function Component() {
  const { slug = '' } = useParams()
  return <TrainingPage key={slug} slug={slug} />
}
