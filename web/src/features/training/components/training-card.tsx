import { Link } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'
import type { Training } from '../api/training'
import { ModeText, TrainingFacts } from './training-facts'

/** A training in the list: title (the link), mode, summary and its facts. */
export function TrainingCard({ training }: { training: Training }) {
  const lang = useLang()
  return (
    <article className="box">
      <p className="tags mb-1">
        <span className={`tag ${training.mode === 'online' ? 'is-info' : 'is-success'} is-light`}>
          <ModeText mode={training.mode} />
        </span>
      </p>
      <h2 className="title is-5 mb-2 content-title">
        <Link to={href('trainingDetail', { slug: training.slug }, null, lang)}>
          {training.title}
        </Link>
      </h2>
      {training.summary ? <p className="mb-3">{training.summary}</p> : null}
      <TrainingFacts training={training} />
    </article>
  )
}
