import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { TRAINING_MODES, type TrainingMode } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ListLayout } from '../../../components/content/list-layout'
import { useListFilters } from '../../../components/content/use-list-filters'
import { NothingFound, PagedResults } from '../../../components/ui/paged-results'
import { listKey } from '../../../lib/content-data'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { usePage } from '../../../lib/paging'
import type { Training } from '../api/training'
import { TrainingCard } from './training-card'
import { ModeText } from './training-facts'
import './training.scss'

/**
 * `/training`: trainings soonest first, online or in person (links, so each choice has its
 * address), a search, fee in NPR and seats left, paged.
 */
export function TrainingListPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { filters, hrefOf } = useListFilters()
  const list = usePage<Training>(listKey('training', filters, {}, lang))
  const title = t`Training`
  const page = formatNumber(filters.page, lang)
  const modes: (TrainingMode | null)[] = [null, ...TRAINING_MODES]
  return (
    <ListLayout
      heading={title}
      tabTitle={filters.page > 1 ? t`${title} (page ${page})` : title}
      trail={[{ label: title }]}
      intro={
        <p className="mb-4">
          <Trans>
            Short courses that help you get hired: online or near you, most for a small fee.
          </Trans>
        </p>
      }
      search={{
        name: t`Search the trainings`,
        label: t`What do you want to learn?`,
        placeholder: t`Accounting, computers, driving…`,
        submitLabel: t`Find trainings`,
      }}
      busy={list.isValidating}
      filters={
        <nav aria-label={t`How the training is given`} className="training-modes">
          <ul className="tags">
            {modes.map((mode) => (
              <li key={mode ?? 'all'}>
                <Link
                  className={`tag is-medium${filters.mode === mode ? ' is-primary' : ''}`}
                  to={hrefOf({ mode })}
                  aria-current={filters.mode === mode ? 'page' : undefined}
                >
                  {mode ? <ModeText mode={mode} /> : <Trans>Online and in person</Trans>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      after={
        <p className="has-text-grey-dark has-underlined-links">
          <Trans>
            Planning to prove your skills to employers? Read the{' '}
            <Link to={href('projectKvsDraft', null, null, lang)}>draft of Project KVS</Link>, our
            plan for verified skills.
          </Trans>
        </p>
      }
    >
      <PagedResults
        of="training"
        list={list}
        page={filters.page}
        pageHref={(page) => hrefOf({ page })}
        className="content-list is-cards"
        keyOf={(training) => training.slug}
        loading={
          <div role="status" aria-busy="true" aria-label={t`Loading trainings`}>
            {[0, 1].map((index) => (
              <div key={index} className="box skeleton-lines" aria-hidden="true">
                <div />
                <div />
                <div />
              </div>
            ))}
          </div>
        }
        failed={<Trans>The trainings could not be loaded.</Trans>}
        retry={<Trans>Load the trainings again</Trans>}
        empty={
          <NothingFound
            title={<Trans>No training matches.</Trans>}
            hint={<Trans>Try other words, or both online and in person.</Trans>}
          />
        }
        pastEnd={{
          title: <Trans>This list of trainings has fewer pages.</Trans>,
          first: <Trans>Back to the first trainings</Trans>,
        }}
      >
        {(training) => <TrainingCard training={training} />}
      </PagedResults>
    </ListLayout>
  )
}
