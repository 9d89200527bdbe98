import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@ss/domain';
import { notify } from '../../../lib/notify.ts';
import { signOut } from '../../auth/session.ts';
import { stopSimulation, storedSimulatedId, storeSimulatedId } from '../api.ts';
import { useSimulationState } from '../hooks/useSimulationState.ts';

/** Space between the banner and the bottom of the window, in pixels. */
const BANNER_MARGIN = 16;

/**
 * While a super admin acts as someone else: a banner on every page with the way
 * back. On load, the id this browser stored and the server's state must agree
 * (spec section 4), else "State is invalid, please login again" and sign-out.
 */
export function SimulationBanner({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [stopping, setStopping] = useState(false);
  const checked = useRef(false);
  const banner = useRef<HTMLElement>(null);
  const state = useSimulationState(user);

  useEffect(() => {
    if (!state.data || checked.current) return;
    checked.current = true;
    const stored = storedSimulatedId();
    const server = state.data.simulating ? String(state.data.user_id) : null;
    if (stored === server) return;
    storeSimulatedId(null);
    notify('warning', t('State is invalid, please login again'));
    void signOut(client).catch(() => undefined);
  }, [state.data, client, t]);

  const simulating = state.data?.simulating === true;
  useReservedSpace(banner, simulating);

  if (!state.data?.simulating) return null;
  const stop = async () => {
    setStopping(true);
    try {
      await stopSimulation();
      storeSimulatedId(null);
      window.location.assign('/admin');
    } catch (error) {
      setStopping(false);
      notify('error', t(error instanceof Error ? error.message : 'Could not perform action'));
    }
  };

  return (
    <Paper
      ref={banner}
      component="aside"
      aria-label={t('simulation.banner', { name: user.full_name })}
      shadow="lg"
      radius="md"
      p="xs"
      bg="dark.7"
      style={{ position: 'fixed', bottom: BANNER_MARGIN, left: '50%', transform: 'translateX(-50%)', zIndex: 300, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="sm" wrap="wrap" justify="center">
        <IconUserShare size={18} color="white" aria-hidden />
        <Text size="sm" c="white" fw={600}>
          {t('simulation.banner', { name: user.full_name })}
        </Text>
        <Text size="xs" c="gray.3">
          {t('simulation.bannerBy', { name: state.data.real_user.full_name })}
        </Text>
        <Button size="compact-sm" variant="white" onClick={() => void stop()} loading={stopping}>
          {t('simulation.stop')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The banner floats over the bottom of the page: while it shows, the page keeps that much room at
 * its end (the banner's height and its margin), so the last rows of a table can be scrolled above it.
 */
function useReservedSpace(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const body = document.body;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight + 2 * BANNER_MARGIN}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [banner, shown]);
}

/** Another tab started or stopped a simulation: this one reloads to follow it. */
export function useSimulationSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'simulatedUserId') window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
