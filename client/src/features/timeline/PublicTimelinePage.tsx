import { useTranslation } from 'react-i18next'
import { KindTimeline } from './KindTimeline'

export interface PublicTimelinePageProps {
  /**
   * 'public': this instance's statuses (`local=true`, route public-timeline /main/public);
   * 'publicAndExternal': the whole known network (route public-external-timeline /main/all).
   */
  kind: 'public' | 'publicAndExternal'
}

/** The public timelines a visitor can read (s1 §2 route table, s2 §7 "Timelines"). */
export default function PublicTimelinePage({ kind }: PublicTimelinePageProps) {
  const { t } = useTranslation()
  const title = kind === 'public' ? t('timeline.public_tl') : t('timeline.twkn')
  return <KindTimeline kind={kind} timelineKey={kind} title={title} />
}
