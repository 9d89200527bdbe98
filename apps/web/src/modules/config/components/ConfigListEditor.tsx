/**
 * The one editor of every configurable list: ordered items (drag, or keyboard: focus a handle,
 * Space, arrows, Space), add/edit dialog, active switch, remove (an item in use is deactivated
 * instead), save with the list's version (a stale save says so), inheritance notice and reset.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_CONFIG_ITEMS, type ConfigListKind } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchConfigList, type ConfigLevel } from '../api.ts';
import { useResetConfigList, useSaveConfigList } from '../hooks/useConfigMutations.ts';
import { ConfigItemDialog } from './ConfigItemDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { itemLabel, newKey, toDraft, toInput, type DraftItem } from './draft.ts';
import { SortableItemRow } from './SortableItemRow.tsx';
import { qk } from '../../../lib/query-keys.ts';

interface Props {
  kind: ConfigListKind;
  level: ConfigLevel;
}

const blank = (): DraftItem => ({ key: newKey(), code: null, label_en: '', label_fr: '', color: null, icon: null, url: null, active: true, in_use: false });

export function ConfigListEditor({ kind, level }: Props) {
  const { t, i18n } = useTranslation();
  const key = qk.config.list(kind, level);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchConfigList(kind, level, signal) });
  // null: no local change, the list is the server's.
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  const [editing, setEditing] = useState<{ item: DraftItem; isNew: boolean } | null>(null);
  const [removing, setRemoving] = useState<DraftItem | null>(null);
  const [resetting, setResetting] = useState(false);
  const [conflict, setConflict] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const serverItems = useMemo(() => (query.data ? toDraft(query.data.items) : []), [query.data]);
  const items = draft ?? serverItems;
  const dirty = draft !== null;

  // The saved list is the cache's (the hook wrote it): the local draft and a stale save's notice go.
  const loaded = () => {
    setDraft(null);
    setConflict(false);
  };
  const save = useSaveConfigList(kind, level);
  const reset = useResetConfigList(kind, level);

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const list = query.data;
  const editable = list.abilities.update;
  const change = (next: DraftItem[]) => setDraft(next);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    change(arrayMove(items, from, to));
  };
  const inherited = list.inherited_from !== list.level_requested;
  const fromKey = `config.inheritedFrom.${list.inherited_from}`;

  return (
    <Stack gap="md">
      {inherited && (
        <Alert color="blue" title={t('config.inheritedTitle', { from: t(fromKey) })}>
          {editable ? t('config.inheritedEditable') : t('config.inheritedReadOnly')}
        </Alert>
      )}
      {!list.editable_here && <Alert color="gray">{t('config.notEditableHere')}</Alert>}
      {conflict && (
        <Alert color="red" title={t('config.conflictTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('config.error.conflict')}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setDraft(null);
                setConflict(false);
                void query.refetch();
              }}
            >
              {t('config.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {editable && (
        <Text size="sm" c="dimmed">
          {t('config.reorderHint')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('config.dndInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('config.dndPicked', { label: labelOf(active.id) }),
            onDragOver: ({ active, over }) => (over ? t('config.dndOver', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragEnd: ({ active, over }) => (over ? t('config.dndDropped', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragCancel: ({ active }) => t('config.dndCancelled', { label: labelOf(active.id) }),
          },
        }}
      >
        <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
          <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t(`config.kind.${kind}`)}>
            {items.map((item) => (
              <li key={item.key}>
                <SortableItemRow
                  item={item}
                  editable={editable}
                  onEdit={() => setEditing({ item, isNew: false })}
                  onRemove={() => setRemoving(item)}
                  onToggle={(active) => change(items.map((i) => (i.key === item.key ? { ...i, active } : i)))}
                />
              </li>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {items.length === 0 && <Text c="dimmed">{t('config.empty')}</Text>}
      {editable && (
        <Group justify="space-between">
          <Group>
            <Button variant="light" disabled={items.length >= MAX_CONFIG_ITEMS} onClick={() => setEditing({ item: blank(), isNew: true })}>
              {t('config.addItem')}
            </Button>
            {list.abilities.reset && (
              <Button variant="subtle" color="red" onClick={() => setResetting(true)}>
                {t(`config.resetTo.${list.level_requested}`)}
              </Button>
            )}
          </Group>
          <Button
            onClick={() =>
              save.mutate({ version: list.version, items: toInput(items) }, { onSuccess: loaded, onError: (error) => isApiError(error, 'conflict') && setConflict(true) })
            }
            loading={save.isPending}
            disabled={!dirty}
          >
            {t('admin.save')}
          </Button>
        </Group>
      )}
      {editing && (
        <ConfigItemDialog
          kind={kind}
          item={editing.item}
          isNew={editing.isNew}
          onClose={() => setEditing(null)}
          onDone={(item) => {
            change(editing.isNew ? [...items, item] : items.map((i) => (i.key === item.key ? item : i)));
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('config.removeTitle', { label: itemLabel(removing, i18n.language) })}
          message={t(removing.in_use ? 'config.removeInUse' : 'config.removeConfirm')}
          confirm={t(removing.in_use ? 'config.deactivate' : 'config.remove')}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            change(removing.in_use ? items.map((i) => (i.key === removing.key ? { ...i, active: false } : i)) : items.filter((i) => i.key !== removing.key));
            setRemoving(null);
          }}
        />
      )}
      {resetting && (
        <ConfirmDialog
          title={t(`config.resetTo.${list.level_requested}`)}
          message={t(`config.resetConfirm.${list.level_requested}`)}
          confirm={t('config.reset')}
          danger
          loading={reset.isPending}
          onClose={() => setResetting(false)}
          onConfirm={() => reset.mutate(undefined, { onSuccess: loaded, onSettled: () => setResetting(false) })}
        />
      )}
    </Stack>
  );

  function labelOf(id: string | number) {
    const item = items.find((i) => i.key === id);
    return item ? itemLabel(item, i18n.language) : '';
  }
  function positionOf(id: string | number) {
    return items.findIndex((i) => i.key === id) + 1;
  }
}
