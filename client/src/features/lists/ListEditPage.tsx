import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { renameList } from '../../api/endpoints/lists'
import { keepList, showListsError, useLists } from '../../state/lists'
import { errorText } from '../../state/errorText'
import { useSignedIn } from '../../state/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { TabList, tabPanelProps } from '../../ui/TabList'
import { AddMembers } from './AddMembers'
import { ListEditFooter } from './ListEditFooter'
import { MemberList } from './MemberList'
import { useMemberEdit } from './useMemberEdit'
import styles from './Lists.module.css'

type Tab = 'manage_members' | 'add_members'
const TABS: readonly Tab[] = ['manage_members', 'add_members']

/**
 * The list edit page, routes lists-edit `/lists/:id/edit` and lists-new `/lists/new` (s1 §2
 * "Lists", s1 §4 "Lists edit"): the title (an existing list saves it with PUT), a members tab
 * and an add-members tab whose toggles an existing list sends at once (useMemberEdit), and the
 * footer: Create for a new list (then its added members, then its timeline), or Delete with
 * its yes/no question (ListEditFooter). Visitors are asked to log in.
 */
export default function ListEditPage() {
  const { t } = useTranslation()
  const listId = useParams().id ?? null
  const signedIn = useSignedIn()
  if (!signedIn) {
    return (
      <Panel title={t('lists.lists')} level={1}>
        <p className={styles.faint}>{t('lists.login')}</p>
      </Panel>
    )
  }
  return <ListEditor key={listId ?? ''} listId={listId} />
}

/** The page's content for list `listId` (null: a new list), fresh for each list. */
function ListEditor({ listId }: { listId: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const headingId = useId()
  const titleId = useId()
  const tabsId = useId()
  const stored = useLists((state) => state.lists.find((list) => list.id === listId))
  const [typed, setTyped] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [tab, setTab] = useState<Tab>(listId === null ? 'add_members' : 'manage_members')
  const editor = useMemberEdit(listId)
  const title = typed ?? stored?.title ?? ''

  const saveTitle = () => {
    if (listId === null) return
    setSaving(true)
    void renameList(listId, title.trim())
      .then(keepList, showListsError)
      .finally(() => setSaving(false))
  }

  const heading =
    listId === null
      ? t('lists.creating_list')
      : t('lists.editing_list', { listTitle: stored?.title ?? '' })
  const toggles = {
    inList: editor.inList,
    onToggle: editor.toggle,
    members: editor.edit.members,
    added: editor.edit.added,
  }
  return (
    <Panel title={heading} level={1} headingId={headingId}>
      <div className={styles.field}>
        <label htmlFor={titleId}>{t('lists.title')}</label>
        <input
          id={titleId}
          className={styles.input}
          value={title}
          onChange={(event) => setTyped(event.target.value)}
        />
        {listId !== null && (
          <Button onClick={saveTitle} disabled={saving || title.trim() === ''}>
            {t('lists.update_title')}
          </Button>
        )}
      </div>
      <TabList
        label={heading}
        idPrefix={tabsId}
        tabs={TABS}
        current={tab}
        labelOf={(name) => t(`lists.${name}`)}
        onChoose={setTab}
        className={styles.tabStrip}
      />
      <div {...tabPanelProps(tabsId, 'manage_members')} hidden={tab !== 'manage_members'}>
        {editor.load.status === 'loading' ? (
          <Spinner label={t('general.loading')} />
        ) : editor.load.status === 'error' ? (
          <p role="alert" className={styles.faint}>
            {errorText(editor.load.error)}
          </p>
        ) : editor.rows.length === 0 ? (
          <p className={styles.faint}>{t('lists.no_members')}</p>
        ) : (
          <MemberList ids={editor.rows} {...toggles} />
        )}
      </div>
      <div {...tabPanelProps(tabsId, 'add_members')} hidden={tab !== 'add_members'}>
        <AddMembers {...toggles} />
      </div>
      <ListEditFooter
        listId={listId}
        title={title}
        edit={editor.edit}
        onDone={(path) => void navigate(path)}
      />
    </Panel>
  )
}
