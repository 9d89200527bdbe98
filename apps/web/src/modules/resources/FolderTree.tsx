/**
 * An owner's folders as a nested list of buttons (issue 11, section 3): each folder's button opens it,
 * and a folder holding folders has a toggle (aria-expanded) that shows or hides them. Everything is a
 * plain button in reading order, so Tab and Enter do all a mouse does. The folders on the way to the
 * open one are shown. A school's list ends with what the district shares with it.
 */
import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconChevronDown, IconChevronRight, IconFolder, IconFolderOpen, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResourceFolder } from '@ss/domain';
import type { Place } from './api.ts';
import { childrenOf, pathOf } from './folder-math.ts';
import classes from './FolderTree.module.css';

interface Props {
  folders: TResourceFolder[];
  place: Place;
  onOpen: (place: Place) => void;
  /** A school's count of resources the district shares with it; null at a district. */
  shared: number | null;
}

function Row({
  label,
  icon,
  selected,
  depth,
  count,
  onOpen,
  toggle,
}: {
  label: string;
  icon: React.ReactNode;
  selected: boolean;
  depth: number;
  count?: number;
  onOpen: () => void;
  toggle?: { expanded: boolean; onToggle: () => void; label: string };
}) {
  return (
    <Group gap={2} wrap="nowrap" style={{ paddingInlineStart: depth * 14 }}>
      {toggle ? (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-expanded={toggle.expanded} aria-label={toggle.label} onClick={toggle.onToggle}>
          {toggle.expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        </ActionIcon>
      ) : (
        <span style={{ width: 22, flexShrink: 0 }} />
      )}
      <UnstyledButton className={classes.item} data-selected={selected || undefined} aria-current={selected ? 'true' : undefined} onClick={onOpen}>
        <Group gap={6} wrap="nowrap">
          {icon}
          <Text size="sm" truncate="end" style={{ flex: 1 }}>
            {label}
          </Text>
          {count !== undefined && count > 0 && (
            <Text size="xs" c="dimmed" aria-hidden>
              {count}
            </Text>
          )}
        </Group>
      </UnstyledButton>
    </Group>
  );
}

export function FolderTree({ folders, place, onOpen, shared }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(new Set());
  // Folders closed by hand, forgotten when another folder opens (its way is shown again).
  const [closed, setClosed] = useState<{ place: Place; ids: Set<number> }>({ place, ids: new Set() });
  const closedNow = closed.place === place ? closed.ids : new Set<number>();
  // The open folder and the way to it are shown unfolded.
  const onPath = new Set(typeof place === 'number' ? pathOf(folders, place).map((f) => f.id) : []);
  const expanded = (id: number) => !closedNow.has(id) && (open.has(id) || onPath.has(id));
  const toggle = (id: number, now: boolean) => {
    const change = (s: Set<number>, add: boolean) => {
      const next = new Set(s);
      if (add) next.add(id);
      else next.delete(id);
      return next;
    };
    setOpen((s) => change(s, !now));
    setClosed({ place, ids: change(closedNow, now) });
  };

  const branch = (parent: number | null, depth: number): React.ReactNode => {
    const children = childrenOf(folders, parent);
    if (!children.length) return null;
    return (
      <ul className={classes.list}>
        {children.map((f) => {
          const isOpen = expanded(f.id);
          const hasChildren = f.folders > 0;
          return (
            <li key={f.id}>
              <Row
                label={f.name}
                icon={place === f.id ? <IconFolderOpen size={16} aria-hidden /> : <IconFolder size={16} aria-hidden />}
                selected={place === f.id}
                depth={depth}
                count={f.resources}
                onOpen={() => onOpen(f.id)}
                toggle={
                  hasChildren
                    ? { expanded: isOpen, onToggle: () => toggle(f.id, isOpen), label: t(isOpen ? 'resources.collapse' : 'resources.expand', { name: f.name }) }
                    : undefined
                }
              />
              {hasChildren && isOpen && branch(f.id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Stack component="nav" aria-label={t('resources.tree')} gap={4}>
      <ul className={classes.list}>
        <li>
          <Row label={t('resources.root')} icon={<IconHome size={16} aria-hidden />} selected={place === 'root'} depth={0} onOpen={() => onOpen('root')} />
          {branch(null, 1)}
        </li>
        {shared !== null && (
          <li>
            <Row
              label={t('resources.fromDistrict')}
              icon={<IconBuildingCommunity size={16} aria-hidden />}
              selected={place === 'shared'}
              depth={0}
              count={shared}
              onOpen={() => onOpen('shared')}
            />
          </li>
        )}
      </ul>
    </Stack>
  );
}
