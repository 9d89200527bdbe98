import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@ss/domain';
import { notify } from '../../../ui/notify.ts';
import { signOut } from '../../auth/session.ts';
import { stopSimulation, storedSimulatedId, storeSimulatedId } from '../api.ts';
import { useSimulationState } from '../hooks/useSimulationState.ts';

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
      component="aside"
      aria-label={t('simulation.banner', { name: user.full_name })}
      shadow="lg"
      radius="md"
      p="xs"
      bg="dark.7"
      style={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 300, maxWidth: 'calc(100vw - 32px)' }}
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
