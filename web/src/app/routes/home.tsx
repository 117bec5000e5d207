import { PageTitle } from '../../components/ui/page-title'
import { HomeHero } from '../../features/home/components/home-hero'

/** `/`: the search box, then the latest and featured jobs. */
export function Component() {
  return (
    <>
      <PageTitle />
      <HomeHero />
    </>
  )
}
