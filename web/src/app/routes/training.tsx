import { TrainingListPage } from '../../features/training/components/training-list-page'
import { listLoader } from './content-loaders'

/** The page of trainings the address asks for. */
export const loader = listLoader('training')

/** `/training`: the trainings, online and in person. */
export function Component() {
  return <TrainingListPage />
}
