import type { ReactNode } from 'react';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on this exact path (a home page), not on the pages under it. */
  exact?: boolean;
}

export interface NavSection {
  id: string;
  title: string;
  items: NavItem[];
}

interface NavSectionsProps {
  sections: NavSection[];
  onNavigate?: () => void;
}

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export function NavSections({ sections, onNavigate }: NavSectionsProps) {
  const { pathname } = useLocation();
  // One item is the current page: the one whose path matches the most of it (a district's Team boards
  // live at `meetings` and its schedule at `meetings/schedule`; School defaults under `schools`).
  const current = sections
    .flatMap((s) => s.items)
    .filter((item) => isActive(pathname, item))
    .reduce<string | null>((best, item) => (best === null || item.to.length > best.length ? item.to : best), null);
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <div key={section.id} role="group" aria-labelledby={`nav-${section.id}`}>
          <Text id={`nav-${section.id}`} size="xs" fw={700} tt="uppercase" c="dimmed" px="xs" mb={4}>
            {section.title}
          </Text>
          {section.items.map((item) => {
            const active = item.to === current;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
